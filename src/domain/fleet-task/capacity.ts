// The planning view's capacity check (ours, docs/fleet-tasks.md "Planning"): the chosen orders' total
// weight and volume against a box type's capacities. An order weighs its load lines' total
// (total_weight, from its loads), or the weight typed on the order (load_weight) when it has no
// lines; the same for volume. Over capacity is a warning, not a refusal (the spec's box type warns).
import { round6 } from '../delivery-order/loads.ts';

export interface OrderMeasures {
  total_weight?: number | null;
  total_volume?: number | null;
  load_weight?: number | null;
  load_volume?: number | null;
}

export interface BoxCapacity {
  weight_capacity?: number | null;
  volume_capacity?: number | null;
}

const measure = (total: number | null | undefined, typed: number | null | undefined): number =>
  typeof total === 'number' && total > 0 ? total : typeof typed === 'number' ? typed : 0;

export function planTotals(orders: readonly OrderMeasures[]): { weight: number; volume: number } {
  let weight = 0;
  let volume = 0;
  for (const o of orders) {
    weight += measure(o.total_weight, o.load_weight);
    volume += measure(o.total_volume, o.load_volume);
  }
  return { weight: round6(weight), volume: round6(volume) };
}

export interface CapacityCheck {
  weight: number;
  volume: number;
  weightOver: boolean;
  volumeOver: boolean;
  /** Share of the weight capacity used, 0..n (null when the box has no weight capacity). */
  weightShare: number | null;
  volumeShare: number | null;
}

const over = (capacity: number | null | undefined, total: number) =>
  typeof capacity === 'number' && Number.isFinite(capacity) && total > capacity;
const share = (capacity: number | null | undefined, total: number) =>
  typeof capacity === 'number' && capacity > 0 ? total / capacity : null;

export function checkCapacity(
  orders: readonly OrderMeasures[],
  box: BoxCapacity | null | undefined,
): CapacityCheck {
  const { weight, volume } = planTotals(orders);
  return {
    weight,
    volume,
    weightOver: over(box?.weight_capacity, weight),
    volumeOver: over(box?.volume_capacity, volume),
    weightShare: share(box?.weight_capacity, weight),
    volumeShare: share(box?.volume_capacity, volume),
  };
}
