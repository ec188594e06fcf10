// Publishing system announcements (docs/announcements.md): an announcement is published once, when
// due, by whichever instance gets to it first (a conditional UPDATE ... WHERE published_on IS NULL,
// so two instances never both publish one), and each user of its audience who may read
// announcements gets a system-notif-{userId} push in the same transaction (delivered at commit).
//
// When: a write that leaves an unpublished announcement due NOTIFYs `armada_announce` in its own
// transaction (at its commit every instance listening runs publishDue at once), and every
// instance also runs publishDue every ANNOUNCE_POLL_MS for publish times in the future.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db.ts';
import type { ResourceDef } from '../../../src/generated/registry.ts';
import { asSystem } from '../../tenancy.ts';
import { effectiveScopes } from '../../auth/roles.ts';
import { publishPushes, type PushEvent } from '../../push/publish.ts';
import { SYSTEM_NOTIFICATION_READ_SCOPE } from '../../../src/domain/announcements/announcementRules.ts';

export const ANNOUNCE_CHANNEL = 'armada_announce';
/** How often each instance looks for announcements whose publish time has come. */
export const ANNOUNCE_POLL_MS = 15_000;

interface DueRow {
  id: number;
  title: string;
  audience: string;
  target_company_id: number | null;
  target_user_ids: number[] | null;
  company_id: number;
}

/** Tells the publishers (every instance) to look now; inside a transaction it is sent at its commit. */
export async function nudgePublisher(tx: Db): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [ANNOUNCE_CHANNEL, '']);
}

/** The ids of the active users an announcement reaches who hold the read scope. */
async function recipients(
  db: Db,
  row: DueRow,
  resources: Record<string, ResourceDef>,
): Promise<number[]> {
  const [where, params]: [string, unknown[]] =
    row.audience === 'all'
      ? ['TRUE', []]
      : row.audience === 'company'
        ? ['company_id = $1::bigint', [row.target_company_id ?? row.company_id]]
        : [
            'id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)',
            [JSON.stringify(row.target_user_ids ?? [])],
          ];
  const { rows } = await db.query<{ id: number; scopes: string[] | null }>(
    `SELECT id, scopes FROM "user" WHERE is_active IS NOT FALSE AND ${where} ORDER BY id`,
    params,
  );
  return rows
    .filter((user) =>
      effectiveScopes(user.scopes ?? [], resources).includes(SYSTEM_NOTIFICATION_READ_SCOPE),
    )
    .map((user) => Number(user.id));
}

/** Publishes every announcement due at `now`; answers how many it published. Runs as the owner. */
export function publishDue(
  db: Db,
  resources: Record<string, ResourceDef>,
  now: Date,
): Promise<number> {
  return asSystem(() =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<DueRow>(
        `UPDATE system_notification SET published_on = $1::timestamptz
          WHERE published_on IS NULL AND (publish_on IS NULL OR publish_on <= $1::timestamptz)
          RETURNING id, title, audience, target_company_id, target_user_ids, company_id`,
        [now.toISOString()],
      );
      const events: PushEvent[] = [];
      for (const row of rows)
        for (const userId of await recipients(tx, row, resources))
          events.push({
            kind: 'system-notif',
            userId,
            payload: { id: Number(row.id), header: row.title.slice(0, 150) },
          });
      await publishPushes(tx, events);
      return rows.length;
    }),
  );
}

/** Starts this instance's publisher: on every nudge, every ANNOUNCE_POLL_MS, and once now. */
export async function registerAnnouncementPublisher(
  app: FastifyInstance,
  db: Db,
  resources: () => Record<string, ResourceDef>,
  options: { pollMs?: number; now?: () => Date } = {},
): Promise<void> {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;
  // One run at a time per instance; a failure is logged and the next nudge or tick tries again.
  const run = () => {
    if (closed || !resources()['system-notification']) return;
    running = running
      .then(() => publishDue(db, resources(), now()))
      .catch((error: unknown) => app.log.warn({ err: error }, 'announcements: publishing failed'));
  };
  const unlisten = await db.listen(ANNOUNCE_CHANNEL, run, { onReconnect: run });
  const timer = setInterval(run, options.pollMs ?? ANNOUNCE_POLL_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('preClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
    await unlisten();
  });
}
