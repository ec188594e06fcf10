// The default confirmation of a status change (master-data.md §4 "Status-change control"): the
// order and its new status; 'Kirim ke Vendor' names the vendor it goes to.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ManualTransition } from '../../../domain/delivery-order/statusMachine.ts';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import { statusLabel } from './useStatusTransition.ts';

export interface ConfirmTransitionModalProps {
  open: boolean;
  order: DeliveryOrderRecord;
  transition: ManualTransition;
  pending?: boolean;
  onClose(): void;
  onConfirm(): void;
}

export function ConfirmTransitionModal({
  open,
  order,
  transition,
  pending = false,
  onClose,
  onConfirm,
}: ConfirmTransitionModalProps) {
  const translate = useTranslate();
  const toVendor = transition.to === 'WAITING_FOR_VENDOR';
  const accept = transition.to === 'ACCEPTED_BY_VENDOR';
  const body = toVendor
    ? translate('custom.delivery.page.transition.send_to_vendor_body', {
        number: order.number ?? '',
        vendor: order.vendor?.name ?? '',
      })
    : accept
      ? translate('custom.delivery.page.transition.accept_body', {
          number: order.external_reference_number ?? order.number ?? '',
          shipper: order.customer_name ?? '',
        })
      : translate('custom.delivery.page.transition.confirm_body', {
          number: order.number ?? '',
          status: statusLabel(translate, transition.to),
        });
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-describedby="delivery-transition-body"
    >
      <DialogTitle>
        {translate(
          toVendor
            ? 'custom.delivery.page.transition.send_to_vendor'
            : accept
              ? 'custom.delivery.page.transition.accept_request'
              : 'custom.delivery.page.transition.confirm_title',
        )}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delivery-transition-body">{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('custom.delivery.page.transition.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={pending}>
          {translate('custom.delivery.page.transition.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
