// The driver's data: today's tasks (one query both screens share) and the two writes, which
// refresh it. A 401 on any of them signs the driver out, as react-admin's own queries do.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'ra-core';
import { completeActivity, fetchToday, startTask } from './driverApi';

export const TODAY_KEY = ['driver', 'fleet-task', 'today'] as const;

export function useDriverToday() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({ queryKey: TODAY_KEY, queryFn: fetchToday, retry: false });
  const { error } = query;
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  return query;
}

export function useStartTask() {
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMutation({
    mutationFn: (taskId: number) => startTask(taskId),
    onError: (error) => void logoutIfAccessDenied(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TODAY_KEY }),
  });
}

export function useCompleteActivity() {
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMutation({
    mutationFn: ({
      taskId,
      sequence,
      body,
    }: {
      taskId: number;
      sequence: number;
      body: FormData;
    }) => completeActivity(taskId, sequence, body),
    onError: (error) => void logoutIfAccessDenied(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TODAY_KEY }),
  });
}

/** The body of a refused call (fetchJson's HttpError keeps it), for the catalogue's issue codes and field errors. */
export const errorBody = (error: unknown): unknown => (error as { body?: unknown } | null)?.body;
