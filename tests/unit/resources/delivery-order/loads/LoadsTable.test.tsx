// The loads table's editing rules (delivery-order.md §4 "Loads", §5 "Load line", §6, §7, §8, §9),
// asserted on what the user sees, over an in-memory data provider.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type RaRecord } from 'ra-core';
import { Notification } from 'react-admin';
import { LOAD_ADJUSTMENT_SCOPES } from '../../../../../src/domain/delivery-order/editability.ts';
import { LoadsTable } from '../../../../../src/resources/delivery-order/loads/LoadsTable.tsx';
import type {
  DeliveryOrderRecord,
  LoadDraft,
} from '../../../../../src/resources/delivery-order/shared/contracts.ts';
import {
  ALL_SCOPES,
  fakeDataProvider,
  TestContext,
  type FakeDataProvider,
} from '../../harness.tsx';
import { stubViewportWidth } from '../../../viewport.ts';

const T = { timeout: 10_000 };
const SCOPES = [...ALL_SCOPES, ...LOAD_ADJUSTMENT_SCOPES];
const now = '2026-11-20T10:00:00.000+07:00';

const AIR = {
  id: 1,
  name: 'Air Mineral 600 ml',
  code: 'MIN-AIR-600',
  product_type: { name: 'Minuman', product_category: { name: 'Makanan & Minuman' } },
  uom: 'BTL',
  weight: 0.62,
  volume: 0.0008,
  is_active: true,
};
const KULKAS = {
  id: 2,
  name: 'Kulkas 2 Pintu',
  code: 'ELK-KLK-2',
  product_type: { name: 'Elektronik Rumah Tangga', product_category: { name: 'Elektronik' } },
  uom: 'UNIT',
  weight: 48,
  volume: 0.45,
  is_active: true,
};
const LONG_NOTE =
  'Periksa kemasan sebelum dimuat, pastikan segel utuh dan tidak ada kebocoran pada kardus luar';

function line(
  id: number,
  orderId: number,
  product: typeof AIR,
  quantity: number,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    version: 1,
    created_on: now,
    updated_on: now,
    delivery_order_id: orderId,
    product_id: product.id,
    product: {
      id: product.id,
      name: product.name,
      code: product.code,
      product_type: product.product_type,
      weight: product.weight,
      volume: product.volume,
      uom: product.uom,
    },
    quantity,
    uom: product.uom,
    total_weight: Math.round(product.weight * quantity * 1e6) / 1e6,
    total_volume: Math.round(product.volume * quantity * 1e6) / 1e6,
    note: null,
    ...extra,
  };
}

function order(
  id: number,
  status: string,
  lines: ReturnType<typeof line>[],
  extra: Record<string, unknown> = {},
): DeliveryOrderRecord {
  return {
    id,
    version: 1,
    created_on: now,
    updated_on: now,
    number: `DO/2026/11/0000${id}`,
    status: { name: status as never, visited_statuses: ['DRAFT'] },
    total_weight: lines.reduce((n, l) => n + l.total_weight, 0),
    total_volume: lines.reduce((n, l) => n + l.total_volume, 0),
    box_type: { id: 1, name: 'CDD', weight_capacity: 5000 },
    delivery_order_loads: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      quantity: l.quantity,
      uom: l.uom,
    })),
    is_load_adjusted: false,
    ...extra,
  } as unknown as DeliveryOrderRecord;
}

function setup({
  status = 'DRAFT',
  lineCount = 3,
  orderExtra = {},
  lineExtra = {} as Record<number, Record<string, unknown>>,
} = {}) {
  const lines = Array.from({ length: lineCount }, (_, i) =>
    line(101 + i, 10, i % 2 ? KULKAS : AIR, 10 + i, lineExtra[101 + i] ?? {}),
  );
  const record = order(10, status, lines, orderExtra);
  const store: Record<string, RaRecord[]> = {
    product: [AIR, KULKAS].map((p) => ({ ...p, version: 1, created_on: now, updated_on: now })),
    'product-uom': [
      {
        id: 1,
        product_id: 1,
        name: 'BTL',
        base_uom: 'BTL',
        conversion_factor: 1,
        weight: 0.62,
        volume: 0.0008,
      },
      {
        id: 2,
        product_id: 1,
        name: 'KRT',
        base_uom: 'BTL',
        conversion_factor: 24,
        weight: 14.88,
        volume: 0.0192,
      },
    ],
    'delivery-order': [record],
    'delivery-order-load': lines,
    'delivery-order-log': [
      {
        id: 1,
        delivery_order_id: 10,
        delivery_order_load_id: 101,
        event: 'FleetPlanning.DeliveryLoadUpdatedPicked',
        created_by: 'Dimas Pratama',
        created_on: now,
        details: {
          product_name: AIR.name,
          product_type_name: 'Minuman',
          uom: 'BTL',
          old_qty: 10,
          new_qty: 8,
          reason: 'Kemasan sobek',
        },
      },
    ],
  };
  return { record, store, dataProvider: fakeDataProvider(store) };
}

function renderTable(
  props: Parameters<typeof LoadsTable>[0],
  {
    scopes = SCOPES,
    dataProvider = fakeDataProvider(),
  }: { scopes?: string[]; dataProvider?: FakeDataProvider } = {},
) {
  render(
    <TestContext scopes={scopes} dataProvider={dataProvider}>
      <LoadsTable {...props} />
      <Notification />
    </TestContext>,
  );
  return dataProvider;
}

const table = () => screen.findByRole('table', { name: 'Tabel muatan' }, T);
const rowOf = async (name: RegExp | string) =>
  (await screen.findAllByText(name, {}, T))[0].closest('tr') as HTMLElement;
const calls = (dp: FakeDataProvider, method: string, resource: string) =>
  dp.calls.filter((c) => c.method === method && c.resource === resource);

async function chooseProduct(name: RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: /^Produk/ }));
  await userEvent.click(await screen.findByRole('option', { name }, T));
}

describe('LoadsTable: listing', () => {
  it("reads the order's lines five at a time, sorted by id, through the nested resource", async () => {
    const { record, dataProvider } = setup({ lineCount: 7 });
    renderTable({ order: record }, { dataProvider });
    const t = await table();
    await within(t).findAllByText(AIR.name, {}, T);
    expect(
      within(t)
        .getAllByRole('row')
        .filter((r) => r.dataset.testid?.startsWith('load-row-')),
    ).toHaveLength(5);
    const first = calls(dataProvider, 'getList', 'delivery-order-load')[0];
    expect(first.params).toMatchObject({
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { delivery_order_id: 10 },
      meta: { delivery_order_id: 10 },
    });
    await userEvent.click(screen.getByRole('combobox', { name: /Baris per halaman/ }));
    const sizes = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes).toEqual(['5', '10', '25', '50', '100']);
  });

  it('shows the totals in Kg and Cbm, and the over-capacity hint when the box cannot carry them', async () => {
    const { record, dataProvider } = setup({
      orderExtra: { box_type: { id: 1, name: 'Pickup', weight_capacity: 50 } },
    });
    renderTable({ order: record }, { dataProvider });
    await table();
    expect((await screen.findByTestId('loads-total-weight', {}, T)).textContent).toBe('541,64 Kg');
    expect(screen.getByTestId('loads-total-volume').textContent).toBe('4,9676 Cbm');
    expect(screen.getByText('Total berat melebihi kapasitas box (50 Kg).')).toBeInTheDocument();
  });

  it('keeps the decimals of light lines in the rows and the totals, as loads.ts rounds them (6)', async () => {
    const SACHET = {
      ...AIR,
      id: 3,
      name: 'Kopi Sachet 2,5 g',
      code: 'MIN-KPI-25',
      uom: 'PCS',
      weight: 0.0025,
      volume: 0.000004,
    };
    const lines = [line(201, 10, SACHET, 1)];
    const record = order(10, 'DRAFT', lines);
    const dataProvider = fakeDataProvider({
      product: [{ ...SACHET, version: 1, created_on: now, updated_on: now }],
      'delivery-order': [record],
      'delivery-order-load': lines,
    });
    renderTable({ order: record }, { dataProvider });
    const row = await rowOf(SACHET.name);
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['0,0025', '0,000004']));
    expect(screen.getByTestId('loads-total-weight').textContent).toBe('0,0025 Kg');
    expect(screen.getByTestId('loads-total-volume').textContent).toBe('0,000004 Cbm');
  });

  it('cuts a note longer than 70 characters in the editable table and shows it whole in a tooltip', async () => {
    const { record, dataProvider } = setup({ lineExtra: { 101: { note: LONG_NOTE } } });
    renderTable({ order: record }, { dataProvider });
    const cut = await screen.findByText(`${LONG_NOTE.slice(0, 70).trimEnd()}…`, {}, T);
    await userEvent.hover(cut);
    expect(await screen.findByRole('tooltip', {}, T)).toHaveTextContent(LONG_NOTE);
  });
});

describe('LoadsTable: editing one row at a time', () => {
  it('opens one row for editing and locks the others, the add button and the pagination', async () => {
    const { record, dataProvider } = setup();
    renderTable({ order: record }, { dataProvider });
    await table();
    const edits = await screen.findAllByRole('button', { name: /^Ubah muatan/ }, T);
    await userEvent.click(edits[0]);
    expect(await screen.findByTestId('load-row-editor', {}, T)).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /^(Ubah|Hapus) muatan/ }))
      expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tambah Muatan' })).toBeDisabled();
    expect(screen.getAllByTestId('load-row-editor')).toHaveLength(1);
  });

  it('offers the unit only after a product: the product’s own unit and its product-uom rows', async () => {
    const { record, dataProvider } = setup();
    renderTable({ order: record }, { dataProvider });
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Muatan' }, T));
    const uom = screen.getByRole('combobox', { name: /^Satuan/ });
    expect(uom).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Pilih produk terlebih dahulu')).toBeInTheDocument();
    await chooseProduct(/Air Mineral/);
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: /^Satuan/ })).not.toHaveAttribute(
          'aria-disabled',
        ),
      T,
    );
    expect(screen.getByRole('combobox', { name: /^Satuan/ })).toHaveTextContent('BTL');
    await userEvent.click(screen.getByRole('combobox', { name: /^Satuan/ }));
    const options = within(await screen.findByRole('listbox', {}, T))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['BTL', 'KRT']);
    const uomCall = calls(dataProvider, 'getList', 'product-uom').at(-1);
    expect(uomCall?.params).toMatchObject({ filter: { product_id: 1 }, meta: { product_id: 1 } });
  });

  it('resets quantity, unit and note when the product changes, and takes weight and volume from it', async () => {
    const { record, dataProvider } = setup({ lineExtra: { 101: { note: 'Lama' } } });
    renderTable({ order: record }, { dataProvider });
    await table();
    await userEvent.click((await screen.findAllByRole('button', { name: /^Ubah muatan/ }, T))[0]);
    expect(screen.getByTestId('load-quantity')).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Catatan' })).toHaveValue('Lama');
    await chooseProduct(/Kulkas/);
    expect(screen.getByTestId('load-quantity')).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: /^Satuan/ })).toHaveTextContent('UNIT');
    expect(screen.getByRole('textbox', { name: 'Catatan' })).toHaveValue('');
    expect(screen.getByTestId('load-live-weight').textContent).toBe('48');
    expect(screen.getByTestId('load-live-volume').textContent).toBe('0,45');
  });

  it('says Harus lebih dari 0 and Maksimal 10.000.000 on the quantity', async () => {
    const { record, dataProvider } = setup();
    renderTable({ order: record }, { dataProvider });
    await table();
    await userEvent.click((await screen.findAllByRole('button', { name: /^Ubah muatan/ }, T))[0]);
    const quantity = screen.getByTestId('load-quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    expect(await screen.findByText('Harus lebih dari 0')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10000001');
    expect(await screen.findByText('Maksimal 10.000.000')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10000000');
    expect(screen.queryByText('Maksimal 10.000.000')).toBeNull();
  });

  it('reads the quantity in Indonesian: 1.000.000 is a million, 1,5 and 1.5 are refused', async () => {
    const { record, dataProvider } = setup();
    renderTable({ order: record }, { dataProvider });
    await table();
    await userEvent.click((await screen.findAllByRole('button', { name: /^Ubah muatan/ }, T))[0]);
    const quantity = screen.getByTestId('load-quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10.000.001');
    expect(await screen.findByText('Maksimal 10.000.000')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1.000.000');
    expect(screen.queryByText('Maksimal 10.000.000')).toBeNull();
    expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    for (const refused of ['1,5', '1.5']) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, refused);
      expect(
        await screen.findByText('Terdapat kesalahan format pada input anda'),
      ).toBeInTheDocument();
    }
  });

  it('recomputes the line and the order totals while the quantity is typed', async () => {
    const { record, dataProvider } = setup();
    renderTable({ order: record }, { dataProvider });
    await table();
    expect((await screen.findByTestId('loads-total-weight', {}, T)).textContent).toBe('541,64 Kg');
    await userEvent.click((await screen.findAllByRole('button', { name: /^Ubah muatan/ }, T))[1]);
    const quantity = screen.getByTestId('load-quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20');
    // Kulkas: 48 Kg × 20; the order: 6,2 + 960 + 7,44.
    expect(screen.getByTestId('load-live-weight').textContent).toBe('960');
    expect(screen.getByTestId('loads-total-weight').textContent).toBe('973,64 Kg');
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.getByTestId('loads-total-weight').textContent).toBe('541,64 Kg');
  });

  it('saves the changed fields with the note trimmed and its spaces collapsed', async () => {
    const { record, dataProvider } = setup();
    renderTable({ order: record }, { dataProvider });
    await table();
    await userEvent.click((await screen.findAllByRole('button', { name: /^Ubah muatan/ }, T))[0]);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Catatan' }),
      '  Hati-hati    barang\tpecah  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(
      () => expect(calls(dataProvider, 'update', 'delivery-order-load')).toHaveLength(1),
      T,
    );
    expect(calls(dataProvider, 'update', 'delivery-order-load')[0].params).toMatchObject({
      id: 101,
      data: { product_id: 1, quantity: 10, uom: 'BTL', note: 'Hati-hati barang pecah' },
      meta: { delivery_order_id: 10 },
    });
    expect(await screen.findByText('Perubahan data berhasil disimpan', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('load-row-editor')).toBeNull(), T);
    expect(await screen.findByText('Hati-hati barang pecah', {}, T)).toBeInTheDocument();
  });

  it('sends nothing when nothing changed and simply closes the edit', async () => {
    const { record, dataProvider } = setup();
    renderTable({ order: record }, { dataProvider });
    await table();
    await userEvent.click((await screen.findAllByRole('button', { name: /^Ubah muatan/ }, T))[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByTestId('load-row-editor')).toBeNull(), T);
    expect(calls(dataProvider, 'update', 'delivery-order-load')).toHaveLength(0);
  });

  it('adds a line with POST …/delivery-order/{id}/load', async () => {
    const { record, dataProvider } = setup();
    renderTable({ order: record }, { dataProvider });
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Muatan' }, T));
    await chooseProduct(/Air Mineral/);
    await userEvent.click(screen.getByRole('combobox', { name: /^Satuan/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'KRT' }, T));
    const quantity = screen.getByTestId('load-quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5{Enter}');
    await waitFor(
      () => expect(calls(dataProvider, 'create', 'delivery-order-load')).toHaveLength(1),
      T,
    );
    expect(calls(dataProvider, 'create', 'delivery-order-load')[0].params).toMatchObject({
      data: { delivery_order_id: 10, product_id: 1, quantity: 5, uom: 'KRT', note: null },
      meta: { delivery_order_id: 10 },
    });
    expect(await screen.findByText('Data berhasil ditambahkan', {}, T)).toBeInTheDocument();
  });

  it('blocks the save with Terdapat kesalahan format pada input anda when the input is invalid', async () => {
    const { record, dataProvider } = setup();
    renderTable({ order: record }, { dataProvider });
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Muatan' }, T));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Terdapat kesalahan format pada input anda', {}, T),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Wajib diisi').length).toBeGreaterThan(0);
    expect(calls(dataProvider, 'create', 'delivery-order-load')).toHaveLength(0);
  });

  it("puts the server's 400 field errors on the row's inputs", async () => {
    const { record, dataProvider } = setup();
    dataProvider.update = vi.fn(async () => {
      throw new HttpError('app.errors.invalid_input', 400, {
        errors: { quantity: 'x' },
        serverErrors: { quantity: 'too-large' },
      });
    });
    renderTable({ order: record }, { dataProvider });
    await table();
    await userEvent.click((await screen.findAllByRole('button', { name: /^Ubah muatan/ }, T))[0]);
    const quantity = screen.getByTestId('load-quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Maksimal 10.000.000', {}, T)).toBeInTheDocument();
    expect(screen.getByTestId('load-row-editor')).toBeInTheDocument();
  });

  it('shows Mohon tunggu while saving, and warns Mohon tunggu on a second save', async () => {
    const { record, dataProvider } = setup();
    let release: () => void = () => undefined;
    const update = dataProvider.update;
    dataProvider.update = vi.fn(
      (resource, params) =>
        new Promise((resolve) => (release = () => resolve(update(resource, params)))),
    ) as never;
    renderTable({ order: record }, { dataProvider });
    await table();
    await userEvent.click((await screen.findAllByRole('button', { name: /^Ubah muatan/ }, T))[0]);
    const quantity = screen.getByTestId('load-quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const waiting = await screen.findByRole('button', { name: 'Mohon tunggu' }, T);
    expect(within(screen.getByTestId('load-row-editor')).getByRole('status')).toHaveTextContent(
      'Mohon tunggu',
    );
    await userEvent.click(waiting);
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByText('Mohon tunggu', {}, T)).toHaveLength(2);
    release();
    await waitFor(() => expect(screen.queryByTestId('load-row-editor')).toBeNull(), T);
  });
});

describe('LoadsTable: status and scopes', () => {
  it('adds, edits and deletes only in Draf', async () => {
    const { record, dataProvider } = setup({ status: 'CONFIRMED' });
    renderTable({ order: record }, { dataProvider });
    const t = await table();
    await within(t).findAllByText(AIR.name, {}, T);
    expect(screen.queryByRole('button', { name: 'Tambah Muatan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Ubah|Hapus) muatan/ })).toBeNull();
    expect(within(t).queryByRole('checkbox')).toBeNull();
    expect(
      screen.getByText('Muatan hanya dapat ditambah, diubah dan dihapus saat status Draf.'),
    ).toBeInTheDocument();
  });

  it('shows no write control without the delivery-order write scopes', async () => {
    const { record, dataProvider } = setup();
    renderTable(
      { order: record },
      { dataProvider, scopes: ['delivery-order:read', 'product:read'] },
    );
    const t = await table();
    await within(t).findAllByText(AIR.name, {}, T);
    expect(screen.queryByRole('button', { name: 'Tambah Muatan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Ubah|Hapus) muatan/ })).toBeNull();
  });

  it('shows the actuals, the Kuantitas Diubah badge and the list/history toggle in Terkirim with both adjustment scopes', async () => {
    const { record, dataProvider } = setup({
      status: 'DELIVERED',
      orderExtra: { is_load_adjusted: true },
      lineExtra: {
        101: {
          quantity_picked: 8,
          weight_picked: 4.96,
          volume_picked: 0.0064,
          adjustment_reason_picked: 'Kemasan sobek',
          quantity_delivered: 8,
        },
      },
    });
    renderTable({ order: record }, { dataProvider });
    const t = await table();
    expect(await within(t).findByRole('columnheader', { name: 'Aktual' }, T)).toBeInTheDocument();
    const first = await rowOf(AIR.name);
    expect(within(first).getByTestId('load-actual-picked')).toHaveTextContent(
      'Diambil: 8 BTL4,96 Kg · 0,0064 CbmAlasan: Kemasan sobek',
    );
    expect(screen.getByText('Kuantitas Diubah')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riwayat' }));
    const log = await screen.findByRole('table', { name: 'Riwayat perubahan kuantitas' }, T);
    expect(await within(log).findByText('Muatan Diubah saat Diambil', {}, T)).toBeInTheDocument();
    expect(within(log).getByText('10 → 8')).toBeInTheDocument();
    expect(calls(dataProvider, 'getList', 'delivery-order-log')[0].params).toMatchObject({
      filter: {
        delivery_order_id: 10,
        event: [
          'FleetPlanning.DeliveryLoadUpdatedPicked',
          'FleetPlanning.DeliveryLoadUpdatedDropped',
        ],
      },
      sort: { field: 'created_on', order: 'DESC' },
    });
  });

  it('reads Sesuai Rencana when every actual matches the plan', async () => {
    const { record, dataProvider } = setup({
      status: 'PICKED',
      lineExtra: { 101: { quantity_picked: 10 } },
    });
    renderTable({ order: record }, { dataProvider });
    expect(await screen.findByText('Sesuai Rencana', {}, T)).toBeInTheDocument();
  });

  it('hides the actuals, the badge and the toggle without both adjustment scopes, or before pickup', async () => {
    const delivered = setup({ status: 'DELIVERED', orderExtra: { is_load_adjusted: true } });
    renderTable(
      { order: delivered.record },
      {
        dataProvider: delivered.dataProvider,
        scopes: [...ALL_SCOPES, 'delivery-load-adjustment:read'],
      },
    );
    const t = await table();
    await within(t).findAllByText(AIR.name, {}, T);
    expect(within(t).queryByRole('columnheader', { name: 'Aktual' })).toBeNull();
    expect(screen.queryByText('Kuantitas Diubah')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Riwayat' })).toBeNull();
  });

  it('hides them in Dikonfirmasi even with the scopes', async () => {
    const { record, dataProvider } = setup({
      status: 'CONFIRMED',
      orderExtra: { is_load_adjusted: true },
    });
    renderTable({ order: record }, { dataProvider });
    const t = await table();
    await within(t).findAllByText(AIR.name, {}, T);
    expect(within(t).queryByRole('columnheader', { name: 'Aktual' })).toBeNull();
    expect(screen.queryByText('Kuantitas Diubah')).toBeNull();
  });
});

describe('LoadsTable: deleting', () => {
  it('deletes the selected lines with one DELETE per line', async () => {
    const { record, dataProvider } = setup();
    renderTable({ order: record }, { dataProvider });
    const t = await table();
    await within(t).findAllByText(AIR.name, {}, T);
    const boxes = within(t).getAllByRole('checkbox', { name: 'Pilih baris ini' });
    await userEvent.click(boxes[0]);
    await userEvent.click(boxes[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Terpilih (2)' }));
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(
      within(dialog).getByText('2 muatan akan dihapus dari pengiriman ini.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Data berhasil dihapus', {}, T)).toBeInTheDocument();
    const deletes = calls(dataProvider, 'delete', 'delivery-order-load');
    expect(deletes.map((c) => (c.params as { id: number }).id)).toEqual([101, 103]);
    expect(
      deletes.every(
        (c) =>
          (c.params as { meta: unknown }).meta &&
          JSON.stringify((c.params as { meta: unknown }).meta) === '{"delivery_order_id":10}',
      ),
    ).toBe(true);
    expect(calls(dataProvider, 'deleteMany', 'delivery-order-load')).toHaveLength(0);
  });
});

describe('LoadsTable: rows flagged by the server', () => {
  it('marks each field of a flagged row with Data telah dihapus dari sistem. under Baris data error. with the count', async () => {
    const { record, dataProvider } = setup();
    renderTable(
      {
        order: record,
        serverErrors: {
          'delivery_order_loads.0.product_id': 'not-found',
          'delivery_order_loads.2.quantity': 'invalid-value',
          uom: 'required',
        },
      },
      { dataProvider },
    );
    await table();
    const banner = await screen.findByTestId('loads-error-banner', {}, T);
    expect(banner).toHaveTextContent('Baris data error.');
    expect(banner).toHaveTextContent('2 baris');
    const first = await rowOf(AIR.name);
    expect(within(first).getAllByText('Data telah dihapus dari sistem.')).toHaveLength(4);
    expect(first).toHaveAttribute('aria-invalid', 'true');
  });

  it('blocks saving a flagged row until its fields are changed', async () => {
    const { record, dataProvider } = setup();
    renderTable(
      { order: record, serverErrors: { 'delivery_order_loads.0.product_id': 'not-found' } },
      { dataProvider },
    );
    await table();
    await userEvent.click((await screen.findAllByRole('button', { name: /^Ubah muatan/ }, T))[0]);
    const editor = screen.getByTestId('load-row-editor');
    expect(
      within(editor).getAllByText('Data telah dihapus dari sistem.').length,
    ).toBeGreaterThanOrEqual(3);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Terdapat kesalahan format pada input anda', {}, T),
    ).toBeInTheDocument();
    expect(calls(dataProvider, 'update', 'delivery-order-load')).toHaveLength(0);
    await chooseProduct(/Kulkas/);
    expect(within(editor).queryByText('Data telah dihapus dari sistem.')).toBeNull();
  });
});

describe('LoadsTable: the create page', () => {
  it('keeps the lines as drafts for the order create to post', async () => {
    const onPendingChange = vi.fn();
    const { store } = setup();
    const dataProvider = fakeDataProvider(store);
    let pending: LoadDraft[] = [];
    const { rerender } = render(
      <TestContext scopes={SCOPES} dataProvider={dataProvider}>
        <LoadsTable pending={pending} onPendingChange={onPendingChange} />
      </TestContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Muatan' }, T));
    await chooseProduct(/Kulkas/);
    const quantity = screen.getByTestId('load-quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Catatan' }), ' Jangan  ditumpuk ');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onPendingChange).toHaveBeenCalledTimes(1), T);
    pending = onPendingChange.mock.calls[0][0];
    expect(pending).toEqual([
      expect.objectContaining({
        product_id: 2,
        quantity: 3,
        uom: 'UNIT',
        note: 'Jangan ditumpuk',
        total_weight: 144,
        total_volume: 1.35,
      }),
    ]);
    expect(calls(dataProvider, 'create', 'delivery-order-load')).toHaveLength(0);
    rerender(
      <TestContext scopes={SCOPES} dataProvider={dataProvider}>
        <LoadsTable pending={pending} onPendingChange={onPendingChange} />
      </TestContext>,
    );
    expect(await screen.findByText(KULKAS.name, {}, T)).toBeInTheDocument();
    expect(screen.getByTestId('loads-total-weight').textContent).toBe('144 Kg');
  });
});

describe('LoadsTable: phones', () => {
  it('draws the same lines as cards below the sm breakpoint, with the totals under them', async () => {
    const restore = stubViewportWidth(390);
    try {
      const { record, dataProvider } = setup({ lineCount: 3 });
      renderTable({ order: record }, { dataProvider });
      const list = await screen.findByRole('list', { name: 'Tabel muatan' }, T);
      await within(list).findAllByText(AIR.name, {}, T);
      expect(within(list).getAllByText(KULKAS.name)).toHaveLength(1);
      expect(screen.queryByRole('table', { name: 'Tabel muatan' })).toBeNull();
      expect(screen.getByTestId('loads-total-weight')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
