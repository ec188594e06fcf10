// The PICKUP and DROP tabs (delivery-order.md §2 "Proof tabs"): the order's completed activities of
// the tab's type, in route order, or the empty state; beside them, for users holding both
// delivery-load-adjustment scopes (§6), the quantity-change history of that stage.
import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { LOAD_ADJUSTMENT_SCOPES } from '../../../domain/delivery-order/editability';
import { useHasScopes } from '../../../auth/useFeatureFlags';
import type { ProofTabProps } from '../shared/contracts';
import { LoadChangeLogTable } from './LoadChangeLogTable';
import { ProofActivityCard, type ActivityRecord } from './ProofActivityCard';
import { ProofEmptyState } from './ProofEmptyState';

/** More activities than one order ever has (one pickup and one drop per leg). */
const MAX_ACTIVITIES = 100;

export function ProofTab({ order, type }: ProofTabProps) {
  const translate = useTranslate();
  const { allowed: showLog } = useHasScopes(...LOAD_ADJUSTMENT_SCOPES);
  const {
    data = [],
    isPending,
    error,
  } = useGetList<ActivityRecord>('delivery-order-activity', {
    pagination: { page: 1, perPage: MAX_ACTIVITIES },
    sort: { field: 'sequence', order: 'ASC' },
    filter: { delivery_order_id: order.id, type, status: 'COMPLETED' },
  });
  const now = new Date();

  const proofs = isPending ? (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  ) : error ? (
    <Alert severity="error">{translate('custom.delivery.history.proof.error')}</Alert>
  ) : data.length === 0 ? (
    <ProofEmptyState type={type} />
  ) : (
    <Stack
      component="section"
      spacing={2}
      aria-label={translate(`custom.delivery.history.proof.list_label.${type}`)}
    >
      {data.map((activity) => (
        <ProofActivityCard key={activity.id} activity={activity} now={now} />
      ))}
    </Stack>
  );

  if (!showLog) return <Box sx={{ py: 2 }}>{proofs}</Box>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        py: 2,
        // Side by side only on wide screens: the log's five columns need about 700 px, more than
        // half the content at 1366 px, where it was cut off (stacked it gets the full width).
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>{proofs}</Box>
      <Box sx={{ minWidth: 0 }}>
        <LoadChangeLogTable orderId={order.id} type={type} />
      </Box>
    </Box>
  );
}
