// The planning rules (docs/fleet-tasks.md "Planning"): the route of pickups and drops (kept in step
// with the picked orders, moved without a drop passing its pickup, checked as the server checks it),
// the capacity check and the edit rules by status.
import { describe, expect, it } from 'vitest';
import {
  canMove,
  defaultRoute,
  moveStop,
  routeIssue,
  syncRoute,
  type RouteStop,
} from '../../../../src/domain/fleet-task/route.ts';
import { checkCapacity, planTotals } from '../../../../src/domain/fleet-task/capacity.ts';
import { editableFields } from '../../../../src/domain/fleet-task/statusMachine.ts';

const P = (id: number): RouteStop => ({ delivery_order_id: id, type: 'PICKUP' });
const D = (id: number): RouteStop => ({ delivery_order_id: id, type: 'DROP' });

describe('route', () => {
  it('picking orders one by one gives every pickup, then every drop', () => {
    let route: RouteStop[] = [];
    const picked: number[] = [];
    for (const id of [1, 2, 3]) {
      picked.push(id);
      route = syncRoute(route, picked);
    }
    expect(route).toEqual(defaultRoute([1, 2, 3]));
    expect(route).toEqual([P(1), P(2), P(3), D(1), D(2), D(3)]);
  });

  it('an order left out takes its stops away; the others keep their order', () => {
    expect(syncRoute([P(1), P(2), D(1), D(2)], [2])).toEqual([P(2), D(2)]);
    expect(syncRoute([P(1), D(1), P(2), D(2)], [1, 2, 3])).toEqual([
      P(1),
      D(1),
      P(2),
      P(3),
      D(2),
      D(3),
    ]);
  });

  it.each([
    { route: [P(1), P(2), D(1), D(2)], index: 2, delta: -1 as const, ok: true },
    { route: [P(1), D(1), P(2), D(2)], index: 1, delta: -1 as const, ok: false },
    { route: [P(1), D(1)], index: 0, delta: 1 as const, ok: false },
    { route: [P(1), D(1)], index: 0, delta: -1 as const, ok: false },
    { route: [P(1), D(1)], index: 1, delta: 1 as const, ok: false },
  ])('canMove($index, $delta) is $ok', ({ route, index, delta, ok }) => {
    expect(canMove(route, index, delta)).toBe(ok);
    const moved = moveStop(route, index, delta);
    expect(moved).toEqual(ok ? moved : route);
    expect(routeIssue(moved, [...new Set(route.map((s) => s.delivery_order_id))])).toBeUndefined();
  });

  it('a drop moved up swaps with the stop above it', () => {
    expect(moveStop([P(1), P(2), P(3), D(1), D(2), D(3)], 3, -1)).toEqual([
      P(1),
      P(2),
      D(1),
      P(3),
      D(2),
      D(3),
    ]);
  });

  it.each([
    { route: 'x', issue: { path: '', code: 'invalid-format' } },
    { route: [P(1)], issue: { path: '', code: 'missing' } },
    { route: [D(1), P(1)], issue: { path: '0', code: 'drop-before-pickup' } },
    { route: [P(1), P(1), D(1)], issue: { path: '1', code: 'not-unique' } },
    { route: [P(9), D(1)], issue: { path: '0.delivery_order_id', code: 'not-found' } },
    { route: [{ delivery_order_id: 1 }], issue: { path: '0.type', code: 'required' } },
    {
      route: [{ delivery_order_id: 1, type: 'LOAD' }],
      issue: { path: '0.type', code: 'invalid-format' },
    },
    { route: [P(1), D(1)], issue: undefined },
  ])('routeIssue($route) for order 1', ({ route, issue }) => {
    expect(routeIssue(route, [1])).toEqual(issue);
  });
});

describe('capacity', () => {
  it('an order weighs its load lines, or its typed weight without lines', () => {
    expect(
      planTotals([
        { total_weight: 400.5, total_volume: 1.25 },
        { total_weight: 0, load_weight: 100, load_volume: 0.5 },
        {},
      ]),
    ).toEqual({ weight: 500.5, volume: 1.75 });
  });

  it.each([
    { box: { weight_capacity: 1000, volume_capacity: 5 }, weightOver: true, volumeOver: false },
    { box: { weight_capacity: 8000, volume_capacity: 1 }, weightOver: false, volumeOver: true },
    { box: { weight_capacity: 1200, volume_capacity: 2 }, weightOver: false, volumeOver: false },
    { box: null, weightOver: false, volumeOver: false },
  ])('against $box', ({ box, weightOver, volumeOver }) => {
    const check = checkCapacity(
      [
        { total_weight: 600, total_volume: 1 },
        { total_weight: 600, total_volume: 1 },
      ],
      box,
    );
    expect(check).toMatchObject({ weight: 1200, volume: 2, weightOver, volumeOver });
  });
});

describe('edit rules by status', () => {
  it.each([
    ['DRAFT', 6],
    ['SCHEDULED', 6],
    ['STARTED', 3],
    ['COMPLETED', 0],
    ['CANCELED', 0],
  ] as const)('%s lets %i fields change', (status, count) => {
    expect(editableFields(status)).toHaveLength(count);
    expect(editableFields(status)).not.toContain('status');
  });
  it('on the road: driver, vehicle and note', () => {
    expect(editableFields('STARTED')).toEqual(['driver_user_id', 'vehicle_plate', 'note']);
  });
});
