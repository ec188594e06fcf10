// The shell's toasts (NotistackNotification.tsx), loaded when the first one is due rather than with
// the first page: react-admin keeps notifications in its queue until the toaster has mounted and
// drains it, so nothing is lost. Once the page has settled (src/config/pageSettled.ts) it is
// fetched anyway, so a toast about a lost connection does not depend on fetching code.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotificationContext } from 'ra-core';
import { usePageSettled } from '../../config/pageSettled';

const load = () => import('./NotistackNotification');
const NotistackNotification = lazy(load);

export function Notification() {
  const { notifications } = useNotificationContext();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (notifications.length > 0) setWanted(true);
  }, [notifications.length]);
  const settled = usePageSettled();
  useEffect(() => {
    if (settled) void load().catch(() => undefined);
  }, [settled]);
  return wanted ? (
    <Suspense fallback={null}>
      <NotistackNotification />
    </Suspense>
  ) : null;
}
