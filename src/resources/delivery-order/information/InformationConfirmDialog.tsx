// The confirmation modal of the INFORMATION form's save and cancel (delivery-order.md §2). While
// the save runs the confirm button reads 'Mohon tunggu'; pressing it again says so as a toast.
import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'ra-core';

export interface InformationConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function InformationConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: InformationConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {translate('custom.delivery.information.actions.back')}
        </Button>
        <Button onClick={onConfirm} variant="contained" aria-busy={busy} autoFocus>
          {busy ? translate('custom.delivery.information.actions.please_wait') : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
