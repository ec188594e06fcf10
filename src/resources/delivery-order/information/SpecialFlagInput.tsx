// The special flag (delivery-order.md §2: a checkbox), editable in Draf and Dikonfirmasi only.
import { Checkbox, FormControlLabel, FormHelperText, Box } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { LockHint } from '../shared/LockHint.tsx';
import { useFieldLock } from '../shared/useFieldLock.ts';

export function SpecialFlagInput() {
  const translate = useTranslate();
  const lock = useFieldLock('is_special');
  const { field, id } = useInput({
    source: 'is_special',
    format: (v: unknown) => v === true,
    parse: (v: unknown) => v === true,
  });
  const helperId = `${id}-helper-text`;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={lock.readOnly}
            slotProps={{ input: { 'aria-describedby': lock.reason ? helperId : undefined } }}
          />
        }
        label={translate('custom.delivery.information.special')}
      />
      {lock.reason && (
        <FormHelperText id={helperId} sx={{ mt: 0 }}>
          <LockHint reason={lock.reason} />
        </FormHelperText>
      )}
    </Box>
  );
}
