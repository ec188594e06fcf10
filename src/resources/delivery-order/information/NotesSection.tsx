// Self notes (delivery-order.md §2, §3): the customer notes (picked from the customer's delivery
// notes, or typed), the other note (255 characters) and, behind the other-info switch, the
// delivery notes. The owner's notes of a vendor-requested order are shown read-only beside them.
import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'ra-core';
import { AutocompleteArrayInput, TextArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormGrid } from '../../registry/FormGrid.tsx';
import type { InformationFormValues } from './informationForm.ts';
import { LockHint } from '../shared/LockHint.tsx';
import { OrderTextInput } from './OrderTextInput.tsx';
import { useFieldLock } from '../shared/useFieldLock.ts';
import { MAX_LIMIT } from '../../../domain/list/limits.ts';

// Notes are sentences: their chips wrap instead of widening the form past a phone's screen, and a
// locked list still shows them legibly (a disabled chip is faded below the contrast minimum).
const READABLE_CHIPS = {
  minWidth: 0,
  '& .MuiChip-root': { maxWidth: '100%', height: 'auto', py: 0.25 },
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  '& .MuiChip-root.Mui-disabled': { opacity: 1 },
} as const;

interface Choice {
  id: string;
  name: string;
}

export function NotesSection({ showOther }: { showOther: boolean }) {
  const translate = useTranslate();
  const customerId = useWatch<InformationFormValues, 'customer_id'>({ name: 'customer_id' });
  const freeText = useWatch<InformationFormValues, 'free_text_customer'>({
    name: 'free_text_customer',
  });
  const current = useWatch<InformationFormValues, 'customer_notes'>({ name: 'customer_notes' });
  const notesLock = useFieldLock('customer_notes');
  const deliveryLock = useFieldLock('delivery_notes');
  const [typed, setTyped] = useState<string[]>([]);
  const hasCustomer = !freeText && typeof customerId === 'number';
  const { data: notes } = useGetList(
    'delivery-note',
    {
      pagination: { page: 1, perPage: MAX_LIMIT },
      sort: { field: 'title', order: 'ASC' },
      filter: { customer_id: customerId },
      meta: { customer_id: customerId },
    },
    { enabled: hasCustomer && !notesLock.readOnly },
  );
  // The customer's notes, what the order already holds and what the user typed: every value has a choice.
  const choices = useMemo<Choice[]>(() => {
    const texts = [
      ...(hasCustomer ? (notes ?? []).map((n) => String(n.note ?? '')) : []),
      ...(current ?? []),
      ...typed,
    ];
    return [...new Set(texts.filter((t) => t !== ''))].map((t) => ({ id: t, name: t }));
  }, [notes, current, typed, hasCustomer]);

  return (
    <FormGrid>
      <AutocompleteArrayInput
        source="customer_notes"
        className="full-width"
        choices={choices}
        fullWidth
        translateChoice={false}
        sx={READABLE_CHIPS}
        readOnly={notesLock.readOnly}
        helperText={
          notesLock.reason ? (
            <LockHint reason={notesLock.reason} />
          ) : (
            translate('custom.delivery.information.customer_notes_hint')
          )
        }
        createItemLabel="custom.delivery.information.add_note"
        onCreate={(text?: string) => {
          const note = (text ?? '').trim();
          if (!note) return undefined;
          setTyped((previous) => [...previous, note]);
          return { id: note, name: note };
        }}
      />
      <div className="full-width">
        <OrderTextInput source="note" multiline />
      </div>
      {showOther && (
        <div className="full-width">
          <TextArrayInput
            source="delivery_notes"
            fullWidth
            sx={READABLE_CHIPS}
            readOnly={deliveryLock.readOnly}
            helperText={<LockHint reason={deliveryLock.reason} />}
          />
        </div>
      )}
    </FormGrid>
  );
}
