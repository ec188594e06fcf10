import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import {
  invalidRows,
  lineFieldErrors,
  lineFromDraft,
  lineFromRecord,
} from '../../../../../src/resources/delivery-order/loads/loadLines.ts';
import { sameInput } from '../../../../../src/resources/delivery-order/loads/useLoadActions.ts';

describe('invalidRows', () => {
  const keys = ['101', '102', '103'];
  const keyAt = (i: number) => keys[i];

  it('groups delivery_order_loads.N.<field> errors by the row at index N', () => {
    const rows = invalidRows(
      {
        'delivery_order_loads.0.product_id': 'not-found',
        'delivery_order_loads.0.uom': 'invalid-value',
        'delivery_order_loads[2].quantity': 'too-small',
        customer_id: 'required',
      },
      keyAt,
    );
    expect([...rows.keys()]).toEqual(['101', '103']);
    expect(rows.get('101')).toEqual({ product_id: 'not-found', uom: 'invalid-value' });
    expect(rows.get('103')).toEqual({ quantity: 'too-small' });
  });

  it('keeps an error on the row itself under *, and drops indices no row has', () => {
    const rows = invalidRows(
      { 'delivery_order_loads.1': 'not-found', 'delivery_order_loads.7.quantity': 'required' },
      keyAt,
    );
    expect([...rows.entries()]).toEqual([['102', { '*': 'not-found' }]]);
  });

  it('is empty without errors', () => {
    expect(invalidRows(undefined, keyAt).size).toBe(0);
  });
});

describe('lineFieldErrors', () => {
  it("reads the server's codes of a line's own fields from the provider's error", () => {
    const error = new HttpError('app.errors.invalid_input', 400, {
      serverErrors: {
        quantity: 'too-large',
        'delivery_order_loads.0.uom': 'invalid-value',
        version: 'conflict',
      },
    });
    expect(lineFieldErrors(error)).toEqual({ quantity: 'too-large', uom: 'invalid-value' });
    expect(lineFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('lines and inputs', () => {
  const record = {
    id: 7,
    version: 2,
    delivery_order_id: 1,
    product_id: 3,
    quantity: 4,
    uom: 'PCS',
    note: null,
    total_weight: 8,
    total_volume: 0.4,
  };

  it('keys a saved line by its id and a draft by its key', () => {
    expect(lineFromRecord(record as never)).toMatchObject({ key: '7', id: 7, record });
    expect(lineFromDraft({ key: 'draft-a', product_id: 3, quantity: 2, uom: 'PCS' })).toMatchObject(
      { key: 'draft-a', note: null, total_weight: null },
    );
  });

  it('compares the fields a line editor writes (nothing changed: nothing is sent)', () => {
    const line = lineFromRecord(record as never);
    const input = {
      product_id: 3,
      quantity: 4,
      uom: 'PCS',
      note: null,
      total_weight: 8,
      total_volume: 0.4,
    };
    expect(sameInput(line, input)).toBe(true);
    expect(sameInput(line, { ...input, quantity: 5 })).toBe(false);
    expect(sameInput(line, { ...input, note: 'a' })).toBe(false);
  });
});
