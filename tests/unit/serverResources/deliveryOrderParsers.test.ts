// The pure parts of the delivery-order server modules, called directly: the transition body, the
// duplicate ids, the history list's type filter and the module lookup. The HTTP side of the same
// rules is in tests/server/deliveryOrder.test.ts.
import { describe, expect, it } from 'vitest';
import { parseTransitionBody } from '../../../server/resources/delivery-order/transition.ts';
import { duplicateOrders, parseIds } from '../../../server/resources/delivery-order/duplicate.ts';
import { ApiError } from '../../../server/errors.ts';
import { deliveryOrderHistory } from '../../../server/resources/delivery-order/history.ts';
import { RESOURCE_MODULES, moduleOf } from '../../../server/resources/index.ts';
import { errorOf } from '../storage/apiErrorOf.ts';

const bad = (errors: Record<string, string>) => ({ status: 400, errors });

describe('parseTransitionBody', () => {
  it('takes the status as a name or as {name}, with no fields and no version', () => {
    expect(parseTransitionBody({ status: 'CANCELED' })).toEqual({
      status: 'CANCELED',
      fields: {},
      version: undefined,
    });
    expect(parseTransitionBody({ status: { name: 'SCHEDULED' } })).toEqual({
      status: 'SCHEDULED',
      fields: {},
      version: undefined,
    });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, undefined, 'CANCELED', 3, ['CANCELED']])
      expect(errorOf(() => parseTransitionBody(body))).toEqual(bad({ body: 'invalid-format' }));
  });

  it('names an unknown top-level key', () => {
    expect(errorOf(() => parseTransitionBody({ status: 'CANCELED', note: 'x' }))).toEqual(
      bad({ note: 'unknown-field' }),
    );
  });

  it('requires a status and refuses one the machine does not know', () => {
    for (const status of [undefined, null, '', { name: '' }, {}])
      expect(errorOf(() => parseTransitionBody({ status }))).toEqual(bad({ status: 'required' }));
    expect(errorOf(() => parseTransitionBody({ status: 'LOST' }))).toEqual(
      bad({ status: 'invalid-value' }),
    );
    expect(errorOf(() => parseTransitionBody({ status: 'canceled' }))).toEqual(
      bad({ status: 'invalid-value' }),
    );
  });

  it('takes the two reason ids, skips empty ones and refuses anything else', () => {
    expect(
      parseTransitionBody({
        status: 'RESCHEDULED',
        fields: { rescheduled_reason_id: 4, canceled_reason_id: 7 },
      }).fields,
    ).toEqual({
      rescheduled_reason_id: 4,
      canceled_reason_id: 7,
    });
    expect(
      parseTransitionBody({
        status: 'CANCELED',
        fields: { canceled_reason_id: null, rescheduled_reason_id: '' },
      }).fields,
    ).toEqual({});
    expect(
      parseTransitionBody({ status: 'CANCELED', fields: { canceled_reason_id: undefined } }).fields,
    ).toEqual({});
    expect(parseTransitionBody({ status: 'CANCELED', fields: null }).fields).toEqual({});
    expect(
      errorOf(() => parseTransitionBody({ status: 'CANCELED', fields: { reason_id: 1 } })),
    ).toEqual(bad({ 'fields.reason_id': 'unknown-field' }));
    expect(errorOf(() => parseTransitionBody({ status: 'CANCELED', fields: [1] }))).toEqual(
      bad({ fields: 'invalid-format' }),
    );
    expect(errorOf(() => parseTransitionBody({ status: 'CANCELED', fields: 'x' }))).toEqual(
      bad({ fields: 'invalid-format' }),
    );
    for (const value of [0, -1, 1.5, '3', 2 ** 53, true]) {
      expect(
        errorOf(() =>
          parseTransitionBody({ status: 'CANCELED', fields: { canceled_reason_id: value } }),
        ),
      ).toEqual(bad({ 'fields.canceled_reason_id': 'invalid-format' }));
    }
    expect(
      parseTransitionBody({ status: 'CANCELED', fields: { canceled_reason_id: 1 } }).fields,
    ).toEqual({ canceled_reason_id: 1 });
  });

  it('takes a positive integer version, skips a null one and refuses the rest', () => {
    expect(parseTransitionBody({ status: 'CANCELED', version: 1 }).version).toBe(1);
    expect(parseTransitionBody({ status: 'CANCELED', version: null }).version).toBeUndefined();
    for (const version of [0, -2, 1.5, '2', 2 ** 53])
      expect(errorOf(() => parseTransitionBody({ status: 'CANCELED', version }))).toEqual(
        bad({ version: 'invalid-format' }),
      );
  });
});

describe('parseIds (duplicate)', () => {
  it('takes {ids} or a bare array and drops repeats, keeping the order', () => {
    expect(parseIds({ ids: [3, '1', 3, 2] })).toEqual([3, 1, 2]);
    expect(parseIds([5, 4])).toEqual([5, 4]);
  });

  it('requires ids, as a non-empty array of at most 100', () => {
    expect(errorOf(() => parseIds({}))).toEqual(bad({ ids: 'required' }));
    expect(errorOf(() => parseIds(null))).toEqual(bad({ ids: 'required' }));
    expect(errorOf(() => parseIds('1'))).toEqual(bad({ ids: 'required' }));
    expect(errorOf(() => parseIds({ ids: 1 }))).toEqual(bad({ ids: 'invalid-format' }));
    expect(errorOf(() => parseIds({ ids: [] }))).toEqual(bad({ ids: 'required' }));
    expect(errorOf(() => parseIds([]))).toEqual(bad({ ids: 'required' }));
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(parseIds({ ids: hundred })).toHaveLength(100);
    expect(errorOf(() => parseIds({ ids: [...hundred, 101] }))).toEqual(bad({ ids: 'too-long' }));
  });

  it('names the index of an id that is not a positive integer', () => {
    expect(errorOf(() => parseIds({ ids: [1, 0] }))).toEqual(bad({ 'ids.1': 'invalid-format' }));
    expect(errorOf(() => parseIds([1, 2, 'x']))).toEqual(bad({ 'ids.2': 'invalid-format' }));
  });
});

describe('duplicateOrders', () => {
  const server = (error: Error) =>
    ({ db: { transaction: async () => Promise.reject(error) } }) as never;

  it('counts an order that cannot be copied (an API error) as failed', async () => {
    expect(
      await duplicateOrders(server(new ApiError(404, { id: 'not-found' })), null as never, {
        ids: [4],
      }),
    ).toEqual({
      data: { ids: [] },
      status: { failed: 1, failed_ids: [4], errors: [{ id: 4, errors: { id: 'not-found' } }] },
    });
  });

  it('lets any other error through', async () => {
    await expect(
      duplicateOrders(server(new Error('connection lost')), null as never, { ids: [4] }),
    ).rejects.toThrow('connection lost');
  });
});

describe('the history list type filter', () => {
  const clauses = (type: unknown) => {
    let result: unknown;
    const error = errorOf(() => (result = deliveryOrderHistory.listClauses!({ type })));
    return error === 'no error' ? result : error;
  };

  it('no filter when absent, empty, ALL or Semua', () => {
    for (const type of [undefined, '', 'ALL', 'all', 'Semua', 'SEMUA'])
      expect(clauses(type)).toEqual([]);
  });

  it('one type clause in upper case', () => {
    expect(clauses('pickup')).toEqual([
      { field: 'type', op: 'eq', values: [{ type: 'string', value: 'PICKUP' }] },
    ]);
    expect(clauses('DROP')).toEqual([
      { field: 'type', op: 'eq', values: [{ type: 'string', value: 'DROP' }] },
    ]);
    expect(clauses('General')).toEqual([
      { field: 'type', op: 'eq', values: [{ type: 'string', value: 'GENERAL' }] },
    ]);
  });

  it('refuses any other value, and a repeated parameter', () => {
    expect(clauses('LOAD')).toEqual(bad({ type: 'invalid-value' }));
    expect(clauses(['PICKUP', 'DROP'])).toEqual(bad({ type: 'invalid-value' }));
  });
});

describe('moduleOf', () => {
  it('the module of a resource that has one, an empty one otherwise (own keys only)', () => {
    expect(moduleOf('vendor')).toBe(RESOURCE_MODULES.vendor);
    expect(moduleOf('delivery-order-history')).toBe(deliveryOrderHistory);
    expect(Object.keys(RESOURCE_MODULES).sort()).toEqual([
      'back-to-vsms1',
      'banner',
      'delivery-order',
      'delivery-order-activity',
      'delivery-order-history',
      'delivery-order-load',
      'feedback',
      'fleet-task',
      'raw-alert',
      'system-notification',
      'user',
      'vendor',
    ]);
    expect(moduleOf('customer')).toEqual({});
    expect(moduleOf('toString')).toEqual({});
  });
});
