// Dijalankan → Dijadwalkan Ulang (delivery-order.md §4): a reason of type RESCHEDULED is required
// ('Wajib diisi'), sent as rescheduled_reason_id; the order leaves its fleet task. The same dialog
// asks the vendor for its reason when it rejects a request (kind 'reject': one of its cancellation
// reasons, sent as canceled_reason_id; docs/vendor-requests.md).
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import { TransitionReasonSelect } from './TransitionReasonSelect.tsx';
import { useRuleMessage } from '../shared/useRuleMessage.ts';

export interface RescheduleModalProps {
  open: boolean;
  kind?: 'reschedule' | 'reject';
  order: DeliveryOrderRecord;
  pending?: boolean;
  onClose(): void;
  /** Answers the reason field's server error (an i18n key), if any. */
  onConfirm(reasonId: number): Promise<string | undefined>;
}

export function RescheduleModal({
  open,
  kind = 'reschedule',
  order,
  pending = false,
  onClose,
  onConfirm,
}: RescheduleModalProps) {
  const translate = useTranslate();
  const ruleMessage = useRuleMessage();
  const [reason, setReason] = useState<number | ''>('');
  const [error, setError] = useState<string>();
  const reject = kind === 'reject';
  const text = (key: string) => `custom.delivery.page.transition.${key}`;

  const confirm = async () => {
    if (reason === '') {
      setError(
        String(ruleMessage(reject ? 'canceled_reason_id' : 'rescheduled_reason_id', 'required')),
      );
      return;
    }
    const serverError = await onConfirm(reason);
    if (serverError) setError(translate(serverError));
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-describedby="delivery-reschedule-body"
    >
      <DialogTitle>{translate(text(reject ? 'reject_request' : 'reschedule_title'))}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delivery-reschedule-body" sx={{ mb: 1 }}>
          {translate(text(reject ? 'reject_body' : 'reschedule_body'), {
            number: order.external_reference_number ?? order.number ?? '',
            shipper: order.customer_name ?? '',
          })}
        </DialogContentText>
        <TransitionReasonSelect
          type={reject ? 'CANCELED' : 'RESCHEDULED'}
          label={translate(text(reject ? 'reject_reason' : 'reason'))}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
          disabled={pending}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('custom.delivery.page.transition.cancel_back')}
        </Button>
        <Button onClick={confirm} variant="contained" disabled={pending}>
          {translate(text(reject ? 'reject_confirm' : 'reschedule_confirm'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
