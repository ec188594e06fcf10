// The update-available prompt (alert-centre-and-shell.md §2): the console knows the id of the build
// it was loaded from (index.html's armada-build meta tag, vite.config.ts) and asks the server which
// build it serves now (GET /api/console-build) once the first page has settled (not among the
// first page's own requests: src/config/pageSettled.ts), when the tab becomes visible again, when
// the connection returns and every 10 minutes. A different id means a new console was deployed:
// a prompt offers to reload into it. No id (a dev server) asks nothing.
import { useEffect, useState } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { whenPageSettled } from '../../../config/pageSettled';
import { fetchServedBuildId } from './shellApi';

const CHECK_EVERY_MS = 10 * 60 * 1000;

/** The id of the build this page was loaded from, or null outside a build. */
export function loadedBuildId(doc: Document = document): string | null {
  return doc.querySelector('meta[name="armada-build"]')?.getAttribute('content') || null;
}

export function UpdatePrompt({ reload = () => window.location.reload() }) {
  const translate = useTranslate();
  const [available, setAvailable] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    const own = loadedBuildId();
    if (!own) return;
    let stopped = false;
    const check = () => {
      if (document.visibilityState === 'hidden') return;
      fetchServedBuildId()
        .then((served) => {
          if (!stopped && served && served !== own) setAvailable(true);
        })
        // Offline or refused: the next check asks again.
        .catch(() => undefined);
    };
    const cancelFirst = whenPageSettled(queryClient, check);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('online', check);
    return () => {
      stopped = true;
      cancelFirst();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
    };
  }, [queryClient]);
  return (
    <Snackbar open={available} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert
        severity="info"
        variant="standard"
        sx={{ boxShadow: 3 }}
        data-testid="update-prompt"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {translate('custom.shell.update.reload')}
          </Button>
        }
      >
        {translate('custom.shell.update.available')}
      </Alert>
    </Snackbar>
  );
}
