// What a load line adds to the generic CRUD: its plan (product, quantity, unit, note) changes only
// while the order is Draf; its totals come from the product's unit weight and volume times the
// quantity; its actuals (picked and delivered quantities) are recorded by users with the
// load-adjustment scopes once the order is under way, each change in the load change log. Every
// change recomputes the order's totals and writes the order's history, in the same transaction.
import { ApiError, badRequest } from '../../errors.ts';
import type { Db } from '../../db.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import type { StoredRecordOf } from '../../../src/generated/types.ts';
import {
  isDeliveryStatus,
  type DeliveryStatus,
} from '../../../src/domain/delivery-order/statuses.ts';
import {
  loadAdjustmentAllowed,
  loadsEditable,
} from '../../../src/domain/delivery-order/editability.ts';
import {
  isLineAdjusted,
  lineTotals,
  normalizeNote,
  orderTotals,
} from '../../../src/domain/delivery-order/loads.ts';
import type { ResourceModule } from '../types.ts';
import type { ServerContext, WriteContext } from '../../context.ts';
import { recordHistory } from './history.ts';
import { noteChange } from '../../push/recordChanges.ts';

export const LOAD = 'delivery-order-load';
const ORDER = 'delivery-order';
const LOG = 'delivery-order-log';

type Load = StoredRecordOf<typeof LOAD>;

const PLAN_FIELDS = [
  'product_id',
  'quantity',
  'uom',
  'note',
  'total_weight',
  'total_volume',
] as const satisfies readonly (keyof Load)[];
const ACTUAL_FIELDS = [
  'quantity_picked',
  'weight_picked',
  'volume_picked',
  'adjustment_reason_picked',
  'quantity_delivered',
  'weight_delivered',
  'volume_delivered',
  'adjustment_reason_delivered',
] as const satisfies readonly (keyof Load)[];
const isPlanField = (field: string) => PLAN_FIELDS.some((f) => f === field);
const isActualField = (field: string) => ACTUAL_FIELDS.some((f) => f === field);
/** Actuals are recorded once the goods are on their way: from Dijalankan (the pickup) to Terkirim. */
const ACTUALS_STATUSES: DeliveryStatus[] = ['STARTED', 'PICKED', 'TRANSITED', 'DELIVERED'];

interface ProductRow {
  id: number;
  name: string;
  code: string | null;
  uom: string;
  weight: number | null;
  volume: number | null;
  product_type: { name?: string; product_category?: { name?: string } | null } | null;
}

/** Locks the order (so concurrent load writes and transitions serialize) and returns its status. */
async function lockOrder(
  tx: Db,
  orderId: number,
): Promise<{ status: DeliveryStatus; number: string }> {
  const { rows } = await tx.query<{ status: { name?: string } | null; number: string }>(
    `SELECT status, number FROM ${quoteIdent(tableName(ORDER))} WHERE id = $1::bigint FOR UPDATE`,
    [orderId],
  );
  if (rows.length === 0) throw new ApiError(404, { delivery_order_id: 'not-found' });
  const name = rows[0].status?.name;
  return { status: isDeliveryStatus(name) ? name : 'DRAFT', number: rows[0].number };
}

async function product(tx: Db, id: unknown): Promise<ProductRow> {
  const { rows } = await tx.query<ProductRow>(
    `SELECT id, name, code, uom, weight, volume, product_type FROM ${quoteIdent(tableName('product'))} WHERE id = $1::bigint`,
    [id],
  );
  if (rows.length === 0) throw badRequest({ product_id: 'not-found' });
  return rows[0];
}

/** The weight and volume of one unit: the product's own for its base unit, else the product-uom row. */
async function unitOf(ctx: WriteContext, item: ProductRow, uom: unknown) {
  if (uom === item.uom) return { weight: item.weight, volume: item.volume };
  if (ctx.server.resources['product-uom']) {
    const { rows } = await ctx.tx.query<{ weight: number | null; volume: number | null }>(
      `SELECT weight, volume FROM ${quoteIdent(tableName('product-uom'))} WHERE product_id = $1::bigint AND name = $2 ORDER BY id LIMIT 1`,
      [item.id, uom],
    );
    if (rows.length > 0) return rows[0];
  }
  throw badRequest({ uom: 'invalid-value' });
}

const lineText = (name: string, line: Pick<Load, 'quantity' | 'uom'>) =>
  `${name} ${line.quantity} ${line.uom}`;

/** A line as recomputeOrder reads it, with its product's name. */
type LineRow = Pick<
  Load,
  | 'id'
  | 'product_id'
  | 'quantity'
  | 'uom'
  | 'total_weight'
  | 'total_volume'
  | 'quantity_picked'
  | 'quantity_delivered'
> & { product_name: string | null };

/** Sums the order's lines onto the order (totals, the line summary, the adjusted flag), without a version bump. */
async function recomputeOrder(tx: Db, orderId: number) {
  const { rows } = await tx.query<LineRow>(
    `SELECT l.id, l.product_id, p.name AS product_name, l.quantity, l.uom, l.total_weight, l.total_volume, l.quantity_picked, l.quantity_delivered
     FROM ${quoteIdent(tableName(LOAD))} l LEFT JOIN ${quoteIdent(tableName('product'))} p ON p.id = l.product_id
     WHERE l.delivery_order_id = $1::bigint ORDER BY l.id`,
    [orderId],
  );
  const totals = orderTotals(rows);
  const summary = rows.map((r) => ({
    id: Number(r.id),
    product_id: Number(r.product_id),
    product_name: r.product_name ?? null,
    quantity: Number(r.quantity),
    uom: r.uom,
    total_weight: r.total_weight ?? null,
    total_volume: r.total_volume ?? null,
  }));
  const adjusted = rows.some((r) => isLineAdjusted(r));
  await tx.query(
    `UPDATE ${quoteIdent(tableName(ORDER))} SET total_weight = $2, load_weight = $2, total_volume = $3, load_volume = $3, delivery_order_loads = $4::jsonb, is_load_adjusted = $5, updated_on = now() WHERE id = $1::bigint`,
    [orderId, totals.total_weight, totals.total_volume, JSON.stringify(summary), adjusted],
  );
  // Open lists show the new totals (no version bump: an open edit form is not told it is stale).
  noteChange(tx, ORDER, 'update', [{ id: orderId }], null);
}

/** The lines of an order as the API returns them (expanded), for the PDF and the track page. */
export async function loadsOf(server: ServerContext, orderId: number): Promise<Load[]> {
  const store = server.store(LOAD);
  const { rows } = await server.db.query(
    `SELECT * FROM ${quoteIdent(tableName(LOAD))} WHERE delivery_order_id = $1::bigint ORDER BY id`,
    [orderId],
  );
  return store.expand(
    server.db,
    rows.map((row) => store.toRecord(row)),
    true,
  );
}

async function expandLoads(db: Db, records: Load[]) {
  const ids = [
    ...new Set(records.map((r) => r.product_id).filter((v): v is number => typeof v === 'number')),
  ];
  if (ids.length === 0) return;
  const { rows } = await db.query<ProductRow>(
    `SELECT id, name, code, uom, weight, volume, product_type FROM ${quoteIdent(tableName('product'))} WHERE id IN (${ids.map((_, i) => `$${i + 1}::bigint`).join(', ')})`,
    ids,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const record of records) {
    const p = byId.get(record.product_id);
    record.product = p
      ? {
          id: Number(p.id),
          name: p.name,
          code: p.code ?? null,
          product_type: p.product_type?.name
            ? {
                name: p.product_type.name,
                product_category: p.product_type.product_category?.name
                  ? { name: p.product_type.product_category.name }
                  : null,
              }
            : null,
          weight: p.weight ?? null,
          volume: p.volume ?? null,
          uom: p.uom ?? null,
        }
      : null;
  }
}

export const deliveryOrderLoad: ResourceModule<typeof LOAD> = {
  hooks: {
    async beforeCreate(ctx, record) {
      const order = await lockOrder(ctx.tx, record.delivery_order_id);
      if (!loadsEditable(order.status))
        throw new ApiError(409, { delivery_order_id: 'invalid-status' });
      for (const field of ACTUAL_FIELDS) delete record[field];
      const item = await product(ctx.tx, record.product_id);
      Object.assign(record, lineTotals(await unitOf(ctx, item, record.uom), record.quantity));
      record.note = normalizeNote(record.note);
    },

    async beforeUpdate(ctx, current, changes) {
      const order = await lockOrder(ctx.tx, current.delivery_order_id);
      // Totals are the server's: whatever a client sent is recomputed.
      delete changes.total_weight;
      delete changes.total_volume;
      const plan = Object.keys(changes).filter(isPlanField);
      const actuals = Object.keys(changes).filter(isActualField);
      if (plan.length > 0 && !loadsEditable(order.status))
        throw new ApiError(409, { delivery_order_id: 'invalid-status' });
      if (actuals.length > 0) {
        if (!loadAdjustmentAllowed(ctx.account?.scopes ?? []))
          throw new ApiError(403, { scope: 'delivery-load-adjustment:update' });
        if (!ACTUALS_STATUSES.includes(order.status))
          throw new ApiError(409, { delivery_order_id: 'invalid-status' });
      }
      const next = { ...current, ...changes };
      const item = await product(ctx.tx, next.product_id);
      const unit = await unitOf(ctx, item, next.uom);
      if (plan.length > 0) {
        Object.assign(changes, lineTotals(unit, next.quantity as number));
        if ('note' in changes) changes.note = normalizeNote(changes.note as string | null);
      }
      for (const stage of ['picked', 'delivered'] as const) {
        const quantity = changes[`quantity_${stage}`];
        if (quantity === undefined) continue;
        const totals =
          quantity === null
            ? { total_weight: null, total_volume: null }
            : lineTotals(unit, quantity as number);
        changes[`weight_${stage}`] = totals.total_weight;
        changes[`volume_${stage}`] = totals.total_volume;
        if (current[`quantity_${stage}` as const] !== quantity && ctx.server.resources[LOG]) {
          await ctx.server.store(LOG).insert(ctx.tx, {
            delivery_order_id: current.delivery_order_id,
            delivery_order_load_id: current.id,
            event:
              stage === 'picked'
                ? 'FleetPlanning.DeliveryLoadUpdatedPicked'
                : 'FleetPlanning.DeliveryLoadUpdatedDropped',
            created_by: ctx.account?.fullname ?? 'Sistem',
            details: {
              product_name: item.name,
              product_type_name: item.product_type?.name ?? null,
              uom: String(next.uom),
              old_qty: current[`quantity_${stage}` as const] ?? current.quantity,
              new_qty: quantity as number | null,
              // The client's reason is not checked yet (the merged record is, after this hook).
              reason:
                ((changes[`adjustment_reason_${stage}`] ??
                  current[`adjustment_reason_${stage}` as const]) as string | null | undefined) ??
                null,
            },
          });
        }
      }
    },

    async beforeDelete(ctx, records) {
      for (const orderId of new Set(records.map((r) => r.delivery_order_id))) {
        const order = await lockOrder(ctx.tx, orderId);
        if (!loadsEditable(order.status))
          throw new ApiError(409, { delivery_order_id: 'invalid-status' });
      }
    },

    async afterWrite(ctx, { op, before, after }) {
      const line = (after ?? before)!;
      const orderId = line.delivery_order_id;
      await recomputeOrder(ctx.tx, orderId);
      const name =
        (await product(ctx.tx, line.product_id).catch(() => undefined))?.name ??
        `#${line.product_id}`;
      if (op === 'create') {
        await recordHistory(ctx, orderId, {
          event: 'LOAD_ADDED',
          title: 'Muatan ditambahkan',
          description: lineText(name, line),
          details: { load_id: line.id, product: name, quantity: line.quantity, uom: line.uom },
        });
      } else if (op === 'delete') {
        await recordHistory(ctx, orderId, {
          event: 'LOAD_DELETED',
          title: 'Muatan dihapus',
          description: lineText(name, line),
          details: { load_id: line.id, product: name, quantity: line.quantity, uom: line.uom },
        });
      } else if (before && after) {
        const changed = [...PLAN_FIELDS, ...ACTUAL_FIELDS].filter(
          (f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null),
        );
        if (changed.length === 0) return;
        const adjusted = changed.some((f) => f.startsWith('quantity_'));
        await recordHistory(ctx, orderId, {
          event: adjusted ? 'LOAD_ADJUSTED' : 'LOAD_UPDATED',
          title: adjusted ? 'Kuantitas muatan diubah' : 'Muatan diubah',
          description: adjusted
            ? `${name}: ${changed
                .filter((f) => f.startsWith('quantity_'))
                .map(
                  (f) =>
                    `${f === 'quantity_picked' ? 'diambil' : 'dikirim'} ${before[f] ?? before.quantity} → ${after[f] ?? '-'} ${after.uom}`,
                )
                .join(', ')}`
            : `${lineText(name, before)} → ${lineText(name, after)}`,
          type: changed.includes('quantity_delivered')
            ? 'DROP'
            : changed.includes('quantity_picked')
              ? 'PICKUP'
              : 'GENERAL',
          details: {
            load_id: line.id,
            product: name,
            changes: Object.fromEntries(
              changed.map((f) => [f, { old: before[f] ?? null, new: after[f] ?? null }]),
            ),
          },
        });
      }
    },

    expand: (db, records) => expandLoads(db, records),
  },
};
