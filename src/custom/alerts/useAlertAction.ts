// Runs an alert action (upsertRawAlertsAction) with the spec's toasts (§8): success messages per
// action, the server's message on failure, the generic error on an exception. Lists refetch after.
import { useCallback, useState } from 'react';
import { useNotify } from 'ra-core';
import { useAlertClient } from './alertClient';
import { runAlertAction } from './api';
import { emitAlertsChanged } from './AlertEventsContext';
import type { ActionType, RawAlert } from './types';

/** The success toast of an action, by its type and data (Resolve "true" / "false"). */
function successMessage(actionType: ActionType, data?: string): string | undefined {
  switch (actionType) {
    case 'Resolve':
      return data === 'false' ? 'custom.alerts.toast.unchecked' : 'custom.alerts.toast.checked';
    case 'FalseAlert':
      return 'custom.alerts.toast.false_alert';
    case 'Recheck':
      return 'custom.alerts.toast.false_alert_cancelled';
    case 'Feedback':
      return 'custom.alerts.toast.saved';
    default:
      return undefined;
  }
}

export function useAlertAction() {
  const client = useAlertClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (
      actionType: ActionType,
      alerts: readonly Pick<RawAlert, 'id' | 'createdOn'>[],
      data?: string,
    ): Promise<boolean> => {
      const silent = actionType === 'Read';
      setBusy(true);
      try {
        const result = await runAlertAction(client, actionType, alerts, data);
        if (result.isSuccessful) {
          const message = successMessage(actionType, data);
          if (message && !silent) notify(message, { type: 'success' });
          emitAlertsChanged();
          return true;
        }
        if (!silent)
          notify(result.message || 'custom.alerts.toast.error', {
            type: 'error',
            messageArgs: { _: result.message || undefined },
          });
        return false;
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        if (!silent)
          notify(message || 'custom.alerts.toast.error', {
            type: 'error',
            messageArgs: { _: message || undefined },
          });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [client, notify],
  );
  return { run, busy };
}
