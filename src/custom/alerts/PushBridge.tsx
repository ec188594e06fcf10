// The alert centre's live updates (docs/alerts.md §3): the push channel for this page, its messages
// forwarded to the alert events hub (AlertEventsContext), and one refetch of the alerts after a
// reconnection, because alert events missed while the socket was down are not replayed. Records
// changed meanwhile are (the server sends the last minute's again: src/domain/live/recordsChanged.ts);
// after a longer gap every open page reads again. Loaded on demand beside the bell.
import { useContext, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import PushProvider from './push/PushProvider';
import { usePushEvent, usePushStatus } from './push/usePushEvent';
import { dispatchAlertEvent, emitAlertsChanged } from './AlertEventsContext';
import { invalidateChangedRecords, RECORDS_CHANGED_PREFIX } from './push/recordsChanged';
import { emitRecordsChanged } from '../../dataProviders/liveChanges';
import { REPLAY_WINDOW_MS } from '../../domain/live/recordsChanged';
import { PushContext } from './push/pushContext';

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
  const { client } = useContext(PushContext);
  const wasDown = useRef(false);
  useEffect(() => {
    if (status === 'reconnecting') wasDown.current = true;
    if (status !== 'open') return;
    // Longer than the server keeps: what changed meanwhile is not all replayed, so pages read again.
    if ((client?.missedMs ?? 0) > REPLAY_WINDOW_MS)
      void queryClient.invalidateQueries({ refetchType: 'active' });
    if (wasDown.current) {
      wasDown.current = false;
      emitAlertsChanged();
    }
  }, [status, client, queryClient]);
  return null;
}

export default function PushBridge() {
  return (
    <PushProvider>
      <Forward />
    </PushProvider>
  );
}
