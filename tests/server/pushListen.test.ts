// Db.listen on the engine under test (PGlite here; PostgreSQL with TEST_DATABASE_URL): delivery on
// commit only, several handlers, unlisten, names refused, no listen inside a transaction, and
// transactions running unchanged next to a LISTEN.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPglite, openPostgres, type Db } from '../../server/db.ts';

let db: Db;
let other: Db;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  db = url ? await openPostgres(url) : await openPglite();
  // PostgreSQL: notifications from another pool, as another instance sends them. PGlite: the same database.
  other = url ? await openPostgres(url) : db;
});
afterAll(async () => {
  if (other !== db) await other?.close();
  await db?.close();
});

let markers = 0;

/** Collects payloads (markers left out); settle() waits until a marker sent after everything else has arrived. */
function collector(channel: string) {
  const got: string[] = [];
  const seen = new Set<string>();
  return {
    got,
    handler: (payload: string) => {
      if (payload.startsWith('marker-')) seen.add(payload);
      else got.push(payload);
    },
    async settle() {
      const marker = `marker-${++markers}`;
      await other.query('SELECT pg_notify($1, $2)', [channel, marker]);
      const deadline = Date.now() + 5000;
      while (!seen.has(marker)) {
        if (Date.now() > deadline) throw new Error(`no ${marker} on ${channel}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}

describe(`Db.listen (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('delivers committed notifications to every handler, none on rollback, none after unlisten', async () => {
    const a = collector('listen_test_a');
    const b = collector('listen_test_a');
    const offA = await db.listen('listen_test_a', a.handler);
    const offB = await db.listen('listen_test_a', b.handler);
    await other.query(`SELECT pg_notify('listen_test_a', 'one')`);
    await other.transaction((tx) => tx.query(`SELECT pg_notify('listen_test_a', 'two')`));
    await expect(
      other.transaction(async (tx) => {
        await tx.query(`SELECT pg_notify('listen_test_a', 'rolled back')`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await a.settle();
    await b.settle();
    expect(a.got).toEqual(['one', 'two']);
    expect(b.got).toEqual(['one', 'two']);
    await offA();
    await other.query(`SELECT pg_notify('listen_test_a', 'three')`);
    await b.settle();
    expect(b.got).toEqual(['one', 'two', 'three']);
    expect(a.got).toEqual(['one', 'two']);
    await offB();
    await offB(); // twice is harmless
  });

  test('channels are apart; LISTEN again after the last unlisten works', async () => {
    const x = collector('listen_test_x');
    const y = collector('listen_test_y');
    const offX = await db.listen('listen_test_x', x.handler);
    const offY = await db.listen('listen_test_y', y.handler);
    await other.query(`SELECT pg_notify('listen_test_x', 'for x')`);
    await x.settle();
    await y.settle();
    expect(x.got).toEqual(['for x']);
    expect(y.got).toEqual([]);
    await offX();
    await offY();
    const again = collector('listen_test_x');
    const off = await db.listen('listen_test_x', again.handler);
    await again.settle();
    await off();
  });

  test('refuses channel names that are not plain identifiers, and listen inside a transaction', async () => {
    for (const name of ['Upper', 'a-b', 'x; DROP TABLE t', '', '1abc'])
      await expect(
        db.listen(name, () => undefined),
        name,
      ).rejects.toThrow('invalid channel name');
    await expect(
      db.transaction((tx) => tx.listen('listen_test_t', () => undefined)),
    ).rejects.toThrow('not inside a transaction');
  });

  test('transactions run unchanged while listening', async () => {
    const c = collector('listen_test_tx');
    const off = await db.listen('listen_test_tx', c.handler);
    await db.query('CREATE TEMP TABLE IF NOT EXISTS listen_test_rows (n int)');
    const rows = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO listen_test_rows VALUES (1), (2)');
      await tx.query(`SELECT pg_notify('listen_test_tx', 'inserted')`);
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM listen_test_rows'))
        .rows[0]!.n;
    });
    expect(rows).toBe(2);
    await c.settle();
    expect(c.got).toEqual(['inserted']);
    await off();
  });

  test.runIf(!!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a killed LISTEN connection comes back, LISTENs again and calls onReconnect',
    async () => {
      const c = collector('listen_test_r');
      let reconnects = 0;
      const off = await db.listen('listen_test_r', c.handler, { onReconnect: () => reconnects++ });
      await c.settle();
      const { affectedRows } = await other.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE 'LISTEN%listen_test_r%'`,
      );
      expect(affectedRows).toBe(1);
      const deadline = Date.now() + 5000;
      while (reconnects === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(reconnects).toBe(1);
      await other.query(`SELECT pg_notify('listen_test_r', 'after')`);
      await c.settle();
      expect(c.got).toEqual(['after']);
      await off();
    },
  );
});
