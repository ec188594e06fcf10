// The note of the line being edited (delivery-order.md §5: at most 255 characters, trimmed with
// repeated spaces collapsed, which blur shows). Memoized like the quantity.
import { memo, type KeyboardEvent } from 'react';
import { TextField } from '@mui/material';
import { useFieldLabel } from '../../useLabel';

interface LoadNoteInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  onKeyDown(event: KeyboardEvent): void;
  disabled: boolean;
  error?: string;
}

export const LoadNoteInput = memo(function LoadNoteInput({
  id,
  value,
  onChange,
  onBlur,
  onKeyDown,
  disabled,
  error,
}: LoadNoteInputProps) {
  const label = useFieldLabel('delivery-order-load', 'note');
  return (
    <TextField
      id={id}
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      error={Boolean(error)}
      helperText={error}
      fullWidth
    />
  );
});
