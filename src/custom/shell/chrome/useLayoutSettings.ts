// The signed-in user's layout settings: read from the server once per session (the defaults until
// then), changed optimistically (the panel answers at once) and saved on the server; a failed save
// puts the stored settings back and says so.
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import {
  chooseLayoutOption,
  DEFAULT_LAYOUT,
  type LayoutSettings,
} from '../../../domain/shell/layoutSettings';
import { fetchLayoutSettings, LAYOUT_QUERY_KEY, saveLayoutSettings } from './shellApi';

type Choice = Parameters<typeof chooseLayoutOption>[1];

export function useLayoutSettings(): {
  settings: LayoutSettings;
  isPending: boolean;
  choose: (choice: Choice) => void;
} {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data, isPending } = useQuery({
    queryKey: LAYOUT_QUERY_KEY,
    queryFn: fetchLayoutSettings,
    staleTime: Infinity,
    retry: false,
  });
  const settings = data ?? DEFAULT_LAYOUT;
  const mutation = useMutation({
    mutationFn: saveLayoutSettings,
    onSuccess: (saved) => queryClient.setQueryData(LAYOUT_QUERY_KEY, saved),
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: LAYOUT_QUERY_KEY });
      notify('custom.shell.layout.save_failed', { type: 'error' });
    },
  });
  const { mutate } = mutation;
  const choose = useCallback(
    (choice: Choice) => {
      const current = queryClient.getQueryData<LayoutSettings>(LAYOUT_QUERY_KEY) ?? DEFAULT_LAYOUT;
      const next = chooseLayoutOption(current, choice);
      queryClient.setQueryData(LAYOUT_QUERY_KEY, next);
      // The side effects are saved with the choice (boxed width brings the icon sidebar).
      mutate(next);
    },
    [queryClient, mutate],
  );
  return { settings, isPending, choose };
}
