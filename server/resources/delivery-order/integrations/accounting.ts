// The accounting system (delivery-order.md §6; master-data.md §7): send unsynced orders
// (sync-bulk), remove an order's invoice there and here (remove-invoice), and the inbound signed
// notice that an order changed or was deleted there (webhook).
import { andOwnRows, asOwnerOf } from '../../../tenancy.ts';
import { ApiError, badRequest, errorMap, notFound } from '../../../errors.ts';
import { postWebhook, verifySignature } from '../../../integrations/webhook.ts';
import { quoteIdent, tableName } from '../../../storage/columns.ts';
import { isPlainObject } from '../../../storage/records.ts';
import { parseId } from '../../../storage/ids.ts';
import type { ServerContext, WriteContext } from '../../../context.ts';
import { recordHistory } from '../history.ts';
import { ORDER } from '../transition.ts';
import {
  WEBHOOK_EVENTS,
  SYNC_BULK_LIMIT,
  ACCOUNTING_STATES,
  type InboundState,
  type Order,
  isBlank,
  statusOf,
  notConfigured,
  failed,
  notFoundAs,
  throwIfAny,
  rejectUnknown,
  resultText,
  resultDetails,
  place,
  writeContext,
} from './common.ts';

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

export async function syncBulk(server: ServerContext, account: WriteContext['account']) {
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

export async function removeInvoice(
  server: ServerContext,
  account: WriteContext['account'],
  id: number,
) {
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

export async function accountingNotice(
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
