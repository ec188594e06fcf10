import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useNotify, useRefresh, useTranslate, type RaRecord } from 'ra-core';

interface HttpLikeError {
  status?: number;
  message?: string;
  body?: { errors?: Record<string, unknown> };
}

/** Every 409 on an update is a stale version: someone saved the record meanwhile. */
export const isConflict = (error: unknown) => (error as HttpLikeError | undefined)?.status === 409;

const hasFieldErrors = (error: unknown) => {
  const errors = (error as HttpLikeError | undefined)?.body?.errors;
  return !!errors && typeof errors === 'object' && Object.keys(errors).length > 0;
};

function ReloadButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button color="inherit" size="small" onClick={onClick}>
      {translate('app.messages.reload')}
    </Button>
  );
}

/**
 * Success and failure of an update, as the spec words them. A 409 keeps the form as typed and offers
 * 'Muat ulang', which refetches the record (replacing the typed values only when the user asks).
 */
export function useUpdateFeedback(onSaved: (record: RaRecord) => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [conflict, setConflict] = useState(false);
  const reload = useCallback(() => {
    setConflict(false);
    refresh();
  }, [refresh]);
  const onSuccess = useCallback(
    (record: RaRecord) => {
      setConflict(false);
      notify('app.messages.updated', { type: 'success' });
      onSaved(record);
    },
    [notify, onSaved],
  );
  const onError = useCallback(
    (error: unknown) => {
      if (isConflict(error)) {
        setConflict(true);
        // `action` reaches the shell's notistack toasts; the banner on the form stays either way.
        notify('app.errors.conflict', {
          type: 'warning',
          autoHideDuration: 10_000,
          action: () => <ReloadButton onClick={reload} />,
        });
        return;
      }
      // Field errors are shown on the fields, with the invalid-form toast of the form.
      if (hasFieldErrors(error)) return;
      notifyFailure(notify, error);
    },
    [notify, reload],
  );
  const header: ReactNode = conflict ? (
    <Alert
      severity="warning"
      sx={{ mb: 2, width: '100%' }}
      action={<ReloadButton onClick={reload} />}
      role="alert"
    >
      {translate('app.errors.conflict')}
    </Alert>
  ) : null;
  return { onSuccess, onError, header, conflict };
}

export function notifyFailure(notify: ReturnType<typeof useNotify>, error: unknown) {
  const message = (error as HttpLikeError | undefined)?.message;
  notify(typeof message === 'string' && message ? message : 'ra.notification.http_error', {
    type: 'error',
    messageArgs: { _: message },
  });
}

/** Success and failure of a create. */
export function useCreateFeedback(onSaved: (record: RaRecord) => void) {
  const notify = useNotify();
  const onSuccess = useCallback(
    (record: RaRecord) => {
      notify('app.messages.created', { type: 'success' });
      onSaved(record);
    },
    [notify, onSaved],
  );
  const onError = useCallback(
    (error: unknown) => {
      if (hasFieldErrors(error)) return;
      notifyFailure(notify, error);
    },
    [notify],
  );
  return { onSuccess, onError };
}
