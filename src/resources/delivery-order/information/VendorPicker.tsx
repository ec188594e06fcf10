// The vendor field (delivery-order.md §2, §3, §6): shown only with all four vms:* scopes; the
// vendor is chosen from the contract rates of the order's lane, and can be removed again (an order
// without a vendor goes to a normal assignment).
import { useId, useState } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { FieldTitle, useGetOne, useInput, useTranslate, ValidationError } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import type { InformationFormValues } from './informationForm.ts';
import { LockHint } from '../shared/LockHint.tsx';
import { useFieldLock } from '../shared/useFieldLock.ts';
import { VendorPickerDialog } from './VendorPickerDialog.tsx';

export function VendorPicker({ known }: { known?: DeliveryOrderRecord['vendor'] }) {
  const translate = useTranslate();
  const lock = useFieldLock('vendor_id');
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const helperId = useId();
  const { field, fieldState } = useInput({
    source: 'vendor_id',
    format: (v: unknown) => v,
    parse: (v: unknown) => v,
  });
  const origin = useWatch<InformationFormValues, 'origin_address_id'>({
    name: 'origin_address_id',
  });
  const destination = useWatch<InformationFormValues, 'destination_address_id'>({
    name: 'destination_address_id',
  });
  const vendorId = typeof field.value === 'number' ? field.value : null;
  const reuse = known && known.id === vendorId ? known : undefined;
  const { data } = useGetOne(
    'vendor',
    { id: vendorId ?? 0 },
    { enabled: vendorId !== null && !reuse },
  );
  const vendor =
    reuse ??
    (vendorId !== null && data && Number(data.id) === vendorId
      ? (data as { name: string; contract_number?: string | null })
      : undefined);
  const hasLane = typeof origin === 'number' && typeof destination === 'number';
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.delivery.information.vendor.${key}`, options);
  const error = fieldState.error?.message;

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helperId} sx={{ minWidth: 0 }}>
      <Typography
        id={labelId}
        variant="caption"
        color={error ? 'error' : 'text.secondary'}
        component="div"
      >
        <FieldTitle label={t('label')} />
      </Typography>
      <Typography
        variant="body1"
        sx={{
          fontWeight: vendor ? 500 : 400,
          color: vendor ? 'text.primary' : 'text.secondary',
          overflowWrap: 'anywhere',
        }}
      >
        {vendorId === null ? t('none') : vendor ? vendor.name : `#${vendorId}`}
        {vendor?.contract_number ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {' · '}
            {t('contract', { number: vendor.contract_number })}
          </Typography>
        ) : null}
      </Typography>
      {!lock.readOnly && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Button size="small" variant="outlined" onClick={() => setOpen(true)} disabled={!hasLane}>
            {t(vendorId === null ? 'choose' : 'change')}
          </Button>
          {vendorId !== null && (
            <Button size="small" color="inherit" onClick={() => field.onChange(null)}>
              {t('clear')}
            </Button>
          )}
        </Box>
      )}
      <FormHelperText id={helperId} error={!!error}>
        {error ? (
          <ValidationError error={error} />
        ) : lock.reason ? (
          <LockHint reason={lock.reason} />
        ) : !hasLane ? (
          t('need_addresses')
        ) : null}
      </FormHelperText>
      <VendorPickerDialog
        open={open}
        origin={hasLane ? origin : null}
        destination={hasLane ? destination : null}
        selectedVendorId={vendorId}
        onClose={() => setOpen(false)}
        onSelect={(rate) => {
          field.onChange(rate.vendor_id);
          setOpen(false);
        }}
      />
    </Box>
  );
}
