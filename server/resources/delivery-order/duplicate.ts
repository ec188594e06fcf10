// POST /delivery-order/duplicate {ids}: each copy is a new Draf with a new number, the same
// information and loads, and a history of its own (one event naming its source). What belongs to
// the original's life is not copied: status, fleet task, actuals, invoice, integration state,
// tracking link, shipment number (unique), target dates already past and a vendor that can no
// longer receive orders (not ACTIVE or unpaired).
import type { AuthUser } from '../../auth/auth.ts';
import { ApiError, badRequest } from '../../errors.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import type { RecordData } from '../../storage/records.ts';
import type { StoredRecordOf } from '../../../src/generated/types.ts';
import { parseId } from '../../storage/ids.ts';
import type { ServerContext, WriteContext } from '../../context.ts';
import { ORDER_WRITABLE_FIELDS } from '../../../src/domain/delivery-order/editability.ts';
import { recordHistory } from './history.ts';
import { vendorCanReceive } from '../vendor/dispatch.ts';
import { hasVendorService } from '../../../src/domain/delivery-order/statusMachine.ts';

const LOAD = 'delivery-order-load';
const MAX_IDS = 100;
const PLAN_FIELDS = ['product_id', 'quantity', 'uom', 'note'];

export function parseIds(body: unknown): number[] {
  const raw = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null
      ? (body as { ids?: unknown }).ids
      : undefined;
  if (raw === undefined) throw badRequest({ ids: 'required' });
  if (!Array.isArray(raw)) throw badRequest({ ids: 'invalid-format' });
  if (raw.length === 0) throw badRequest({ ids: 'required' });
  if (raw.length > MAX_IDS) throw badRequest({ ids: 'too-long' });
  return [
    ...new Set(
      raw.map((value, i) => {
        const id = parseId(value);
        if (id === undefined) throw badRequest({ [`ids.${i}`]: 'invalid-format' });
        return id;
      }),
    ),
  ];
}

async function duplicateOne(
  ctx: WriteContext,
  id: number,
): Promise<StoredRecordOf<'delivery-order'>> {
  const orders = ctx.server.store('delivery-order');
  const source = await orders.getRaw(ctx.tx, id);
  // Built field by field from a list of names; insert checks it against the schema.
  const copy: RecordData = {};
  for (const field of ORDER_WRITABLE_FIELDS)
    if (Object.hasOwn(source, field)) copy[field] = source[field];
  copy.shipment_number = null;
  for (const field of ['expected_pickup_on', 'expected_delivered_on'] as const) {
    const value = copy[field];
    if (typeof value === 'string' && new Date(value).getTime() < ctx.now.getTime())
      copy[field] = null;
  }
  // A vendor suspended or unpaired since is left out, as past targets are: the copy is still made.
  // So is a vendor the caller may not set (without the four vms:* scopes, §6).
  if (typeof copy.vendor_id === 'number' && ctx.account && !hasVendorService(ctx.account.scopes))
    copy.vendor_id = null;
  if (
    typeof copy.vendor_id === 'number' &&
    !(await vendorCanReceive(ctx.tx, undefined, copy.vendor_id))
  )
    copy.vendor_id = null;
  const created = await orders.insert(ctx.tx, copy, { account: ctx.account });
  if (ctx.server.resources[LOAD]) {
    const loads = ctx.server.store(LOAD);
    const { rows } = await ctx.tx.query(
      `SELECT * FROM ${quoteIdent(tableName(LOAD))} WHERE delivery_order_id = $1::bigint ORDER BY id`,
      [id],
    );
    for (const row of rows) {
      const line: RecordData = { delivery_order_id: created.id };
      for (const field of PLAN_FIELDS) line[field] = row[field] ?? null;
      await loads.insert(ctx.tx, line, { account: ctx.account });
    }
  }
  await recordHistory(ctx, created.id, {
    event: 'DUPLICATED_FROM',
    title: 'Pengiriman diduplikat',
    description: `Salinan dari ${source.number}`,
    details: { source_id: id, source_number: source.number },
  });
  await recordHistory(ctx, id, {
    event: 'DUPLICATED',
    title: 'Pengiriman diduplikat',
    description: `Disalin menjadi ${created.number}`,
    details: { copy_id: created.id, copy_number: created.number },
  });
  return created;
}

/** Each id in its own transaction: one failure does not undo the others; the answer counts the failures. */
export async function duplicateOrders(server: ServerContext, account: AuthUser, body: unknown) {
  const ids = parseIds(body);
  const created: number[] = [];
  const failed: { id: number; errors: Record<string, string> }[] = [];
  for (const id of ids) {
    try {
      const copy = await server.db.transaction((tx) =>
        duplicateOne({ tx, account, now: new Date(), server }, id),
      );
      created.push(copy.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      failed.push({ id, errors: error.errors });
    }
  }
  return {
    data: { ids: created },
    status: { failed: failed.length, failed_ids: failed.map((f) => f.id), errors: failed },
  };
}
