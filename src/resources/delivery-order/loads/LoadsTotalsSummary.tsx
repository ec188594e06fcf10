// The order's totals under the phone cards: the same numbers as LoadsTotalsRow, not in a table.
import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumber } from '../../format';
import type { LineTotalsValue, LiveTotalsStore } from './liveTotals';
import { LoadsOverCapacityHint } from './LoadsOverCapacityHint';
import { useOrderLiveTotals } from './useOrderLiveTotals';

interface LoadsTotalsSummaryProps {
  base: LineTotalsValue;
  liveTotals: LiveTotalsStore;
  capacity?: number | null;
}

export const LoadsTotalsSummary = memo(function LoadsTotalsSummary({
  base,
  liveTotals,
  capacity,
}: LoadsTotalsSummaryProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const totals = useOrderLiveTotals(base, liveTotals, capacity);
  return (
    <Box data-testid="loads-totals" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {`${translate('custom.delivery.loads.total')}: `}
        <span data-testid="loads-total-weight">{`${formatNumber(totals.total_weight, locale)} Kg`}</span>
        {' · '}
        <span data-testid="loads-total-volume">{`${formatNumber(totals.total_volume, locale, { maximumFractionDigits: 6 })} Cbm`}</span>
      </Typography>
      {totals.overCapacity && <LoadsOverCapacityHint capacity={capacity} />}
    </Box>
  );
});
