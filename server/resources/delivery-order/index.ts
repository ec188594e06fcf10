// What a delivery order adds to the generic CRUD: an issued number, its creator and tracking link;
// the editability table and the §5 rules enforced on every write; expanded objects on every read;
// history in the same transaction as every change; and the spec's calls (transition, duplicate,
// bulk create, external list, track, PDF, integrations) and the list's bulk confirm and schedule. The rules themselves live once in
// src/domain/delivery-order/, which the console renders.
import { servedOrder } from './served.ts';
import { customerMatchFunction, customerNameMatch } from './customerMatch.ts';
import { randomBytes } from 'node:crypto';
import { ApiError, badRequest, errorMap, type ErrorMap } from '../../errors.ts';
import type { Db } from '../../db.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import type { RecordData } from '../../storage/records.ts';
import { monthPeriod, nextInSequence } from '../../storage/sequence.ts';
import { contractList } from '../../routes/contractList.ts';
import {
  isDeliveryStatus,
  STATUS_LABELS,
  type DeliveryStatus,
} from '../../../src/domain/delivery-order/statuses.ts';
import {
  lockedCustomFields,
  lockedFields,
  ORDER_WRITABLE_FIELDS,
  printOffered,
} from '../../../src/domain/delivery-order/editability.ts';
import {
  checkOrderRules,
  normalizeCustomFields,
} from '../../../src/domain/delivery-order/orderRules.ts';
import { hasVendorService } from '../../../src/domain/delivery-order/statusMachine.ts';
import type { CustomRoute, ResourceModule } from '../types.ts';
import type { ServerContext, WriteContext } from '../../context.ts';
import type { RecordOf, StoredRecordOf } from '../../../src/generated/types.ts';
import { customFieldDefs, expandOrders } from './expand.ts';
import { recordHistory } from './history.ts';
import { manualTransition, ORDER, parseTransitionBody } from './transition.ts';
import { duplicateOrders } from './duplicate.ts';
import { integrationRoutes } from './integrations/routes.ts';
import { LOAD, loadsOf } from './load.ts';
import { listVendorRequests } from './vendorRequest.ts';
import { assertVendorCanReceive } from '../vendor/dispatch.ts';
import { bulkRoutes } from './bulk.ts';

/** Children that belong to an order and go with it when a Draf order is deleted. */
const OWNED = [LOAD, 'delivery-order-history', 'delivery-order-log', 'delivery-order-activity'];

const MAX_BULK_CREATE = 100;

const statusName = (order: Pick<RecordOf<typeof ORDER>, 'status'>): DeliveryStatus =>
  order.status?.name ?? 'DRAFT';

/** Same value, as stored JSON compares (objects from jsonb, numbers, strings, null). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** DO/2026/11/000123: per-month sequence in WIB, issued inside the create's transaction. */
export async function issueOrderNumber(tx: Db, now: Date): Promise<string> {
  const period = monthPeriod(now);
  const value = await nextInSequence(tx, ORDER, period);
  return `DO/${period}/${String(value).padStart(6, '0')}`;
}

export const trackLink = (server: ServerContext) =>
  `${server.config.publicUrl}/track/${randomBytes(12).toString('base64url')}`;

function throwIfAny(errors: ErrorMap) {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/**
 * Custom fields: merged with the definitions by key, checked (required, numeric, date), normalized.
 * On an update (`current` given), a value whose definition is not editable changes only in Draf,
 * and an inactive definition's value not at all (isCustomFieldEditable, as the form locks them).
 */
async function applyCustomFields(
  ctx: WriteContext,
  record: Partial<RecordOf<typeof ORDER>>,
  current?: StoredRecordOf<typeof ORDER>,
) {
  if (!Object.hasOwn(record, 'user_definition_fields')) return;
  const defs = await customFieldDefs(ctx.tx, ctx.server);
  const values = Array.isArray(record.user_definition_fields) ? record.user_definition_fields : [];
  const { fields, errors } = normalizeCustomFields(defs, values);
  throwIfAny(errors);
  if (current) {
    const locked = lockedCustomFields(
      statusName(current),
      current.user_definition_fields ?? [],
      fields,
    );
    throwIfAny(
      Object.fromEntries(
        locked.map((i) => [`user_definition_fields.${i}.value`, 'invalid-status']),
      ),
    );
  }
  record.user_definition_fields = fields;
}

/**
 * §6: the vendor field needs all four vms:* scopes. A caller without them may not set or change
 * vendor_id (403 on the field); the system's own writes (no account) are not judged.
 */
function assertMaySetVendor(ctx: WriteContext) {
  if (ctx.account && !hasVendorService(ctx.account.scopes))
    throw new ApiError(403, { vendor_id: 'forbidden' });
}

export const deliveryOrder: ResourceModule<typeof ORDER> = {
  servedRecord: servedOrder,
  // The list's search finds an order by its registered customer's name too, not only by the
  // free-text customer_name (schema list.search): the customer column shows that name.
  // A tenant's match asks a function that can use the trigram index (customerMatch.ts).
  searchAlso: (pattern) => [customerNameMatch(pattern)],
  functions: [customerMatchFunction],
  filterAliases: {
    'shipped_customer.id': 'customer_id',
    'billed_customer.id': 'billed_customer_id',
    'vendor.id': 'vendor_id',
    'origin_address.id': 'origin_address_id',
    'destination_address.id': 'destination_address_id',
    'box_type.id': 'box_type_id',
    'marketing_user.id': 'marketing_user_id',
  },

  hooks: {
    async beforeCreate(ctx, record) {
      // A duplicate carries its source's values; a client create starts as Draf, whatever it sent.
      // A request received from a shipper (is_from_vendor_request: readOnly, so only the server's
      // vendorRequest.ts sets it) was judged by the shipper's rules; the vendor fills its own
      // custom fields afterwards.
      if (record.is_from_vendor_request !== true) {
        throwIfAny(checkOrderRules(record, ctx.now));
        if (typeof record.vendor_id === 'number') {
          assertMaySetVendor(ctx);
          await assertVendorCanReceive(ctx.tx, undefined, record.vendor_id);
        }
        await applyCustomFields(ctx, record);
      }
      record.number = await issueOrderNumber(ctx.tx, ctx.now);
      record.created_by = ctx.account?.fullname ?? 'Sistem';
      record.track_link ??= trackLink(ctx.server);
      record.total_weight ??= 0;
      record.total_volume ??= 0;
    },

    async beforeUpdate(ctx, current, changes) {
      // The changes are named by strings: read the stored row through its untyped view.
      const stored: RecordData = current;
      // Fields sent with their current value are no change (a form may send them back).
      for (const field of Object.keys(changes))
        if (same(changes[field], stored[field])) delete changes[field];
      const status = statusName(current);
      const locked = lockedFields(status, Object.keys(changes));
      if (locked.length > 0) {
        const errors = errorMap();
        for (const field of locked) errors[field] = 'invalid-status';
        throw badRequest(errors);
      }
      throwIfAny(
        checkOrderRules({ ...current, ...changes }, ctx.now, { changed: Object.keys(changes) }),
      );
      if (Object.hasOwn(changes, 'vendor_id')) assertMaySetVendor(ctx);
      // Only a vendor being chosen is judged: one suspended after it was chosen stays on the order.
      if (typeof changes.vendor_id === 'number')
        await assertVendorCanReceive(ctx.tx, undefined, changes.vendor_id);
      await applyCustomFields(ctx, changes, current);
    },

    async beforeDelete(ctx, records) {
      if (records.some((r) => statusName(r) !== 'DRAFT'))
        throw new ApiError(409, { ids: 'invalid-status' });
      const ids = records.map((r) => r.id);
      const placeholders = ids.map((_, i) => `$${i + 1}::bigint`).join(', ');
      for (const child of OWNED) {
        if (!ctx.server.resources[child]) continue;
        await ctx.tx.query(
          `DELETE FROM ${quoteIdent(tableName(child))} WHERE delivery_order_id IN (${placeholders})`,
          ids,
        );
      }
    },

    async afterWrite(ctx, { op, before, after }) {
      if (op === 'create' && after) {
        await recordHistory(ctx, after.id, {
          event: 'CREATED',
          title: 'Pengiriman dibuat',
          description: `Pengiriman ${after.number} dibuat dengan status ${STATUS_LABELS[statusName(after)].id}`,
          status: statusName(after),
          details: { number: after.number },
        });
      }
      if (op === 'update' && before && after) {
        // Status changes and load totals are recorded by the routes that make them; here the form's edits.
        const changed = ORDER_WRITABLE_FIELDS.filter((f) => !same(before[f], after[f]));
        if (changed.length === 0) return;
        await recordHistory(ctx, after.id, {
          event: 'UPDATED',
          title: 'Informasi pengiriman diubah',
          description: `Diubah: ${changed.join(', ')}`,
          details: {
            changes: Object.fromEntries(
              changed.map((f) => [f, { old: before[f] ?? null, new: after[f] ?? null }]),
            ),
          },
          properties: [{ key: 'changed_fields', label: 'Data diubah', value: changed.join(', ') }],
        });
      }
    },

    expand: (db, records, options) => expandOrders(db, records, options),
  },

  routes(def) {
    const base = def.path; // /delivery-order
    const item = `${base}/{id}`;
    const orderModel = { $ref: '#/components/schemas/DeliveryOrder' };
    const routes: CustomRoute[] = [
      {
        method: 'POST',
        path: `${item}/transition`,
        action: 'update',
        summary:
          'Change the status by a manual transition (delivery-order.md §4); a refused transition is 409 invalid-status',
        bodyDoc: {
          type: 'object',
          required: ['status'],
          properties: {
            status: { type: 'string', enum: def.schema.properties.status?.properties?.name?.enum },
            fields: {
              type: 'object',
              properties: {
                rescheduled_reason_id: { type: 'integer' },
                canceled_reason_id: { type: 'integer' },
              },
            },
            version: { type: 'integer', minimum: 1 },
          },
        },
        responses: {
          '200': {
            description: 'The order after the transition',
            schema: { type: 'object', properties: { data: orderModel } },
          },
          '409': { description: 'invalid-status or version conflict' },
        },
        async handler({ server, account, params, body }) {
          const request = parseTransitionBody(body);
          const store = server.store(ORDER);
          const updated = await server.db.transaction((tx) =>
            manualTransition({ tx, account, now: new Date(), server }, params.id, request),
          );
          return { data: await store.expand(server.db, updated) };
        },
      },
      {
        method: 'GET',
        path: `${base}/vendor-requests`,
        action: 'read',
        summary:
          "Requests between shippers and their paired vendors that the caller's company sent (side shipper) or received (side vendor): docs/vendor-requests.md",
        query: [
          { name: 'side', schema: { type: 'string', enum: ['shipper', 'vendor'] } },
          { name: 'status', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'data: the requests, newest first; metadata.total_count',
            schema: { type: 'object' },
          },
        },
        handler: ({ server, account, query }) =>
          listVendorRequests(server.db, account.company_id, query),
      },
      {
        method: 'POST',
        path: `${base}/duplicate`,
        action: 'create',
        summary:
          'Duplicate orders: each copy is a new Draf with a new number and the same loads, without history',
        bodyDoc: {
          type: 'object',
          required: ['ids'],
          properties: {
            ids: {
              type: 'array',
              items: { type: 'integer', minimum: 1 },
              minItems: 1,
              maxItems: 100,
            },
          },
        },
        responses: {
          '200': {
            description:
              'data.ids: the copies; status.failed: how many could not be copied (with failed_ids)',
            schema: {
              type: 'object',
              properties: {
                data: {
                  type: 'object',
                  properties: { ids: { type: 'array', items: { type: 'integer' } } },
                },
                status: { type: 'object' },
              },
            },
          },
        },
        handler: ({ server, account, body }) => duplicateOrders(server, account, body),
      },
      {
        method: 'POST',
        path: `${base}/bulk`,
        action: 'create',
        summary: 'Create several orders at once, all or none; errors are keyed <row>.<field>',
        bodyDoc: {
          type: 'object',
          required: ['data'],
          properties: {
            data: { type: 'array', items: orderModel, minItems: 1, maxItems: MAX_BULK_CREATE },
          },
        },
        responses: {
          '201': {
            description: 'Created: ids and numbers in the order sent',
            schema: { type: 'object' },
          },
        },
        async handler({ server, account, body, reply }) {
          const rows = Array.isArray(body)
            ? body
            : typeof body === 'object' && body !== null
              ? (body as { data?: unknown }).data
              : undefined;
          if (rows === undefined) throw badRequest({ data: 'required' });
          if (!Array.isArray(rows)) throw badRequest({ data: 'invalid-format' });
          if (rows.length === 0) throw badRequest({ data: 'required' });
          if (rows.length > MAX_BULK_CREATE) throw badRequest({ data: 'too-long' });
          const store = server.store(ORDER);
          const errors = errorMap();
          const prefixed = (i: number, error: unknown) => {
            if (!(error instanceof ApiError) || error.status !== 400) throw error;
            for (const [path, code] of Object.entries(error.errors)) errors[`${i}.${path}`] = code;
          };
          const prepared = rows.map((row, i) => {
            try {
              return store.prepareCreate(row);
            } catch (error) {
              prefixed(i, error);
              return undefined;
            }
          });
          throwIfAny(errors);
          const created = await server.db.transaction(async (tx) => {
            const out: StoredRecordOf<typeof ORDER>[] = [];
            for (const [i, record] of prepared.entries()) {
              try {
                out.push(await store.createIn(tx, record!, { account }));
              } catch (error) {
                prefixed(i, error);
                throw badRequest(errors);
              }
            }
            return out;
          });
          reply.code(201);
          return { data: { ids: created.map((r) => r.id), numbers: created.map((r) => r.number) } };
        },
      },
      {
        method: 'POST',
        path: item,
        action: 'update',
        summary:
          'Change an order (the same as PATCH: only the fields sent; version checked when sent)',
        bodyDoc: { type: 'object' },
        responses: {
          '200': {
            description: 'The changed order',
            schema: { type: 'object', properties: { data: orderModel } },
          },
        },
        async handler({ server, account, params, body }) {
          return {
            data: await server.store(ORDER).update(server.db, params.id, body, { account }),
          };
        },
      },
      {
        method: 'GET',
        path: `${base}/external`,
        action: 'read',
        listParameters: true,
        summary:
          'Orders linked to the accounting integration (external reference set, or known to it)',
        responses: {
          '200': { description: 'The list contract envelope', schema: { type: 'object' } },
        },
        async handler({ server, query }) {
          const store = server.store(ORDER);
          return contractList(
            server.db,
            store.source,
            query,
            () => ['(t."external_reference" IS NOT NULL OR t."accounting_state" IS NOT NULL)'],
            [],
            {
              aliases: deliveryOrder.filterAliases,
              expand: (db, records) => store.expand(db, records, true),
            },
          );
        },
      },
      {
        method: 'GET',
        path: `${base}/track/{id}`,
        action: 'read',
        summary:
          'Tracking summary: status, route, targets, fleet task, status timeline and completed activities',
        responses: { '200': { description: 'The tracking summary', schema: { type: 'object' } } },
        handler: ({ server, params }) => trackOrder(server, params.id),
      },
      {
        method: 'GET',
        path: `${item}/pdf`,
        action: 'read',
        summary: 'The order as a printable PDF (refused in Draf: 409 invalid-status)',
        responses: {
          '200': {
            description: 'application/pdf',
            contentType: 'application/pdf',
            schema: { type: 'string', format: 'binary' },
          },
          '409': { description: 'invalid-status (Draf)' },
        },
        async handler({ server, params, reply }) {
          const store = server.store(ORDER);
          const order = await store.get(server.db, params.id);
          if (!printOffered(statusName(order)))
            throw new ApiError(409, { status: 'invalid-status' });
          // pdfkit takes a quarter of a second to load: only when the first PDF is asked for.
          const { renderOrderPdf } = await import('./pdf.ts');
          const pdf = await renderOrderPdf(order, await loadsOf(server, params.id), {
            generatedAt: new Date(),
          });
          const name = String(order.number).replace(/[^A-Za-z0-9-]+/g, '-');
          reply
            .header('Content-Type', 'application/pdf')
            .header('Content-Disposition', `inline; filename="${name}.pdf"`);
          return reply.send(pdf);
        },
      },
      ...integrationRoutes(),
      ...bulkRoutes(base),
    ];
    return routes;
  },
};

/** GET /delivery-order/track/{id}: what a dispatcher (and later the public page) shows of a shipment. */
async function trackOrder(server: ServerContext, id: number) {
  const order = await server.store(ORDER).get(server.db, id);
  const timeline = server.resources['delivery-order-history']
    ? (
        await server.db.query<{ status: string; title: string; created_on: string }>(
          `SELECT status, title, created_on FROM ${quoteIdent(tableName('delivery-order-history'))} WHERE delivery_order_id = $1::bigint AND status IS NOT NULL ORDER BY created_on, id`,
          [id],
        )
      ).rows
    : [];
  const activities = server.resources['delivery-order-activity']
    ? (
        await server.db.query(
          `SELECT type, status, completed_on, is_transit, address, destination_address, contact_person_name, vendor_name, fleet_task FROM ${quoteIdent(tableName('delivery-order-activity'))} WHERE delivery_order_id = $1::bigint ORDER BY sequence, id`,
          [id],
        )
      ).rows
    : [];
  const status = statusName(order);
  const pick = (a: { name: string; city?: string | null } | null | undefined) =>
    a ? { name: a.name, city: a.city ?? null } : null;
  return {
    data: {
      id: order.id,
      number: order.number,
      status: { name: status, label: STATUS_LABELS[status] },
      shipment_type: order.shipment_type,
      track_link: order.track_link ?? null,
      origin_address: pick(order.origin_address),
      destination_address: pick(order.destination_address),
      transits: order.transits ?? [],
      expected_pickup_on: order.expected_pickup_on ?? null,
      expected_delivered_on: order.expected_delivered_on ?? null,
      fleet_task: order.fleet_task ?? null,
      vendor: order.vendor ?? null,
      timeline: timeline.map((t) => ({
        status: t.status,
        label: isDeliveryStatus(t.status) ? STATUS_LABELS[t.status] : null,
        title: t.title,
        created_on: t.created_on,
      })),
      activities,
    },
  };
}
