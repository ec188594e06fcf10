// The shell's toasts (NotistackNotification.tsx), loaded when the first one is due rather than with
// the first page: react-admin keeps notifications in its queue until the toaster has mounted and
// drains it, so nothing is lost. Once the page has settled (src/config/pageSettled.ts) it is
// fetched anyway, so a toast about a lost connection does not depend on fetching code.
// Mounted when its module has arrived, not through React.lazy: a lazy component that suspends has
// React hold the boundary's content back for up to 300 ms after the module comes (a timer), so the
// first toast came late, and never while the page's clock stood still (a journey's page.clock).
import { useEffect, useState, type ComponentType } from 'react';
import { useNotificationContext } from 'ra-core';
import { usePageSettled } from '../../config/pageSettled';

const load = () => import('./NotistackNotification');

export function Notification() {
  const { notifications } = useNotificationContext();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const settled = usePageSettled();
  const wanted = settled || notifications.length > 0;
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    load().then(
      (module) => current && setToaster(() => module.default),
      // Offline: the next notification or the settled page tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return Toaster ? <Toaster /> : null;
}
