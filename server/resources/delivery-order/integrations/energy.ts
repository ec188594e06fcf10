// POST /delivery-order/{id}/shell: push an energy-company status event (delivery-order.md §7
// '/shell', §9) and record the attempt in the order's history.
import { ApiError } from '../../../errors.ts';
import { postWebhook } from '../../../integrations/webhook.ts';
import type { ServerContext, WriteContext } from '../../../context.ts';
import { checkBody } from '../../../routes/bodies.ts';
import {
  ENERGY_EVENTS,
  ENERGY_EVENT_LABELS,
  energyIntegrationAllowed,
  type EnergyEvent,
} from '../../../../src/domain/delivery-order/editability.ts';
import { recordHistory, type HistoryProperty } from '../history.ts';
import { ORDER } from '../transition.ts';
import {
  WEBHOOK_EVENTS,
  type Order,
  statusOf,
  notConfigured,
  failed,
  resultText,
  resultDetails,
  place,
  writeContext,
} from './common.ts';

export interface EnergyEventRequest {
  event: EnergyEvent;
  event_time: string;
}

/**
 * The /shell body: {event, event_time}, both required (null or '' is not given); event one of §9's,
 * event_time an RFC 3339 date-time with a T, seconds and an offset (isDateTime's shape; the
 * date-time format checks the calendar). Enforced by the route (server/routes/bodies.ts).
 */
export const ENERGY_EVENT_BODY = {
  type: 'object',
  required: ['event', 'event_time'],
  additionalProperties: false,
  properties: {
    event: { type: 'string', minLength: 1, enum: [...ENERGY_EVENTS] },
    event_time: {
      type: 'string',
      minLength: 1,
      format: 'date-time',
      pattern:
        '^\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?([Zz]|[+-]\\d{2}:\\d{2})$',
      description: 'With offset, e.g. 2026-11-22T10:00:00.000Z or 2026-11-22T17:00:00+07:00',
    },
  },
};

/** The /shell body as the route checks it: 400 with field-keyed codes when the schema refuses it. */
export const parseEnergyEventBody = (body: unknown): EnergyEventRequest =>
  checkBody<EnergyEventRequest>(ENERGY_EVENT_BODY, body);

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

export async function pushEnergyEvent(
  server: ServerContext,
  account: WriteContext['account'],
  id: number,
  request: EnergyEventRequest,
) {
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
