// The console side of live records (docs/live-and-views.md): a tab's own writes are recognised (no
// "changed by someone else" notice for its own save), a payload's change of one record is found
// (its own details, or a single write's), and held records are known to the invalidation.
import { describe, expect, test } from 'vitest';
import type { DataProvider } from 'ra-core';
import {
  changeOf,
  emitRecordsChanged,
  holdRecord,
  isHeld,
  isOwnChange,
  onRecordsChanged,
  withOwnWrites,
} from '../../../src/dataProviders/liveChanges';

const change = (version: number | null, op: 'update' | 'delete' = 'update') => ({
  op,
  version,
  by: 'Rina',
  byId: 2,
});

describe('own writes', () => {
  test("an update is the tab's own while pending and for the version it produced, not for another", async () => {
    let release!: () => void;
    const provider = withOwnWrites({
      update: (_resource: string, params: { id: number }) =>
        new Promise((resolve) => {
          release = () => resolve({ data: { id: params.id, version: 4 } });
        }),
    } as unknown as DataProvider);
    const saving = provider.update('customer', { id: 7, data: {}, previousData: { id: 7 } });
    expect(isOwnChange('customer', 7, change(4))).toBe(true);
    release();
    await saving;
    expect(isOwnChange('customer', 7, change(4))).toBe(true);
    expect(isOwnChange('customer', 7, change(5))).toBe(false);
    expect(isOwnChange('customer', 8, change(4))).toBe(false);
    expect(isOwnChange('product', 7, change(4))).toBe(false);
  });

  test('a delete is remembered as version null', async () => {
    const provider = withOwnWrites({
      delete: async (_r: string, params: { id: number }) => ({ data: { id: params.id } }),
    } as unknown as DataProvider);
    await provider.delete('reason', { id: 3 });
    expect(isOwnChange('reason', 3, change(null, 'delete'))).toBe(true);
  });
});

test("changeOf: the record's own details, else a single write's, never a mixed batch's", () => {
  const detailed = {
    resource: 'customer',
    ids: [1, 2],
    op: 'mixed' as const,
    records: { '2': change(9) },
  };
  expect(changeOf(detailed, 2)).toEqual(change(9));
  expect(changeOf(detailed, 1)).toBeUndefined();
  const single = {
    resource: 'customer',
    ids: [5],
    op: 'update' as const,
    by: 'A',
    byId: 1,
    version: 2,
  };
  expect(changeOf(single, 5)).toEqual({ op: 'update', version: 2, by: 'A', byId: 1 });
  expect(changeOf(single, 6)).toBeUndefined();
  expect(changeOf({ resource: 'customer', ids: [5] }, 5)).toBeUndefined();
});

test('listeners get well-formed payloads only; held records are released', () => {
  const seen: unknown[] = [];
  const off = onRecordsChanged((p) => seen.push(p.resource));
  emitRecordsChanged({ resource: 'customer', ids: [1] });
  emitRecordsChanged({ ids: [1] });
  emitRecordsChanged(null);
  off();
  emitRecordsChanged({ resource: 'product', ids: [1] });
  expect(seen).toEqual(['customer']);
  const release = holdRecord('customer', 4);
  const again = holdRecord('customer', '4');
  expect(isHeld('customer', '4')).toBe(true);
  release();
  expect(isHeld('customer', 4)).toBe(true);
  again();
  expect(isHeld('customer', 4)).toBe(false);
});
