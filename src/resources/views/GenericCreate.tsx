import { useCallback } from 'react';
import { useRedirect, type RaRecord } from 'ra-core';
import { Create } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import { prepareRecord } from '../validation.ts';
import { EngineProvider } from './EngineProvider.tsx';
import { ResourceForm } from './ResourceForm.tsx';
import { useAbilities } from './useAbilities.ts';
import { useCreateFeedback } from './useSaveFeedback.tsx';

export default function GenericCreate({ def }: ViewProps) {
  const abilities = useAbilities(def);
  const redirect = useRedirect();
  const onSaved = useCallback(
    (record: RaRecord) => redirect(abilities.show ? 'show' : 'list', def.name, record.id, record),
    [redirect, abilities.show, def.name],
  );
  const { onSuccess, onError } = useCreateFeedback(onSaved);
  return (
    <EngineProvider>
      <Create
        resource={def.name}
        mutationOptions={{ onSuccess, onError }}
        transform={(data: Record<string, unknown>) => prepareRecord(def, data)}
      >
        <ResourceForm def={def} mode="create" />
      </Create>
    </EngineProvider>
  );
}
