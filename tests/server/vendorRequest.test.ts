// A shipper and its paired vendor across companies (docs/vendor-requests.md): the demo's company 1
// sends orders to its vendor PT Sentosa Ekspres Mandiri, which is the demo's company 2. The request
// crosses in the send's transaction as the vendor company's own order with the declared fields only;
// the vendor answers in its own console and the shipper's order follows; nothing else crosses; a
// third company sees none of it; and the share's row-level-security policy is what holds that (with
// the policies off, the third company sees the requests: the proof that the policy is load-bearing).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { createCompany } from '../../server/platform/companies.ts';
import { setTenancyLines } from '../../server/tenancy.ts';
import {
  NEVER_SHARED_FIELDS,
  SHARED_LOAD_FIELDS,
} from '../../src/domain/delivery-order/vendorShare.ts';
import { DO, FT, JPEG, PNG, multipart, photo } from './fleetTaskFixtures.ts';

let h: Harness;
const tokens: Record<string, string> = {};
let vendorId: number;
let unpairedVendorId: number;

async function login(username: string, password: string): Promise<string> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: `10.8.0.${Object.keys(tokens).length + 1}`,
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token as string;
}

const call = (who: string, method: string, url: string, payload?: unknown) =>
  h.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The vendor's driver completes an activity of its task (multipart), with one photo. */
function complete(
  taskId: number,
  sequence: number,
  contact: string,
  picture: Buffer,
  type: string,
) {
  const body = multipart([
    { name: 'contact_person_name', value: contact },
    photo(picture, type === 'image/png' ? 'foto.png' : 'foto.jpg', type),
  ]);
  return h.app.inject({
    method: 'POST',
    url: `${FT}/${taskId}/activity/${sequence}/complete`,
    headers: { authorization: `Bearer ${tokens.driver}`, ...body.headers },
    payload: body.payload,
  });
}

const tomorrow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A confirmed order of company 1 for `vendor`, with a known customer and one load line. */
async function confirmedOrder(vendor: number): Promise<{ id: number; number: string }> {
  const { rows: customers } = await h.db.query<{ id: number; name: string }>(
    `SELECT c.id, c.name FROM customer c WHERE c.company_id = 1 AND EXISTS (SELECT 1 FROM address a WHERE a.customer_id = c.id GROUP BY a.customer_id HAVING count(*) >= 2) ORDER BY c.id LIMIT 1`,
  );
  const customer = customers[0]!;
  const { rows: addresses } = await h.db.query<{ id: number }>(
    `SELECT id FROM address WHERE customer_id = $1 ORDER BY id LIMIT 2`,
    [customer.id],
  );
  // Company 1's required custom fields, filled: the vendor must never see them.
  const { rows: defs } = await h.db.query<{ key: string; type: string }>(
    `SELECT key, type FROM custom_field WHERE company_id = 1 AND is_required AND is_active`,
  );
  const user_definition_fields = defs.map((d) => ({
    key: d.key,
    value: d.type === 'NUMBER' ? '4242' : d.type === 'DATE' ? '2026-12-01' : `RAHASIA-${d.key}`,
  }));
  const created = await call('shipper', 'POST', '/order/api/web/v1/delivery-order', {
    user_definition_fields,
    customer_id: customer.id,
    billed_customer_id: customer.id,
    origin_address_id: addresses[0]!.id,
    destination_address_id: addresses[1]!.id,
    expected_pickup_on: tomorrow(24),
    expected_delivered_on: tomorrow(30),
    vendor_id: vendor,
    note: 'Bawa terpal',
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json().data as { id: number; number: string };
  // One load line of a company 1 product: the vendor sees what to carry, not the catalogue.
  const { rows: products } = await h.db.query<{ id: number; uom: string | null }>(
    `SELECT id, uom FROM product WHERE company_id = 1 ORDER BY id LIMIT 1`,
  );
  const load = await call('shipper', 'POST', `/order/api/web/v1/delivery-order/${order.id}/load`, {
    product_id: Number(products[0]!.id),
    quantity: 7,
    uom: products[0]!.uom ?? 'Karton',
    note: 'Jangan ditumpuk',
  });
  expect(load.statusCode, load.body).toBe(201);
  const confirmed = await call(
    'shipper',
    'POST',
    `/order/api/web/v1/delivery-order/${order.id}/transition`,
    {
      status: 'CONFIRMED',
    },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return order;
}

async function send(orderId: number) {
  return call('shipper', 'POST', `/order/api/web/v1/delivery-order/${orderId}/transition`, {
    status: 'WAITING_FOR_VENDOR',
  });
}

const order = async (who: string, id: number) => {
  const response = await call(who, 'GET', `/order/api/web/v1/delivery-order/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, any>;
};

beforeAll(async () => {
  h = await startHarness({ users: [], ownerCompany: null });
  await seedDemo(h.db, { server: h.app.armada });
  await createCompany(h.db, {
    name: 'PT Pihak Ketiga',
    admin: { username: 'ketiga.admin', password: 'ketiga-2026-rahasia' },
  });
  tokens.shipper = await login('admin', 'admin123');
  tokens.vendor = await login('sentosa.dispatcher', 'sentosa123');
  tokens.vendor2 = await login('sentosa.admin', 'sentosa123');
  tokens.third = await login('ketiga.admin', 'ketiga-2026-rahasia');
  const { rows } = await h.db.query<{ id: number; paired: number | null; status: string }>(
    `SELECT id, paired_company_id AS paired, status->>'name' AS status FROM vendor WHERE company_id = 1 ORDER BY id`,
  );
  vendorId = Number(rows.find((r) => Number(r.paired) === 2 && r.status === 'ACTIVE')!.id);
  unpairedVendorId = Number(rows.find((r) => !r.paired && r.status === 'ACTIVE')!.id);
}, 120_000);

afterAll(async () => {
  setTenancyLines('both');
  await h?.close();
});

describe('a request crosses to the paired vendor, and only the request', () => {
  let shipperOrder: { id: number; number: string };
  let vendorOrderId: number;

  test("'Kirim ke Vendor' creates the vendor company's own order in the same transaction", async () => {
    shipperOrder = await confirmedOrder(vendorId);
    const sent = await send(shipperOrder.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const mine = await order('shipper', shipperOrder.id);
    expect(mine.status.name).toBe('WAITING_FOR_VENDOR');
    expect(mine.vendor_request).toMatchObject({ side: 'shipper', status: 'WAITING_FOR_VENDOR' });
    const inbox = await call(
      'vendor',
      'GET',
      '/order/api/web/v1/delivery-order/vendor-requests?side=vendor',
    );
    expect(inbox.statusCode, inbox.body).toBe(200);
    const received = inbox
      .json()
      .data.find(
        (r: { shipper_order_number: string }) => r.shipper_order_number === shipperOrder.number,
      );
    expect(received).toMatchObject({ side: 'vendor', status: 'WAITING_FOR_VENDOR' });
    vendorOrderId = received.order_id;
    const theirs = await order('vendor', vendorOrderId);
    expect(theirs).toMatchObject({
      is_from_vendor_request: true,
      external_reference_number: shipperOrder.number,
      reference_info_notes: 'Bawa terpal',
      customer_name: 'PT Armada Logistik Nusantara',
    });
    // Its own number, in the vendor company's sequence.
    expect(theirs.number).not.toBe(shipperOrder.number);
    // The route is in the vendor's own address book now.
    expect(theirs.origin_address?.name).toBe(mine.origin_address.name);
    // The load line as declared: what to carry, without the shipper's product id.
    const { rows: product } = await h.db.query<{ name: string; code: string | null }>(
      `SELECT p.name, p.code FROM product p JOIN delivery_order_load l ON l.product_id = p.id WHERE l.delivery_order_id = $1`,
      [shipperOrder.id],
    );
    expect(theirs.vendor_request.request.loads).toEqual([
      expect.objectContaining({
        product_name: product[0]!.name,
        product_code: product[0]!.code,
        quantity: 7,
        note: 'Jangan ditumpuk',
      }),
    ]);
    expect(Object.keys(theirs.vendor_request.request.loads[0]).sort()).toEqual(
      [...SHARED_LOAD_FIELDS].sort(),
    );
  });

  test('the vendor sees none of the fields that do not cross', async () => {
    const mine = await order('shipper', shipperOrder.id);
    const theirs = await call('vendor', 'GET', `/order/api/web/v1/delivery-order/${vendorOrderId}`);
    const body = theirs.body;
    expect(body).not.toContain('RAHASIA-');
    for (const field of NEVER_SHARED_FIELDS) {
      const value = mine[field];
      if (typeof value === 'string' && value.length >= 4) expect(body).not.toContain(value);
    }
    expect(body).not.toContain(mine.shipped_customer.name);
    // And the shipper's order itself stays the shipper's: 404 to the vendor.
    expect(
      (await call('vendor', 'GET', `/order/api/web/v1/delivery-order/${shipperOrder.id}`))
        .statusCode,
    ).toBe(404);
    // The shipper does not see the vendor's order either, only what flows back.
    expect(
      (await call('shipper', 'GET', `/order/api/web/v1/delivery-order/${vendorOrderId}`))
        .statusCode,
    ).toBe(404);
  });

  test('the shipper cannot answer its own request; the vendor accepts and the shipper follows', async () => {
    const self = await call(
      'shipper',
      'POST',
      `/order/api/web/v1/delivery-order/${shipperOrder.id}/transition`,
      {
        status: 'ACCEPTED_BY_VENDOR',
      },
    );
    expect(self.statusCode).toBe(409);
    const accepted = await call(
      'vendor',
      'POST',
      `/order/api/web/v1/delivery-order/${vendorOrderId}/transition`,
      {
        status: 'ACCEPTED_BY_VENDOR',
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = await order('shipper', shipperOrder.id);
    expect(mine.status.name).toBe('ACCEPTED_BY_VENDOR');
    expect(mine.vendor_request.status).toBe('ACCEPTED_BY_VENDOR');
    const history = await call(
      'shipper',
      'GET',
      `/order/api/web/v1/delivery-order/${shipperOrder.id}/history`,
    );
    expect(history.body).toContain('Diterima Vendor');
    const theirHistory = await call(
      'vendor',
      'GET',
      `/order/api/web/v1/delivery-order/${vendorOrderId}/history`,
    );
    expect(theirHistory.body).toContain('Diterima Vendor');
    // The shipper may not plan the accepted order on a task of its own.
    const planned = await call('shipper', 'POST', '/fleet-planning/api/web/v1/fleet-task', {
      delivery_order_ids: [shipperOrder.id],
    });
    expect(planned.statusCode).toBe(409);
  });

  test('the vendor plans its own copy, its driver runs it, and the shipper’s order follows with the proofs', async () => {
    // The vendor schedules its copy on a fleet task of its own, with its driver and a plate.
    const planned = await call('vendor', 'POST', FT, { delivery_order_ids: [vendorOrderId] });
    expect(planned.statusCode, planned.body).toBe(201);
    const task = planned.json().data as { id: number; number: string };
    const driverId = Number(
      (await h.db.query<{ id: number }>(`SELECT id FROM "user" WHERE username = 'sentosa.driver'`))
        .rows[0]!.id,
    );
    const assigned = await call('vendor', 'PATCH', `${FT}/${task.id}`, {
      driver_user_id: driverId,
      vehicle_plate: 'L 8123 SE',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data.status).toEqual({ name: 'SCHEDULED' });
    let mine = await order('shipper', shipperOrder.id);
    expect(mine.status.name).toBe('SCHEDULED');
    expect(mine.vendor_request).toMatchObject({
      status: 'SCHEDULED',
      fleet_task_number: task.number,
    });
    // The shipper's order is not on the vendor's task: it only follows.
    expect(mine.fleet_task ?? null).toBeNull();

    tokens.driver = await login('sentosa.driver', 'sentosa123');
    const started = await call('driver', 'POST', `${FT}/${task.id}/start`, {});
    expect(started.statusCode, started.body).toBe(200);
    expect((await order('shipper', shipperOrder.id)).status.name).toBe('STARTED');

    const pickup = await complete(task.id, 1, 'Pak Gudang', PNG, 'image/png');
    expect(pickup.statusCode, pickup.body).toBe(200);
    mine = await order('shipper', shipperOrder.id);
    expect(mine.status.name).toBe('PICKED');
    expect(mine.vendor_request.status).toBe('PICKED');
    const drop = await complete(task.id, 2, 'Bu Penerima', JPEG, 'image/jpeg');
    expect(drop.statusCode, drop.body).toBe(200);
    expect(drop.json().data.status.name).toBe('COMPLETED');
    mine = await order('shipper', shipperOrder.id);
    expect(mine.status.name).toBe('DELIVERED');
    expect(mine.vendor_request.status).toBe('DELIVERED');
    expect((await order('vendor', vendorOrderId)).status.name).toBe('DELIVERED');

    // Its history tells each step, as the vendor's.
    const history = (
      await call('shipper', 'GET', `${DO}/${shipperOrder.id}/history?limit=100`)
    ).json().data.paginated_result as { status: string | null; description: string | null }[];
    for (const status of ['SCHEDULED', 'STARTED', 'PICKED', 'DELIVERED']) {
      const entry = history.find((e) => e.status === status);
      expect(entry, status).toBeDefined();
      expect(entry!.description).toContain('PT Sentosa Ekspres Mandiri');
    }
    expect(history.find((e) => e.status === 'SCHEDULED')!.description).toContain(task.number);

    // The proof tab: the vendor's pickup and drop, by the vendor, with photos that open.
    const listed = await call('shipper', 'GET', `${DO}/${shipperOrder.id}/activity?limit=100`);
    expect(listed.statusCode, listed.body).toBe(200);
    const proofs = listed.json().data.paginated_result as Record<string, any>[];
    expect(proofs.map((p) => [p.type, p.status, p.vendor_name, p.contact_person_name])).toEqual([
      ['PICKUP', 'COMPLETED', 'PT Sentosa Ekspres Mandiri', 'Pak Gudang'],
      ['DROP', 'COMPLETED', 'PT Sentosa Ekspres Mandiri', 'Bu Penerima'],
    ]);
    // Nothing of the vendor's own fleet or records is named in them.
    expect(proofs.every((p) => (p.fleet_task ?? null) === null)).toBe(true);
    for (const [proof, bytes, type] of [
      [proofs[0]!, PNG, 'image/png'],
      [proofs[1]!, JPEG, 'image/jpeg'],
    ] as const) {
      expect(proof.attachments).toHaveLength(1);
      const url = proof.attachments[0].url as string;
      expect(url).toMatch(/^\/files\/[\w-]{32}\?exp=\d+&sig=[\w-]{43}$/);
      const file = await h.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }

    // The vendor's order and task stay the vendor's.
    expect((await call('shipper', 'GET', `${DO}/${vendorOrderId}`)).statusCode).toBe(404);
    expect((await call('shipper', 'GET', `${FT}/${task.id}`)).statusCode).toBe(404);
    expect((await call('shipper', 'GET', `${DO}/${vendorOrderId}/activity`)).statusCode).toBe(404);
  });

  test('a vendor that is not paired, active and the shipper’s own receives nothing', async () => {
    // The vendor was paired when the order took it and is not any more: the send is judged again.
    await h.db.query(`UPDATE vendor SET paired_company_id = 2 WHERE id = $1`, [unpairedVendorId]);
    const other = await confirmedOrder(unpairedVendorId);
    await h.db.query(`UPDATE vendor SET paired_company_id = 0 WHERE id = $1`, [unpairedVendorId]);
    const refused = await send(other.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ vendor_id: 'invalid-value' });
    expect((await order('shipper', other.id)).status.name).toBe('CONFIRMED');
  });

  test('a rejection carries the vendor’s reason back', async () => {
    const next = await confirmedOrder(vendorId);
    expect((await send(next.id)).statusCode).toBe(200);
    const view = (await order('shipper', next.id)).vendor_request;
    const inbox = await call(
      'vendor',
      'GET',
      '/order/api/web/v1/delivery-order/vendor-requests?side=vendor',
    );
    const mirror = inbox
      .json()
      .data.find((r: { share_id: number }) => r.share_id === view.share_id).order_id;
    const reasons = await call('vendor', 'GET', '/order/api/web/v1/reason?limit=100');
    const reason = reasons
      .json()
      .data.paginated_result.find((r: { type: string }) => r.type === 'CANCELED');
    const missing = await call(
      'vendor',
      'POST',
      `/order/api/web/v1/delivery-order/${mirror}/transition`,
      {
        status: 'REJECTED_BY_VENDOR',
      },
    );
    expect(missing.statusCode).toBe(400);
    const rejected = await call(
      'vendor',
      'POST',
      `/order/api/web/v1/delivery-order/${mirror}/transition`,
      {
        status: 'REJECTED_BY_VENDOR',
        fields: { canceled_reason_id: reason.id },
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mine = await order('shipper', next.id);
    expect(mine.status.name).toBe('REJECTED_BY_VENDOR');
    expect(mine.rejected_by_vendor_reason).toBe(reason.reason);
  });

  test('accept and reject at once by two of the vendor’s dispatchers: exactly one wins, on both sides', async () => {
    const next = await confirmedOrder(vendorId);
    expect((await send(next.id)).statusCode).toBe(200);
    const share = (await order('shipper', next.id)).vendor_request.share_id;
    const inbox = await call(
      'vendor',
      'GET',
      '/order/api/web/v1/delivery-order/vendor-requests?side=vendor',
    );
    const mirror = inbox
      .json()
      .data.find((r: { share_id: number }) => r.share_id === share).order_id;
    const reasons = await call('vendor', 'GET', '/order/api/web/v1/reason?limit=100');
    const reason = reasons
      .json()
      .data.paginated_result.find((r: { type: string }) => r.type === 'CANCELED');
    const [a, b] = await Promise.all([
      call('vendor', 'POST', `/order/api/web/v1/delivery-order/${mirror}/transition`, {
        status: 'ACCEPTED_BY_VENDOR',
      }),
      call('vendor2', 'POST', `/order/api/web/v1/delivery-order/${mirror}/transition`, {
        status: 'REJECTED_BY_VENDOR',
        fields: { canceled_reason_id: reason.id },
      }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'ACCEPTED_BY_VENDOR' : 'REJECTED_BY_VENDOR';
    expect((await order('shipper', next.id)).status.name).toBe(winner);
    expect((await order('vendor', mirror)).status.name).toBe(winner);
    const history = (
      await call('shipper', 'GET', `/order/api/web/v1/delivery-order/${next.id}/history`)
    ).body;
    const theirs = (
      await call('vendor', 'GET', `/order/api/web/v1/delivery-order/${mirror}/history`)
    ).body;
    const loser = winner === 'ACCEPTED_BY_VENDOR' ? 'Ditolak' : 'Diterima Vendor';
    expect(history).not.toContain(`menjadi ${loser}`);
    expect(theirs).not.toContain(`menjadi ${loser}`);
  });
});

describe("the share's policy is what keeps it between the two companies", () => {
  test('a third company sees no request, and cannot read any by id', async () => {
    const list = await call('third', 'GET', '/order/api/web/v1/delivery-order/vendor-requests');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([]);
  });

  test('with the policies switched off, the third company would see them (the policy holds, not the code)', async () => {
    setTenancyLines('filters-only');
    try {
      const list = await call('third', 'GET', '/order/api/web/v1/delivery-order/vendor-requests');
      expect(list.json().data.length).toBeGreaterThan(0);
    } finally {
      setTenancyLines('both');
    }
  });

  test('with the code filters switched off, the policies alone still keep it', async () => {
    setTenancyLines('policies-only');
    try {
      const list = await call('third', 'GET', '/order/api/web/v1/delivery-order/vendor-requests');
      expect(list.json().data).toEqual([]);
      const sent = await call('vendor', 'GET', '/order/api/web/v1/delivery-order/vendor-requests');
      expect(sent.json().data.every((r: { side: string }) => r.side === 'vendor')).toBe(true);
    } finally {
      setTenancyLines('both');
    }
  });

  test('the database refuses a share row for a vendor the shipper is not paired with', async () => {
    // As the tenant of company 2, naming company 1's paired vendor: the insert policy refuses it.
    await expect(
      h.db.transaction(async (tx) => {
        await tx.query(
          `SELECT set_config('role', 'armada_tenant', true), set_config('armada.company_id', '2', true)`,
        );
        await tx.query(
          `INSERT INTO delivery_order_share (shipper_order_id, vendor_id, vendor_company_id, request) VALUES (1, $1, 2, '{}'::jsonb)`,
          [vendorId],
        );
      }),
    ).rejects.toThrow(/row-level security/);
  });
});
