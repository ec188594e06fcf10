// The layout settings panel (master-data.md "Layout settings panel"): the top bar's gear, which opens
// the right-hand drawer with the options (LayoutSettingsDrawer.tsx, a chunk loaded on the first press).
import { useState } from 'react';
import { IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { useTranslate } from 'ra-core';
import { OnDemand } from '../../../config/loadedComponent';

const loadDrawer = () => import('./LayoutSettingsDrawer').then((module) => module.default);

export function LayoutSettingsPanel() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so the drawer can animate its closing.
  const [used, setUsed] = useState(false);
  const label = translate('custom.shell.layout.open');
  // A phone keeps the vertical layout at its own width: the panel is for wider screens, and the
  // phone's top bar keeps its room for the title and the language switch.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (phone) return null;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <OnDemand load={loadDrawer} when={used} props={{ open, onClose: () => setOpen(false) }} />
    </>
  );
}
