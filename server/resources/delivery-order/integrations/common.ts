// What the delivery order's integrations share: the outbound event names and
// limits, the errors they answer (400 integration-not-configured, 502 integration-failed), body
// checks and the history wording of a webhook's outcome.
import { ApiError, badRequest, notFound, type ErrorMap } from '../../../errors.ts';
import type { WebhookResult } from '../../../integrations/webhook.ts';
import type { RecordData } from '../../../storage/records.ts';
import type { StoredRecordOf } from '../../../../src/generated/types.ts';
import type { ServerContext, WriteContext } from '../../../context.ts';
import type { DeliveryStatus } from '../../../../src/domain/delivery-order/statuses.ts';
import { ORDER } from '../transition.ts';

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

export const ACCOUNTING_STATES = ['CHANGED', 'DELETED'] as const;
export type InboundState = (typeof ACCOUNTING_STATES)[number];
export type Order = StoredRecordOf<typeof ORDER>;

export const isBlank = (value: unknown) => value === undefined || value === null || value === '';
export const statusOf = (order: Order): DeliveryStatus => order.status?.name ?? 'DRAFT';

export const notConfigured = () => badRequest({ integration: 'integration-not-configured' });
export const failed = () => new ApiError(502, { integration: 'integration-failed' });

/** Rethrows a lookup's 404 as not-found of the body field that named the id. */
export const notFoundAs =
  (field: string) =>
  (error: unknown): never => {
    throw error instanceof ApiError && error.status === 404 ? notFound(field) : error;
  };

export function throwIfAny(errors: ErrorMap) {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Refuses any key of the body not in `allowed` (unknown-field), like the transition body. */
export function rejectUnknown(body: RecordData, allowed: readonly string[], errors: ErrorMap) {
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
export const resultText = (result: WebhookResult) =>
  result.ok ? 'Berhasil' : `Gagal (${result.error})`;

/** The outcome as history details keep it (for the console's own wording and for support). */
export const resultDetails = (result: WebhookResult) => ({
  result: result.ok ? 'SUCCESS' : 'FAILED',
  http_status: result.status,
  ...(result.error ? { error: result.error } : {}),
  duration_ms: result.durationMs,
});

export const place = (address: Order['origin_address']) =>
  address
    ? { id: address.id ?? null, name: address.name ?? null, city: address.city ?? null }
    : null;

export const writeContext = (
  server: ServerContext,
  tx: WriteContext['tx'],
  account: WriteContext['account'],
): WriteContext => ({ tx, account, now: new Date(), server });
