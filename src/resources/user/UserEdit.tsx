// A user's edit page: the generated form (the company is the session's and stays as it is), with the
// password reset beside the show button. Deactivating is the form's Aktif switch: the server ends the
// user's sessions at once. There is no delete.
import { useMemo } from 'react';
import { useGetIdentity } from 'ra-core';
import { Loading } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import { EditPage } from '../views/GenericEdit.tsx';
import { userEntries } from './registry.ts';
import { useScopeRules } from './useScopeRules.ts';
import { ResetPasswordButton } from './ResetPasswordButton.tsx';

export default function UserEdit({ def }: ViewProps) {
  const { identity, isPending } = useGetIdentity();
  const { rules } = useScopeRules();
  const companyId = identity?.company_id;
  const fixed = useMemo(() => (companyId ? { company_id: companyId } : undefined), [companyId]);
  const form = useMemo(() => ({ fixed, rules }), [fixed, rules]);
  if (isPending) return <Loading />;
  return <EditPage def={def} entries={userEntries} actions={<ResetPasswordButton />} form={form} />;
}
