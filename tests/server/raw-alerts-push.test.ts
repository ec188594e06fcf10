// The raw alerts' pushes go out on commit and never on rollback (docs/alerts.md §2, §3): ingestion
// publishes alert-new, Resolve/FalseAlert/Recheck alert-resolve, Read/Feedback alert-action, each a
// NOTIFY on armada_push inside the writing transaction. Observed from outside the writer: on
// PostgreSQL (scripts/postgres.sh) a second connection that LISTENs to the test database; on PGlite,
// whose Db wrapper has no listen yet, an in-memory PGlite of this test's own, wrapped like
// server/db.ts wraps one, whose listen() the test subscribes to.
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { alertBody, alertUsers } from './raw-alerts.fixtures.ts';
import { timestampToIso, type Db } from '../../server/db.ts';
import { migrate } from '../../server/storage/migrate.ts';
import { moduleTables } from '../../server/resources/index.ts';
import { createServerContext } from '../../server/routes/resources.ts';
import { loadConfig } from '../../server/config.ts';
import type { ServerContext } from '../../server/resources/types.ts';
import { checkAlerts, ingestAlerts, storeAlerts } from '../../server/alerts/ingest.ts';
import { applyAlertAction } from '../../server/alerts/actions.ts';
import { PUSH_CHANNEL } from '../../server/push/publish.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let server: ServerContext;
let events: { kind: string; companyId?: number; payload: Record<string, unknown> }[] = [];
let cleanup: () => Promise<void>;

/** A PGlite of the test's own, as server/db.ts wraps one (one connection: transactions run one after another). */
async function ownPglite(): Promise<{ db: Db; lite: PGlite }> {
  const lite = await PGlite.create({ extensions: { pg_trgm }, parsers: { 20: Number, 1700: Number, 1184: timestampToIso } as Record<number, pgliteTypes.Parser> });
  await lite.exec(`SET TIME ZONE 'UTC'`);
  const wrap = (runner: Pick<PGlite, 'query'>) => ({
    engine: 'pglite' as const,
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await runner.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
  });
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
  const outside = wrap(lite);
  const db: Db = {
    engine: 'pglite',
    query: (sql, params) => exclusive(() => outside.query(sql, params)),
    transaction: (fn) =>
      exclusive(() =>
        lite.transaction(async (tx) => {
          const inner: Db = { ...wrap(tx), transaction: (nested) => nested(inner), close: async () => {} };
          return fn(inner);
        }),
      ),
    close: () => lite.close(),
  };
  return { db, lite };
}

beforeAll(async () => {
  const registry = { resources: (await import('../../src/generated/registry.ts')).resources, validators: (await import('../../src/generated/validators.js')).validators };
  const record = (text: string) => events.push(JSON.parse(text));
  if (onPostgres) {
    const h: Harness = await startHarness({ users: alertUsers(registry.resources) });
    server = h.app.armada;
    const { rows } = await h.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const listener = new pg.Client({ connectionString: url.toString() });
    await listener.connect();
    listener.on('notification', (message) => message.channel === PUSH_CHANNEL && message.payload && record(message.payload));
    await listener.query(`LISTEN ${PUSH_CHANNEL}`);
    cleanup = async () => {
      await listener.end();
      await h.close();
    };
  } else {
    const { db, lite } = await ownPglite();
    await migrate(db, registry.resources, undefined, { tables: moduleTables });
    server = createServerContext(db, loadConfig({ AUTH_SECRET: 'test', STATIC_DIR: '' }), registry);
    await lite.listen(PUSH_CHANNEL, record);
    cleanup = () => db.close();
  }
});
afterAll(() => cleanup?.());

/** The events that arrive within `ms` (NOTIFY is asynchronous for the listener). */
async function collect(ms = 400) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  const seen = events;
  events = [];
  return seen;
}

describe('pushes on commit only', () => {
  test('ingestion: alert-new per new alert after commit; none for a duplicate or a rolled-back insert', async () => {
    const body = alertBody();
    const { ids } = await ingestAlerts(server, body, { companyId: 1 });
    expect(await collect()).toEqual([
      { kind: 'alert-new', companyId: 1, payload: { rawAlertId: ids[0], companyId: 1, alertCode: 8, alertRuleIds: [], createdOn: body.created_on } },
    ]);
    await ingestAlerts(server, body, { companyId: 1 });
    expect(await collect()).toEqual([]);

    const records = checkAlerts(server, [{ alert: alertBody(), prefix: '' }], 1);
    await expect(
      server.db.transaction(async (tx) => {
        await storeAlerts(server, tx, records);
        throw new Error('rolled back after the insert');
      }),
    ).rejects.toThrow('rolled back');
    expect(await collect()).toEqual([]);
    const stored = await server.db.query('SELECT 1 FROM raw_alert WHERE created_on = $1::timestamptz', [records[0]!.created_on]);
    expect(stored.rows).toHaveLength(0);
  });

  test('actions: resolve channel for Resolve, action channel for Feedback; nothing for a refused action', async () => {
    const body = alertBody();
    const { ids } = await ingestAlerts(server, body, { companyId: 1 });
    await collect();
    const actor = { id: 7, company_id: 1 };
    const dateRange = { start: body.created_on as string, end: body.created_on as string };
    await applyAlertAction(server, actor, { actionType: 'Resolve', data: 'true', rawAlertId: ids, selectionMode: 'Selection', dateRange });
    await applyAlertAction(server, actor, { actionType: 'Feedback', data: 'Tidak ada kejadian', rawAlertId: ids, selectionMode: 'Selection', dateRange });
    expect(await collect()).toEqual([
      { kind: 'alert-resolve', companyId: 1, payload: { mode: 's', dates: [dateRange.start, dateRange.end], r: true, user: 7, ids, actionType: 'Resolve' } },
      { kind: 'alert-action', companyId: 1, payload: { actionType: 'Feedback', ids, user: 7 } },
    ]);
    // Another company's alert in the selection: 404, nothing changed, nothing pushed.
    await expect(
      applyAlertAction(server, { id: 8, company_id: 2 }, { actionType: 'Resolve', data: 'false', rawAlertId: ids, selectionMode: 'Selection', dateRange }),
    ).rejects.toThrow(/404/);
    expect(await collect()).toEqual([]);
  });
});
