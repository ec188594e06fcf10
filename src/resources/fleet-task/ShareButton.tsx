// Opens the share modal of one task: the detail page's header button and the list's row action.
import { useState, type MouseEvent } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import { useRecordContext, useTranslate } from 'ra-core';
import type { FleetTaskRecord } from './contracts.ts';
import { ShareModal } from '../shared/ShareModal.tsx';

export interface ShareButtonProps {
  task?: Pick<FleetTaskRecord, 'number' | 'track_link'>;
  /** A small icon (a list row) or a labelled button (the page header). */
  variant?: 'icon' | 'button';
}

export function ShareButton({ task: given, variant = 'button' }: ShareButtonProps) {
  const fromContext = useRecordContext<FleetTaskRecord>();
  const task = given ?? fromContext;
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!task) return null;
  const number = task.number ?? '';
  const onOpen = (event: MouseEvent) => {
    // In a list row: opening the modal must not open the row.
    event.stopPropagation();
    setOpen(true);
  };
  const label = translate(
    variant === 'icon'
      ? 'custom.fleet_task.screens.list.share'
      : 'custom.fleet_task.screens.share.open_label',
    { number },
  );
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={onOpen}>
            <ShareIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={onOpen} aria-label={label}>
          {translate('custom.fleet_task.screens.share.open')}
        </Button>
      )}
      {open && (
        <ShareModal
          open
          title={translate('custom.fleet_task.screens.share.title', { number })}
          trackLink={task.track_link}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
