// The preloader (master-data.md "Layout settings panel"): with the option on, a full-screen loading
// overlay for 2.5 s when the console opens.
import { useEffect, useState } from 'react';
import { Backdrop, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PRELOADER_MS } from '../../../domain/shell/layoutSettings';

export function Preloader({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), PRELOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // Not mounted once done: a hidden spinner would keep animating (and keep a page "busy" forever).
  if (!enabled || done) return null;
  return (
    <Backdrop open sx={{ zIndex: 'tooltip', bgcolor: 'background.paper' }}>
      <CircularProgress aria-label={translate('custom.shell.layout.loading')} />
    </Backdrop>
  );
}
