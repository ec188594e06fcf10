// The generic store (server/storage/repository.ts) on hand-made resources, below the HTTP layer:
// the filters it accepts, nested records kept under their parent, what a write sends to the
// database, the version check, the hooks and what they see, bulk deletes, and the row locks, each
// shown by a race whose transactions are made to overlap (on PostgreSQL; PGlite runs them one
// after another and the same outcome holds).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db.ts';
import { migrate } from '../../server/storage/migrate.ts';
import { ResourceStore } from '../../server/storage/repository.ts';
import type { StoreHooks } from '../../server/storage/hooks.ts';
import type { RecordData } from '../../server/storage/records.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { emptyDatabase } from './harness.ts';
import { handMadeResource } from './handMadeResource.ts';
import { settledErrorOf } from '../unit/storage/apiErrorOf.ts';

const resource = handMadeResource;

const yard = resource('yard', {
  properties: { code: { type: 'string' }, name: { type: 'string' } },
  unique: ['code'],
});
const dock = resource('dock', {
  properties: {
    yard_id: { type: 'integer', 'x-admin': { reference: 'yard' } },
    owner_id: { type: 'integer', 'x-admin': { reference: 'yard' } },
    name: { type: 'string' },
    opened: { type: 'string', format: 'date' },
    status: { type: ['object', 'null'], properties: { name: { type: 'string' } } },
    tags: { type: 'array', items: { type: 'string' } },
    secret: { type: 'string' },
    // Filled by the server later: stored null although the schema says string.
    stamp: { type: 'string', readOnly: true },
  },
  parent: { resource: 'yard', field: 'yard_id' },
  references: { yard_id: 'yard', owner_id: 'yard' },
  readScopes: { secret: ['dock:secret'], owner_id: ['dock:secret'] },
  filters: { yard_id: ['in'], 'status.name': ['eq'], secret: ['eq'] },
});
const resources = { yard, dock };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

let database: { db: Db; drop: () => Promise<void> };
let db: Db;
beforeAll(async () => {
  database = await emptyDatabase();
  db = database.db;
  await migrate(db, resources);
});
afterAll(() => database?.drop());

/** A store of `def` with `hooks` (none: the store's plain path). */
function storeOf(def: ResourceDef, hooks?: StoreHooks<{ name: string }>) {
  const store = new ResourceStore<{ name: string }>(def, ajv.compile(def.schema), resources);
  if (hooks) store.attach({ name: 'test server' }, hooks);
  return store;
}
const yards = storeOf(yard);
const docks = storeOf(dock);

/** A stored record: every row has its id and version. */
type Row = RecordData & { id: number; version: number };
let n = 0;
const newYard = async () =>
  (await yards.create(db, { code: `Y${++n}`, name: `Lapangan ${n}` })) as Row;
const newDock = async (yardId: number, fields: RecordData = {}) =>
  (await docks.create(db, { name: `Dok ${++n}`, ...fields }, { parentId: yardId })) as Row;
const count = async (table: string, id: number) =>
  Number(
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE id = $1`, [id]))
      .rows[0]!.n,
  );

describe('the filters a store accepts', () => {
  test('contract lists: every operator on id, eq/ne/in on references a caller may read, the list filters added, never taking one away', () => {
    expect(docks.source.filters).toEqual({
      id: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'],
      yard_id: ['eq', 'ne', 'in'],
      'status.name': ['eq'],
      secret: ['eq'],
    });
  });

  test('the simple dialect: eq/in on every top-level scalar a caller may read, plus the list filters with eq and in', () => {
    expect(docks.simpleFilters()).toEqual({
      id: ['eq', 'in', 'ne', 'gt', 'gte', 'lt', 'lte'],
      version: ['eq', 'in'],
      created_on: ['eq', 'in'],
      updated_on: ['eq', 'in'],
      yard_id: ['eq', 'in', 'ne'],
      name: ['eq', 'in'],
      opened: ['eq', 'in'],
      stamp: ['eq', 'in'],
      'status.name': ['eq', 'in'],
      secret: ['eq', 'in'],
    });
  });

  test('a nested list is kept to its parent; a top-level one has no such condition', () => {
    const params = { add: (value: unknown, cast?: string) => `$<${String(value)}>::${cast}` };
    expect(docks.parentCondition(7)(params)).toEqual(['t."yard_id" = $<7>::bigint']);
    expect(docks.parentCondition(undefined)(params)).toEqual([]);
    expect(yards.parentCondition(7)(params)).toEqual([]);
  });
});

describe('writes', () => {
  test('a record with no fields at all is inserted with the defaults of every column', async () => {
    const created = await yards.create(db, {});
    // Nulls the schema does not allow are left out of the record.
    expect(Object.keys(created).sort()).toEqual(['created_on', 'id', 'updated_on', 'version']);
    expect(created.version).toBe(1);
  });

  test('null in a jsonb field is SQL NULL, not JSON null', async () => {
    const y = await newYard();
    const created = await newDock(y.id, { status: null, tags: ['a'] });
    const { rows } = await db.query<{ status_null: boolean; tags: unknown }>(
      `SELECT status IS NULL AS status_null, tags FROM dock WHERE id = $1`,
      [created.id],
    );
    expect(rows[0]).toEqual({ status_null: true, tags: ['a'] });
  });

  test('keys of a server-built record that are not properties are not written', async () => {
    const y = await newYard();
    const created = (await db.transaction((tx) =>
      docks.insert(tx, { name: 'Dok Server', yard_id: y.id, note_for_log: 'x' }),
    )) as Row;
    expect(created).toMatchObject({ name: 'Dok Server', yard_id: y.id });
    const updated = await db.transaction(async (tx) =>
      docks.applyUpdate(tx, await docks.getRaw(tx, created.id, undefined, true), {
        name: 'Dok Server 2',
        note_for_log: 'y',
      }),
    );
    expect(updated).toMatchObject({ name: 'Dok Server 2', version: 2 });
  });

  test('a read-only field the server has not filled yet does not block an update of another', async () => {
    const y = await newYard();
    const created = await newDock(y.id);
    expect(created.stamp ?? null).toBeNull();
    const updated = await docks.update(db, created.id, { name: 'Dok Baru', version: 1 });
    expect(updated).toMatchObject({ name: 'Dok Baru', version: 2 });
  });

  test('a sent version must be a positive integer and the current one; null or none skips the check', async () => {
    const y = await newYard();
    const created = await newDock(y.id);
    for (const version of [0, -1, 1.5, '1', true, 2 ** 53]) {
      expect(
        await settledErrorOf(docks.update(db, created.id, { name: 'x', version })),
        String(version),
      ).toEqual({ status: 400, errors: { version: 'invalid-format' } });
    }
    expect(await settledErrorOf(docks.update(db, created.id, { name: 'x', version: 2 }))).toEqual({
      status: 409,
      errors: { version: 'conflict' },
    });
    expect(await docks.update(db, created.id, { name: 'Dok Satu', version: null })).toMatchObject({
      name: 'Dok Satu',
      version: 2,
    });
    expect(await docks.update(db, created.id, { name: 'Dok Dua' })).toMatchObject({
      name: 'Dok Dua',
      version: 3,
    });
  });

  test('under its parent: another parent does not see it, and a missing parent is not-found on its field', async () => {
    const [a, b] = [await newYard(), await newYard()];
    const created = await newDock(a.id);
    expect(await docks.get(db, created.id, a.id)).toMatchObject({ id: created.id });
    expect(await settledErrorOf(docks.get(db, created.id, b.id))).toEqual({
      status: 404,
      errors: { id: 'not-found' },
    });
    expect(await settledErrorOf(docks.remove(db, created.id, { parentId: b.id }))).toEqual({
      status: 404,
      errors: { id: 'not-found' },
    });
    expect(await settledErrorOf(docks.get(db, created.id, 999_999))).toEqual({
      status: 404,
      errors: { yard_id: 'not-found' },
    });
    expect(await count('dock', created.id)).toBe(1);
  });

  test('deleting a record another one references is 409 in-use, and deletes nothing', async () => {
    const y = await newYard();
    await newDock(y.id);
    expect(await settledErrorOf(yards.remove(db, y.id))).toEqual({
      status: 409,
      errors: { id: 'in-use' },
    });
    expect(await count('yard', y.id)).toBe(1);
  });

  test('a read takes no row lock: one statement, without FOR UPDATE', async () => {
    const y = await newYard();
    const statements: string[] = [];
    const recording: Db = {
      ...db,
      query: (sql, params) => (statements.push(sql), db.query(sql, params)),
    };
    await yards.get(recording, y.id);
    expect(statements).toEqual(['SELECT * FROM "yard" WHERE id = $1::bigint']);
  });
});

describe('hooks', () => {
  test('expand sees single reads as such, lists as lists, and is not called for nothing', async () => {
    const calls: { ids: unknown[]; list: boolean; server: unknown }[] = [];
    const store = storeOf(yard, {
      expand: async (_db, records, options) =>
        void calls.push({ ids: records.map((r) => r.id), ...options }),
    });
    const y = await newYard();
    await store.get(db, y.id);
    await store.expand(db, [], true);
    await store.expand(db, [y], true);
    expect(calls).toEqual([
      { ids: [y.id], list: false, server: { name: 'test server' } },
      { ids: [y.id], list: true, server: { name: 'test server' } },
    ]);
  });

  test('create: beforeCreate may fill fields, and the record is checked again after it; afterWrite gets create and update events', async () => {
    const events: unknown[] = [];
    const store = storeOf(yard, {
      beforeCreate: (_ctx, record) => {
        record.code = record.name === 'bad' ? 42 : `K-${String(record.name)}`;
      },
      afterWrite: (_ctx, event) =>
        void events.push([event.op, event.before?.version ?? null, event.after?.version ?? null]),
    });
    const created = (await store.create(db, { name: `Isi ${++n}` })) as Row;
    expect(created.code).toBe(`K-Isi ${n}`);
    expect(await settledErrorOf(store.create(db, { name: 'bad' }))).toEqual({
      status: 400,
      errors: { code: 'invalid-format' },
    });
    await store.update(db, created.id, { name: 'Ganti', version: 1 });
    expect(events).toEqual([
      ['create', null, 1],
      ['update', 1, 2],
    ]);
  });

  test('delete: beforeDelete sees the row, afterWrite gets the delete event', async () => {
    const events: unknown[] = [];
    const store = storeOf(yard, {
      beforeDelete: (_ctx, records) => void events.push(['beforeDelete', records.map((r) => r.id)]),
      afterWrite: (ctx, event) =>
        void events.push(['afterWrite', event.op, event.before?.id, event.after, ctx.account]),
    });
    const y = await newYard();
    await store.remove(db, y.id);
    expect(events).toEqual([
      ['beforeDelete', [y.id]],
      ['afterWrite', 'delete', y.id, null, null],
    ]);
  });
});

describe('bulk delete', () => {
  test('without hooks: a missing id, even the first, is not-found on its path and nothing is deleted', async () => {
    const y = await newYard();
    const [a, b] = [await newDock(y.id), await newDock(y.id)];
    expect(await settledErrorOf(docks.bulkRemove(db, { ids: [999_991, a.id] }))).toEqual({
      status: 404,
      errors: { 'ids.0': 'not-found' },
    });
    expect(await settledErrorOf(docks.bulkRemove(db, [a.id, 999_992]))).toEqual({
      status: 404,
      errors: { '1': 'not-found' },
    });
    expect(await count('dock', a.id)).toBe(1);
    expect(await docks.bulkRemove(db, { ids: [a.id, b.id] })).toEqual([a.id, b.id]);
  });

  test('under a parent: ids of another parent are not-found, with hooks and without', async () => {
    const [y, other] = [await newYard(), await newYard()];
    const here = await newDock(y.id);
    const there = await newDock(other.id);
    const asked: unknown[] = [];
    const hooked = storeOf(dock, {
      beforeDelete: (_ctx, records) => void asked.push(records.map((r) => r.id)),
    });
    for (const store of [docks, hooked]) {
      expect(
        await settledErrorOf(
          store.bulkRemove(db, { ids: [here.id, there.id] }, { parentId: y.id }),
        ),
      ).toEqual({ status: 404, errors: { 'ids.1': 'not-found' } });
    }
    expect(await count('dock', here.id)).toBe(1);
    expect(await count('dock', there.id)).toBe(1);
    // The other parent's record was never offered to the hook.
    expect(asked).toEqual([]);
    expect(await hooked.bulkRemove(db, { ids: [here.id] }, { parentId: y.id })).toEqual([here.id]);
    expect(asked).toEqual([[here.id]]);
  });

  test('with hooks: beforeDelete is not asked about a list with a missing id; an afterWrite-only store gets one event per row', async () => {
    const y = await newYard();
    const [a, b] = [await newDock(y.id), await newDock(y.id)];
    const asked: unknown[] = [];
    const guarded = storeOf(dock, {
      beforeDelete: (_ctx, records) => void asked.push(records.map((r) => r.id)),
    });
    expect(await settledErrorOf(guarded.bulkRemove(db, { ids: [999_993, a.id] }))).toEqual({
      status: 404,
      errors: { 'ids.0': 'not-found' },
    });
    expect(asked).toEqual([]);

    const events: unknown[] = [];
    const logged = storeOf(dock, {
      afterWrite: (_ctx, event) =>
        void events.push({ op: event.op, before: event.before?.id, after: event.after }),
    });
    expect(await logged.bulkRemove(db, { ids: [b.id, a.id] })).toEqual([b.id, a.id]);
    expect(events).toEqual([
      { op: 'delete', before: a.id, after: null },
      { op: 'delete', before: b.id, after: null },
    ]);
  });
});

describe('row locks, shown by races', () => {
  /**
   * Holds each caller until `parties` have arrived or `ms` have passed. Inside a hook it keeps a
   * transaction open until the other one reaches the same point, which only happens when the row
   * lock is missing (with it, the second waits at its SELECT … FOR UPDATE).
   */
  function barrier(parties: number, ms = 400) {
    let arrived = 0;
    let release!: () => void;
    const all = new Promise<void>((resolve) => (release = resolve));
    return async () => {
      if (++arrived >= parties) release();
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, ms))]);
    };
  }
  let y: { id: number };
  beforeEach(async () => {
    y = await newYard();
  });

  test('two updates with the same version: one applies, the other is 409, one version step', async () => {
    const created = await newDock(y.id);
    const wait = barrier(2);
    const store = storeOf(dock, { beforeUpdate: () => wait() });
    const results = await Promise.all(
      ['A', 'B'].map((name) =>
        settledErrorOf(store.update(db, created.id, { name: `Dok ${name}`, version: 1 })),
      ),
    );
    expect(results.sort()).toEqual(
      [{ status: 409, errors: { version: 'conflict' } }, 'no error'].sort(),
    );
    expect((await docks.get(db, created.id)).version).toBe(2);
  });

  test('two deletes of one record: one deletes, the other is 404, and beforeDelete saw the row once', async () => {
    const created = await newDock(y.id);
    const wait = barrier(2);
    let asked = 0;
    const store = storeOf(dock, {
      beforeDelete: async () => {
        asked++;
        await wait();
      },
    });
    const results = await Promise.all(
      [1, 2].map(() => settledErrorOf(store.remove(db, created.id))),
    );
    expect(results.sort()).toEqual(
      [{ status: 404, errors: { id: 'not-found' } }, 'no error'].sort(),
    );
    expect(asked).toBe(1);
  });
});
