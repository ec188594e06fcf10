// Idempotency keys of the driver's writes (docs/fleet-tasks.md "Idempotency keys"): the driver's
// phone queues a start or a completion while offline and sends it again until it gets an answer,
// so a request whose answer was lost on the way back comes twice. With an `Idempotency-Key` header
// the first success is remembered, per company, in the same transaction as the write; the same key
// again finds it (after the task's row lock, so a concurrent twin waits for the first to commit)
// and answers the task as it is now, 200, instead of writing a second time or refusing with a 409.
// A failed call writes nothing, its key included, so a retry of it runs again.
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../errors.ts';
import { quoteIdent } from '../../storage/columns.ts';
import type { ModuleTable } from '../../storage/migrate.ts';
import { andOwnRows, COMPANY_OWNED, CURRENT_COMPANY_SQL } from '../../tenancy.ts';
import type { WriteContext } from '../../context.ts';

export const IDEMPOTENCY_TABLE = 'fleet_task_idempotency';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The header, documented on the routes that read it. */
export const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  description:
    'Optional, 8–128 visible ASCII characters (a UUID): the first success with this key is remembered; the same request with it again answers the task as it is now (200) without a second write. Another request with the same key is 422 {"errors":{"idempotency-key":"invalid-value"}}.',
};
/** The field path of the key's errors (the header's name). */
const FIELD = 'idempotency-key';

export const IDEMPOTENCY_KEYS: ModuleTable = {
  name: IDEMPOTENCY_TABLE,
  statements: [
    `CREATE TABLE ${quoteIdent(IDEMPOTENCY_TABLE)} (company_id bigint NOT NULL DEFAULT ${CURRENT_COMPANY_SQL}, key text NOT NULL, user_id bigint NOT NULL, request text NOT NULL, fleet_task_id bigint NOT NULL, created_on timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (company_id, key))`,
  ],
};

// A UUID fits; any visible ASCII of 8 to 128 characters is taken (RFC 9110 field value, no spaces).
const KEY = /^[\x21-\x7e]{8,128}$/;

/** The request's key, checked; undefined when the client sent none (the call then runs as before). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (Array.isArray(raw) || !KEY.test(raw)) throw badRequest({ [FIELD]: 'invalid-format' });
  return raw;
}

/** What a key stands for: the route and its target. The same key for anything else is refused. */
export const fingerprint = (action: 'start' | 'complete', taskId: number, sequence?: number) =>
  action === 'start' ? `start ${taskId}` : `complete ${taskId}/${sequence}`;

const reused = () => new ApiError(422, { [FIELD]: 'invalid-value' });

/**
 * True when this key already did this request for this caller (answer it as a replay); a key used
 * by another user or for another request is 422. Call it after the task's row is locked.
 */
export async function alreadyDone(
  ctx: WriteContext,
  key: string,
  request: string,
): Promise<boolean> {
  const params: unknown[] = [key];
  const own = andOwnRows(COMPANY_OWNED, params);
  const { rows } = await ctx.tx.query<{ user_id: string | number; request: string }>(
    `SELECT user_id, request FROM ${quoteIdent(IDEMPOTENCY_TABLE)} WHERE key = $1${own}`,
    params,
  );
  const row = rows[0];
  if (!row) return false;
  if (Number(row.user_id) !== ctx.account?.id || row.request !== request) throw reused();
  return true;
}

/** Remembers the key with the write, in its transaction. */
export async function remember(ctx: WriteContext, key: string, request: string, taskId: number) {
  const { rows } = await ctx.tx.query(
    `INSERT INTO ${quoteIdent(IDEMPOTENCY_TABLE)} (key, user_id, request, fleet_task_id) VALUES ($1, $2::bigint, $3, $4::bigint) ON CONFLICT DO NOTHING RETURNING key`,
    [key, ctx.account?.id, request, taskId],
  );
  // Taken meanwhile by a call on another task (whose lock this one did not wait for).
  if (rows.length === 0) throw reused();
}
