// The alert centre's live updates (docs/alerts.md §3): the push channel for this page, its messages
// forwarded to the alert events hub (AlertEventsContext), and one refetch after a reconnection,
// because events missed while the socket was down are not replayed. Loaded on demand beside the bell.
import { useEffect, useRef } from 'react';
import PushProvider from './push/PushProvider';
import { usePushEvent, usePushStatus } from './push/usePushEvent';
import { dispatchAlertEvent, emitAlertsChanged } from './AlertEventsContext';

function Forward() {
  usePushEvent('', (payload, type) => dispatchAlertEvent(type, payload));
  const status = usePushStatus();
  const wasDown = useRef(false);
  useEffect(() => {
    if (status === 'reconnecting') wasDown.current = true;
    if (status === 'open' && wasDown.current) {
      wasDown.current = false;
      emitAlertsChanged();
    }
  }, [status]);
  return null;
}

export default function PushBridge() {
  return (
    <PushProvider>
      <Forward />
    </PushProvider>
  );
}
