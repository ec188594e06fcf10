// Customer, billed customer and marketing user (delivery-order.md §3 "Customers and marketing",
// §4 "Form behaviour"): a registered customer is chosen, an unregistered one typed by name.
import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { resources } from '../../../generated/registry.ts';
import { FormGrid } from '../../registry/FormGrid.tsx';
import type { InformationFormValues } from './informationForm.ts';
import { LockHint } from '../shared/LockHint.tsx';
import { useInformationBehaviours } from './useInformationBehaviours.ts';
import { useFieldLock } from '../shared/useFieldLock.ts';

const searchToQuery = (q: string) => (q ? { q } : {});
/** The schema's referenceFilter: only Sales/Marketing users (master-data.md, User); the server refuses others. */
const marketingFilter =
  resources['delivery-order'].schema.properties.marketing_user_id?.['x-admin']?.referenceFilter;

export function CustomerSection() {
  const translate = useTranslate();
  const { setValue } = useFormContext<InformationFormValues>();
  const freeText = useWatch<InformationFormValues, 'free_text_customer'>({
    name: 'free_text_customer',
  });
  const behaviours = useInformationBehaviours();
  const customerLock = useFieldLock('customer_id');
  const billedLock = useFieldLock('billed_customer_id');
  const marketingLock = useFieldLock('marketing_user_id');

  return (
    <FormGrid>
      <FormControlLabel
        className="full-width"
        control={
          <Switch
            checked={!!freeText}
            disabled={customerLock.readOnly}
            onChange={(event) => {
              setValue('free_text_customer', event.target.checked, { shouldDirty: true });
              behaviours.onFreeTextChange(event.target.checked);
            }}
          />
        }
        label={translate('custom.delivery.information.free_text_customer')}
      />
      {freeText ? (
        <TextInput
          source="customer_name"
          isRequired
          fullWidth
          readOnly={customerLock.readOnly}
          helperText={<LockHint reason={customerLock.reason} />}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            behaviours.onCustomerNameChange(event.target.value === '' ? null : event.target.value)
          }
        />
      ) : (
        <ReferenceInput source="customer_id" reference="customer" filter={{ is_active: true }}>
          <AutocompleteInput
            isRequired
            fullWidth
            filterToQuery={searchToQuery}
            readOnly={customerLock.readOnly}
            helperText={<LockHint reason={customerLock.reason} />}
            onChange={behaviours.onCustomerChange}
          />
        </ReferenceInput>
      )}
      {freeText ? (
        <TextInput
          source="billed_customer_name"
          fullWidth
          readOnly={billedLock.readOnly}
          helperText={<LockHint reason={billedLock.reason} />}
        />
      ) : (
        <ReferenceInput
          source="billed_customer_id"
          reference="customer"
          filter={{ is_active: true }}
        >
          <AutocompleteInput
            isRequired
            fullWidth
            filterToQuery={searchToQuery}
            readOnly={billedLock.readOnly}
            helperText={<LockHint reason={billedLock.reason} />}
          />
        </ReferenceInput>
      )}
      <ReferenceInput source="marketing_user_id" reference="user" filter={marketingFilter}>
        <AutocompleteInput
          fullWidth
          optionText="fullname"
          filterToQuery={searchToQuery}
          readOnly={marketingLock.readOnly}
          helperText={<LockHint reason={marketingLock.reason} />}
        />
      </ReferenceInput>
    </FormGrid>
  );
}
