// The alert centre's live updates (docs/alerts.md §3): the push channel for this page, its messages
// forwarded to the alert events hub (AlertEventsContext), and one refetch after a reconnection,
// because events missed while the socket was down are not replayed. Loaded on demand beside the bell.
import { useContext, useEffect, useRef } from 'react';
import PushProvider from './push/PushProvider';
import { PushContext } from './push/pushContext';
import { dispatchAlertEvent, emitAlertsChanged } from './AlertEventsContext';

function Forward() {
  const { client, status } = useContext(PushContext);
  useEffect(() => client?.subscribe('', (payload, type) => dispatchAlertEvent(type, payload)), [client]);
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
