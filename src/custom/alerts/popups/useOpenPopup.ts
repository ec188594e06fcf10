// Opening a popup by hand or by itself: at most 9 (§5), the 10th refused with the warning toast
// 'limitNotification' for 1 s (§8).
import { useCallback } from 'react';
import { useNotify } from 'ra-core';
import { LIMIT_TOAST_MS } from './popupRules';
import { openAlertPopup } from './popupStore';

export function useOpenPopup() {
  const notify = useNotify();
  return useCallback(
    (alert: { id: number; createdOn: string }) => {
      const outcome = openAlertPopup(alert);
      if (outcome === 'limit')
        notify('custom.alerts.popups.limitNotification', {
          type: 'warning',
          autoHideDuration: LIMIT_TOAST_MS,
        });
      return outcome;
    },
    [notify],
  );
}
