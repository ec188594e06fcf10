// The order's totals in Kg and Cbm as the loads table's footer row (delivery-order.md §3, §9),
// following the line being edited as it is typed (§4), with the over-capacity hint.
import { memo } from 'react';
import { TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumber } from '../../format';
import type { LineTotalsValue, LiveTotalsStore } from './liveTotals';
import type { LoadsLayout } from './loadsLayout';
import { LoadsOverCapacityHint } from './LoadsOverCapacityHint';
import { useOrderLiveTotals } from './useOrderLiveTotals';

interface LoadsTotalsRowProps {
  /** The saved lines' totals (the order's, or the drafts'). */
  base: LineTotalsValue;
  liveTotals: LiveTotalsStore;
  /** The box type's weight capacity in Kg, when known. */
  capacity?: number | null;
  layout: LoadsLayout;
}

export const LoadsTotalsRow = memo(function LoadsTotalsRow({
  base,
  liveTotals,
  capacity,
  layout,
}: LoadsTotalsRowProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const totals = useOrderLiveTotals(base, liveTotals, capacity);
  const lead = (layout.selectable ? 1 : 0) + 4;
  const rest = layout.columnCount - lead - 2;
  return (
    <TableRow
      data-testid="loads-totals"
      sx={{
        '& td': {
          fontWeight: 700,
          color: 'text.primary',
          fontSize: '0.875rem',
          borderBottom: 'none',
        },
      }}
    >
      <TableCell colSpan={lead}>{translate('custom.delivery.loads.total')}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="loads-total-weight">
        {`${formatNumber(totals.total_weight, locale)} Kg`}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="loads-total-volume">
        {`${formatNumber(totals.total_volume, locale, { maximumFractionDigits: 6 })} Cbm`}
      </TableCell>
      {rest > 0 && (
        <TableCell colSpan={rest}>
          {totals.overCapacity && <LoadsOverCapacityHint capacity={capacity} />}
        </TableCell>
      )}
    </TableRow>
  );
});
