// Live records for a user without the alert centre: its push channel (PushBridge) loads once the
// page has settled (src/config/pageSettled.ts), as the bell's does for alert users, who get
// records-changed through the bell's bridge.
import { lazy, Suspense } from 'react';
import { useLiveAccess } from '../../auth/liveAccess';
import { usePageSettled, type StartWhen } from '../../config/pageSettled';
import { ALERT_SCOPES } from './centreRules';

const PushBridge = lazy(() => import('./PushBridge'));

export function LiveRecords({ start = 'settled' }: { start?: StartWhen }) {
  const { scopes } = useLiveAccess();
  const started = usePageSettled(start);
  if (scopes.includes(ALERT_SCOPES.main) || !started) return null;
  return (
    <Suspense fallback={null}>
      <PushBridge />
    </Suspense>
  );
}
