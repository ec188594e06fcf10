// The audit trail's two reads (docs/audit.md): one record's history (its show page's 'Riwayat') and
// the administrators' audit list. Not one resource's CRUD, so they go through the console's HTTP
// client (with the session's token) inside react-query hooks, as the driver app's calls do.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { getToken } from '../../../auth/authProvider';
import { createHttpClient } from '../../../dataProviders/httpClient';
import type { AuditEntry } from '../../../domain/audit/auditEntries';

const http = createHttpClient(() => getToken());
export const AUDIT_API = '/api/audit';

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

async function read(url: string): Promise<AuditPage> {
  const { json } = await http(`${env.apiUrl}${url}`);
  return { entries: json.data.paginated_result, total: json.metadata.total_count };
}

/** A record's history, newest first (up to 100 entries: the modal shows the latest). */
export function useRecordHistory(
  resource: string,
  id: number | string | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['audit', 'record', resource, String(id)],
    queryFn: () =>
      read(
        `${AUDIT_API}/${encodeURIComponent(resource)}/${encodeURIComponent(String(id))}?limit=100`,
      ),
    enabled: enabled && id !== undefined,
  });
}

export interface AuditFilters {
  user_id?: string;
  resource?: string;
  record_id?: string;
  /** YYYY-MM-DD, from the start of the day in the reader's zone. */
  from?: string;
  /** YYYY-MM-DD, to the end of the day in the reader's zone. */
  to?: string;
}

/** The query string of the audit list: days become instants in the reader's zone. */
export function auditListQuery(filters: AuditFilters, page: number, perPage: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(perPage) });
  if (filters.user_id) params.set('user_id', filters.user_id);
  if (filters.resource) params.set('resource', filters.resource);
  if (filters.record_id) params.set('record_id', filters.record_id);
  if (filters.from) params.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) params.set('to', new Date(`${filters.to}T23:59:59.999`).toISOString());
  return params.toString();
}

export function useAuditList(filters: AuditFilters, page: number, perPage: number) {
  return useQuery({
    queryKey: ['audit', 'list', filters, page, perPage],
    queryFn: () => read(`${AUDIT_API}?${auditListQuery(filters, page, perPage)}`),
    placeholderData: keepPreviousData,
  });
}
