// `npm run dev` only: a banner for the developer when the API refused a saved schema (a declared
// conversion failing on existing data). The dev server keeps the console on the registry the API
// serves (scripts/lib/registryGate.ts) and tells the page through Vite's HMR channel
// ('armada:schema-status'); the page asks for the current state when it loads. Not in a build:
// import.meta.hot is undefined there and App renders it only when import.meta.env.DEV.
import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { storedLocale } from '../../i18n/messages';
import id from './messages.id';
import en from './messages.en';

const EVENT = 'armada:schema-status';

interface SchemaStatus {
  refused: { hash?: string; message: string } | null;
}

export function SchemaStatusBanner() {
  const [status, setStatus] = useState<SchemaStatus | null>(null);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return undefined;
    const onStatus = (next: SchemaStatus) => setStatus(next);
    hot.on(EVENT, onStatus);
    hot.send(EVENT);
    return () => hot.off(EVENT, onStatus);
  }, []);
  if (!status?.refused) return null;
  const text = storedLocale() === 'en' ? en : id;
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        zIndex: 2000,
        maxWidth: 900,
        mx: 'auto',
      }}
    >
      <Alert severity="error" role="alert" data-testid="schema-status-banner">
        <AlertTitle>{text.title}</AlertTitle>
        {text.body}
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0, mt: 1, fontSize: 13 }}>
          {text.details}: {status.refused.message}
        </Box>
      </Alert>
    </Box>
  );
}
