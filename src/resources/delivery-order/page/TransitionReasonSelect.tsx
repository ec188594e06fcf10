// The reason of a reschedule or a cancel (delivery-order.md §3 "Reschedule or cancel reason", §7
// GET /reason with type eq RESCHEDULED or CANCELED): a required select.
import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import type { ReasonType } from '../../../domain/delivery-order/statusMachine.ts';
import { MAX_LIMIT } from '../../../domain/list/limits.ts';
import type { StoredRecordOf } from '../../../generated/types.ts';

export interface TransitionReasonSelectProps {
  type: ReasonType;
  label: string;
  value: number | '';
  onChange(value: number): void;
  /** The message under the field (already in the user's language), when there is one. */
  error?: string;
  disabled?: boolean;
}

type ReasonRecord = StoredRecordOf<'reason'>;

export function TransitionReasonSelect({
  type,
  label,
  value,
  onChange,
  error,
  disabled,
}: TransitionReasonSelectProps) {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<ReasonRecord>('reason', {
    filter: { type },
    pagination: { page: 1, perPage: MAX_LIMIT },
    sort: { field: 'reason', order: 'ASC' },
  });
  const empty = !isPending && data.length === 0;
  return (
    <TextField
      select
      required
      fullWidth
      margin="dense"
      label={label}
      value={value}
      disabled={disabled || isPending}
      onChange={(event) => onChange(Number(event.target.value))}
      error={!!error}
      helperText={
        error ?? (empty ? translate('custom.delivery.page.transition.reason_empty') : undefined)
      }
    >
      {data.map((reason) => (
        <MenuItem key={reason.id} value={reason.id}>
          {reason.reason}
        </MenuItem>
      ))}
    </TextField>
  );
}
