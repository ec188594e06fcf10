// History events of a delivery order, written in the same transaction as the change they record.
// The texts are Indonesian (the product's first language); event and details let the console word
// them in English.
import type { RecordData } from '../../storage/records.ts';
import type { WriteContext } from '../types.ts';
import type { DeliveryStatus } from '../../../src/domain/delivery-order/statuses.ts';

export const HISTORY_RESOURCE = 'delivery-order-history';

export type HistoryEventName =
  | 'CREATED'
  | 'UPDATED'
  | 'STATUS_CHANGED'
  | 'LOAD_ADDED'
  | 'LOAD_UPDATED'
  | 'LOAD_DELETED'
  | 'LOAD_ADJUSTED'
  | 'DUPLICATED'
  | 'DUPLICATED_FROM'
  | 'ENERGY_INTEGRATION'
  | 'ACCOUNTING_SYNC'
  | 'ACCOUNTING_CHANGED'
  | 'ACCOUNTING_DELETED'
  | 'INVOICE_REMOVED';

export interface HistoryProperty {
  key: 'changed_by' | 'fleet_task_number' | 'reason' | 'changed_fields' | 'event' | 'event_time' | 'result' | 'source';
  label: string;
  value: string;
  fleet_task_id?: number | null;
}

export interface HistoryEvent {
  event: HistoryEventName;
  title: string;
  description?: string | null;
  type?: 'GENERAL' | 'PICKUP' | 'DROP';
  status?: DeliveryStatus | null;
  details?: Record<string, unknown> | null;
  properties?: HistoryProperty[];
}

/** Who the history names: the signed-in user, or the system for webhooks and seeds. */
export const actorName = (ctx: Pick<WriteContext, 'account'>) => ctx.account?.fullname ?? 'Sistem';

/** Appends one event to an order's history (no-op when the history resource is not in the registry). */
export async function recordHistory(ctx: WriteContext, orderId: number, event: HistoryEvent): Promise<RecordData | undefined> {
  const store = ctx.server.stores.get(HISTORY_RESOURCE);
  if (!store) return undefined;
  const properties: HistoryProperty[] = [{ key: 'changed_by', label: 'Diubah oleh', value: actorName(ctx) }, ...(event.properties ?? [])];
  return store.insert(ctx.tx, {
    delivery_order_id: orderId,
    type: event.type ?? 'GENERAL',
    event: event.event,
    title: event.title,
    description: event.description ?? null,
    status: event.status ?? null,
    details: event.details ?? null,
    properties: properties.map((p) => ({ ...p, value: p.value.slice(0, 1000) })),
    created_by: actorName(ctx),
  });
}
