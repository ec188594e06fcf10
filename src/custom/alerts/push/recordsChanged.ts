// records-changed pushes (docs/vendor-requests.md, docs/alerts.md §3): the server names a resource
// and ids whose records changed (a delivery order answered by the vendor company, moved by its
// fleet task); every query of that resource and of its child resources is read again, so an open
// list or page shows the change without a reload.
import type { QueryClient } from '@tanstack/react-query';

export const RECORDS_CHANGED_PREFIX = 'records-changed-';

export function invalidateChangedRecords(queryClient: QueryClient, payload: unknown): void {
  const resource = (payload as { resource?: unknown } | null)?.resource;
  if (typeof resource !== 'string' || resource === '') return;
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && (head === resource || head.startsWith(`${resource}-`));
    },
  });
}
