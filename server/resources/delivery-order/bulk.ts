// Bulk work from the delivery list (issue 26, "Bulk work"): a manual transition (confirm, cancel…)
// or a schedule applied to several orders in one request. Each order runs in its own transaction,
// through the very code the single-order call runs (manualTransition; a Direct fleet task of its
// own, as POST /fleet-task makes it), so one refusal leaves the others applied, and the answer says
// per order what applied and what was refused, with the same field-keyed errors the single call
// would have given. The spec names no bulk status change; its duplicate (POST
// /delivery-order/duplicate) is the model: one transaction per id, failures counted.
import { ApiError, type ErrorIssue, type ErrorMap } from '../../errors.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import type { AuthUser } from '../../auth/auth.ts';
import type { ServerContext } from '../../context.ts';
import type { CustomRoute } from '../types.ts';
import { checkBody } from '../../routes/bodies.ts';
import { andOwnRows } from '../../tenancy.ts';
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
} from '../../../src/domain/delivery-order/statuses.ts';
import { BULK_MAX_ORDERS } from '../../../src/domain/delivery-order/bulk.ts';
import { manualTransition, ORDER } from './transition.ts';
import { withAuditOp } from '../../audit/context.ts';

const FLEET_TASK = 'fleet-task';

/** What happened to one order of a bulk request. */
export interface BulkOrderResult {
  id: number;
  /** The order's number; null when the company has no such order. */
  number: string | null;
  /** Applied, or refused with the errors the single-order call answers. */
  ok: boolean;
  /** The order's status after the request (applied: the new one; refused: unchanged). */
  status: DeliveryStatus | null;
  /** The HTTP status the single-order call would have answered (refused orders only). */
  http_status?: number;
  errors?: ErrorMap;
  issues?: readonly ErrorIssue[];
  /** Scheduling: the order's new fleet task. */
  fleet_task?: { id: number; number: string };
}

export interface BulkAnswer {
  data: { results: BulkOrderResult[] };
  status: { applied: number; failed: number };
}

const ids = {
  type: 'array',
  minItems: 1,
  maxItems: BULK_MAX_ORDERS,
  uniqueItems: true,
  items: { type: 'integer', minimum: 1 },
};

export const BULK_TRANSITION_BODY = {
  type: 'object',
  required: ['ids', 'status'],
  additionalProperties: false,
  properties: {
    ids,
    status: { type: 'string', enum: [...DELIVERY_STATUSES] },
    fields: {
      type: 'object',
      additionalProperties: false,
      properties: {
        rescheduled_reason_id: { type: 'integer', minimum: 1 },
        canceled_reason_id: { type: 'integer', minimum: 1 },
      },
    },
  },
} as const;

export const BULK_SCHEDULE_BODY = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids },
} as const;

interface BulkTransitionBody {
  ids: number[];
  status: DeliveryStatus;
  fields?: { rescheduled_reason_id?: number; canceled_reason_id?: number };
}

type Known = Map<number, { number: string; status: DeliveryStatus }>;

/** The company's orders among the ids (another company's are not found: row-level security, and the company filter). */
async function knownOrders(server: ServerContext, orderIds: number[]): Promise<Known> {
  const params: unknown[] = [orderIds];
  const own = andOwnRows(server.resources[ORDER]?.tenancy, params);
  const { rows } = await server.db.query<{ id: number; number: string; status: string | null }>(
    `SELECT id, number, status->>'name' AS status FROM ${quoteIdent(tableName(ORDER))} WHERE id = ANY($1::bigint[])${own}`,
    params,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { number: r.number, status: (r.status ?? 'DRAFT') as DeliveryStatus },
    ]),
  );
}

/**
 * Runs `apply` for each order in its own transaction; an ApiError (a 4xx the single call would
 * answer) becomes that order's refusal, anything else (a fault) fails the whole request as usual.
 */
async function eachOrder(
  server: ServerContext,
  orderIds: number[],
  apply: (
    id: number,
  ) => Promise<Pick<BulkOrderResult, 'status'> & Partial<Pick<BulkOrderResult, 'fleet_task'>>>,
): Promise<BulkAnswer> {
  const before = await knownOrders(server, orderIds);
  const results: BulkOrderResult[] = [];
  for (const id of orderIds) {
    const known = before.get(id);
    if (!known) {
      results.push({
        id,
        number: null,
        ok: false,
        status: null,
        http_status: 404,
        errors: { id: 'not-found' },
      });
      continue;
    }
    try {
      const applied = await apply(id);
      results.push({ id, number: known.number, ok: true, ...applied });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      const current = (await knownOrders(server, [id])).get(id);
      results.push({
        id,
        number: known.number,
        ok: false,
        status: current?.status ?? known.status,
        http_status: error.status,
        errors: error.errors,
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
  }
  const applied = results.filter((r) => r.ok).length;
  return { data: { results }, status: { applied, failed: results.length - applied } };
}

/** POST /delivery-order/bulk-transition: one manual transition for each order. */
export function bulkTransition(server: ServerContext, account: AuthUser, body: unknown) {
  const request = checkBody<BulkTransitionBody>(BULK_TRANSITION_BODY, body);
  // Each order's audit row says 'bulk' (docs/audit.md).
  return withAuditOp('bulk', () =>
    eachOrder(server, request.ids, async (id) => {
      const updated = await server.db.transaction((tx) =>
        manualTransition({ tx, account, now: new Date(), server }, id, {
          status: request.status,
          fields: request.fields ?? {},
        }),
      );
      return { status: updated.status?.name ?? request.status };
    }),
  );
}

/**
 * POST /delivery-order/bulk-schedule: each order onto a Direct fleet task of its own, as POST
 * /fleet-task {delivery_order_ids: [id]} makes it (the fleet-task module's create runs the schedule
 * rules and moves the order to Dijadwalkan). Several orders on one task is the planning screen's.
 */
export function bulkSchedule(server: ServerContext, account: AuthUser, body: unknown) {
  const request = checkBody<{ ids: number[] }>(BULK_SCHEDULE_BODY, body);
  const tasks = server.store(FLEET_TASK);
  return withAuditOp('bulk', () =>
    eachOrder(server, request.ids, async (id) => {
      const task = await server.db.transaction((tx) =>
        tasks.insert(tx, { delivery_order_ids: [id] }, { account }),
      );
      return {
        status: 'SCHEDULED',
        fleet_task: { id: Number(task.id), number: String(task.number ?? '') },
      };
    }),
  );
}

const resultSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'number', 'ok', 'status'],
            properties: {
              id: { type: 'integer' },
              number: { type: ['string', 'null'] },
              ok: { type: 'boolean' },
              status: { type: ['string', 'null'] },
              http_status: { type: 'integer' },
              errors: {
                type: 'object',
                description: 'Field path → error code, as the single-order call answers',
                additionalProperties: { type: 'string' },
              },
              issues: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { code: { type: 'string' }, path: { type: 'string' } },
                },
              },
              fleet_task: {
                type: 'object',
                properties: { id: { type: 'integer' }, number: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    status: {
      type: 'object',
      properties: { applied: { type: 'integer' }, failed: { type: 'integer' } },
    },
  },
};

/** The bulk routes of the delivery-order module (paths under the order service's base path). */
export function bulkRoutes(base: string): CustomRoute[] {
  const answer = {
    '200': {
      description:
        'Per order, in the order sent: ok, the status after, and for a refused order the HTTP status and field-keyed errors (and fleet-task catalogue issues) the single-order call answers. status.applied and status.failed count them.',
      schema: resultSchema,
    },
    '400': { description: 'The body itself: ids, status or fields malformed' },
  };
  return [
    {
      method: 'POST',
      path: `${base}/bulk-transition`,
      action: 'update',
      summary: `The same manual transition for up to ${BULK_MAX_ORDERS} orders (e.g. confirm every selected Draf), each in its own transaction as POST /delivery-order/{id}/transition applies it; per-order results`,
      body: BULK_TRANSITION_BODY,
      responses: answer,
      handler: ({ server, account, body }) => bulkTransition(server, account, body),
    },
    {
      method: 'POST',
      path: `${base}/bulk-schedule`,
      action: 'update',
      extraScopes: [`${FLEET_TASK}:create`],
      summary: `Schedule up to ${BULK_MAX_ORDERS} orders, each onto a Direct fleet task of its own in its own transaction (as POST /fleet-task with one order); per-order results with the new task`,
      body: BULK_SCHEDULE_BODY,
      responses: answer,
      handler: ({ server, account, body }) => bulkSchedule(server, account, body),
    },
  ];
}
