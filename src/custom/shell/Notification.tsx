// The shell's toasts (NotistackNotification.tsx), loaded when the first one is due rather than with
// the first screen: react-admin keeps notifications in its queue until the toaster has mounted and
// drains it, so nothing is lost. A few seconds after start it is fetched anyway, so a toast about a
// lost connection does not depend on fetching code.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotificationContext } from 'ra-core';

const load = () => import('./NotistackNotification');
const NotistackNotification = lazy(load);
export const PRELOAD_AFTER_MS = 4000;

export function Notification() {
  const { notifications } = useNotificationContext();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (notifications.length > 0) setWanted(true);
  }, [notifications.length]);
  useEffect(() => {
    const timer = setTimeout(() => void load().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <NotistackNotification />
    </Suspense>
  ) : null;
}
