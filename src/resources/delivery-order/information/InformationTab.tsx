// The INFORMATION tab of Delivery Detail (delivery-order.md §2 "Information tab sections"): the
// delivery card, the basic-information form and, at the end, the loads table. On the create page
// the load lines are kept as drafts and posted once the order exists.
import { useCallback, useState } from 'react';
import { Box, Paper } from '@mui/material';
import { orderTotals } from '../../../domain/delivery-order/loads.ts';
import { BasicInformationForm } from './BasicInformationForm.tsx';
import type { InformationTabProps, LoadDraft } from '../shared/contracts.ts';
import { DeliveryCard } from './DeliveryCard.tsx';
import { LoadsTable } from '../loads/LoadsTable.tsx';
import { useCustomFieldDefs } from './useCustomFieldDefs.ts';

const NO_ERRORS: Record<string, unknown> = {};

export function InformationTab({ order, onDirtyChange, onCreated }: InformationTabProps) {
  const { defs, isPending } = useCustomFieldDefs();
  const [pending, setPending] = useState<LoadDraft[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, unknown>>(NO_ERRORS);
  const totalWeight = order ? (order.total_weight ?? 0) : orderTotals(pending).total_weight;
  const discard = useCallback(() => {
    if (!order) setPending([]);
    setServerErrors(NO_ERRORS);
  }, [order]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <DeliveryCard order={order} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <BasicInformationForm
          order={order}
          defs={defs}
          defsPending={isPending}
          pending={pending}
          totalWeight={totalWeight}
          onDirtyChange={onDirtyChange}
          onCreated={onCreated}
          onDiscard={discard}
          onServerErrors={setServerErrors}
        />
      </Paper>
      {order ? (
        <LoadsTable order={order} serverErrors={serverErrors} />
      ) : (
        <LoadsTable pending={pending} onPendingChange={setPending} serverErrors={serverErrors} />
      )}
    </Box>
  );
}
