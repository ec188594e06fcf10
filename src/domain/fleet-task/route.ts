// A planned task's route (ours, docs/fleet-tasks.md "Planning"): the order of its pickups and drops.
// Every order has one PICKUP and one DROP, and an order's drop comes after its pickup; within that the
// dispatcher orders stops freely (multi-pickup, multi-drop, pickups and drops interleaved). The
// planning screen moves stops with these functions and the server checks the route it is sent.
import type { ActivityType } from './statusMachine.ts';

export interface RouteStop {
  delivery_order_id: number;
  type: ActivityType;
}

/** The default route: every pickup, then every drop, in the order of the orders (what scheduling builds). */
export const defaultRoute = (orderIds: readonly number[]): RouteStop[] => [
  ...orderIds.map((id) => ({ delivery_order_id: id, type: 'PICKUP' as const })),
  ...orderIds.map((id) => ({ delivery_order_id: id, type: 'DROP' as const })),
];

/**
 * The route kept in step with the chosen orders: stops of orders gone are dropped; a new order's
 * pickup goes after the last pickup and its drop at the end (so picking orders one by one gives the
 * default route: every pickup, then every drop).
 */
export function syncRoute(route: readonly RouteStop[], orderIds: readonly number[]): RouteStop[] {
  const kept = route.filter((s) => orderIds.includes(s.delivery_order_id));
  const added = orderIds.filter((id) => !kept.some((s) => s.delivery_order_id === id));
  const lastPickup = kept.map((s) => s.type).lastIndexOf('PICKUP');
  return [
    ...kept.slice(0, lastPickup + 1),
    ...added.map((id) => ({ delivery_order_id: id, type: 'PICKUP' as const })),
    ...kept.slice(lastPickup + 1),
    ...added.map((id) => ({ delivery_order_id: id, type: 'DROP' as const })),
  ];
}

/** Whether the stop at `index` may move by `delta` (-1 up, +1 down) without a drop passing its pickup. */
export function canMove(route: readonly RouteStop[], index: number, delta: -1 | 1): boolean {
  const target = index + delta;
  if (index < 0 || index >= route.length || target < 0 || target >= route.length) return false;
  const moving = route[index]!;
  const other = route[target]!;
  // Swapping an order's own pickup and drop would put the drop first.
  return moving.delivery_order_id !== other.delivery_order_id;
}

/** The route with the stop at `index` moved by `delta`; unchanged when the move is not allowed. */
export function moveStop(route: readonly RouteStop[], index: number, delta: -1 | 1): RouteStop[] {
  if (!canMove(route, index, delta)) return [...route];
  const next = [...route];
  [next[index], next[index + delta]] = [next[index + delta]!, next[index]!];
  return next;
}

export type RouteIssue =
  | { path: string; code: 'required' | 'invalid-format' | 'not-unique' | 'not-found' }
  | { path: string; code: 'missing' }
  | { path: string; code: 'drop-before-pickup' };

/**
 * What is wrong with a route sent for these orders (paths relative to the route: `''`, `'<i>'`,
 * `'<i>.delivery_order_id'`, `'<i>.type'`); the first issue only, as the API reports one per field.
 */
export function routeIssue(route: unknown, orderIds: readonly number[]): RouteIssue | undefined {
  if (!Array.isArray(route)) return { path: '', code: 'invalid-format' };
  const seen = new Set<string>();
  const picked = new Set<number>();
  for (const [i, stop] of route.entries()) {
    if (typeof stop !== 'object' || stop === null || Array.isArray(stop))
      return { path: `${i}`, code: 'invalid-format' };
    const { delivery_order_id: id, type } = stop as Record<string, unknown>;
    if (id === undefined || id === null)
      return { path: `${i}.delivery_order_id`, code: 'required' };
    if (!Number.isSafeInteger(id))
      return { path: `${i}.delivery_order_id`, code: 'invalid-format' };
    if (!orderIds.includes(id as number))
      return { path: `${i}.delivery_order_id`, code: 'not-found' };
    if (type === undefined || type === null) return { path: `${i}.type`, code: 'required' };
    if (type !== 'PICKUP' && type !== 'DROP') return { path: `${i}.type`, code: 'invalid-format' };
    const key = `${id as number}:${type}`;
    if (seen.has(key)) return { path: `${i}`, code: 'not-unique' };
    seen.add(key);
    if (type === 'PICKUP') picked.add(id as number);
    else if (!picked.has(id as number)) return { path: `${i}`, code: 'drop-before-pickup' };
  }
  if (seen.size !== orderIds.length * 2) return { path: '', code: 'missing' };
  return undefined;
}
