// The load line's unit: selectable only once a product is chosen (delivery-order.md §5); the
// product's own unit and its product-uom rows.
import { memo } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFieldLabel } from '../../useLabel';
import type { UomOption } from './useUomOptions';

interface LoadUomSelectProps {
  value: string;
  options: readonly UomOption[];
  onChange(option: UomOption): void;
  /** No product yet: the select is disabled and says why. */
  hasProduct: boolean;
  error?: string;
  id: string;
}

export const LoadUomSelect = memo(function LoadUomSelect({
  value,
  options,
  onChange,
  hasProduct,
  error,
  id,
}: LoadUomSelectProps) {
  const translate = useTranslate();
  const label = useFieldLabel('delivery-order-load', 'uom');
  // A saved unit the product no longer lists stays shown, so the value is never blank by surprise.
  const all =
    value && !options.some((o) => o.name === value)
      ? [{ name: value, weight: null, volume: null }, ...options]
      : options;
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      required
      value={hasProduct ? value : ''}
      disabled={!hasProduct}
      onChange={(event) => {
        const option = all.find((o) => o.name === event.target.value);
        if (option) onChange(option);
      }}
      error={Boolean(error)}
      helperText={
        error ?? (hasProduct ? undefined : translate('custom.delivery.loads.uom_after_product'))
      }
      fullWidth
      slotProps={{ formHelperText: { sx: { mx: 0.5 } } }}
    >
      {all.map((o) => (
        <MenuItem key={o.name} value={o.name}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
});
