// Back with unsaved changes in the INFORMATION form asks first (delivery-order.md §2).
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'ra-core';

export interface LeaveConfirmModalProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

export function LeaveConfirmModal({ open, onStay, onLeave }: LeaveConfirmModalProps) {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onStay}
      maxWidth="xs"
      fullWidth
      aria-describedby="delivery-leave-body"
    >
      <DialogTitle>{translate('custom.delivery.page.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delivery-leave-body">
          {translate('custom.delivery.page.leave.body')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {translate('custom.delivery.page.leave.stay')}
        </Button>
        <Button onClick={onLeave} color="error" variant="contained">
          {translate('custom.delivery.page.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
