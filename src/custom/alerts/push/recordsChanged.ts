// records-changed pushes (docs/vendor-requests.md, docs/alerts.md §3): the server names a resource
// and ids whose records changed (a delivery order answered by the vendor company, moved by its
// fleet task); every query of that resource and of its child resources is read again, so an open
// list or page shows the change without a reload.
import type { QueryClient } from '@tanstack/react-query';
import { isHeld } from '../../../dataProviders/liveChanges';

export const RECORDS_CHANGED_PREFIX = 'records-changed-';

export function invalidateChangedRecords(queryClient: QueryClient, payload: unknown): void {
  const resource = (payload as { resource?: unknown } | null)?.resource;
  if (typeof resource !== 'string' || resource === '') return;
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const [head, method, params] = query.queryKey as [unknown, unknown, { id?: unknown }?];
      // An open edit form's record is not read again under the user's typing: the form says it
      // changed and offers to reload (src/resources/views/LiveEditNotice.tsx).
      if (head === resource && method === 'getOne' && isHeld(resource, params?.id)) return false;
      return typeof head === 'string' && (head === resource || head.startsWith(`${resource}-`));
    },
  });
}
