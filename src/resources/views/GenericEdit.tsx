import { useCallback } from 'react';
import { useRedirect, type RaRecord } from 'ra-core';
import { Edit, ShowButton, TopToolbar } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import { prepareRecord } from '../validation.ts';
import { EngineDeleteButton } from './buttons.tsx';
import { EngineProvider } from './EngineProvider.tsx';
import { ResourceForm } from './ResourceForm.tsx';
import { useAbilities } from './useAbilities.ts';
import { useUpdateFeedback } from './useSaveFeedback.tsx';

export default function GenericEdit({ def }: ViewProps) {
  const abilities = useAbilities(def);
  const redirect = useRedirect();
  const onSaved = useCallback((record: RaRecord) => redirect(abilities.show ? 'show' : 'list', def.name, record.id, record), [redirect, abilities.show, def.name]);
  const { onSuccess, onError, header } = useUpdateFeedback(onSaved);
  return (
    <EngineProvider>
      <Edit
        resource={def.name}
        mutationMode="pessimistic"
        // A background refetch would reset the form and lose what the user typed.
        queryOptions={{ refetchOnWindowFocus: false, refetchOnReconnect: false }}
        mutationOptions={{ onSuccess, onError }}
        transform={(data: Record<string, unknown>) => prepareRecord(def, data)}
        actions={<TopToolbar>{abilities.show && <ShowButton />}</TopToolbar>}
      >
        <ResourceForm def={def} mode="edit" header={header} toolbarExtra={abilities.delete ? <EngineDeleteButton def={def} /> : null} />
      </Edit>
    </EngineProvider>
  );
}
