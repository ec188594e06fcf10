// The signed-in user's company branding (company settings: brand_name, brand_color, logo_url) that
// the top bar shows; nothing until the record arrives, and nothing for a user who may not read it.
import { useGetOne } from 'ra-core';
import { useLiveAccess } from '../../auth/liveAccess';
import { loadSession } from '../../auth/session';

export interface Brand {
  name?: string;
  color?: string;
  logoUrl?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

export function useBrand(): Brand {
  const { registry, scopes } = useLiveAccess();
  const id = loadSession()?.user.company_id;
  const readScopes = registry.resources.company?.scopes.read ?? ['company:read'];
  const readable = id !== undefined && readScopes.every((s) => scopes.includes(s));
  const { data } = useGetOne('company', { id: id ?? 0 }, { enabled: readable });
  return {
    name: text(data?.brand_name),
    color: text(data?.brand_color),
    logoUrl: text(data?.logo_url),
  };
}
