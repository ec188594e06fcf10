// "Every change is confirmed in a dialog" (§4): resolve, unresolve and recheck ask here first.
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, children, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="alert-confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="alert-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('custom.alerts.actions.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" autoFocus>
          {translate('custom.alerts.actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
