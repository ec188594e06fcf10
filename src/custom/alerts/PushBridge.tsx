// The alert centre's live updates (docs/alerts.md §3): the push channel for this page, its messages
// forwarded to the alert events hub (AlertEventsContext), and one refetch after a reconnection,
// because events missed while the socket was down are not replayed. Loaded on demand beside the bell.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import PushProvider from './push/PushProvider';
import { usePushEvent, usePushStatus } from './push/usePushEvent';
import { dispatchAlertEvent, emitAlertsChanged } from './AlertEventsContext';
import { invalidateChangedRecords, RECORDS_CHANGED_PREFIX } from './push/recordsChanged';
import { emitRecordsChanged } from '../../dataProviders/liveChanges';

function Forward() {
  const queryClient = useQueryClient();
  usePushEvent('', (payload, type) => dispatchAlertEvent(type, payload));
  // Records another user or company changed (a vendor's answer): open lists and pages read again.
  // Any write of the company (docs/live-and-views.md): lists, pages and counts of the resource read
  // again, and an open edit form hears who changed its record.
  usePushEvent(RECORDS_CHANGED_PREFIX, (payload) => {
    invalidateChangedRecords(queryClient, payload);
    emitRecordsChanged(payload);
  });
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
