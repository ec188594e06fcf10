// The load line's product: a searchable reference to product (delivery-order.md §4, §5). Its search
// text is its own state, so typing here re-renders the picker alone.
import { memo, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFieldLabel } from '../../useLabel';
import type { LoadProductInfo } from './loadLines';
import { useProductOptions } from './useProductOptions';

interface LoadProductPickerProps {
  value: LoadProductInfo | null;
  onChange(product: LoadProductInfo | null): void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  id: string;
}

export const LoadProductPicker = memo(function LoadProductPicker({
  value,
  onChange,
  error,
  disabled,
  autoFocus,
  id,
}: LoadProductPickerProps) {
  const translate = useTranslate();
  const label = useFieldLabel('delivery-order-load', 'product_id');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const { options, loading } = useProductOptions(search, value, open || search !== '');
  return (
    <Autocomplete<LoadProductInfo, false, false, false>
      id={id}
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      options={options}
      loading={loading}
      disabled={disabled}
      // The server searches (q); the options are already the matches.
      filterOptions={(x) => x}
      getOptionLabel={(p) => p.name}
      getOptionKey={(p) => p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text, reason) => {
        // Choosing an option writes its name into the input; that is not a search.
        if (reason === 'input' || reason === 'clear') setSearch(text);
        if (reason === 'reset') setSearch('');
      }}
      onChange={(_event, product) => onChange(product)}
      noOptionsText={translate('custom.delivery.loads.product_none')}
      loadingText={translate('custom.delivery.loads.product_loading')}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{p.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[p.code, p.product_type?.name, p.uom].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={translate('custom.delivery.loads.product_search')}
          required
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
});
