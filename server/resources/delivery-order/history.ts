// A delivery order's history: the events written in the same transaction as the change they
// record, and the module of the history resource itself. The texts are Indonesian (the product's
// first language); event and details let the console word them in English.
import type { RecordOf, StoredRecordOf } from '../../../src/generated/types.ts';
import { badRequest } from '../../errors.ts';
import type { ResourceModule } from '../types.ts';
import type { WriteContext } from '../../context.ts';
import type { DeliveryStatus } from '../../../src/domain/delivery-order/statuses.ts';

export const HISTORY_RESOURCE = 'delivery-order-history';

/** The events the history schema lists (schemas/delivery-order-history.schema.json). */
export type HistoryEventName = RecordOf<typeof HISTORY_RESOURCE>['event'];

/** A label/value row of an event ('Diubah oleh', 'No. Penugasan' with the fleet task it links to). */
export type HistoryProperty = NonNullable<RecordOf<typeof HISTORY_RESOURCE>['properties']>[number];

export interface HistoryEvent {
  event: HistoryEventName;
  title: string;
  description?: string | null;
  type?: 'GENERAL' | 'PICKUP' | 'DROP';
  status?: DeliveryStatus | null;
  details?: RecordOf<typeof HISTORY_RESOURCE>['details'];
  properties?: HistoryProperty[];
}

/** Who the history names: the signed-in user, or the system for webhooks and seeds. */
export const actorName = (ctx: Pick<WriteContext, 'account'>) => ctx.account?.fullname ?? 'Sistem';

/** Appends one event to an order's history (no-op when the history resource is not in the registry). */
export async function recordHistory(
  ctx: WriteContext,
  orderId: number,
  event: HistoryEvent,
): Promise<StoredRecordOf<typeof HISTORY_RESOURCE> | undefined> {
  if (!ctx.server.stores.has(HISTORY_RESOURCE)) return undefined;
  const store = ctx.server.store(HISTORY_RESOURCE);
  const properties: HistoryProperty[] = [
    { key: 'changed_by', label: 'Diubah oleh', value: actorName(ctx) },
    ...(event.properties ?? []),
  ];
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

const TYPES = ['GENERAL', 'PICKUP', 'DROP'];

/**
 * GET /delivery-order/{id}/history takes `type` besides the list contract: the history modal's
 * filter (Semua = ALL or absent, Ambil = PICKUP, Kirim = DROP).
 */
export const deliveryOrderHistory: ResourceModule<typeof HISTORY_RESOURCE> = {
  listClauses(query) {
    const raw = query.type;
    if (raw === undefined || raw === '') return [];
    const value = typeof raw === 'string' ? raw.toUpperCase() : '';
    if (value === 'ALL' || value === 'SEMUA') return [];
    if (!TYPES.includes(value)) throw badRequest({ type: 'invalid-value' });
    return [{ field: 'type', op: 'eq', values: [{ type: 'string', value }] }];
  },
};
