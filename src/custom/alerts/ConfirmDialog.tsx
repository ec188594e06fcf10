// "Every change is confirmed in a dialog" (§4): resolve, unresolve and recheck ask here first.
// DialogButtons is the alert dialogs' one button row (cancel, then the action), shared with the forms.
import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'ra-core';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="alert-confirm-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="alert-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogButtons
        busy={busy}
        action="confirm"
        autoFocus
        onCancel={onClose}
        onAction={onConfirm}
      />
    </Dialog>
  );
}

export interface DialogButtonsProps {
  busy?: boolean;
  /** The action button's label: custom.alerts.actions.<action>. */
  action: 'confirm' | 'submit' | 'save';
  /** Disables the action button (besides busy). */
  disabled?: boolean;
  autoFocus?: boolean;
  onCancel: () => void;
  onAction: () => void;
}

export function DialogButtons({
  busy,
  action,
  disabled,
  autoFocus,
  onCancel,
  onAction,
}: DialogButtonsProps) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {translate('custom.alerts.actions.cancel')}
      </Button>
      <Button
        onClick={onAction}
        disabled={busy || disabled}
        variant="contained"
        autoFocus={autoFocus}
      >
        {translate(`custom.alerts.actions.${action}`)}
      </Button>
    </DialogActions>
  );
}
