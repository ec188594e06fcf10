// recordHistory (server/resources/delivery-order/history.ts) with a stand-in history store: the row
// it inserts, its defaults, who it names, and property values cut at 1000 characters.
import { describe, expect, it } from 'vitest';
import {
  HISTORY_RESOURCE,
  actorName,
  recordHistory,
} from '../../../server/resources/delivery-order/history.ts';
import type { WriteContext } from '../../../server/context.ts';

function context(account: { fullname: string } | null, withStore = true) {
  const inserted: unknown[] = [];
  const store = {
    insert: async (_tx: unknown, row: Record<string, unknown>) => (
      inserted.push(row),
      { id: 1, ...row }
    ),
  };
  const stores = new Map(withStore ? [[HISTORY_RESOURCE, store]] : []);
  const ctx = {
    tx: {},
    account,
    now: new Date(),
    server: { stores, store: (name: string) => stores.get(name) },
  } as unknown as WriteContext;
  return { ctx, inserted };
}

describe('recordHistory', () => {
  it('a bare event: GENERAL, nulls for what it lacks, the system as the actor', async () => {
    const { ctx, inserted } = context(null);
    expect(await recordHistory(ctx, 7, { event: 'CREATED', title: 'Dibuat' })).toMatchObject({
      id: 1,
      title: 'Dibuat',
    });
    expect(inserted).toEqual([
      {
        delivery_order_id: 7,
        type: 'GENERAL',
        event: 'CREATED',
        title: 'Dibuat',
        description: null,
        status: null,
        details: null,
        properties: [{ key: 'changed_by', label: 'Diubah oleh', value: 'Sistem' }],
        created_by: 'Sistem',
      },
    ]);
  });

  it('a full event, by a user; property values cut at 1000 characters', async () => {
    const { ctx, inserted } = context({ fullname: 'Admin Armada' });
    await recordHistory(ctx, 3, {
      event: 'STATUS_CHANGED',
      title: 't',
      description: 'd',
      type: 'DROP',
      status: 'DELIVERED',
      details: { a: 1 },
      properties: [{ key: 'reason', label: 'Alasan', value: 'x'.repeat(1001) }],
    });
    expect(inserted).toEqual([
      {
        delivery_order_id: 3,
        type: 'DROP',
        event: 'STATUS_CHANGED',
        title: 't',
        description: 'd',
        status: 'DELIVERED',
        details: { a: 1 },
        properties: [
          { key: 'changed_by', label: 'Diubah oleh', value: 'Admin Armada' },
          { key: 'reason', label: 'Alasan', value: 'x'.repeat(1000) },
        ],
        created_by: 'Admin Armada',
      },
    ]);
  });

  it('nothing without a history resource', async () => {
    const { ctx, inserted } = context(null, false);
    expect(await recordHistory(ctx, 1, { event: 'CREATED', title: 't' })).toBeUndefined();
    expect(inserted).toEqual([]);
    expect(HISTORY_RESOURCE).toBe('delivery-order-history');
    expect(actorName({ account: null })).toBe('Sistem');
  });
});
