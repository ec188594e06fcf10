// A user's edit page: the generated form (the company is the session's and stays as it is), with the
// password reset beside the show button. Deactivating is the form's Aktif switch: the server ends the
// user's sessions at once. There is no delete.
import { useCallback, useMemo } from 'react';
import { useGetIdentity, useRedirect, type RaRecord } from 'ra-core';
import { Edit, Loading, ShowButton, TopToolbar } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import { prepareRecord } from '../validation.ts';
import { EngineProvider } from '../views/EngineProvider.tsx';
import { userEntries } from './registry.ts';
import { useScopeRules } from './useScopeRules.ts';
import { ResourceForm } from '../views/ResourceForm.tsx';
import { useAbilities } from '../views/useAbilities.ts';
import { useUpdateFeedback } from '../views/useSaveFeedback.tsx';
import { ResetPasswordButton } from './ResetPasswordButton.tsx';

export default function UserEdit({ def }: ViewProps) {
  const abilities = useAbilities(def);
  const redirect = useRedirect();
  const { identity, isPending } = useGetIdentity();
  const { rules } = useScopeRules();
  const onSaved = useCallback((record: RaRecord) => redirect(abilities.show ? 'show' : 'list', def.name, record.id, record), [redirect, abilities.show, def.name]);
  const { onSuccess, onError, header } = useUpdateFeedback(onSaved);
  const companyId = identity?.company_id;
  const fixed = useMemo(() => (companyId ? { company_id: companyId } : undefined), [companyId]);
  if (isPending) return <Loading />;
  return (
    <EngineProvider entries={userEntries}>
      <Edit
        resource={def.name}
        mutationMode="pessimistic"
        queryOptions={{ refetchOnWindowFocus: false, refetchOnReconnect: false }}
        mutationOptions={{ onSuccess, onError }}
        transform={(data: Record<string, unknown>) => prepareRecord(def, data)}
        actions={
          <TopToolbar>
            {abilities.show && <ShowButton />}
            <ResetPasswordButton />
          </TopToolbar>
        }
      >
        <ResourceForm def={def} mode="edit" header={header} fixed={fixed} rules={rules} />
      </Edit>
    </EngineProvider>
  );
}
