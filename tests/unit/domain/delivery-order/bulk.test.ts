// src/domain/delivery-order/bulk.ts: why a bulk action refused an order, from the per-order answer.
import { describe, expect, test } from 'vitest';
import { refusalReasons } from '../../../../src/domain/delivery-order/bulk.ts';

describe('refusalReasons', () => {
  test.each([
    ['applied', { ok: true, status: 'CONFIRMED' }, []],
    [
      'not found (transition)',
      { ok: false, status: null, errors: { id: 'not-found' } },
      [{ kind: 'not-found' }],
    ],
    [
      'not found (schedule)',
      { ok: false, status: null, errors: { 'delivery_order_ids.0': 'not-found' } },
      [{ kind: 'not-found' }],
    ],
    [
      'the status refuses the transition',
      { ok: false, status: 'CONFIRMED', errors: { status: 'invalid-status' } },
      [{ kind: 'status', status: 'CONFIRMED' }],
    ],
    [
      'the status refuses the schedule (generic catalogue code)',
      {
        ok: false,
        status: 'DRAFT',
        errors: { 'delivery_order_ids.0': 'invalid-status' },
        issues: [{ code: 'invalid/invalid-value', path: 'delivery_order_ids.0' }],
      },
      [{ kind: 'status', status: 'DRAFT' }],
    ],
    [
      'a named catalogue code wins',
      {
        ok: false,
        status: 'SCHEDULED',
        errors: { 'delivery_order_ids.0': 'invalid-status' },
        issues: [
          { code: 'delivery/cannot-unassign-from-fleet-task', path: 'delivery_order_ids.0' },
        ],
      },
      [{ kind: 'issue', code: 'delivery/cannot-unassign-from-fleet-task' }],
    ],
    [
      'an order that cannot be planned (no addresses)',
      { ok: false, status: 'CONFIRMED', errors: { 'delivery_order_ids.0': 'invalid-value' } },
      [{ kind: 'field', path: 'id', code: 'invalid-value' }],
    ],
    [
      'a field error',
      { ok: false, status: 'DRAFT', errors: { 'fields.canceled_reason_id': 'required' } },
      [{ kind: 'field', path: 'fields.canceled_reason_id', code: 'required' }],
    ],
    [
      'refused without errors',
      { ok: false, status: 'DRAFT' },
      [{ kind: 'status', status: 'DRAFT' }],
    ],
  ] as const)('%s', (_, result, reasons) => {
    expect(refusalReasons(result)).toEqual(reasons);
  });
});
