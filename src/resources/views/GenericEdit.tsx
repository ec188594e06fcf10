import { useCallback, type ReactNode } from 'react';
import { useRedirect, type RaRecord } from 'ra-core';
import { Edit, ShowButton, TopToolbar } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import { prepareRecord } from '../validation.ts';
import { EngineDeleteButton } from './buttons.tsx';
import { EngineProvider } from './EngineProvider.tsx';
import { ResourceForm, type ResourceFormProps } from './ResourceForm.tsx';
import type { RegistryEntry } from '../registry/types.ts';
import { useAbilities } from './useAbilities.ts';
import { useUpdateFeedback } from './useSaveFeedback.tsx';
import { LiveEditNotice } from './LiveEditNotice.tsx';

/** What a resource's own edit page adds to the generated one (the user's: its renderers, the password reset, the grant rule). */
export interface EditExtras {
  /** The renderers of this page (the defaults and the resource's own). */
  entries?: readonly RegistryEntry[];
  /** Buttons beside the show button. */
  actions?: ReactNode;
  /** What the form takes beyond the definition: fixed fields, the resource's own rules. */
  form?: Pick<ResourceFormProps, 'fixed' | 'rules'>;
}

export default function GenericEdit({ def }: ViewProps) {
  return <EditPage def={def} />;
}

/** The generated edit page, with what a resource's own page adds (EditExtras). */
export function EditPage({ def, entries, actions, form }: ViewProps & EditExtras) {
  const abilities = useAbilities(def);
  const redirect = useRedirect();
  const onSaved = useCallback(
    (record: RaRecord) => redirect(abilities.show ? 'show' : 'list', def.name, record.id, record),
    [redirect, abilities.show, def.name],
  );
  const { onSuccess, onError, header } = useUpdateFeedback(onSaved);
  return (
    <EngineProvider entries={entries}>
      <Edit
        resource={def.name}
        mutationMode="pessimistic"
        // A background refetch would reset the form and lose what the user typed.
        queryOptions={{ refetchOnWindowFocus: false, refetchOnReconnect: false }}
        mutationOptions={{ onSuccess, onError }}
        transform={(data: Record<string, unknown>) => prepareRecord(def, data)}
        actions={
          <TopToolbar>
            {abilities.show && <ShowButton />}
            {actions}
          </TopToolbar>
        }
      >
        <LiveEditNotice resource={def.name} />
        <ResourceForm
          def={def}
          mode="edit"
          header={header}
          toolbarExtra={abilities.delete ? <EngineDeleteButton def={def} /> : null}
          {...form}
        />
      </Edit>
    </EngineProvider>
  );
}
