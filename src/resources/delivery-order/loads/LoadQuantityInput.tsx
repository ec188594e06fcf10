// The quantity of the line being edited (delivery-order.md §5: 1 to 10,000,000, default 1). Memoized:
// typing in another input of the row does not re-render it.
import { memo, type KeyboardEvent } from 'react';
import { TextField } from '@mui/material';
import { useFieldLabel } from '../../useLabel';

interface LoadQuantityInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  onKeyDown(event: KeyboardEvent): void;
  disabled: boolean;
  error?: string;
  autoFocus?: boolean;
}

export const LoadQuantityInput = memo(function LoadQuantityInput({
  id,
  value,
  onChange,
  onKeyDown,
  disabled,
  error,
  autoFocus,
}: LoadQuantityInputProps) {
  const label = useFieldLabel('delivery-order-load', 'quantity');
  return (
    <TextField
      id={id}
      size="small"
      label={label}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      disabled={disabled}
      autoFocus={autoFocus}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'data-testid': 'load-quantity' },
        formHelperText: { sx: { mx: 0.5 } },
      }}
      fullWidth
    />
  );
});
