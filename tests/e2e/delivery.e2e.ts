// Journeys over Delivery Detail (delivery-order.md §2, §4, §6), in Indonesian:
//   1. the dispatcher creates an order with three loads and a custom field, confirms it, finds the
//      customer locked, cancels it with a reason and reads every step in History;
//   2. Duplicate opens the copy in a new tab with 'Data berhasil diduplikat.';
//   3. Other ▸ Print Order opens the order's PDF;
//   4. Back with unsaved changes asks first;
//   5. the viewer sees no control that writes, and the API refuses the writes anyway.
// The records the journeys start from are made through the API; the server is asked behind every
// screen that claims a change.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot, watchErrors } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  baseUrl,
  expectNoErrors,
  loginSession,
  ORDER,
  translators,
  type Session,
} from './harness/session.ts';
import { customerWithTwoAddresses } from './harness/orders.ts';
import { DeliveryPage } from './pages/DeliveryPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { Shell } from './pages/Shell.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const DELIVERY = `${ORDER}/delivery-order`;
const stamp = String(Date.now()).slice(-6);
const PO_NUMBER = `PO-E2E-${stamp}`;

interface OrderRecord {
  id: number;
  number: string;
  version: number;
  status: { name: string; visited_statuses?: string[] };
  customer_id: number | null;
  canceled_reason?: { id: number; reason: string } | null;
  user_definition_fields?: { key: string; value: unknown }[];
  delivery_order_loads?: unknown[];
}
interface Named {
  id: number;
  name: string;
}

let browser: Browser;
let t: Translator;
let api: Api;
let customer: Named;
let addresses: Named[];
let products: (Named & { uom: string })[];
let cancelReason: { id: number; reason: string };
/** The demo custom field the journey fills in (required, TEXT). */
let poField: { key: string; name: string };
/** An order made through the API and confirmed: Duplicate, Print and the leave journey start here. */
let confirmedOrder: OrderRecord;

async function order(id: number): Promise<OrderRecord> {
  const { status, body } = await api.request<{ data: OrderRecord }>('GET', `${DELIVERY}/${id}`);
  if (status !== 200) throw new Error(`GET order ${id}: ${status}`);
  return body.data;
}

async function loadsOf(id: number) {
  return api.list<{ product_id: number; quantity: number; uom: string }>(
    `${DELIVERY}/${id}/load`,
    'limit=100',
  );
}

const udf = (record: OrderRecord, key: string) =>
  record.user_definition_fields?.find((f) => f.key === key)?.value;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  api = await Api.as('dispatcher');

  // A customer of the demo data with two addresses of its own (the address lists follow the customer).
  ({ customer, addresses } = await customerWithTwoAddresses(api));

  products = (
    await api.list<Named & { uom: string }>(
      `${ORDER}/product`,
      `limit=3&sorts=name:asc&filters=${encodeURIComponent('is_active eq true')}`,
    )
  ).slice(0, 3);
  expect(products).toHaveLength(3);
  const reasons = await api.list<{ id: number; reason: string }>(
    `${ORDER}/reason`,
    `limit=1&sorts=reason:asc&filters=${encodeURIComponent("type eq 'CANCELED'")}`,
  );
  cancelReason = reasons[0]!;
  const defs = await api.list<{
    key: string;
    name: string;
    type: string;
    is_required: boolean;
    is_active: boolean;
  }>(`${ORDER}/custom-field/delivery-order`, 'limit=100');
  poField = defs.find((d) => d.key === 'po_number' && d.type === 'TEXT' && d.is_active)!;
  expect(poField, 'the demo custom field po_number').toBeDefined();

  const created = await api.create<OrderRecord>(DELIVERY, {
    customer_id: customer.id,
    billed_customer_id: customer.id,
    origin_address_id: addresses[0]!.id,
    destination_address_id: addresses[1]!.id,
    user_definition_fields: [{ key: poField.key, value: `PO-FIX-${stamp}` }],
  });
  await api.create(`${DELIVERY}/${created.id}/load`, {
    product_id: products[0]!.id,
    quantity: 4,
    uom: products[0]!.uom,
  });
  const confirmed = await api.request<{ data: OrderRecord }>(
    'POST',
    `${DELIVERY}/${created.id}/transition`,
    { status: 'CONFIRMED', fields: {} },
  );
  if (confirmed.status !== 200)
    throw new Error(`confirm fixture order: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  confirmedOrder = confirmed.body.data;
});

test.afterAll(async () => {});

test.describe('delivery detail (dispatcher, Indonesian)', () => {
  let session: Session;
  let page: Page;
  let delivery: DeliveryPage;
  let shell: Shell;

  test.beforeAll(async () => {
    session = await loginSession(browser, 'dispatcher');
    page = session.page;
    delivery = new DeliveryPage(page, baseUrl(), t);
    shell = new Shell(page);
  });
  test.afterAll(async () => {
    await session?.context.close();
  });
  test.afterEach(() => {
    // Each journey answers for its own errors (and a failed one does not fail the next).
    session.errors.length = 0;
  });

  test('creates an order with three loads and a custom field, confirms it, meets a locked field, cancels it and reads it all in History', async () => {
    // --- create ---
    await delivery.gotoCreate();
    expect(await delivery.title()).toBe('Buat');
    expect(await delivery.currentStep().innerText()).toContain('Draf');
    await delivery.choose(delivery.field('customer_id'), customer.name);
    // The billed customer follows the receiving customer (§4 "Form behaviour").
    await expect
      .poll(() => delivery.control('combobox', delivery.field('billed_customer_id')).inputValue())
      .toBe(customer.name);
    await delivery.choose(delivery.field('origin_address_id'), addresses[0]!.name);
    await delivery.choose(delivery.field('destination_address_id'), addresses[1]!.name);
    await delivery.control('textbox', poField.name).fill(PO_NUMBER);
    for (const [i, product] of products.entries())
      await delivery.addLoad(product.name, (i + 1) * 5);
    expect(await delivery.loadRows().count()).toBe(3);
    await screenshot(page, 'delivery-create-filled');

    await delivery.saveAndConfirm();
    await shell.expectNotification('Data berhasil ditambahkan');
    await page.waitForURL(/#\/delivery\/\d+$/);
    const createdId = delivery.idFromUrl();
    await delivery.waitForOrder();
    const draft = await order(createdId);
    expect(draft.status.name).toBe('DRAFT');
    expect(await delivery.title()).toBe(`Detail ${draft.number}`);
    await shell.expectNotification(`Pengiriman ${draft.number} disimpan dengan status Draf`);
    expect(await delivery.statusBadge().innerText()).toBe('Draf');
    // The three lines were posted after the order existed, and the table reads them back.
    await expect.poll(async () => (await loadsOf(createdId)).length, { timeout: 15_000 }).toBe(3);
    await expect.poll(() => delivery.loadRows().count(), { timeout: 15_000 }).toBe(3);
    expect(udf(draft, poField.key)).toBe(PO_NUMBER);
    // Draf: Other offers History but not Print Order (§2).
    expect(await delivery.otherMenuItems()).toEqual(['Riwayat']);
    await delivery.closeOtherMenu();
    await screenshot(page, 'delivery-created-draft');

    // --- confirm ---
    const body = await delivery.confirmStatus('Dikonfirmasi');
    expect(body).toBe(`Status pengiriman ${draft.number} akan diubah menjadi Dikonfirmasi.`);
    await shell.expectNotification('Status pengiriman diubah menjadi Dikonfirmasi');
    await expect
      .poll(() => delivery.statusBadge().innerText(), { timeout: 15_000 })
      .toBe('Dikonfirmasi');
    await expect.poll(() => delivery.currentStep().innerText()).toContain('Dikonfirmasi');
    const steps = await delivery.wizardSteps();
    expect(steps.map((s) => s.label)).toEqual([
      'Draf',
      'Dikonfirmasi',
      'Dijadwalkan',
      'Dijalankan',
      'Diambil',
      'Terkirim',
    ]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'current', 'todo', 'todo', 'todo', 'todo']);
    // Confirmed: Print Order joins History, and Schedule Assignment appears (§2, §4).
    await delivery.scheduleButton().waitFor();
    expect(await delivery.otherMenuItems()).toEqual(['Riwayat', 'Cetak Pesanan']);
    await delivery.closeOtherMenu();
    expect((await order(createdId)).status.name).toBe('CONFIRMED');
    await screenshot(page, 'delivery-confirmed');

    // --- a field locked by the status: the customer (§4 "Dikonfirmasi: the customer is locked") ---
    const customerInput = delivery.control('combobox', delivery.field('customer_id'));
    await expect.poll(() => customerInput.isEditable()).toBe(false);
    // Trying anyway: the click opens no list and the keys change nothing.
    await customerInput.click({ force: true });
    await page.keyboard.type('PT Lain');
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await customerInput.inputValue()).toBe(customer.name);
    expect(await delivery.descriptionOf(customerInput)).toBe(
      'Tidak dapat diubah pada status Dikonfirmasi',
    );
    expect(await delivery.lockNotice().innerText()).toBe(
      'Kolom bertanda gembok tidak dapat diubah pada status Dikonfirmasi.',
    );
    // The billed customer may still change, the lines no longer (§4).
    expect(
      await delivery.control('combobox', delivery.field('billed_customer_id')).isEditable(),
    ).toBe(true);
    expect(await delivery.addLoadButton().count()).toBe(0);
    // And the server refuses it too.
    const other = await api.request<{ errors: Record<string, string> }>(
      'PATCH',
      `${DELIVERY}/${createdId}`,
      { customer_id: customer.id + 1 },
    );
    expect(other).toEqual({ status: 400, body: { errors: { customer_id: 'invalid-status' } } });

    // --- cancel with a reason ---
    await delivery.chooseNextStatus('Dibatalkan');
    const dialog = delivery.cancelDialog();
    await dialog.waitFor();
    expect(await dialog.locator('#delivery-cancel-body').innerText()).toBe(
      `Pengiriman ${draft.number} yang dibatalkan tidak dapat dikembalikan.`,
    );
    // No reason yet: 'Wajib diisi', and nothing is sent.
    await dialog.getByRole('button', { name: 'Ya, Batalkan', exact: true }).click();
    await dialog.getByText('Wajib diisi', { exact: true }).waitFor();
    await delivery.pickCancelReason(cancelReason.reason);
    await screenshot(page, 'delivery-cancel-dialog');
    await dialog.getByRole('button', { name: 'Ya, Batalkan', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await shell.expectNotification('Status pengiriman diubah menjadi Dibatalkan');
    await expect
      .poll(() => delivery.statusBadge().innerText(), { timeout: 15_000 })
      .toBe('Dibatalkan');
    await expect.poll(() => delivery.currentStep().innerText()).toContain('Dibatalkan');
    expect((await delivery.wizardSteps()).map((s) => s.label)).toEqual([
      'Draf',
      'Dikonfirmasi',
      'Dibatalkan',
    ]);
    expect(await delivery.currentStep().innerText()).toContain(cancelReason.reason);
    // Dibatalkan offers no further status, and the form is read-only.
    expect(await delivery.statusControl().count()).toBe(0);
    expect(await delivery.saveButton().count()).toBe(0);
    await screenshot(page, 'delivery-canceled');

    // --- History lists every step, in Indonesian, newest first ---
    await delivery.openHistory();
    await delivery
      .historyDialog()
      .getByRole('heading', { name: 'Hari Ini', exact: true })
      .waitFor();
    await expect
      .poll(async () => (await delivery.historyEvents()).length, { timeout: 15_000 })
      .toBe(6);
    const events = await delivery.historyEvents();
    expect(events.map((e) => e.title)).toEqual([
      'Status diubah menjadi Dibatalkan',
      'Status diubah menjadi Dikonfirmasi',
      'Muatan ditambahkan',
      'Muatan ditambahkan',
      'Muatan ditambahkan',
      'Pengiriman dibuat',
    ]);
    expect(events[0]!.text).toContain(`Dikonfirmasi → Dibatalkan. Alasan: ${cancelReason.reason}`);
    expect(events[1]!.text).toContain('Draf → Dikonfirmasi');
    expect(events[5]!.text).toContain(`Pengiriman ${draft.number} dibuat dengan status Draf`);
    for (const [i, product] of [...products].reverse().entries())
      expect(events[2 + i]!.text).toContain(product.name);
    await screenshot(page, 'delivery-history');
    await delivery.closeHistory();

    // --- the server agrees ---
    const canceled = await order(createdId);
    expect(canceled.status.name).toBe('CANCELED');
    expect(canceled.status.visited_statuses).toEqual(['DRAFT', 'CONFIRMED', 'CANCELED']);
    expect(canceled.canceled_reason).toEqual(
      expect.objectContaining({ id: cancelReason.id, reason: cancelReason.reason }),
    );
    expect(udf(canceled, poField.key)).toBe(PO_NUMBER);
    const lines = await loadsOf(createdId);
    expect(lines.map((l) => [l.product_id, l.quantity, l.uom])).toEqual(
      products.map((p, i) => [p.id, (i + 1) * 5, p.uom]),
    );

    expectNoErrors(session.errors);
  });

  test('Duplicate opens the copy in a new tab, saying it was duplicated', async () => {
    await delivery.goto(confirmedOrder.id);
    const [copyPage] = await Promise.all([
      session.context.waitForEvent('page'),
      delivery.duplicateButton().click(),
    ]);
    const copyErrors = watchErrors(copyPage);
    await copyPage.waitForURL(/#\/delivery\/\d+\?duplicated=true$/, { timeout: 30_000 });
    const copy = new DeliveryPage(copyPage, baseUrl(), t);
    const copyId = copy.idFromUrl();
    expect(copyId).not.toBe(confirmedOrder.id);
    await new Shell(copyPage).expectNotification('Data berhasil diduplikat.');
    await copy.waitForOrder();
    const copied = await order(copyId);
    expect(await copy.title()).toBe(`Detail ${copied.number}`);
    expect(copied.number).not.toBe(confirmedOrder.number);
    expect(await copy.statusBadge().innerText()).toBe('Draf');
    await screenshot(copyPage, 'delivery-duplicated');
    // The copy is a new Draf with the same plan (docs/api.md: duplicate).
    expect(copied.status.name).toBe('DRAFT');
    expect(copied.customer_id).toBe(customer.id);
    expect(udf(copied, poField.key)).toBe(`PO-FIX-${stamp}`);
    expect((await loadsOf(copyId)).map((l) => [l.product_id, l.quantity])).toEqual([
      [products[0]!.id, 4],
    ]);
    // The source page stays where it was.
    expect(delivery.idFromUrl()).toBe(confirmedOrder.id);
    await copyPage.close();
    expectNoErrors(copyErrors);
    expectNoErrors(session.errors);
  });

  test('Other ▸ Print Order opens the order as a PDF', async () => {
    await delivery.goto(confirmedOrder.id);
    const pdfResponse = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `${DELIVERY}/${confirmedOrder.id}/pdf`,
    );
    const [tab] = await Promise.all([
      session.context.waitForEvent('page'),
      delivery.chooseOther('print'),
    ]);
    const tabErrors = watchErrors(tab);
    const response = await pdfResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
    // The tab opened during the click is pointed at the PDF: an object URL of the bytes fetched, which
    // Chromium shows as a PDF document. (The tab cannot fetch its own blob: URL back: the console's
    // CSP allows connections to 'self' only.)
    await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    await expect
      .poll(() => tab.evaluate(() => document.contentType), { timeout: 15_000 })
      .toBe('application/pdf');
    // And what the server sent for that call is a PDF.
    const pdf = await fetch(`${api.baseUrl}${DELIVERY}/${confirmedOrder.id}/pdf`, {
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await tab.close();
    await screenshot(page, 'delivery-print');
    expectNoErrors(tabErrors);
    expectNoErrors(session.errors);
  });

  test('Back with unsaved changes asks first: staying keeps them, leaving goes to the list', async () => {
    await delivery.goto(confirmedOrder.id);
    const shipment = delivery.control('textbox', delivery.field('shipment_number'));
    await shipment.fill(`SHP-${stamp}`);
    // Unsaved changes also hold the status control (§4).
    await expect.poll(() => delivery.statusControl().isDisabled()).toBe(true);

    await delivery.backButton().click();
    const leave = delivery.dialog('Tinggalkan Halaman?');
    await leave.waitFor();
    expect(await leave.innerText()).toContain('Perubahan yang belum disimpan akan hilang.');
    await screenshot(page, 'delivery-leave-dialog');
    await leave.getByRole('button', { name: 'Tidak, Kembali', exact: true }).click();
    await leave.waitFor({ state: 'detached' });
    expect(delivery.idFromUrl()).toBe(confirmedOrder.id);
    expect(await shipment.inputValue()).toBe(`SHP-${stamp}`);

    await delivery.backButton().click();
    await leave.getByRole('button', { name: 'Ya, Tinggalkan', exact: true }).click();
    await page.waitForURL(/#\/delivery$/);
    const list = new ListPage(page, baseUrl(), 'delivery-order', t, '/delivery');
    await list.waitForLoaded();
    expect(await list.rows().count()).toBeGreaterThan(0);
    // Nothing was saved.
    expect((await order(confirmedOrder.id)) as unknown).toEqual(
      expect.objectContaining({ version: confirmedOrder.version }),
    );
    expectNoErrors(session.errors);
  });
});

test.describe('delivery detail (viewer)', () => {
  test('shows a demo order with no control that writes, and the API refuses the writes anyway', async () => {
    const [demo] = await api.list<OrderRecord>(
      DELIVERY,
      `limit=1&sorts=id:asc&filters=${encodeURIComponent("status.name eq 'CONFIRMED'")}`,
    );
    expect(demo, 'a confirmed demo order').toBeDefined();
    const { context, page, errors } = await loginSession(browser, 'viewer');
    const delivery = new DeliveryPage(page, baseUrl(), t);
    await delivery.goto(demo!.id);
    expect(await delivery.title()).toBe(`Detail ${demo!.number}`);
    expect(await delivery.statusBadge().innerText()).toBe('Dikonfirmasi');
    // Reading is allowed: History and Print Order.
    expect(await delivery.otherMenuItems()).toEqual(['Riwayat', 'Cetak Pesanan']);
    await delivery.closeOtherMenu();
    // Nothing that writes: status, duplicate, schedule, energy, save/cancel, loads.
    for (const control of [
      delivery.statusControl(),
      delivery.duplicateButton(),
      delivery.scheduleButton(),
      delivery.energyButton(),
      delivery.saveButton(),
      delivery.addLoadButton(),
    ]) {
      expect(await control.count()).toBe(0);
    }
    for (const name of [
      'Ubah Status',
      'Duplikat',
      'Jadwalkan Penugasan',
      'Simpan',
      'Batal',
      'Hapus',
      'Tambah Muatan',
    ]) {
      expect(
        await page.getByRole('button', { name, exact: true }).count(),
        `no "${name}" button`,
      ).toBe(0);
    }
    expect(await delivery.loadsTable().locator('input[type="checkbox"]').count()).toBe(0);
    expect(await delivery.lockNotice().innerText()).toBe(
      'Anda hanya dapat melihat informasi pengiriman ini.',
    );
    const shipment = delivery.control('textbox', delivery.field('shipment_number'));
    expect(await shipment.isEditable()).toBe(false);
    expect(await delivery.descriptionOf(shipment)).toBe(
      'Anda tidak memiliki akses untuk mengubah pengiriman',
    );
    await screenshot(page, 'delivery-viewer');

    const viewer = await Api.as('viewer');
    const update = { status: 403, body: { errors: { scope: 'delivery-order:update' } } };
    expect(
      await viewer.request('PATCH', `${DELIVERY}/${demo!.id}`, { shipment_number: `V-${stamp}` }),
    ).toEqual(update);
    expect(
      await viewer.request('POST', `${DELIVERY}/${demo!.id}/transition`, {
        status: 'CANCELED',
        fields: { canceled_reason_id: cancelReason.id },
      }),
    ).toEqual(update);
    expect(await viewer.request('POST', `${DELIVERY}/duplicate`, { ids: [demo!.id] })).toEqual({
      status: 403,
      body: { errors: { scope: 'delivery-order:create' } },
    });
    // Still as it was.
    expect((await order(demo!.id)).status.name).toBe('CONFIRMED');
    await context.close();
    expectNoErrors(errors);
  });
});
