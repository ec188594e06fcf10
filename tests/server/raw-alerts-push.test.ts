// The raw alerts' pushes go out on commit and never on rollback (docs/alerts.md §2, §3): ingestion
// publishes alert-new, Resolve/FalseAlert/Recheck alert-resolve, Read/Feedback alert-action, each a
// NOTIFY on armada_push inside the writing transaction. Observed from outside the writer through
// Db.listen (on PostgreSQL a connection of its own, so a NOTIFY arrives only on commit).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { alertBody, alertUsers } from './raw-alerts.fixtures.ts';
import type { ServerContext } from '../../server/context.ts';
import { checkAlerts, ingestAlerts, storeAlerts } from '../../server/alerts/ingest.ts';
import { applyAlertAction } from '../../server/alerts/actions.ts';
import { PUSH_CHANNEL } from '../../server/push/publish.ts';

let server: ServerContext;
let events: { kind: string; companyId?: number; payload: Record<string, unknown> }[] = [];
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const registry = { resources: (await import('../../src/generated/registry.ts')).resources };
  const record = (text: string) => events.push(JSON.parse(text));
  const h: Harness = await startHarness({ users: alertUsers(registry.resources) });
  server = h.app.armada;
  // Db.listen: PGlite's in-process listen, or a dedicated PostgreSQL connection of its own.
  const unlisten = await h.db.listen(PUSH_CHANNEL, record);
  cleanup = async () => {
    await unlisten();
    await h.close();
  };
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
      {
        kind: 'alert-new',
        companyId: 1,
        payload: {
          rawAlertId: ids[0],
          companyId: 1,
          alertCode: 8,
          alertRuleIds: [],
          createdOn: body.created_on,
        },
      },
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
    const stored = await server.db.query(
      'SELECT 1 FROM raw_alert WHERE created_on = $1::timestamptz',
      [records[0]!.created_on],
    );
    expect(stored.rows).toHaveLength(0);
  });

  test('actions: resolve channel for Resolve, action channel for Feedback; nothing for a refused action', async () => {
    const body = alertBody();
    const { ids } = await ingestAlerts(server, body, { companyId: 1 });
    await collect();
    const actor = { id: 7, company_id: 1 };
    const dateRange = { start: body.created_on as string, end: body.created_on as string };
    await applyAlertAction(server, actor, {
      actionType: 'Resolve',
      data: 'true',
      rawAlertId: ids,
      selectionMode: 'Selection',
      dateRange,
    });
    await applyAlertAction(server, actor, {
      actionType: 'Feedback',
      data: 'Tidak ada kejadian',
      rawAlertId: ids,
      selectionMode: 'Selection',
      dateRange,
    });
    expect(await collect()).toEqual([
      {
        kind: 'alert-resolve',
        companyId: 1,
        payload: {
          mode: 's',
          dates: [dateRange.start, dateRange.end],
          r: true,
          user: 7,
          ids,
          actionType: 'Resolve',
        },
      },
      { kind: 'alert-action', companyId: 1, payload: { actionType: 'Feedback', ids, user: 7 } },
    ]);
    // Another company's alert in the selection: 404, nothing changed, nothing pushed.
    await expect(
      applyAlertAction(
        server,
        { id: 8, company_id: 2 },
        {
          actionType: 'Resolve',
          data: 'false',
          rawAlertId: ids,
          selectionMode: 'Selection',
          dateRange,
        },
      ),
    ).rejects.toThrow(/404/);
    expect(await collect()).toEqual([]);
  });
});
