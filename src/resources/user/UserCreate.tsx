// A new user of the administrator's company: the generated form (the company is the session's, so it
// is not asked), with the write-only password section; the server writes the credential with the user.
import { useCallback, useMemo } from 'react';
import { useGetIdentity, useRedirect, type RaRecord } from 'ra-core';
import { Create, Loading } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import { prepareRecord } from '../validation.ts';
import { EngineProvider } from '../views/EngineProvider.tsx';
import { userEntries } from './registry.ts';
import { useScopeRules } from './useScopeRules.ts';
import { ResourceForm, type ExtraInputs } from '../views/ResourceForm.tsx';
import { useAbilities } from '../views/useAbilities.ts';
import { useCreateFeedback } from '../views/useSaveFeedback.tsx';
import { PasswordInputs, validateFirstPassword } from './PasswordInputs.tsx';

const extra: ExtraInputs = {
  fields: ['password'],
  title: 'custom.user.password.section',
  children: <PasswordInputs />,
  validate: validateFirstPassword,
};

export default function UserCreate({ def }: ViewProps) {
  const abilities = useAbilities(def);
  const redirect = useRedirect();
  const { identity, isPending } = useGetIdentity();
  const { rules } = useScopeRules();
  const onSaved = useCallback(
    (record: RaRecord) => redirect(abilities.show ? 'show' : 'list', def.name, record.id, record),
    [redirect, abilities.show, def.name],
  );
  const { onSuccess, onError } = useCreateFeedback(onSaved);
  const companyId = identity?.company_id;
  const fixed = useMemo(() => (companyId ? { company_id: companyId } : undefined), [companyId]);
  if (isPending) return <Loading />;
  return (
    <EngineProvider entries={userEntries}>
      <Create
        resource={def.name}
        mutationOptions={{ onSuccess, onError }}
        transform={(data: Record<string, unknown>) => prepareRecord(def, data)}
      >
        <ResourceForm def={def} mode="create" fixed={fixed} extra={extra} rules={rules} />
      </Create>
    </EngineProvider>
  );
}
