// The signed-in user's company record (REST, react-admin's cache): its brand variant, feedback days
// and id decide which widgets show. A user who may not read it gets the defaults.
import { useGetOne } from 'ra-core';
import { useLiveAccess } from '../../auth/liveAccess';
import { loadSession } from '../../auth/session';

export interface CompanyFacts {
  id: number | undefined;
  brandVariant: string | null | undefined;
  feedbackLastDays: number | undefined;
  /** The record arrived, or the user may not read it (the defaults hold). */
  settled: boolean;
}

export function useCompany(): CompanyFacts {
  const { registry, scopes } = useLiveAccess();
  const id = loadSession()?.user.company_id;
  const readScopes = registry.resources.company?.scopes.read ?? ['company:read'];
  const readable = id !== undefined && readScopes.every((s) => scopes.includes(s));
  const { data, isPending } = useGetOne('company', { id: id ?? 0 }, { enabled: readable });
  return {
    settled: !readable || !isPending,
    id,
    brandVariant: data?.brand_variant as string | null | undefined,
    feedbackLastDays: data?.feedback_last_days as number | undefined,
  };
}
