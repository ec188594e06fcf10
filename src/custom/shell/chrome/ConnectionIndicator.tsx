// The online/offline indicator (alert-centre-and-shell.md §2, §8): a notice while the browser has
// no connection; when it returns, the page reloads 300 ms later, so what was shown offline is read
// again from the server.
import { useEffect, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useTranslate } from 'ra-core';

/** How long after the connection returns the page reloads (§2). */
export const ONLINE_RELOAD_MS = 300;

export function ConnectionIndicator({ reload = () => window.location.reload() }) {
  const translate = useTranslate();
  const [state, setState] = useState<'online' | 'offline' | 'back'>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online',
  );
  useEffect(() => {
    const offline = () => setState('offline');
    const online = () => setState((current) => (current === 'offline' ? 'back' : current));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  useEffect(() => {
    if (state !== 'back') return;
    const timer = window.setTimeout(reload, ONLINE_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [state, reload]);
  return (
    <Snackbar
      open={state !== 'online'}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64, sm: 56 } }}
    >
      <Alert
        role="status"
        data-testid="connection-indicator"
        data-state={state}
        severity={state === 'offline' ? 'warning' : 'success'}
        variant="standard"
        sx={{ boxShadow: 3 }}
      >
        {translate(
          state === 'offline' ? 'custom.shell.connection.offline' : 'custom.shell.connection.back',
        )}
      </Alert>
    </Snackbar>
  );
}
