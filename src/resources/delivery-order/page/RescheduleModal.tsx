// Dijalankan → Dijadwalkan Ulang (delivery-order.md §4): a reason of type RESCHEDULED is required
// ('Wajib diisi'), sent as rescheduled_reason_id; the order leaves its fleet task.
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
  order: DeliveryOrderRecord;
  pending?: boolean;
  onClose(): void;
  /** Answers the reason field's server error (an i18n key), if any. */
  onConfirm(reasonId: number): Promise<string | undefined>;
}

export function RescheduleModal({
  open,
  order,
  pending = false,
  onClose,
  onConfirm,
}: RescheduleModalProps) {
  const translate = useTranslate();
  const ruleMessage = useRuleMessage();
  const [reason, setReason] = useState<number | ''>('');
  const [error, setError] = useState<string>();

  const confirm = async () => {
    if (reason === '') {
      setError(String(ruleMessage('rescheduled_reason_id', 'required')));
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
      <DialogTitle>{translate('custom.delivery.page.transition.reschedule_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delivery-reschedule-body" sx={{ mb: 1 }}>
          {translate('custom.delivery.page.transition.reschedule_body', {
            number: order.number ?? '',
          })}
        </DialogContentText>
        <TransitionReasonSelect
          type="RESCHEDULED"
          label={translate('custom.delivery.page.transition.reason')}
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
          {translate('custom.delivery.page.transition.reschedule_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
