// The order's totals while a line is being edited: the saved totals, less the edited line's saved
// totals, plus the line as typed (orderTotals from the domain does the sums and the rounding).
import { useMemo } from 'react';
import { isOverCapacity, orderTotals } from '../../../domain/delivery-order/loads';
import { useLiveEdit, type LineTotalsValue, type LiveTotalsStore } from './liveTotals';

const negate = (t: LineTotalsValue | null): LineTotalsValue => ({
  total_weight: -(t?.total_weight ?? 0),
  total_volume: -(t?.total_volume ?? 0),
});

export function useOrderLiveTotals(
  base: LineTotalsValue,
  liveTotals: LiveTotalsStore,
  capacity: number | null | undefined,
) {
  const live = useLiveEdit(liveTotals);
  return useMemo(() => {
    const totals = live
      ? orderTotals([base, negate(live.replaces), live.totals])
      : orderTotals([base]);
    return { ...totals, overCapacity: isOverCapacity(capacity, totals.total_weight) };
  }, [base, live, capacity]);
}
