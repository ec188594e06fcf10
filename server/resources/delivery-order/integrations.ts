// The delivery order's integrations (delivery-order.md §1, §2, §6, §7 '/shell', §9; master-data.md
// §7 'Delivery-order calls used by administration'):
//
//   POST   /delivery-order/{id}/shell                  push an energy-company status event
//   POST   /delivery-order/accurate/sync-bulk          send unsynced orders to the accounting system
//   DELETE /delivery-order/{id}/remove-invoice         remove the order's invoice there and here
//   POST   /delivery-order/external/validate-geocode   check address coordinates (server-side only)
//   POST   /delivery-order/accurate/webhook            inbound: the accounting system says an order
//                                                      changed or was deleted there (signed, no token)
//
// Outbound calls go through server/integrations/webhook.ts to config.integrations.energy and
// .accounting; an unset URL answers 400 integration-not-configured, a receiver that fails or cannot
// be reached 502 integration-failed. The call is made BEFORE the transaction that records it, so
// no row stays locked while a remote system thinks, and the attempt can be committed whatever the
// answer. The spec names no wire format for these systems: the payloads below are ours.
import { andOwnRows, asOwnerOf } from '../../tenancy.ts';
import { ApiError, badRequest, errorMap, notFound, type ErrorMap } from '../../errors.ts';
import {
  postWebhook,
  verifySignature,
  SIGNATURE_HEADER,
  type WebhookResult,
} from '../../integrations/webhook.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import { isPlainObject, type RecordData } from '../../storage/records.ts';
import type { StoredRecordOf } from '../../../src/generated/types.ts';
import { parseId } from '../../storage/ids.ts';
import type { CustomRoute, ServerContext, WriteContext } from '../types.ts';
import type { DeliveryStatus } from '../../../src/domain/delivery-order/statuses.ts';
import {
  ENERGY_EVENT_LABELS,
  ENERGY_EVENTS,
  ENERGY_INTEGRATION_SCOPES,
  energyIntegrationAllowed,
  isEnergyEvent,
  type EnergyEvent,
} from '../../../src/domain/delivery-order/editability.ts';
import { ACCOUNTING_INTEGRATION_SCOPES } from '../../../src/domain/access/featureScopes.ts';
import { recordHistory, type HistoryProperty } from './history.ts';
import { ORDER } from './transition.ts';

/** X-Armada-Event of the outbound calls. */
export const WEBHOOK_EVENTS = {
  energy: 'delivery-order.energy-event',
  accountingSync: 'delivery-order.accounting-sync',
  invoiceRemove: 'delivery-order.invoice-remove',
} as const;

/** At most this many orders go to the accounting system in one sync-bulk call; call again for the rest. */
export const SYNC_BULK_LIMIT = 500;
/** At most this many addresses are checked by one validate-geocode call. */
export const GEOCODE_LIMIT = 100;

/** Indonesia's bounding box (latitude −11..6, longitude 95..141), edges included. */
export const INDONESIA_BOUNDS = { minLat: -11, maxLat: 6, minLon: 95, maxLon: 141 } as const;

const ACCOUNTING_STATES = ['CHANGED', 'DELETED'] as const;
type InboundState = (typeof ACCOUNTING_STATES)[number];
type Order = StoredRecordOf<typeof ORDER>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const statusOf = (order: Order): DeliveryStatus => order.status?.name ?? 'DRAFT';

const notConfigured = () => badRequest({ integration: 'integration-not-configured' });
const failed = () => new ApiError(502, { integration: 'integration-failed' });

/** Rethrows a lookup's 404 as not-found of the body field that named the id. */
const notFoundAs =
  (field: string) =>
  (error: unknown): never => {
    throw error instanceof ApiError && error.status === 404 ? notFound(field) : error;
  };

function throwIfAny(errors: ErrorMap) {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Refuses any key of the body not in `allowed` (unknown-field), like the transition body. */
function rejectUnknown(body: RecordData, allowed: readonly string[], errors: ErrorMap) {
  for (const key of Object.keys(body)) if (!allowed.includes(key)) errors[key] = 'unknown-field';
}

/**
 * An RFC 3339 date-time with seconds and an offset (what format: date-time accepts):
 * 2026-11-22T10:00:00.000Z or 2026-11-22T17:00:00+07:00. The calendar date must exist.
 */
export function isDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/.exec(
      value,
    );
  // Date.parse (ECMAScript's date-time format) refuses a month, minute, second or offset out of
  // range, but takes day 31 of any month and hour 24: those two are checked here.
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day, hour] = match.slice(1, 5).map(Number);
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate() && hour < 24;
}

/** A short Indonesian account of a webhook's outcome for a history property. */
const resultText = (result: WebhookResult) => (result.ok ? 'Berhasil' : `Gagal (${result.error})`);

/** The outcome as history details keep it (for the console's own wording and for support). */
const resultDetails = (result: WebhookResult) => ({
  result: result.ok ? 'SUCCESS' : 'FAILED',
  http_status: result.status,
  ...(result.error ? { error: result.error } : {}),
  duration_ms: result.durationMs,
});

const place = (address: Order['origin_address']) =>
  address
    ? { id: address.id ?? null, name: address.name ?? null, city: address.city ?? null }
    : null;

const writeContext = (
  server: ServerContext,
  tx: WriteContext['tx'],
  account: WriteContext['account'],
): WriteContext => ({ tx, account, now: new Date(), server });

// ---------------------------------------------------------------------------------------------
// POST /delivery-order/{id}/shell

export interface EnergyEventRequest {
  event: EnergyEvent;
  event_time: string;
}

/** The /shell body: {event, event_time}, both required; event one of §9's, event_time a date-time with offset. */
export function parseEnergyEventBody(body: unknown): EnergyEventRequest {
  if (!isPlainObject(body)) throw badRequest({ body: 'invalid-format' });
  const errors = errorMap();
  rejectUnknown(body, ['event', 'event_time'], errors);
  if (isBlank(body.event)) errors.event = 'required';
  else if (!isEnergyEvent(body.event)) errors.event = 'invalid-value';
  if (isBlank(body.event_time)) errors.event_time = 'required';
  else if (!isDateTime(body.event_time)) errors.event_time = 'invalid-format';
  throwIfAny(errors);
  return { event: body.event as EnergyEvent, event_time: body.event_time as string };
}

/** What the energy company receives as `data`: the order and the event. */
export function energyPayload(order: Order, request: EnergyEventRequest) {
  return {
    delivery_order_id: order.id,
    number: order.number,
    status: statusOf(order),
    event: request.event,
    event_label: ENERGY_EVENT_LABELS[request.event].en,
    event_time: request.event_time,
    shipment_number: order.shipment_number ?? null,
    reference_number: order.reference_number ?? null,
    aju_number: order.aju_number ?? null,
    external_reference_number: order.external_reference_number ?? null,
    origin: place(order.origin_address),
    destination: place(order.destination_address),
  };
}

async function pushEnergyEvent(
  server: ServerContext,
  account: WriteContext['account'],
  id: number,
  body: unknown,
) {
  const request = parseEnergyEventBody(body);
  const store = server.store(ORDER);
  const order = await store.get(server.db, id);
  if (!energyIntegrationAllowed(statusOf(order)))
    throw new ApiError(409, { status: 'invalid-status' });
  const target = server.config.integrations.energy;
  if (!target?.url) throw notConfigured();

  const result = await postWebhook(target, WEBHOOK_EVENTS.energy, energyPayload(order, request));

  const label = ENERGY_EVENT_LABELS[request.event].id;
  const properties: HistoryProperty[] = [
    { key: 'event', label: 'Status integrasi', value: label },
    { key: 'event_time', label: 'Waktu kejadian', value: request.event_time },
    { key: 'result', label: 'Hasil', value: resultText(result) },
  ];
  const updated = await server.db.transaction(async (tx) => {
    const ctx = writeContext(server, tx, account);
    // Locked, so a concurrent push cannot interleave its history and event with this one.
    const current = await store.getRaw(tx, id, undefined, true);
    await recordHistory(ctx, id, {
      event: 'ENERGY_INTEGRATION',
      title: `Integrasi energi: ${label}`,
      description: result.ok ? null : `Integrasi gagal: ${result.error}`,
      details: { event: request.event, event_time: request.event_time, ...resultDetails(result) },
      properties,
    });
    if (!result.ok) return undefined;
    return store.applyUpdate(
      tx,
      current,
      { event: request.event, event_time: request.event_time },
      { account },
    );
  });
  if (!updated) throw failed();
  return { data: await store.expand(server.db, updated) };
}

// ---------------------------------------------------------------------------------------------
// POST /delivery-order/accurate/sync-bulk

/** What the accounting system receives per order: enough to create or update its sales document. */
export function accountingOrder(order: Order) {
  const customer = order.shipped_customer;
  const billed = order.billed_customer;
  return {
    delivery_order_id: order.id,
    number: order.number,
    status: statusOf(order),
    shipment_type: order.shipment_type ?? null,
    customer: customer
      ? { id: customer.id, name: customer.name }
      : order.customer_name
        ? { id: null, name: order.customer_name }
        : null,
    billed_customer: billed
      ? { id: billed.id, name: billed.name }
      : order.billed_customer_name
        ? { id: null, name: order.billed_customer_name }
        : null,
    invoice: order.invoice ?? null,
    external_reference: order.external_reference ?? null,
    external_reference_number: order.external_reference_number ?? null,
    shipment_number: order.shipment_number ?? null,
    reference_number: order.reference_number ?? null,
    aju_number: order.aju_number ?? null,
    origin: place(order.origin_address),
    destination: place(order.destination_address),
    expected_pickup_on: order.expected_pickup_on ?? null,
    expected_delivered_on: order.expected_delivered_on ?? null,
    total_weight: order.total_weight ?? null,
    total_volume: order.total_volume ?? null,
    accounting_state: order.accounting_state ?? null,
    updated_on: order.updated_on ?? null,
  };
}

async function syncBulk(server: ServerContext, account: WriteContext['account']) {
  const target = server.config.integrations.accounting;
  if (!target?.url) throw notConfigured();
  const store = server.store(ORDER);
  // The caller's company's orders (row-level security; the condition is the second line: docs/tenancy.md).
  const params: unknown[] = [];
  const own = andOwnRows(store.def.tenancy, params);
  const { rows } = await server.db.query(
    `SELECT * FROM ${quoteIdent(tableName(ORDER))}
      WHERE COALESCE(status->>'name', 'DRAFT') NOT IN ('DRAFT', 'CANCELED')
        AND (accounting_state IS NULL OR accounting_state <> 'SYNCED')${own}
      ORDER BY id LIMIT ${SYNC_BULK_LIMIT}`,
    params,
  );
  // Nothing to send: no call is made (an empty batch tells the accounting system nothing).
  if (rows.length === 0) return { data: { synced: 0, ids: [] as number[] } };
  const orders = await store.expand(
    server.db,
    rows.map((row) => store.toRecord(row)),
  );
  const result = await postWebhook(
    target,
    WEBHOOK_EVENTS.accountingSync,
    { orders: orders.map(accountingOrder) },
    { timeoutMs: 15_000 },
  );
  if (!result.ok) throw failed();

  const sent = orders.map((o) => o.id);
  const synced = await server.db.transaction(async (tx) => {
    const ctx = writeContext(server, tx, account);
    const ids: number[] = [];
    for (const id of sent) {
      let current: Order;
      try {
        current = await store.getRaw(tx, id, undefined, true);
      } catch (error) {
        // Deleted (a Draf cannot be, so only by a race with a status change and delete) since it was sent.
        if (error instanceof ApiError && error.status === 404) continue;
        throw error;
      }
      if (current.accounting_state !== 'SYNCED')
        await store.applyUpdate(tx, current, { accounting_state: 'SYNCED' }, { account });
      await recordHistory(ctx, id, {
        event: 'ACCOUNTING_SYNC',
        title: 'Disinkronkan ke sistem akuntansi',
        details: { ...resultDetails(result), batch_size: sent.length },
        properties: [{ key: 'result', label: 'Hasil', value: resultText(result) }],
      });
      ids.push(id);
    }
    return ids;
  });
  return { data: { synced: synced.length, ids: synced } };
}

// ---------------------------------------------------------------------------------------------
// DELETE /delivery-order/{id}/remove-invoice

async function removeInvoice(server: ServerContext, account: WriteContext['account'], id: number) {
  const store = server.store(ORDER);
  const order = await store.get(server.db, id);
  const invoice = order.invoice;
  if (!invoice) throw new ApiError(409, { invoice: 'invalid-status' });
  const target = server.config.integrations.accounting;
  if (!target?.url) throw notConfigured();

  const result = await postWebhook(target, WEBHOOK_EVENTS.invoiceRemove, {
    delivery_order_id: order.id,
    number: order.number,
    invoice,
    external_reference: order.external_reference ?? null,
  });
  if (!result.ok) throw failed();

  const updated = await server.db.transaction(async (tx) => {
    const current = await store.getRaw(tx, id, undefined, true);
    const after = current.invoice
      ? await store.applyUpdate(tx, current, { invoice: null }, { account })
      : current;
    await recordHistory(writeContext(server, tx, account), id, {
      event: 'INVOICE_REMOVED',
      title: 'Faktur dihapus',
      description: `Faktur ${invoice.number} dihapus dari sistem akuntansi`, // number is required in an invoice
      details: { invoice, ...resultDetails(result) },
      properties: [{ key: 'result', label: 'Hasil', value: resultText(result) }],
    });
    return after;
  });
  return { data: await store.expand(server.db, updated) };
}

// ---------------------------------------------------------------------------------------------
// POST /delivery-order/external/validate-geocode

export type GeocodeReason = 'not-found' | 'missing-coordinates' | 'outside-indonesia';

export interface GeocodeResult {
  address_id: number;
  valid: boolean;
  reason?: GeocodeReason;
}

const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

/** Coordinates present and inside Indonesia's bounding box. */
export function checkCoordinates(
  latitude: unknown,
  longitude: unknown,
): { valid: boolean; reason?: GeocodeReason } {
  if (!isFiniteNumber(latitude) || !isFiniteNumber(longitude))
    return { valid: false, reason: 'missing-coordinates' };
  const b = INDONESIA_BOUNDS;
  if (latitude < b.minLat || latitude > b.maxLat || longitude < b.minLon || longitude > b.maxLon)
    return { valid: false, reason: 'outside-indonesia' };
  return { valid: true };
}

/** The addresses to check: {address_ids: [...]} or {delivery_order_id} (its origin and destination). */
async function geocodeTargets(server: ServerContext, body: unknown): Promise<number[]> {
  if (!isPlainObject(body)) throw badRequest({ body: 'invalid-format' });
  const errors = errorMap();
  rejectUnknown(body, ['address_ids', 'delivery_order_id'], errors);
  throwIfAny(errors);
  const hasIds = !isBlank(body.address_ids);
  const hasOrder = !isBlank(body.delivery_order_id);
  if (hasIds && hasOrder) throw badRequest({ delivery_order_id: 'invalid-value' });
  if (!hasIds && !hasOrder) throw badRequest({ address_ids: 'required' });
  if (hasOrder) {
    const orderId = parseId(body.delivery_order_id);
    if (orderId === undefined) throw badRequest({ delivery_order_id: 'invalid-format' });
    const order = await server
      .store(ORDER)
      .getRaw(server.db, orderId)
      .catch(notFoundAs('delivery_order_id'));
    return [order.origin_address_id, order.destination_address_id].filter(
      (v): v is number => typeof v === 'number',
    );
  }
  const raw = body.address_ids;
  if (!Array.isArray(raw)) throw badRequest({ address_ids: 'invalid-format' });
  if (raw.length === 0) throw badRequest({ address_ids: 'required' });
  if (raw.length > GEOCODE_LIMIT) throw badRequest({ address_ids: 'too-long' });
  const ids: number[] = [];
  raw.forEach((value, i) => {
    const id = typeof value === 'number' ? parseId(value) : undefined;
    if (id === undefined) errors[`address_ids.${i}`] = 'invalid-format';
    else ids.push(id);
  });
  throwIfAny(errors);
  return ids;
}

async function validateGeocode(server: ServerContext, body: unknown) {
  const ids = [...new Set(await geocodeTargets(server, body))];
  const found = new Map<number, { latitude: unknown; longitude: unknown }>();
  if (ids.length > 0 && server.resources.address) {
    const { rows } = await server.db.query<{ id: number; latitude: unknown; longitude: unknown }>(
      `SELECT id, latitude, longitude FROM ${quoteIdent(tableName('address'))} WHERE id IN (${ids.map((_, i) => `$${i + 1}::bigint`).join(', ')})`,
      ids,
    );
    for (const row of rows) found.set(Number(row.id), row);
  }
  const data: GeocodeResult[] = ids.map((id) => {
    const row = found.get(id);
    if (!row) return { address_id: id, valid: false, reason: 'not-found' };
    const check = checkCoordinates(
      row.latitude === null ? null : Number(row.latitude),
      row.longitude === null ? null : Number(row.longitude),
    );
    return { address_id: id, ...check };
  });
  return { data };
}

// ---------------------------------------------------------------------------------------------
// POST /delivery-order/accurate/webhook (inbound, signed)

/** The inbound body: {delivery_order_id | number, state: CHANGED | DELETED}. */
export function parseAccountingNotice(body: unknown): {
  id?: number;
  number?: string;
  state: InboundState;
} {
  if (!isPlainObject(body)) throw badRequest({ body: 'invalid-format' });
  const errors = errorMap();
  rejectUnknown(body, ['delivery_order_id', 'number', 'state'], errors);
  let id: number | undefined;
  let number: string | undefined;
  if (!isBlank(body.delivery_order_id)) {
    id = parseId(body.delivery_order_id);
    if (id === undefined) errors.delivery_order_id = 'invalid-format';
  }
  if (!isBlank(body.number)) {
    if (typeof body.number !== 'string' || body.number.length > 50)
      errors.number = 'invalid-format';
    else number = body.number;
  }
  if (isBlank(body.delivery_order_id) && isBlank(body.number))
    errors.delivery_order_id = 'required';
  if (isBlank(body.state)) errors.state = 'required';
  else if (!(ACCOUNTING_STATES as readonly unknown[]).includes(body.state))
    errors.state = 'invalid-value';
  throwIfAny(errors);
  return { id, number, state: body.state as InboundState };
}

async function accountingNotice(
  server: ServerContext,
  rawBody: string,
  signature: string | undefined,
  body: unknown,
) {
  const secret = server.config.integrations.accountingInboundSecret;
  if (!secret) throw notConfigured();
  // Authenticate before looking at the body, so an unsigned caller learns nothing from body errors.
  if (isBlank(signature)) throw new ApiError(401, { signature: 'required' });
  if (!verifySignature(rawBody, signature, secret))
    throw new ApiError(401, { signature: 'invalid-value' });
  const notice = parseAccountingNotice(body);
  const store = server.store(ORDER);
  // A signed call has no session: the owner finds the order, then acts for its company (docs/tenancy.md).
  // Numbers are per company, so a number two companies share names no one order: send the id.
  const { rows: found } =
    notice.id === undefined
      ? await server.db.query<{ id: number; company_id: number }>(
          `SELECT id, company_id FROM ${quoteIdent(tableName(ORDER))} WHERE number = $1 LIMIT 2`,
          [notice.number],
        )
      : await server.db.query<{ id: number; company_id: number }>(
          `SELECT id, company_id FROM ${quoteIdent(tableName(ORDER))} WHERE id = $1::bigint`,
          [notice.id],
        );
  if (found.length === 0) throw notFound(notice.id === undefined ? 'number' : 'delivery_order_id');
  if (found.length > 1) throw badRequest({ number: 'invalid-value' });
  const id = Number(found[0]!.id);
  return asOwnerOf(Number(found[0]!.company_id), () =>
    server.db.transaction(async (tx) => {
      const current = await store
        .getRaw(tx, id, undefined, true)
        .catch(notFoundAs('delivery_order_id'));
      if (notice.number !== undefined && current.number !== notice.number)
        throw badRequest({ number: 'invalid-value' });
      // A retried notice changes nothing and records nothing twice.
      if (current.accounting_state === notice.state)
        return {
          data: { id, number: current.number, accounting_state: notice.state, changed: false },
        };
      await store.applyUpdate(tx, current, { accounting_state: notice.state }); // by Sistem: no account
      const deleted = notice.state === 'DELETED';
      await recordHistory(writeContext(server, tx, null), id, {
        event: deleted ? 'ACCOUNTING_DELETED' : 'ACCOUNTING_CHANGED',
        title: deleted
          ? 'Data pengiriman dihapus di sistem akuntansi'
          : 'Data pengiriman diubah di sistem akuntansi',
        details: { state: notice.state, previous: current.accounting_state ?? null },
        properties: [{ key: 'source', label: 'Sumber', value: 'Sistem akuntansi' }],
      });
      return {
        data: { id, number: current.number, accounting_state: notice.state, changed: true },
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------

const errors = { $ref: '#/components/schemas/Errors' };
const orderEnvelope = {
  type: 'object',
  properties: { data: { $ref: '#/components/schemas/DeliveryOrder' } },
};

/** The integration routes of the delivery-order module (paths under the order service's base path). */
export function integrationRoutes(): CustomRoute[] {
  const accounting = [...ACCOUNTING_INTEGRATION_SCOPES];
  return [
    {
      method: 'POST',
      path: '/delivery-order/{id}/shell',
      action: 'update',
      extraScopes: [...ENERGY_INTEGRATION_SCOPES],
      summary:
        'Push an energy-integration event (§9) to the energy company. Allowed in STARTED, PICKED, TRANSITED and DELIVERED (else 409 invalid-status). The attempt is recorded in history (ENERGY_INTEGRATION) whatever the outcome; on success the order keeps event and event_time.',
      body: {
        type: 'object',
        required: ['event', 'event_time'],
        additionalProperties: false,
        properties: {
          event: { type: 'string', enum: [...ENERGY_EVENTS] },
          event_time: {
            type: 'string',
            format: 'date-time',
            description: 'With offset, e.g. 2026-11-22T10:00:00.000Z or 2026-11-22T17:00:00+07:00',
          },
        },
      },
      responses: {
        '200': {
          description: 'Sent; the order with event and event_time set',
          schema: orderEnvelope,
        },
        '400': {
          description:
            'event / event_time required, invalid-value or invalid-format; or integration-not-configured',
          schema: errors,
        },
        '409': { description: 'status: invalid-status', schema: errors },
        '502': {
          description: 'integration: integration-failed (the failed attempt is in history)',
          schema: errors,
        },
      },
      handler: ({ server, account, params, body }) =>
        pushEnergyEvent(server, account, params.id, body),
    },
    {
      method: 'POST',
      path: '/delivery-order/accurate/sync-bulk',
      action: 'update',
      extraScopes: accounting,
      summary: `Send every order that is not DRAFT or CANCELED and not yet SYNCED (at most ${SYNC_BULK_LIMIT}, oldest first) to the accounting system in one batch; on success they become SYNCED (ACCOUNTING_SYNC in history). No body.`,
      responses: {
        '200': {
          description:
            'synced: how many were sent and marked; ids: which. Nothing to send: synced 0, no call made.',
          schema: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  synced: { type: 'integer' },
                  ids: { type: 'array', items: { type: 'integer' } },
                },
              },
            },
          },
        },
        '400': { description: 'integration: integration-not-configured', schema: errors },
        '502': {
          description: 'integration: integration-failed; nothing was marked',
          schema: errors,
        },
      },
      handler: ({ server, account }) => syncBulk(server, account),
    },
    {
      method: 'DELETE',
      path: '/delivery-order/{id}/remove-invoice',
      action: 'update',
      extraScopes: accounting,
      summary:
        "Ask the accounting system to remove the order's invoice; on success the order's invoice becomes null (INVOICE_REMOVED in history).",
      responses: {
        '200': { description: 'The order without invoice', schema: orderEnvelope },
        '400': { description: 'integration: integration-not-configured', schema: errors },
        '409': {
          description: 'invoice: invalid-status (the order has no invoice)',
          schema: errors,
        },
        '502': {
          description: 'integration: integration-failed; nothing was changed',
          schema: errors,
        },
      },
      handler: ({ server, account, params }) => removeInvoice(server, account, params.id),
    },
    {
      method: 'POST',
      path: '/delivery-order/external/validate-geocode',
      action: 'read',
      extraScopes: accounting,
      summary:
        "Check addresses' coordinates before they are sent on: present, and inside Indonesia's bounding box (latitude −11..6, longitude 95..141). A server-side check of stored data; no external geocoder is called.",
      body: {
        type: 'object',
        additionalProperties: false,
        oneOf: [{ required: ['address_ids'] }, { required: ['delivery_order_id'] }],
        properties: {
          address_ids: {
            type: 'array',
            items: { type: 'integer', minimum: 1 },
            minItems: 1,
            maxItems: GEOCODE_LIMIT,
          },
          delivery_order_id: {
            type: 'integer',
            minimum: 1,
            description: "Instead of address_ids: the order's origin and destination",
          },
        },
      },
      responses: {
        '200': {
          description:
            'One result per distinct address, in the order asked; reason: not-found, missing-coordinates or outside-indonesia',
          schema: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['address_id', 'valid'],
                  properties: {
                    address_id: { type: 'integer' },
                    valid: { type: 'boolean' },
                    reason: { enum: ['not-found', 'missing-coordinates', 'outside-indonesia'] },
                  },
                },
              },
            },
          },
        },
        '404': { description: 'delivery_order_id: not-found (no such order)', schema: errors },
      },
      handler: ({ server, body }) => validateGeocode(server, body),
    },
    {
      method: 'POST',
      path: '/delivery-order/accurate/webhook',
      action: 'update',
      public: 'signature',
      summary:
        'Inbound from the accounting system: an order changed or was deleted there. No bearer token: X-Armada-Signature (sha256=<hex HMAC-SHA256 of the raw body with ACCOUNTING_INBOUND_SECRET>) authenticates it. Sets accounting_state (the detail page banner) and records ACCOUNTING_CHANGED / ACCOUNTING_DELETED by Sistem; a repeated notice changes nothing.',
      body: {
        type: 'object',
        required: ['state'],
        anyOf: [{ required: ['delivery_order_id'] }, { required: ['number'] }],
        additionalProperties: false,
        properties: {
          delivery_order_id: { type: 'integer', minimum: 1 },
          number: {
            type: 'string',
            minLength: 1,
            maxLength: 50,
            description:
              'Instead of (or with) delivery_order_id; with both, they must name the same order',
          },
          state: { enum: [...ACCOUNTING_STATES] },
        },
      },
      responses: {
        '200': {
          description: 'Applied (changed false: the order already had this state)',
          schema: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  number: { type: 'string' },
                  accounting_state: { type: 'string' },
                  changed: { type: 'boolean' },
                },
              },
            },
          },
        },
        '400': {
          description: 'Bad body; or integration-not-configured (no inbound secret set)',
          schema: errors,
        },
        '404': {
          description: 'No such order (delivery_order_id or number: not-found)',
          schema: errors,
        },
      },
      handler: ({ server, rawBody, request, body }) => {
        const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
        return accountingNotice(server, rawBody, Array.isArray(header) ? header[0] : header, body);
      },
    },
  ];
}
