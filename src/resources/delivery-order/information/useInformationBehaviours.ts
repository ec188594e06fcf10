// The form behaviours of delivery-order.md §4 "Form behaviour" and §5 (same address):
//   - changing the customer clears the addresses, the customer notes and the marketing user (and
//     the vendor, whose rate belongs to the lane); the marketing user then defaults to the new
//     customer's, the billed customer to the receiving customer (when it was empty or followed
//     the previous customer), and the new customer's default delivery notes are offered;
//   - the free-text customer works the same way by name;
//   - choosing the same address on both sides: the toast and the just-chosen address cleared.
import { useCallback, useRef } from 'react';
import { useDataProvider, useNotify, type RaRecord } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import type { InformationFormValues } from './informationForm.ts';
import { useRuleMessage } from '../shared/useRuleMessage.ts';
import { MAX_LIMIT } from '../../../domain/list/limits.ts';

type Side = 'origin_address_id' | 'destination_address_id';

const DIRTY = { shouldDirty: true, shouldValidate: false } as const;

export function useInformationBehaviours() {
  const { getValues, setValue } = useFormContext<InformationFormValues>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const message = useRuleMessage();
  // The customer (id or typed name) the billed customer may be following.
  const previousCustomer = useRef<number | null | undefined>(undefined);
  const previousName = useRef<string | null | undefined>(undefined);
  if (previousCustomer.current === undefined)
    previousCustomer.current = getValues('customer_id') ?? null;
  if (previousName.current === undefined) previousName.current = getValues('customer_name') ?? null;

  const clearCustomerData = useCallback(() => {
    setValue('origin_address_id', null, DIRTY);
    setValue('destination_address_id', null, DIRTY);
    setValue('customer_notes', [], DIRTY);
    setValue('marketing_user_id', null, DIRTY);
    setValue('vendor_id', null, DIRTY);
  }, [setValue]);

  const offerDefaultNotes = useCallback(
    async (customerId: number) => {
      try {
        const { data } = await dataProvider.getList('delivery-note', {
          pagination: { page: 1, perPage: MAX_LIMIT },
          sort: { field: 'title', order: 'ASC' },
          filter: { customer_id: customerId, is_default: true },
          meta: { customer_id: customerId },
        });
        // Only if the user has not moved on to another customer meanwhile.
        if (getValues('customer_id') !== customerId) return;
        const notes = data.map((n) => String(n.note ?? '')).filter((n) => n !== '');
        if (notes.length) setValue('customer_notes', notes, DIRTY);
      } catch {
        // No notes offered; the user can still pick them.
      }
    },
    [dataProvider, getValues, setValue],
  );

  /** The receiving customer was chosen (or cleared) in the autocomplete. */
  const onCustomerChange = useCallback(
    (value: unknown, record?: RaRecord | '') => {
      const id =
        typeof value === 'number'
          ? value
          : value === null || value === undefined || value === ''
            ? null
            : Number(value);
      const previous = previousCustomer.current ?? null;
      if (id === previous) return;
      previousCustomer.current = id;
      clearCustomerData();
      const billed = getValues('billed_customer_id') ?? null;
      if (billed === null || billed === previous) setValue('billed_customer_id', id, DIRTY);
      if (id !== null) {
        const marketing =
          (record as { marketing_user_id?: number | null } | undefined)?.marketing_user_id ?? null;
        setValue('marketing_user_id', marketing, DIRTY);
        void offerDefaultNotes(id);
      }
    },
    [clearCustomerData, getValues, setValue, offerDefaultNotes],
  );

  /** The free-text switch: one kind of customer replaces the other, with what depended on it. */
  const onFreeTextChange = useCallback(
    (freeText: boolean) => {
      const previous = previousCustomer.current ?? null;
      if (freeText) {
        previousCustomer.current = null;
        setValue('customer_id', null, DIRTY);
        const billed = getValues('billed_customer_id') ?? null;
        if (billed === previous) setValue('billed_customer_id', null, DIRTY);
        setValue('billed_customer_name', getValues('customer_name') ?? null, DIRTY);
      } else {
        setValue('customer_name', null, DIRTY);
        setValue('billed_customer_name', null, DIRTY);
        previousName.current = null;
      }
      clearCustomerData();
    },
    [clearCustomerData, getValues, setValue],
  );

  /** The free-text name was typed: the billed name follows it while it was empty or the same. */
  const onCustomerNameChange = useCallback(
    (name: string | null) => {
      const previous = previousName.current ?? null;
      previousName.current = name;
      const billed = getValues('billed_customer_name') ?? null;
      if (billed === null || billed === '' || billed === previous)
        setValue('billed_customer_name', name, DIRTY);
    },
    [getValues, setValue],
  );

  /** An address was chosen on one side; the lane changed, so the vendor's rate no longer applies. */
  const onAddressChange = useCallback(
    (side: Side, value: unknown) => {
      const other: Side =
        side === 'origin_address_id' ? 'destination_address_id' : 'origin_address_id';
      if (value !== null && value !== undefined && value !== '' && value === getValues(other)) {
        const text = message('destination_address_id', 'same-as-origin');
        const shown = typeof text === 'string' ? text : text.message;
        // Already worded in the current language: `_` keeps polyglot from looking it up as a key.
        notify(shown, { type: 'warning', messageArgs: { _: shown } });
        // After the autocomplete has shown the choice: cleared in the same tick, the value would go
        // null → id → null unseen and the input would keep the chosen text.
        setTimeout(() => setValue(side, null, DIRTY), 0);
        return;
      }
      if (getValues('vendor_id') !== null) setValue('vendor_id', null, DIRTY);
    },
    [getValues, setValue, notify, message],
  );

  return { onCustomerChange, onFreeTextChange, onCustomerNameChange, onAddressChange };
}
