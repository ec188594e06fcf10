// Toasts through notistack: react-admin's notification queue is drained into notistack, so several
// toasts can stack ('Data berhasil dihapus' after a bulk delete and an error at once). Undoable
// mutations keep react-admin's contract: the Undo button cancels, closing commits. Loaded on first
// use by Notification.tsx.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import {
  CloseNotificationContext,
  type NotificationPayload,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'ra-core';

const AUTO_HIDE_MS = 4000;

export default function NotistackNotification() {
  return (
    <SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={AUTO_HIDE_MS}
      preventDuplicate={false}
    >
      <NotificationBridge />
    </SnackbarProvider>
  );
}

function NotificationBridge() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const counter = useRef(0);

  useEffect(() => {
    if (notifications.length === 0) return;
    const batch = notifications;
    setNotifications([]);
    for (const notification of batch) show(notification);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notifications]);

  function show({ message, type, notificationOptions = {} }: NotificationPayload) {
    const { autoHideDuration, messageArgs, multiLine, undoable, ...rest } = notificationOptions;
    const key: SnackbarKey = `ra-${++counter.current}`;
    const close = () => closeSnackbar(key);
    const text: ReactNode =
      typeof message === 'string' ? (
        translate(message, messageArgs)
      ) : (
        <CloseNotificationContext.Provider value={close}>
          {message}
        </CloseNotificationContext.Provider>
      );

    let settled = false;
    const settle = (isUndo: boolean) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('beforeunload', warnBeforeUnload);
      takeMutation()?.({ isUndo });
    };
    if (undoable) window.addEventListener('beforeunload', warnBeforeUnload);

    enqueueSnackbar(text, {
      key,
      variant: type === 'info' ? 'default' : type,
      style: multiLine ? { whiteSpace: 'pre-wrap' } : undefined,
      autoHideDuration: autoHideDuration === undefined ? AUTO_HIDE_MS : autoHideDuration,
      persist: autoHideDuration === null,
      action: undoable
        ? () => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                settle(true);
                close();
              }}
            >
              {translate('ra.action.undo')}
            </Button>
          )
        : undefined,
      onExited: undoable ? () => settle(false) : undefined,
      ...(rest as object),
    });
  }

  return null;
}

function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = '';
  return '';
}
