// System announcements (docs/announcements.md): what the generated CRUD of `system-notification`
// (its authors' screens, under /system-notification/manage) adds: the audience rules of
// src/domain/announcements on every write, the server-issued uuid, the nudge that publishes a due
// announcement at its commit (publisher.ts); and the readers' routes at the spec's paths (§7):
// GET /system-notification (page of 10), /system-notification/{id}, /unread-count, and the read
// state per user (PATCH /system-notification/{id}/read, /system-notification/read-all).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db.ts';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import { asSystem } from '../../tenancy.ts';
import { parsePaging } from '../../storage/listQuery.ts';
import type { ModuleTable } from '../../storage/migrate.ts';
import type { AuthUser } from '../../auth/auth.ts';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  announcementProblems,
  isDue,
  PLATFORM_OPERATOR_SCOPE,
  SYSTEM_NOTIFICATION_READ_SCOPE,
} from '../../../src/domain/announcements/announcementRules.ts';
import type { CustomRoute, ResourceModule, RouteRequest } from '../types.ts';
import { nudgePublisher } from './publisher.ts';

export const READ_TABLE = 'system_notification_read';

/** Who read which announcement: one row per reader, in the reader's company. */
export const SYSTEM_NOTIFICATION_READ: ModuleTable = {
  name: READ_TABLE,
  statements: [
    `CREATE TABLE "${READ_TABLE}" (system_notification_id bigint NOT NULL, user_id bigint NOT NULL, company_id bigint NOT NULL, read_on timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (system_notification_id, user_id))`,
    `CREATE INDEX "${READ_TABLE}_user_idx" ON "${READ_TABLE}" (user_id)`,
  ],
};

const authorOf = (account: AuthUser | null) => ({
  companyId: Number(account?.company_id ?? 0),
  operator: !!account?.scopes.includes(PLATFORM_OPERATOR_SCOPE),
});

/** A write's audience and action data judged for its author (a field-keyed 403/400). */
function judge(account: AuthUser | null, record: Record<string, unknown>) {
  // The server's own writes (seed, fixtures) have no account and are the operator's.
  if (!account) return;
  const problems = announcementProblems(record, authorOf(account));
  const entries = Object.entries(problems);
  if (entries.length === 0) return;
  throw new ApiError(
    entries.some(([, code]) => code === 'forbidden') ? 403 : 400,
    Object.fromEntries(entries) as Record<string, string>,
  );
}

/** Another company named as the target must exist (read as the owner: a tenant sees only its own). */
async function assertCompanyExists(db: Db, id: unknown) {
  if (typeof id !== 'number') return;
  const { rows } = await asSystem(() =>
    db.query('SELECT 1 FROM company WHERE id = $1::bigint', [id]),
  );
  if (rows.length === 0) throw badRequest({ target_company_id: 'not-found' });
}

/** The announcements `account` may read: published, addressed to all, its company or itself. */
const VISIBLE = `n.published_on IS NOT NULL AND (n.audience = 'all'
  OR (n.audience = 'company' AND COALESCE(n.target_company_id, n.company_id) = $2::bigint)
  OR (n.audience = 'users' AND n.target_user_ids @> jsonb_build_array($1::bigint)))`;

interface ReaderRow {
  id: number;
  system_notification_uuid: string | null;
  title: string;
  description: string | null;
  thumbnail_url: string | null;
  action: string | null;
  action_title: string | null;
  action_description: string | null;
  media_urls: string[] | null;
  published_on: string;
  is_read: boolean;
}

const COLUMNS = `n.id, n.system_notification_uuid, n.title, n.description, n.thumbnail_url, n.action,
  n.action_title, n.action_description, n.media_urls, n.published_on,
  (r.user_id IS NOT NULL) AS is_read`;
const FROM = `system_notification n LEFT JOIN ${READ_TABLE} r
  ON r.system_notification_id = n.id AND r.user_id = $1::bigint`;

/** The spec's shape (§3 'System notification', 'Announcement action data'). */
function present(row: ReaderRow) {
  return {
    id: Number(row.id),
    system_notification_uuid: row.system_notification_uuid,
    system_notif_header: row.title,
    system_notif_description: row.description,
    system_notif_thumbnail: row.thumbnail_url,
    created_on: row.published_on,
    is_read: row.is_read,
    action: row.action,
    data: row.action
      ? {
          type: row.action,
          title: row.action_title ?? row.title,
          description: row.action_description ?? row.description,
          data: row.media_urls ?? [],
        }
      : null,
  };
}

/** The readers' queries run as the owner (an announcement is its author's company's row), narrowed by VISIBLE. */
const asReader = <T>(fn: () => Promise<T>) => asSystem(fn);

async function visibleOne(db: Db, account: AuthUser, id: number): Promise<ReaderRow> {
  const { rows } = await asReader(() =>
    db.query<ReaderRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${VISIBLE} AND n.id = $3::bigint`, [
      account.id,
      account.company_id,
      id,
    ]),
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

async function unreadCount(db: Db, account: AuthUser): Promise<number> {
  const { rows } = await asReader(() =>
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${FROM} WHERE ${VISIBLE} AND r.user_id IS NULL`,
      [account.id, account.company_id],
    ),
  );
  return Number(rows[0]?.count ?? 0);
}

/** Marks one or every visible announcement read for the caller; the rows are the caller's company's. */
async function markRead(db: Db, account: AuthUser, id: number | null, read: boolean) {
  const ids =
    id === null
      ? (
          await asReader(() =>
            db.query<{ id: number }>(
              `SELECT n.id FROM ${FROM} WHERE ${VISIBLE} AND r.user_id IS NULL`,
              [account.id, account.company_id],
            ),
          )
        ).rows.map((row) => Number(row.id))
      : [Number((await visibleOne(db, account, id)).id)];
  if (read && ids.length > 0)
    await db.query(
      `INSERT INTO ${READ_TABLE} (system_notification_id, user_id, company_id)
       SELECT unnest($1::bigint[]), $2::bigint, $3::bigint ON CONFLICT DO NOTHING`,
      [ids, account.id, account.company_id],
    );
  if (!read && ids.length > 0)
    await db.query(
      `DELETE FROM ${READ_TABLE} WHERE user_id = $1::bigint AND system_notification_id = ANY($2::bigint[])`,
      [account.id, ids],
    );
  return ids.length;
}

const readBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    is_read: { type: 'boolean', default: true },
    updated_on: { type: 'string' },
    system_notification_uuid: { type: 'string' },
  },
};

const reader = (
  route: Omit<CustomRoute, 'action' | 'scopes' | 'public' | 'handler'> & {
    handler(req: RouteRequest): Promise<unknown>;
  },
): CustomRoute => ({ action: 'read', scopes: [SYSTEM_NOTIFICATION_READ_SCOPE], ...route });

export const systemNotification: ResourceModule<'system-notification'> = {
  tables: [SYSTEM_NOTIFICATION_READ],

  hooks: {
    async beforeCreate(ctx, record) {
      judge(ctx.account, record as Record<string, unknown>);
      if (ctx.account?.scopes.includes(PLATFORM_OPERATOR_SCOPE))
        await assertCompanyExists(ctx.tx, record.target_company_id);
      record.system_notification_uuid = randomUUID();
      record.published_on = null;
    },
    async beforeUpdate(ctx, current, changes) {
      const merged = { ...current, ...changes } as Record<string, unknown>;
      // What only the operator could write stays the operator's to change.
      if (ctx.account) judge(ctx.account, current as Record<string, unknown>);
      judge(ctx.account, merged);
      if ('target_company_id' in changes && ctx.account?.scopes.includes(PLATFORM_OPERATOR_SCOPE))
        await assertCompanyExists(ctx.tx, changes.target_company_id);
      delete changes.system_notification_uuid;
      delete changes.published_on;
    },
    beforeDelete(ctx, records) {
      for (const record of records) judge(ctx.account, record as Record<string, unknown>);
    },
    async afterWrite(ctx, { after }) {
      if (after && after.published_on == null && isDue(after.publish_on, ctx.now))
        await nudgePublisher(ctx.tx);
    },
  },

  routes() {
    const item = {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        system_notification_uuid: { type: 'string' },
        system_notif_header: { type: 'string' },
        system_notif_description: { type: ['string', 'null'] },
        system_notif_thumbnail: { type: ['string', 'null'] },
        created_on: { type: 'string', format: 'date-time' },
        is_read: { type: 'boolean' },
        action: {
          type: ['string', 'null'],
          enum: ['pop_up_image', 'pop_up_video', 'carousel_image', null],
        },
        data: {
          type: ['object', 'null'],
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            description: { type: ['string', 'null'] },
            data: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    };
    return [
      reader({
        method: 'GET',
        path: '/system-notification',
        summary: `The caller's published announcements, newest first (page size ${ANNOUNCEMENT_PAGE_SIZE} unless limit says otherwise)`,
        query: [
          { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { name: 'page', schema: { type: 'integer', minimum: 1 } },
        ],
        responses: {
          '200': {
            description: 'data.paginated_result and metadata.total_count (§7)',
            schema: {
              type: 'object',
              properties: {
                data: {
                  type: 'object',
                  properties: { paginated_result: { type: 'array', items: item } },
                },
                metadata: { type: 'object', properties: { total_count: { type: 'integer' } } },
              },
            },
          },
        },
        async handler({ server, account, query }) {
          const { limit, page } = parsePaging({ limit: String(ANNOUNCEMENT_PAGE_SIZE), ...query });
          if (limit > 100) throw badRequest({ limit: 'too-large' });
          const params = [account.id, account.company_id];
          const [rows, total] = await asReader(() =>
            Promise.all([
              server.db.query<ReaderRow>(
                `SELECT ${COLUMNS} FROM ${FROM} WHERE ${VISIBLE}
                 ORDER BY n.published_on DESC, n.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
                params,
              ),
              server.db.query<{ count: number }>(
                `SELECT count(*)::int AS count FROM system_notification n WHERE ${VISIBLE}`,
                params,
              ),
            ]),
          );
          return {
            data: { paginated_result: rows.rows.map(present) },
            metadata: { total_count: Number(total.rows[0]?.count ?? 0), limit, page },
          };
        },
      }),
      reader({
        method: 'GET',
        path: '/system-notification/unread-count',
        summary: "How many of the caller's published announcements it has not read",
        responses: { '200': { description: 'data.count', schema: { type: 'object' } } },
        async handler({ server, account }) {
          return { data: { count: await unreadCount(server.db, account) } };
        },
      }),
      reader({
        method: 'PATCH',
        path: '/system-notification/read-all',
        summary:
          'Marks every announcement the caller may read as read (body optional: is_read true)',
        body: readBody,
        responses: {
          '200': {
            description: 'data.updated: how many were marked; data.count: unread left',
            schema: { type: 'object' },
          },
        },
        async handler({ server, account, body }) {
          const read = (body as { is_read?: boolean } | undefined)?.is_read !== false;
          const updated = await markRead(server.db, account, null, read);
          return { data: { updated, count: await unreadCount(server.db, account) } };
        },
      }),
      reader({
        method: 'GET',
        path: '/system-notification/{id}',
        summary: 'One announcement the caller may read (data.action and data.data, §7)',
        responses: {
          '200': {
            description: 'data: the announcement',
            schema: { type: 'object', properties: { data: item } },
          },
        },
        async handler({ server, account, params }) {
          return { data: present(await visibleOne(server.db, account, params.id!)) };
        },
      }),
      reader({
        method: 'PATCH',
        path: '/system-notification/{id}/read',
        summary: 'Marks one announcement read (is_read true, the default) or unread for the caller',
        body: readBody,
        responses: {
          '200': {
            description: 'data: the announcement; data.count: unread left',
            schema: { type: 'object' },
          },
        },
        async handler({ server, account, params, body }) {
          const read = (body as { is_read?: boolean } | undefined)?.is_read !== false;
          await markRead(server.db, account, params.id!, read);
          return {
            data: present(await visibleOne(server.db, account, params.id!)),
            metadata: { unread_count: await unreadCount(server.db, account) },
          };
        },
      }),
    ];
  },
};
