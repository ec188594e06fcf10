// The shell's toasts (NotistackNotification.tsx), loaded when the first one is due rather than with
// the first page: react-admin keeps notifications in its queue until the toaster has mounted and
// drains it, so nothing is lost. Once the page has settled (src/config/pageSettled.ts) it is
// fetched anyway, so a toast about a lost connection does not depend on fetching code.
// Mounted when its module has arrived (src/config/loadedComponent.ts).
import { useNotificationContext } from 'ra-core';
import { usePageSettled } from '../../config/pageSettled';
import { OnDemand } from '../../config/loadedComponent';

const loadToaster = () => import('./NotistackNotification').then((module) => module.default);

export function Notification() {
  const { notifications } = useNotificationContext();
  const settled = usePageSettled();
  // Offline: the next notification or the settled page tries again.
  return <OnDemand load={loadToaster} when={settled || notifications.length > 0} />;
}
