// The cancel delivery dialog (master-data.md §4, delivery-order.md §4): 'Batalkan Pengiriman'; from
// Dijadwalkan or Dijalankan it says the order becomes Dibatalkan and leaves its fleet task,
// otherwise that a cancelled delivery cannot be restored (cancelDialogWording); a reason of type
// CANCELED is required ('Wajib diisi'), sent as canceled_reason_id; 'Tidak, Kembali' / 'Ya, Batalkan'.
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
import { cancelDialogWording } from '../../../domain/delivery-order/statusMachine.ts';
import type { DeliveryStatus } from '../../../domain/delivery-order/statuses.ts';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import { TransitionReasonSelect } from './TransitionReasonSelect.tsx';
import { useRuleMessage } from '../shared/useRuleMessage.ts';

export interface CancelDeliveryModalProps {
  open: boolean;
  order: DeliveryOrderRecord;
  pending?: boolean;
  onClose(): void;
  /** Answers the reason field's server error (an i18n key), if any. */
  onConfirm(reasonId: number): Promise<string | undefined>;
}

export function CancelDeliveryModal({
  open,
  order,
  pending = false,
  onClose,
  onConfirm,
}: CancelDeliveryModalProps) {
  const translate = useTranslate();
  const ruleMessage = useRuleMessage();
  const [reason, setReason] = useState<number | ''>('');
  const [error, setError] = useState<string>();
  const from = (order.status?.name ?? 'DRAFT') as DeliveryStatus;
  const wording = cancelDialogWording(from);

  const confirm = async () => {
    if (reason === '') {
      setError(String(ruleMessage('canceled_reason_id', 'required')));
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
      aria-describedby="delivery-cancel-body"
    >
      <DialogTitle>{translate('custom.delivery.page.transition.cancel_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delivery-cancel-body" sx={{ mb: 1 }}>
          {translate(
            wording === 'removed-from-fleet-task'
              ? 'custom.delivery.page.transition.cancel_removed'
              : 'custom.delivery.page.transition.cancel_not_restorable',
            {
              number: order.number ?? '',
            },
          )}
        </DialogContentText>
        <TransitionReasonSelect
          type="CANCELED"
          label={translate('custom.delivery.page.transition.cancel_reason')}
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
        <Button onClick={confirm} variant="contained" color="error" disabled={pending}>
          {translate('custom.delivery.page.transition.cancel_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
