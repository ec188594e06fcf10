// Live records for a user without the alert centre: its push channel (PushBridge) loads START_AFTER_MS
// after start, as the bell's does for alert users, who get records-changed through the bell's bridge.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLiveAccess } from '../../auth/liveAccess';
import { ALERT_SCOPES } from './centreRules';
import { START_AFTER_MS } from './AlertBell';

const PushBridge = lazy(() => import('./PushBridge'));

export function LiveRecords({ startAfterMs = START_AFTER_MS }: { startAfterMs?: number }) {
  const { scopes } = useLiveAccess();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), startAfterMs);
    return () => clearTimeout(timer);
  }, [startAfterMs]);
  if (scopes.includes(ALERT_SCOPES.main) || !started) return null;
  return (
    <Suspense fallback={null}>
      <PushBridge />
    </Suspense>
  );
}
