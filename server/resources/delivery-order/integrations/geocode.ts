// POST /delivery-order/external/validate-geocode: whether each address has coordinates inside
// Indonesia; a local check, no webhook.
import { badRequest, errorMap } from '../../../errors.ts';
import { quoteIdent, tableName } from '../../../storage/columns.ts';
import { isPlainObject } from '../../../storage/records.ts';
import { parseId } from '../../../storage/ids.ts';
import type { ServerContext } from '../../../context.ts';
import { ORDER } from '../transition.ts';
import {
  GEOCODE_LIMIT,
  INDONESIA_BOUNDS,
  isBlank,
  notFoundAs,
  throwIfAny,
  rejectUnknown,
} from './common.ts';

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

export async function validateGeocode(server: ServerContext, body: unknown) {
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
