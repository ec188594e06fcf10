// A shipper's order sent to its paired vendor, and everything that comes back (docs/vendor-requests.md).
//
// - send: 'Kirim ke Vendor' writes the share row (the database refuses it unless the vendor is the
//   shipper's own, ACTIVE and paired with the company named) and, in the same transaction, the
//   vendor company's own order from it: its own number, is_from_vendor_request, the shipper as its
//   free-text customer, the route copied into its address book, the declared fields
//   (src/domain/delivery-order/vendorShare.ts) and nothing else.
// - follow: every status the vendor's order takes afterwards (its answer, then its fleet task's
//   progress) is written into the share row by the vendor, and then into the shipper's order by the
//   shipper's side, with the vendor's completed pickups and drops as the shipper's proofs.
// Each side's rows are written as that side's company (withinCompany), under its own policies.
import { ApiError, badRequest } from '../../errors.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import { currentCompany, withinCompany } from '../../tenancy.ts';
import type { WriteContext } from '../../context.ts';
import type { Db } from '../../db.ts';
import type { RecordData } from '../../storage/records.ts';
import type { StoredRecordOf } from '../../../src/generated/types.ts';
import {
  FLOWS_BACK,
  SHARED_ADDRESS_FIELDS,
  SHARED_NOTE_FIELDS,
  SHARED_ORDER_FIELDS,
  type SharedAddress,
  type SharedLoad,
  type SharedProof,
  type VendorRequestPayload,
  type VendorRequestView,
} from '../../../src/domain/delivery-order/vendorShare.ts';
import { STATUS_LABELS, type DeliveryStatus } from '../../../src/domain/delivery-order/statuses.ts';
import { SHARE_TABLE } from '../vendor/share.ts';
import { isDispatchableVendor } from '../../../src/domain/vendor/dispatch.ts';
import { publishPush } from '../../push/publish.ts';
import { recordHistory } from './history.ts';

type Order = StoredRecordOf<'delivery-order'>;

const share = quoteIdent(SHARE_TABLE);
const ACTIVITY = 'delivery-order-activity';

interface ShareRow {
  id: number;
  shipper_company_id: number;
  shipper_order_id: number;
  vendor_id: number;
  vendor_name: string | null;
  vendor_company_id: number;
  vendor_order_id: number | null;
  vendor_order_number: string | null;
  request: VendorRequestPayload;
  status: DeliveryStatus;
  rejected_reason: string | null;
  fleet_task_number: string | null;
  proofs: SharedProof[];
}

const num = (v: unknown) => (v === null || v === undefined ? v : Number(v));
const asShare = (row: ShareRow): ShareRow => ({
  ...row,
  id: Number(row.id),
  shipper_company_id: Number(row.shipper_company_id),
  shipper_order_id: Number(row.shipper_order_id),
  vendor_id: Number(row.vendor_id),
  vendor_company_id: Number(row.vendor_company_id),
  vendor_order_id: num(row.vendor_order_id) as number | null,
});

async function companyName(tx: Db, ctx: WriteContext, companyId: number): Promise<string> {
  if (!ctx.server.resources.company) return `#${companyId}`;
  const { rows } = await tx.query<{ name: string }>(
    `SELECT name FROM ${quoteIdent(tableName('company'))} WHERE id = $1::bigint`,
    [companyId],
  );
  return rows[0]?.name ?? `#${companyId}`;
}

function pickAddress(address: RecordData | null | undefined): SharedAddress | null {
  if (!address) return null;
  return Object.fromEntries(
    SHARED_ADDRESS_FIELDS.map((f) => [f, (address[f] as string | number | null) ?? null]),
  );
}

/** The vendor of an order, checked: ACTIVE and paired (delivery-order.md §3), else vendor_id invalid. */
async function receivingVendor(ctx: WriteContext, order: Order) {
  if (typeof order.vendor_id !== 'number') throw badRequest({ vendor_id: 'required' });
  const vendor = await ctx.server
    .store('vendor')
    .getRaw(ctx.tx, order.vendor_id)
    .catch(() => undefined);
  if (!vendor) throw badRequest({ vendor_id: 'not-found' });
  if (!isDispatchableVendor(vendor)) throw badRequest({ vendor_id: 'invalid-value' });
  return vendor;
}

/** The full address rows of the order's route (the expansion carries only some fields). */
async function addressRows(ctx: WriteContext, ids: (number | null | undefined)[]) {
  const wanted = ids.filter((v): v is number => typeof v === 'number');
  const byId = new Map<number, RecordData>();
  if (wanted.length === 0 || !ctx.server.resources.address) return byId;
  const { rows } = await ctx.tx.query<RecordData>(
    `SELECT * FROM ${quoteIdent(tableName('address'))} WHERE id = ANY($1::bigint[])`,
    [wanted],
  );
  for (const row of rows) byId.set(Number(row.id), row);
  return byId;
}

async function requestPayload(
  ctx: WriteContext,
  order: Order,
  vendor: RecordData,
): Promise<VendorRequestPayload> {
  const addresses = await addressRows(ctx, [order.origin_address_id, order.destination_address_id]);
  const { rows: loads } = ctx.server.resources['delivery-order-load']
    ? await ctx.tx.query<RecordData>(
        `SELECT * FROM ${quoteIdent(tableName('delivery-order-load'))} WHERE delivery_order_id = $1::bigint ORDER BY id`,
        [order.id],
      )
    : { rows: [] };
  const productIds = loads.map((l) => l.product_id).filter((v) => v !== null && v !== undefined);
  const products = new Map<number, RecordData>();
  if (productIds.length > 0 && ctx.server.resources.product) {
    const { rows } = await ctx.tx.query<RecordData>(
      `SELECT id, name, code FROM ${quoteIdent(tableName('product'))} WHERE id = ANY($1::bigint[])`,
      [productIds],
    );
    for (const row of rows) products.set(Number(row.id), row);
  }
  const sharedLoads: SharedLoad[] = loads.map((l) => {
    const product = products.get(Number(l.product_id));
    return {
      product_name: (product?.name as string) ?? null,
      product_code: (product?.code as string) ?? null,
      quantity: num(l.quantity) as number,
      uom: (l.uom as string) ?? null,
      total_weight: num(l.total_weight) as number | null,
      total_volume: num(l.total_volume) as number | null,
      note: (l.note as string) ?? null,
    };
  });
  const rates = Array.isArray(vendor.contract_rates) ? (vendor.contract_rates as RecordData[]) : [];
  const rate = rates.find(
    (r) =>
      r.origin_address_id === order.origin_address_id &&
      r.destination_address_id === order.destination_address_id &&
      (order.box_type_id === null ||
        order.box_type_id === undefined ||
        r.box_type_id === order.box_type_id),
  );
  const fields: Record<string, unknown> = {};
  const stored: RecordData = order;
  for (const field of SHARED_ORDER_FIELDS) fields[field] = stored[field] ?? null;
  for (const field of Object.keys(SHARED_NOTE_FIELDS)) fields[field] = stored[field] ?? null;
  return {
    shipper_company_name: await companyName(ctx.tx, ctx, currentCompany() ?? 0),
    shipper_order_number: order.number ?? '',
    origin_address: pickAddress(addresses.get(order.origin_address_id as number)),
    destination_address: pickAddress(addresses.get(order.destination_address_id as number)),
    box_type_name: order.box_type?.name ?? null,
    loads: sharedLoads,
    rate: rate
      ? {
          contract_number: (vendor.contract_number as string) ?? null,
          base_price: num(rate.base_price) as number | null,
        }
      : null,
    fields,
  };
}

/** An address of the request in the vendor's own book: found again by its code, else created. */
async function vendorAddress(
  ctx: WriteContext,
  address: SharedAddress | null,
  code: string,
): Promise<number | null> {
  if (!address || !ctx.server.resources.address) return null;
  const table = quoteIdent(tableName('address'));
  // As the vendor's company (withinCompany): an owner (the seed) sees every company's rows, so the
  // company is named here too.
  const hasCode = Object.hasOwn(ctx.server.resources.address.schema.properties, 'code');
  if (hasCode) {
    const { rows } = await ctx.tx.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE code = $1 AND company_id = $2::bigint LIMIT 1`,
      [code, currentCompany()],
    );
    if (rows[0]) return Number(rows[0].id);
  } else {
    const { rows } = await ctx.tx.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE name = $1 AND full_name = $2 AND city = $3 AND company_id = $4::bigint LIMIT 1`,
      [address.name, address.full_name, address.city, currentCompany()],
    );
    if (rows[0]) return Number(rows[0].id);
  }
  const record: RecordData = {};
  for (const field of SHARED_ADDRESS_FIELDS)
    if (address[field] !== null && address[field] !== undefined) record[field] = address[field];
  if (hasCode) record.code = code;
  const created = await ctx.server.store('address').insert(ctx.tx, record, { account: null });
  return created.id;
}

/**
 * 'Kirim ke Vendor' (and the re-send from Ditolak): the share row and the vendor's order, in the
 * caller's transaction. `order` is the shipper's, locked, before its status changes.
 */
export async function sendToVendor(ctx: WriteContext, order: Order): Promise<void> {
  const vendor = await receivingVendor(ctx, order);
  const request = await requestPayload(ctx, order, vendor);
  const vendorCompany = Number(vendor.paired_company_id);
  let inserted: ShareRow;
  try {
    const { rows } = await ctx.tx.query<ShareRow>(
      `INSERT INTO ${share} (shipper_order_id, vendor_id, vendor_name, vendor_company_id, request)
       VALUES ($1::bigint, $2::bigint, $3, $4::bigint, $5::jsonb) RETURNING *`,
      [order.id, vendor.id, vendor.name, vendorCompany, JSON.stringify(request)],
    );
    inserted = asShare(rows[0]!);
  } catch (error) {
    // The policy refused it: the vendor is not paired with that company (or not the shipper's).
    if ((error as { code?: string }).code === '42501')
      throw badRequest({ vendor_id: 'invalid-value' });
    throw error;
  }
  await withinCompany(ctx.tx, vendorCompany, async () => {
    // The paired company must exist: as that company, its own row is the one it can read.
    if (ctx.server.resources.company) {
      const { rows } = await ctx.tx.query(
        `SELECT 1 FROM ${quoteIdent(tableName('company'))} WHERE id = $1::bigint`,
        [vendorCompany],
      );
      if (rows.length === 0) throw badRequest({ vendor_id: 'invalid-value' });
    }
    const vendorCtx: WriteContext = { ...ctx, account: null };
    const stamp = `REQ-${inserted.shipper_company_id}`;
    const origin = await vendorAddress(
      vendorCtx,
      request.origin_address,
      `${stamp}-${order.origin_address_id}`,
    );
    const destination = await vendorAddress(
      vendorCtx,
      request.destination_address,
      `${stamp}-${order.destination_address_id}`,
    );
    const mirror: RecordData = {
      status: { name: 'WAITING_FOR_VENDOR', visited_statuses: ['WAITING_FOR_VENDOR'] },
      is_from_vendor_request: true,
      customer_name: request.shipper_company_name,
      external_reference_number: request.shipper_order_number,
      origin_address_id: origin,
      destination_address_id: destination,
      reference_info_box_type: request.box_type_name,
    };
    for (const field of SHARED_ORDER_FIELDS) {
      const value = request.fields[field];
      if (value !== null && value !== undefined) mirror[field] = value;
    }
    for (const [from, to] of Object.entries(SHARED_NOTE_FIELDS)) {
      const value = request.fields[from];
      if (value !== null && value !== undefined) mirror[to] = value;
    }
    // A request may carry targets that have passed: the vendor's copy is not judged by the
    // shipper's create rules (the shipper's order was, when it was written).
    const created = await ctx.server
      .store('delivery-order')
      .insert(ctx.tx, mirror, { account: null });
    await ctx.tx.query(
      `UPDATE ${share} SET vendor_order_id = $2::bigint, vendor_order_number = $3 WHERE id = $1::bigint`,
      [inserted.id, created.id, created.number],
    );
    // The vendor's open lists count the new request at once.
    await publishPush(ctx.tx, {
      kind: 'records-changed',
      companyId: vendorCompany,
      payload: { resource: 'delivery-order', ids: [created.id] },
    });
    await recordHistory(vendorCtx, created.id, {
      event: 'STATUS_CHANGED',
      title: `Permintaan dari ${request.shipper_company_name}`,
      description: `${request.shipper_company_name} mengirim ${request.shipper_order_number}: menunggu jawaban vendor`,
      status: 'WAITING_FOR_VENDOR',
      details: { from: null, to: 'WAITING_FOR_VENDOR', manual: false },
    });
  });
}

/** The share row of a vendor's order (the vendor's side), if it is one. */
async function shareOfVendorOrder(tx: Db, orderId: number): Promise<ShareRow | undefined> {
  const { rows } = await tx.query<ShareRow>(
    `SELECT * FROM ${share} WHERE vendor_order_id = $1::bigint FOR UPDATE`,
    [orderId],
  );
  return rows[0] ? asShare(rows[0]) : undefined;
}

/**
 * After the vendor's order moved to `to` (its answer, its fleet task's progress): the share row
 * and the shipper's order follow, with history on the shipper's side and the vendor's proofs.
 * `apply` is the status change itself (transition.ts systemTransition), passed in to keep the
 * modules apart.
 */
export async function followVendorOrder(
  ctx: WriteContext,
  vendorOrder: Order,
  to: DeliveryStatus,
  apply: (
    ctx: WriteContext,
    orderId: number,
    to: DeliveryStatus,
    changes: RecordData,
    history: { description?: string },
  ) => Promise<unknown>,
): Promise<void> {
  if (vendorOrder.is_from_vendor_request !== true || !FLOWS_BACK.includes(to)) return;
  const row = await shareOfVendorOrder(ctx.tx, vendorOrder.id);
  if (!row) return;
  const proofs = await vendorProofs(ctx, vendorOrder.id);
  const reason =
    to === 'REJECTED_BY_VENDOR' ? (vendorOrder.rejected_by_vendor_reason ?? null) : null;
  const taskNumber = vendorOrder.fleet_task?.number ?? null;
  await ctx.tx.query(
    `UPDATE ${share} SET status = $2, rejected_reason = COALESCE($3, rejected_reason),
            fleet_task_number = $4, proofs = $5::jsonb WHERE id = $1::bigint`,
    [row.id, to, reason, taskNumber, JSON.stringify(proofs)],
  );
  await withinCompany(ctx.tx, row.shipper_company_id, async () => {
    const shipperCtx: WriteContext = { ...ctx, account: null };
    const changes: RecordData = {};
    if (to === 'REJECTED_BY_VENDOR') changes.rejected_by_vendor_reason = reason;
    const vendorName = row.vendor_name ?? 'Vendor';
    const label = STATUS_LABELS[to].id;
    // The shipper's order follows when its status allows it; one out of step (changed meanwhile by
    // the shipper's own side) keeps its status rather than block the vendor's driver.
    const followed = await apply(shipperCtx, row.shipper_order_id, to, changes, {
      description:
        to === 'REJECTED_BY_VENDOR'
          ? `${vendorName} menolak permintaan. Alasan: ${reason ?? '-'}`
          : `${vendorName}: ${label}${taskNumber ? ` (${taskNumber})` : ''}`,
    }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409) return false;
        throw error;
      },
    );
    if (followed) await copyProofs(shipperCtx, row, proofs);
  });
}

/** The vendor's completed pickups and drops of its order, as the shipper may see them. */
async function vendorProofs(ctx: WriteContext, orderId: number): Promise<SharedProof[]> {
  if (!ctx.server.resources[ACTIVITY]) return [];
  const { rows } = await ctx.tx.query<RecordData>(
    `SELECT * FROM ${quoteIdent(tableName(ACTIVITY))} WHERE delivery_order_id = $1::bigint AND status = 'COMPLETED' ORDER BY sequence, id`,
    [orderId],
  );
  return rows.map((r) => {
    const address = r.address as { name?: string; city?: string | null } | null;
    return {
      type: r.type as 'PICKUP' | 'DROP',
      completed_on:
        r.completed_on instanceof Date ? r.completed_on.toISOString() : (r.completed_on as string),
      is_transit: r.is_transit === true,
      contact_person_name: (r.contact_person_name as string) ?? null,
      address: address?.name ? { name: address.name, city: address.city ?? null } : null,
      note: (r.note as string) ?? null,
      attachments: Array.isArray(r.attachments)
        ? (r.attachments as { url: string }[]).map((a) => ({ url: a.url }))
        : [],
    };
  });
}

/** The shipper's proof tab shows the vendor's pickups and drops as activities 'by' the vendor. */
async function copyProofs(ctx: WriteContext, row: ShareRow, proofs: SharedProof[]) {
  if (!ctx.server.resources[ACTIVITY]) return;
  const table = quoteIdent(tableName(ACTIVITY));
  const { rows } = await ctx.tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE delivery_order_id = $1::bigint AND vendor_name IS NOT NULL`,
    [row.shipper_order_id],
  );
  const have = Number(rows[0]?.n ?? 0);
  for (const [i, proof] of proofs.entries()) {
    if (i < have) continue;
    await ctx.server.store(ACTIVITY).insert(
      ctx.tx,
      {
        delivery_order_id: row.shipper_order_id,
        type: proof.type,
        status: 'COMPLETED',
        sequence: i + 1,
        completed_on: proof.completed_on,
        is_transit: proof.is_transit,
        vendor_name: row.vendor_name ?? 'Vendor',
        fleet_task: null,
        contact_person_name: proof.contact_person_name,
        address: proof.address,
        destination_address: null,
        attachments: proof.attachments,
        note: proof.note,
      },
      { account: null },
    );
  }
}

/** A share row as one side sees it (an order's vendor_request, an entry of the requests list). */
function viewOf(row: ShareRow, side: 'shipper' | 'vendor'): VendorRequestView {
  return {
    share_id: row.id,
    side,
    status: row.status,
    vendor_name: row.vendor_name,
    vendor_order_number: row.vendor_order_number,
    shipper_company_name: row.request.shipper_company_name,
    shipper_order_number: row.request.shipper_order_number,
    fleet_task_number: row.fleet_task_number,
    rejected_reason: row.rejected_reason,
    request: row.request,
  };
}

/** A vendor's copy of a request, or a shipper's order that has been sent to a vendor. */
const inVendorFlow = (order: {
  is_from_vendor_request?: boolean | null;
  status?: { name?: string | null; visited_statuses?: readonly string[] | null } | null;
}): boolean =>
  order.is_from_vendor_request === true ||
  order.status?.name === 'WAITING_FOR_VENDOR' ||
  (order.status?.visited_statuses ?? []).includes('WAITING_FOR_VENDOR');

/** The vendor_request each order shows: the share rows the caller's policy lets it see. */
export async function vendorRequestViews(
  db: Db,
  orders: readonly ({ id: number } & Parameters<typeof inVendorFlow>[0])[],
): Promise<Map<number, VendorRequestView>> {
  const out = new Map<number, VendorRequestView>();
  // Only orders in the vendor flow can have a share row: a page without one asks nothing.
  const ids = orders.filter(inVendorFlow).map((o) => o.id);
  if (ids.length === 0) return out;
  // No company condition: the share's policy decides (server/resources/vendor/share.ts).
  const { rows } = await db.query<ShareRow>(
    `SELECT DISTINCT ON (s.shipper_order_id, s.vendor_order_id) s.* FROM ${share} s
      WHERE s.shipper_order_id = ANY($1::bigint[]) OR s.vendor_order_id = ANY($1::bigint[])
      ORDER BY s.shipper_order_id, s.vendor_order_id, s.id DESC`,
    [ids],
  );
  const byShipper = new Map<number, ShareRow>();
  const byVendor = new Map<number, ShareRow>();
  for (const raw of rows) {
    const row = asShare(raw);
    const latest = byShipper.get(row.shipper_order_id);
    if (!latest || latest.id < row.id) byShipper.set(row.shipper_order_id, row);
    if (row.vendor_order_id !== null) byVendor.set(row.vendor_order_id, row);
  }
  for (const order of orders) {
    const fromVendor = order.is_from_vendor_request === true;
    const row = fromVendor ? byVendor.get(order.id) : byShipper.get(order.id);
    if (!row) continue;
    out.set(order.id, viewOf(row, fromVendor ? 'vendor' : 'shipper'));
  }
  return out;
}

/**
 * The shipper's order cancelled while its request is open (a system cancel: spec §4 gives neither
 * side a manual one in the vendor flow): the share row is withdrawn and the vendor's order follows.
 */
export async function followShipperCancel(
  ctx: WriteContext,
  shipperOrder: Order,
  to: DeliveryStatus,
  apply: (ctx: WriteContext, orderId: number, to: DeliveryStatus) => Promise<unknown>,
): Promise<void> {
  if (shipperOrder.is_from_vendor_request === true || to !== 'CANCELED') return;
  const { rows } = await ctx.tx.query<ShareRow>(
    `SELECT * FROM ${share} WHERE shipper_order_id = $1::bigint AND status <> 'CANCELED' ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [shipperOrder.id],
  );
  const row = rows[0] ? asShare(rows[0]) : undefined;
  if (!row || row.vendor_order_id === null) return;
  await ctx.tx.query(`UPDATE ${share} SET status = 'CANCELED' WHERE id = $1::bigint`, [row.id]);
  const vendorOrderId = row.vendor_order_id;
  await withinCompany(ctx.tx, row.vendor_company_id, () =>
    apply({ ...ctx, account: null }, vendorOrderId, 'CANCELED').catch((error: unknown) => {
      // Already closed on the vendor's side (delivered, rejected): nothing to follow.
      if (error instanceof ApiError && error.status === 409) return undefined;
      throw error;
    }),
  );
}

/**
 * GET /delivery-order/vendor-requests: the requests the caller's company sent (side shipper) and
 * received (side vendor), newest first; `?side=vendor&status=WAITING_FOR_VENDOR` is the vendor's
 * inbox. The share's policy alone decides which rows these are: no company condition here.
 */
export async function listVendorRequests(
  db: Db,
  company: number | undefined,
  query: Record<string, unknown>,
): Promise<{ data: VendorRequestView[]; metadata: { total_count: number } }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const status = query.status;
  if (status !== undefined && status !== '') {
    if (
      typeof status !== 'string' ||
      !FLOWS_BACK.concat(['WAITING_FOR_VENDOR']).includes(status as DeliveryStatus)
    )
      throw badRequest({ status: 'invalid-value' });
    where.push(`s.status = $${params.push(status)}`);
  }
  const side = query.side;
  if (side !== undefined && side !== '' && side !== 'vendor' && side !== 'shipper')
    throw badRequest({ side: 'invalid-value' });
  const { rows } = await db.query<ShareRow>(
    `SELECT s.* FROM ${share} s ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY s.id DESC LIMIT 500`,
    params,
  );
  const data = rows
    .map(asShare)
    .map((row) => {
      const mine = row.vendor_company_id === company ? 'vendor' : 'shipper';
      return {
        ...viewOf(row, mine),
        order_id: mine === 'vendor' ? row.vendor_order_id : row.shipper_order_id,
      };
    })
    .filter((view) => side === undefined || side === '' || view.side === side);
  return { data, metadata: { total_count: data.length } };
}
