// The delivery owner's notes (delivery-order.md §2 "Self notes, and notes from the delivery
// owner"), read-only and only for an order that came from a vendor request.
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LabelValueList } from '../../views/LabelValueList.tsx';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';

export function OwnerNotesPanel({ order }: { order: DeliveryOrderRecord }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`custom.delivery.information.owner_notes.${key}`);
  const customerNotes = order.reference_info_customer_notes ?? [];
  const rows: [string, string][] = [
    [t('customer_notes'), customerNotes.length ? customerNotes.join('; ') : '-'],
    [t('notes'), order.reference_info_notes || '-'],
    [t('box_type'), order.reference_info_box_type || '-'],
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="owner-notes-title"
      sx={{ p: 2, bgcolor: 'action.hover' }}
    >
      <Typography id="owner-notes-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('custom.delivery.information.sections.owner_notes')}
      </Typography>
      <LabelValueList
        rows={rows}
        sx={{
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
          rowGap: 0.5,
        }}
      />
    </Paper>
  );
}
