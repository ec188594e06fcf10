// One side of the lane: the address autocomplete (filtered by customer) and its summary panel.
import { useTranslate } from 'ra-core';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import type { InformationFormValues } from './informationForm.ts';
import { AddressSummary } from './AddressSummary.tsx';
import { LockHint } from '../shared/LockHint.tsx';
import { useFieldLock } from '../shared/useFieldLock.ts';
import { useInformationBehaviours } from './useInformationBehaviours.ts';

const searchToQuery = (q: string) => (q ? { q } : {});

export interface AddressPickerProps {
  side: 'origin_address_id' | 'destination_address_id';
  /** The list filter from the customer; undefined when no customer is chosen yet. */
  filter?: Record<string, unknown>;
  /** The address as the order carries it (saves a fetch while it is still the chosen one). */
  known?: DeliveryOrderRecord['origin_address'];
}

export function AddressPicker({ side, filter, known }: AddressPickerProps) {
  const translate = useTranslate();
  const lock = useFieldLock(side);
  const { onAddressChange } = useInformationBehaviours();
  const value = useWatch<InformationFormValues, typeof side>({ name: side });
  const waiting = !filter && !lock.readOnly;
  const label = translate(`resources.delivery-order.fields.${side}`);
  return (
    <Box sx={{ minWidth: 0 }}>
      <ReferenceInput
        source={side}
        reference="address"
        filter={filter ?? {}}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput
          isRequired
          fullWidth
          filterToQuery={searchToQuery}
          readOnly={lock.readOnly}
          disabled={waiting}
          helperText={
            lock.reason ? (
              <LockHint reason={lock.reason} />
            ) : waiting ? (
              translate('custom.delivery.information.select_customer_first')
            ) : undefined
          }
          onChange={(next: unknown) => onAddressChange(side, next)}
          // The waiting hint is read, not disabled text: keep it at the readable secondary colour.
          sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        />
      </ReferenceInput>
      <AddressSummary
        id={typeof value === 'number' ? value : null}
        label={label}
        known={known}
        side={side}
      />
    </Box>
  );
}
