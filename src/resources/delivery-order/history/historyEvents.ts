// The history modal's pure rules (its days are grouped by domain/format/dates.ts groupByDay): the
// quantity change an event carries (opened in its detail modal). The clock is passed in.
import dayjs from 'dayjs';
import type { RecordOf, StoredRecordOf } from '../../../generated/types';

export type HistoryRecord = StoredRecordOf<'delivery-order-history'>;

/** The modal's filter (Semua / Ambil / Kirim), the server's `type` values. */
export const HISTORY_FILTERS = ['ALL', 'PICKUP', 'DROP'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export const QUANTITY_FIELDS = ['quantity', 'quantity_picked', 'quantity_delivered'] as const;
export type QuantityField = (typeof QUANTITY_FIELDS)[number];

export interface QuantityChange {
  field: QuantityField;
  old: number | null;
  new: number | null;
  reason: string | null;
}

export interface QuantityChangeDetail {
  product: string | null;
  uom: string | null;
  changes: QuantityChange[];
}

type Change = { old?: unknown; new?: unknown };

const asNumber = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const asText = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const REASON_FIELD: Record<QuantityField, string | null> = {
  quantity: null,
  quantity_picked: 'adjustment_reason_picked',
  quantity_delivered: 'adjustment_reason_delivered',
};

/**
 * The quantity change of a LOAD_ADJUSTED event, or of any event whose details change a quantity;
 * null when the event changes none. An actual recorded for the first time has no old value: it
 * was the plan (details.quantity when the server gives it).
 */
export function quantityChangeOf(
  event: Pick<RecordOf<'delivery-order-history'>, 'event' | 'details'>,
): QuantityChangeDetail | null {
  const details = event.details ?? {};
  const changes = (details.changes ?? {}) as Record<string, Change | undefined>;
  const planned = asNumber(details.quantity);
  const found: QuantityChange[] = [];
  for (const field of QUANTITY_FIELDS) {
    const change = changes[field];
    if (!change || typeof change !== 'object') continue;
    const reasonField = REASON_FIELD[field];
    const reason = reasonField ? (changes[reasonField]?.new ?? details[reasonField]) : null;
    found.push({
      field,
      old: asNumber(change.old) ?? (field === 'quantity' ? null : planned),
      new: asNumber(change.new),
      reason: asText(reason),
    });
  }
  if (found.length === 0) return null;
  return {
    product: asText(details.product) ?? asText(details.product_name),
    uom: asText(details.uom),
    changes: found,
  };
}

/** The load change log's event for each actual quantity. */
export const LOG_EVENT_OF: Partial<Record<QuantityField, string>> = {
  quantity_picked: 'FleetPlanning.DeliveryLoadUpdatedPicked',
  quantity_delivered: 'FleetPlanning.DeliveryLoadUpdatedDropped',
};

export interface LogEntryLike {
  delivery_order_load_id?: number | null;
  event: string;
  created_on?: string | null;
  details: {
    uom?: string | null;
    old_qty?: number | null;
    new_qty?: number | null;
    reason?: string | null;
  };
}

/**
 * Fills what a history event leaves out (the old quantity of a first adjustment, the unit) from
 * the load change log entry the same change wrote: same line, same stage, same new quantity,
 * nearest in time.
 */
export function withLogDetails(
  detail: QuantityChangeDetail,
  loadId: unknown,
  eventTime: string | null | undefined,
  logs: readonly LogEntryLike[],
): QuantityChangeDetail {
  if (logs.length === 0 || loadId === null || loadId === undefined) return detail;
  const at = dayjs(eventTime ?? undefined).valueOf();
  let uom = detail.uom;
  const changes = detail.changes.map((change) => {
    const event = LOG_EVENT_OF[change.field];
    if (!event) return change;
    const match = logs
      .filter(
        (l) =>
          String(l.delivery_order_load_id) === String(loadId) &&
          l.event === event &&
          (change.new === null || l.details.new_qty === change.new),
      )
      .sort(
        (a, b) =>
          Math.abs(dayjs(a.created_on ?? undefined).valueOf() - at) -
          Math.abs(dayjs(b.created_on ?? undefined).valueOf() - at),
      )[0];
    if (!match) return change;
    uom ??= match.details.uom ?? null;
    return {
      ...change,
      old: change.old ?? match.details.old_qty ?? null,
      reason: change.reason ?? match.details.reason ?? null,
    };
  });
  return { ...detail, uom, changes };
}
