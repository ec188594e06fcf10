// The actions on one alert (§4): Resolve / Unresolve, False alert (with its reason form), Recheck
// (cancels the false alert) and a note, each confirmed in a dialog, with the spec's toasts. As a
// menu in the centre's rows, as buttons on Notification Detail.
import { useState } from 'react';
import { Button, IconButton, ListItemText, Menu, MenuItem, Stack } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'ra-core';
import { ConfirmDialog } from './ConfirmDialog';
import { FalseAlertDialog } from './FalseAlertDialog';
import { NoteDialog } from './NoteDialog';
import { useAlertAction } from './useAlertAction';
import { useOpenPopup } from './popups/useOpenPopup';
import type { RawAlert } from './types';

type Pending = 'resolve' | 'unresolve' | 'false-alert' | 'recheck' | 'note' | 'popup' | undefined;

export interface AlertActionsProps {
  alert: RawAlert;
  variant?: 'menu' | 'buttons';
  /** Called after an action succeeded. */
  onDone?: () => void;
  /** Offer 'open as a popup' (not inside a popup itself). */
  popupItem?: boolean;
}

export function AlertActions({
  alert,
  variant = 'menu',
  onDone,
  popupItem = true,
}: AlertActionsProps) {
  const translate = useTranslate();
  const { run, busy } = useAlertAction();
  const [pending, setPending] = useState<Pending>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const openPopup = useOpenPopup();
  const close = () => setPending(undefined);
  const act = async (...args: Parameters<typeof run>) => {
    const ok = await run(...args);
    if (ok) {
      close();
      onDone?.();
    }
  };
  const items: { key: Exclude<Pending, undefined>; label: string }[] = [];
  if (alert.isFalseAlert)
    items.push({ key: 'recheck', label: translate('custom.alerts.actions.recheck') });
  else {
    items.push(
      alert.isResolved
        ? { key: 'unresolve', label: translate('custom.alerts.actions.unresolve') }
        : { key: 'resolve', label: translate('custom.alerts.actions.resolve') },
    );
    items.push({ key: 'false-alert', label: translate('custom.alerts.actions.false_alert') });
  }
  items.push({ key: 'note', label: translate('custom.alerts.actions.note') });
  if (popupItem) items.push({ key: 'popup', label: translate('custom.alerts.popups.open') });
  const plate = alert.vehicle?.licensePlate ?? alert.licensePlate ?? '';
  return (
    <>
      {variant === 'menu' ? (
        <>
          <IconButton
            size="small"
            aria-label={translate('custom.alerts.actions.menu', { plate })}
            aria-haspopup="menu"
            onClick={(event) => {
              event.stopPropagation();
              setAnchor(event.currentTarget);
            }}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          {anchor ? (
            <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
              {items.map((item) => (
                <MenuItem
                  key={item.key}
                  onClick={() => {
                    setAnchor(null);
                    if (item.key === 'popup') openPopup(alert);
                    else setPending(item.key);
                  }}
                >
                  <ListItemText>{item.label}</ListItemText>
                </MenuItem>
              ))}
            </Menu>
          ) : null}
        </>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {items.map((item) => (
            <Button
              key={item.key}
              variant={item.key === 'resolve' ? 'contained' : 'outlined'}
              onClick={() => (item.key === 'popup' ? openPopup(alert) : setPending(item.key))}
            >
              {item.label}
            </Button>
          ))}
        </Stack>
      )}
      {/* Mounted only while asked for: a list has twenty rows, and each closed dialog still costs a render. */}
      {pending === 'resolve' || pending === 'unresolve' || pending === 'recheck' ? (
        <ConfirmDialog
          open
          title={translate(
            `custom.alerts.confirm.${pending === 'recheck' ? 'recheck' : pending === 'unresolve' ? 'unresolve' : 'resolve'}_title`,
          )}
          busy={busy}
          onClose={close}
          onConfirm={() =>
            void (pending === 'recheck'
              ? act('Recheck', [alert])
              : act('Resolve', [alert], pending === 'unresolve' ? 'false' : 'true'))
          }
        >
          {translate(
            `custom.alerts.confirm.${pending === 'recheck' ? 'recheck' : pending === 'unresolve' ? 'unresolve' : 'resolve'}`,
            { plate },
          )}
        </ConfirmDialog>
      ) : null}
      {pending === 'false-alert' ? (
        <FalseAlertDialog
          open
          busy={busy}
          onClose={close}
          onSubmit={(reason) => void act('FalseAlert', [alert], reason)}
        />
      ) : null}
      {pending === 'note' ? (
        <NoteDialog
          open
          busy={busy}
          initial=""
          onClose={close}
          onSubmit={(note) => void act('Feedback', [alert], note)}
        />
      ) : null}
    </>
  );
}
