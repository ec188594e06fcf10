// The INFORMATION tab (delivery-order.md §2 "Information tab sections", §4, §5, §6, §8): the
// delivery card, the basic-information form with its locks, behaviours and custom fields, the
// vendor picker's gate, the save and cancel modals and what reaches the API.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { Notification } from '../../../../src/custom/shell/Notification.tsx';
import { InformationTab } from '../../../../src/resources/delivery-order/InformationTab.tsx';
import type { DeliveryOrderRecord, LoadsTableProps } from '../../../../src/resources/delivery-order/contracts.ts';
import type { DeliveryStatus } from '../../../../src/domain/delivery-order/statuses.ts';
import { FULL_SCOPES, orderRecord, pageProvider, renderInAdmin, type PageProvider } from './pageHarness.tsx';

// The loads table is the LOADS part's; here it only hands over typed lines and shows the errors it gets.
vi.mock('../../../../src/resources/delivery-order/LoadsTable.tsx', () => ({
  LoadsTable: ({ order, onPendingChange, serverErrors }: LoadsTableProps & { serverErrors?: Record<string, unknown> }) => (
    <div data-testid="loads-table" data-order={order ? String(order.id) : 'new'} data-errors={Object.keys(serverErrors ?? {}).join(',')}>
      {!order && (
        <button
          type="button"
          onClick={() =>
            onPendingChange?.([
              { key: 'a', product_id: 1, quantity: 3, uom: 'SAK', note: 'Hati-hati', total_weight: 150, total_volume: 0.1 },
              { key: 'b', product_id: 2, quantity: 1, uom: 'PLT', note: null, total_weight: 20, total_volume: 0.2 },
            ])
          }
        >
          Tambah dua draf
        </button>
      )}
    </div>
  ),
}));

const T = { timeout: 10_000 };
// Whole forms of MUI inputs in jsdom are slow to render and type into.
vi.setConfig({ testTimeout: 60_000 });
const FUTURE_PICKUP = '2031-03-01T08:00:00.000+07:00';
const FUTURE_DROP = '2031-03-02T08:00:00.000+07:00';

const USERS = [
  { id: 1, fullname: 'Rina Kusumawati', username: 'rina', position: 'Sales/Marketing', is_active: true },
  { id: 2, fullname: 'Budi Santoso', username: 'budi', position: 'Sales/Marketing', is_active: true },
  { id: 3, fullname: 'Dimas Pratama', username: 'dimas', position: 'Dispatcher', is_active: true },
];
const CUSTOMERS = [
  { id: 1, name: 'PT Sumber Makmur', code: 'C1', marketing_user_id: 1, is_active: true },
  { id: 2, name: 'CV Maju Jaya', code: 'C2', marketing_user_id: 2, is_active: true },
];
const address = (id: number, name: string, customer_id: number | null, city: string) => ({
  id,
  name,
  category: 'WAREHOUSE',
  full_name: `${name}, Jl. Raya ${id}`,
  province: 'Jawa Barat',
  city,
  customer_id,
  start_operational_on: '08:00',
  end_operational_on: '17:00',
  start_break_on: '12:00',
  end_break_on: '13:00',
});
const ADDRESSES = [
  address(1, 'Gudang Cikarang', 1, 'Bekasi'),
  address(2, 'Toko Sentosa', 1, 'Bandung'),
  address(3, 'Gudang Surabaya', 2, 'Surabaya'),
  address(4, 'Pelabuhan Umum', null, 'Jakarta'),
];
const DEFS = [
  { id: 1, key: 'po_number', name: 'Nomor PO', type: 'TEXT', is_required: true, is_editable: true, is_active: true },
  { id: 2, key: 'declared_value', name: 'Nilai Barang', type: 'NUMBER', is_required: false, is_editable: true, is_active: true },
  { id: 3, key: 'due_date', name: 'Jatuh Tempo', type: 'DATE', is_required: false, is_editable: true, is_active: true },
  { id: 4, key: 'max_temp', name: 'Suhu Maksimum', type: 'NUMBER', is_required: false, is_editable: false, is_active: true },
  { id: 5, key: 'old_field', name: 'Kolom Lama', type: 'TEXT', is_required: false, is_editable: true, is_active: false },
];
const NOTES = [
  { id: 1, customer_id: 2, title: 'Dok', note: 'Bongkar di dok belakang', is_default: true },
  { id: 2, customer_id: 2, title: 'APD', note: 'Sopir wajib memakai APD', is_default: false },
];
const BOXES = [{ id: 1, name: 'CDD Box', code: 'CDD', weight_capacity: 4000, volume_capacity: 16, is_active: true }];
const VENDORS = [{ id: 1, name: 'PT Trans Nusantara', code: 'V1', status: { name: 'ACTIVE' }, paired_company_id: 9, contract_number: 'KTR/1', contract_rates: [] }];

const RATES = [
  { id: 1001, vendor_id: 1, vendor_name: 'PT Trans Nusantara', status: { name: 'ACTIVE' }, paired_company_id: 9, connected: true, contract_number: 'KTR/1', origin_address_id: 1, destination_address_id: 2, box_type_id: 1, base_price: 3500000, total_weight: 4000, total_volume: 16 },
  { id: 2001, vendor_id: 2, vendor_name: 'CV Tidak Aktif', status: { name: 'INACTIVE' }, paired_company_id: 4, connected: true, contract_number: 'KTR/2', origin_address_id: 1, destination_address_id: 2, box_type_id: 1, base_price: 1000, total_weight: 1, total_volume: 1 },
  { id: 3001, vendor_id: 3, vendor_name: 'CV Belum Terhubung', status: { name: 'ACTIVE' }, paired_company_id: null, connected: false, contract_number: 'KTR/3', origin_address_id: 1, destination_address_id: 2, box_type_id: 1, base_price: 1000, total_weight: 1, total_volume: 1 },
];

/** A Draf-like order of customer 1 from Gudang Cikarang to Toko Sentosa, targets in the future. */
function order(status: DeliveryStatus = 'DRAFT', extra: Partial<DeliveryOrderRecord> = {}): DeliveryOrderRecord {
  return orderRecord(status, {
    customer_id: 1,
    billed_customer_id: 1,
    marketing_user_id: 1,
    shipment_number: 'SHP-7',
    customer_notes: ['Hubungi satpam'],
    note: 'Mudah pecah',
    delivery_notes: [],
    expected_pickup_on: FUTURE_PICKUP,
    expected_delivered_on: FUTURE_DROP,
    box_type_id: 1,
    is_special: false,
    total_weight: 2000,
    user_definition_fields: [
      { key: 'po_number', name: 'Nomor PO', type: 'TEXT', value: 'PO-1', is_required: true, is_editable: true, is_active: true },
      { key: 'max_temp', name: 'Suhu Maksimum', type: 'NUMBER', value: 8, is_required: false, is_editable: false, is_active: true },
    ],
    ...extra,
  });
}

interface Setup {
  order?: DeliveryOrderRecord;
  scopes?: string[];
  defs?: unknown[];
  locale?: 'id' | 'en';
}

function setup({ order: o, scopes = FULL_SCOPES, defs = DEFS, locale = 'id' }: Setup = {}) {
  const dataProvider: PageProvider = pageProvider(o ?? order(), {
    user: USERS,
    customer: CUSTOMERS,
    address: ADDRESSES,
    'custom-field': defs,
    'delivery-note': NOTES,
    'box-type': BOXES,
    vendor: VENDORS,
    'delivery-order-load': [],
  });
  if (!o) dataProvider.store['delivery-order'] = [];
  dataProvider.call.mockImplementation(async (resource: string, params: { path: string }) =>
    resource === 'vendor' && params.path === '/rates' ? { data: { paginated_result: RATES, ids: RATES.map((r) => r.id) }, metadata: { page: 1, total_count: 3 } } : { data: {} },
  );
  const onDirtyChange = vi.fn();
  const onCreated = vi.fn();
  const utils = renderInAdmin(
    <>
      <InformationTab order={o} onDirtyChange={onDirtyChange} onCreated={onCreated} />
      <Notification />
    </>,
    { scopes, dataProvider, locale },
  );
  return { ...utils, dataProvider, onDirtyChange, onCreated };
}

/** The form is there once its custom fields have loaded. */
const ready = async (name = /^Nomor PO/) => screen.findByRole('textbox', { name }, T);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const combo = (name: RegExp) => screen.getByRole('combobox', { name });
const isLocked = (el: HTMLElement) => (el as HTMLInputElement).readOnly || (el as HTMLInputElement).disabled;

/** A closing dialog keeps the page aria-hidden until it is gone. */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);

async function chooseOption(input: HTMLElement, option: RegExp) {
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: option }, T));
}

describe('delivery card', () => {
  it('shows the issued number, creator rows, the reference order (accounting scopes) and Multi FO for transit', async () => {
    setup({
      order: order('TRANSITED', {
        shipment_type: 'TRANSIT',
        fleet_task: { id: 4, number: 'FT-4' },
        invoice: { number: 'INV-7' },
        external_reference: { delivery_order: { id: 99, number: 'SO-ACC-99' } },
      }),
    });
    const card = await screen.findByRole('region', { name: 'Informasi Pengiriman' }, T);
    expect(within(card).getByText('DO/2024/08/000007')).toBeInTheDocument();
    expect(within(card).getByText('Multi FO')).toBeInTheDocument();
    expect(within(card).getByText('Transit')).toBeInTheDocument();
    expect(await within(card).findByText('SO-ACC-99', {}, T)).toBeInTheDocument();
    expect(within(card).getByText('INV-7')).toBeInTheDocument();
    expect(within(card).getByText('Dimas Pratama')).toBeInTheDocument();
    expect(within(card).getByText(/^17 \S+ 2024 \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('hides the reference order without the accounting scopes; the create page shows - for the number', async () => {
    setup({ scopes: FULL_SCOPES.filter((s) => !s.startsWith('accounting-integration:')) });
    const card = await screen.findByRole('region', { name: 'Informasi Pengiriman' }, T);
    expect(within(card).queryByText('Order Referensi')).toBeNull();
    expect(within(card).getByText('No. Pengiriman').nextSibling).toHaveTextContent('-');
    expect(within(card).getByText('No. Penugasan').nextSibling).toHaveTextContent('-');
  });
});

describe('locks by status (isFieldEditable)', () => {
  const cases: [DeliveryStatus, Record<string, boolean>][] = [
    ['DRAFT', { customer: false, billed: false, shipment: false, note: false, origin: false, e_seal: false }],
    ['CONFIRMED', { customer: true, billed: false, shipment: false, note: false, origin: true, e_seal: false }],
    ['SCHEDULED', { customer: true, billed: true, shipment: false, note: false, origin: true, e_seal: false }],
    ['STARTED', { customer: true, billed: true, shipment: true, note: true, origin: true, e_seal: false }],
    ['DELIVERED', { customer: true, billed: true, shipment: true, note: true, origin: true, e_seal: true }],
  ];
  it.each(cases)('%s', async (status, locked) => {
    setup({ order: order(status, { e_seal_number: 'SEAL-1' }) });
    await ready();
    const inputs: Record<string, HTMLElement> = {
      customer: combo(/^Pelanggan\b(?! Ditagih)/),
      billed: combo(/^Pelanggan Ditagih/),
      shipment: field(/^No\. Shipment/),
      note: field(/^Catatan Lainnya/),
      origin: combo(/^Alamat Asal/),
      e_seal: field(/^No\. E-Seal/),
    };
    for (const [name, input] of Object.entries(inputs)) {
      expect(isLocked(input), `${status} ${name}`).toBe(locked[name]);
      // The reason is the input's description, for screen readers.
      if (locked[name]) expect(input, `${status} ${name}`).toHaveAccessibleDescription(/Tidak dapat diubah pada status/);
    }
    if (status !== 'DRAFT') expect(screen.getByRole('note')).toHaveTextContent(/Kolom bertanda gembok tidak dapat diubah pada status/);
  });

  it('everything is open on the create page', async () => {
    setup();
    await ready();
    for (const input of [combo(/^Pelanggan\b(?! Ditagih)/), field(/^No\. Shipment/), field(/^Nomor PO/)]) expect(isLocked(input)).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('Cancel and Save: disabled while nothing changed, hidden in Diambil and Sedang Transit', async () => {
    setup({ order: order('CONFIRMED') });
    await ready();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
  });

  it.each(['PICKED', 'TRANSITED'] as const)('%s: no Cancel or Save', async (status) => {
    setup({ order: order(status) });
    await ready();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Batal' })).toBeNull();
  });

  it('a custom field whose definition is not editable is locked once the order left Draf', async () => {
    setup({ order: order('CONFIRMED') });
    await ready();
    expect(isLocked(screen.getByRole('spinbutton', { name: /^Suhu Maksimum/ }))).toBe(true);
    expect(isLocked(field(/^Nomor PO/))).toBe(false);
  });
});

describe('form behaviours (§4)', () => {
  it('create: choosing a customer defaults the billed customer and the marketing user, and lists its addresses', async () => {
    const { dataProvider } = setup();
    await ready();
    expect(combo(/^Alamat Asal/)).toBeDisabled();
    expect(screen.getAllByText('Pilih pelanggan terlebih dahulu')).toHaveLength(2);
    await chooseOption(combo(/^Pelanggan\b(?! Ditagih)/), /CV Maju Jaya/);
    await waitFor(() => expect(combo(/^Pelanggan Ditagih/)).toHaveValue('CV Maju Jaya'), T);
    await waitFor(() => expect(combo(/^Marketing/)).toHaveValue('Budi Santoso'), T);
    // Its default delivery note is offered.
    expect(await screen.findByRole('button', { name: /Bongkar di dok belakang/ }, T)).toBeInTheDocument();
    await userEvent.click(combo(/^Alamat Asal/));
    const options = await screen.findAllByRole('option', {}, T);
    expect(options.map((o) => o.textContent)).toEqual(['Gudang Surabaya']);
    // The marketing picker offers Sales/Marketing users only.
    const users = dataProvider.calls.filter((c) => c.method === 'getList' && c.resource === 'user');
    expect(users.at(-1)?.params).toMatchObject({ filter: { position: 'Sales/Marketing' } });
  });

  it('changing the customer clears the addresses, the notes and the marketing user (which then defaults)', async () => {
    setup({ order: order('DRAFT') });
    await ready();
    await waitFor(() => expect(combo(/^Alamat Asal/)).toHaveValue('Gudang Cikarang'), T);
    expect(screen.getByRole('button', { name: /Hubungi satpam/ })).toBeInTheDocument();
    await chooseOption(combo(/^Pelanggan\b(?! Ditagih)/), /CV Maju Jaya/);
    await waitFor(() => expect(combo(/^Alamat Asal/)).toHaveValue(''), T);
    expect(combo(/^Alamat Tujuan/)).toHaveValue('');
    expect(screen.queryByRole('button', { name: /Hubungi satpam/ })).toBeNull();
    await waitFor(() => expect(combo(/^Marketing/)).toHaveValue('Budi Santoso'), T);
    // The billed customer followed the receiving customer.
    await waitFor(() => expect(combo(/^Pelanggan Ditagih/)).toHaveValue('CV Maju Jaya'), T);
  });

  it('a free-text customer lists the customer-less addresses', async () => {
    const { dataProvider } = setup();
    await ready();
    await userEvent.click(screen.getByRole('switch', { name: /Pelanggan tidak terdaftar/ }));
    await userEvent.type(field(/^Nama Pelanggan\b(?! Ditagih)/), 'Toko Baru');
    expect(field(/^Nama Pelanggan Ditagih/)).toHaveValue('Toko Baru');
    await userEvent.click(combo(/^Alamat Asal/));
    await waitFor(() => {
      const last = dataProvider.calls.filter((c) => c.method === 'getList' && c.resource === 'address').at(-1);
      expect(last?.params).toMatchObject({ filter: { customer_id: null } });
    }, T);
  });

  it('the same address on both sides: the toast, and the address just chosen is cleared', async () => {
    setup({ order: order('DRAFT') });
    await ready();
    await waitFor(() => expect(combo(/^Alamat Tujuan/)).toHaveValue('Toko Sentosa'), T);
    // Clearing the text opens the list of the customer's addresses.
    await userEvent.clear(combo(/^Alamat Tujuan/));
    await userEvent.click(await screen.findByRole('option', { name: /Gudang Cikarang/ }, T));
    expect(await screen.findByText('Alamat Tujuan tidak boleh sama dengan Alamat Asal', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(combo(/^Alamat Tujuan/)).toHaveValue(''), T);
    expect(combo(/^Alamat Asal/)).toHaveValue('Gudang Cikarang');
  });

  it('address summaries show city, operational and break time; Copy Address says what was copied', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup({ order: order('CONFIRMED') });
    await ready();
    const origin = await screen.findByRole('region', { name: 'Lokasi Asal' }, T);
    expect(await within(origin).findByText('Bekasi', {}, T)).toBeInTheDocument();
    expect(within(origin).getByText('08:00 – 17:00')).toBeInTheDocument();
    expect(within(origin).getByText('12:00 – 13:00')).toBeInTheDocument();
    await userEvent.click(within(origin).getByRole('button', { name: /Salin Alamat/ }));
    expect(writeText).toHaveBeenCalledWith('Gudang Cikarang, Gudang Cikarang, Jl. Raya 1, Bekasi, Jawa Barat');
    expect(await screen.findByText('Alamat Asal berhasil disalin', {}, T)).toBeInTheDocument();
  });

  it('box type capacity and the over-capacity warning', async () => {
    setup({ order: order('DRAFT', { total_weight: 4500 }) });
    await ready();
    expect(await screen.findByText(/Total berat muatan \(4\.500 Kg\) melebihi kapasitas jenis box \(4\.000 Kg\)/, {}, T)).toBeInTheDocument();
  });

  it("the owner's notes show only for an order from a vendor request", async () => {
    setup({ order: order('CONFIRMED', { is_from_vendor_request: true, reference_info_notes: 'Catatan pemilik', reference_info_customer_notes: ['A', 'B'] }) });
    const panel = await screen.findByRole('region', { name: 'Catatan dari Pemilik Pengiriman' }, T);
    expect(within(panel).getByText('Catatan pemilik')).toBeInTheDocument();
    expect(within(panel).getByText('A; B')).toBeInTheDocument();
  });
});

describe('custom fields', () => {
  it('one input per active definition by type; required ones required', async () => {
    setup();
    await ready();
    // Required ones carry the required mark in their label.
    const labelOf = (input: HTMLElement) => input.closest('.MuiFormControl-root')?.querySelector('label');
    expect(labelOf(field(/^Nomor PO/))).toHaveTextContent(/\*/);
    expect(labelOf(screen.getByRole('spinbutton', { name: /^Nilai Barang/ }))).not.toHaveTextContent(/\*/);
    expect(screen.getByRole('spinbutton', { name: /^Nilai Barang/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Jatuh Tempo/ })).toBeInTheDocument();
    expect(screen.queryByText(/Kolom Lama/)).toBeNull();
  });

  it('without any definition: a link to create one', async () => {
    setup({ defs: [] });
    const link = await screen.findByRole('link', { name: 'Buat Kolom Kustom' }, T);
    expect(link).toHaveAttribute('href', '/custom-field/create');
  });
});

describe('vendor picker', () => {
  it('is not shown without all four vms:* scopes', async () => {
    setup({ order: order('DRAFT'), scopes: FULL_SCOPES.filter((s) => s !== 'vms:delete') });
    await ready();
    expect(screen.queryByRole('group', { name: 'Vendor' })).toBeNull();
  });

  it('offers the ACTIVE, paired vendors of the lane with the spec columns', async () => {
    const { dataProvider } = setup({ order: order('DRAFT') });
    await ready();
    const group = screen.getByRole('group', { name: 'Vendor' });
    expect(within(group).getByText('Belum ada vendor dipilih')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Pilih Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pilih Vendor' }, T);
    expect(dataProvider.call).toHaveBeenCalledWith('vendor', expect.objectContaining({ method: 'GET', path: '/rates', query: expect.objectContaining({ origin_address_id: 1, destination_address_id: 2 }) }));
    const headers = within(dialog).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Nama Vendor', 'Status Koneksi', 'No. Kontrak', 'Harga Dasar', 'Asal', 'Tujuan', 'Jenis Box', 'Total Berat (Kg)', 'Total Volume (Cbm)', 'Aksi']);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('Terhubung')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Rp 3.500.000')).toBeInTheDocument();
    expect(await within(rows[0]).findByText('Gudang Cikarang', {}, T)).toBeInTheDocument();
    expect(within(dialog).queryByText('CV Tidak Aktif')).toBeNull();
    expect(within(dialog).queryByText('CV Belum Terhubung')).toBeNull();
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Pilih vendor PT Trans Nusantara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(await within(group).findByText('PT Trans Nusantara', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });
});

describe('save and cancel', () => {
  it('edit: the modal, then only the changed fields and the version; the success toast', async () => {
    const { dataProvider, onDirtyChange } = setup({ order: order('DRAFT') });
    await ready();
    await userEvent.clear(field(/^Catatan Lainnya/));
    await userEvent.type(field(/^Catatan Lainnya/), 'Tumpuk maksimal 3');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true), T);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simpan Perubahan' }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Simpan' }));
    expect(await screen.findByText('Perubahan data berhasil disimpan', {}, T)).toBeInTheDocument();
    const updates = dataProvider.calls.filter((c) => c.method === 'update');
    expect(updates).toHaveLength(1);
    expect(updates[0].params).toMatchObject({ id: 7, data: { note: 'Tumpuk maksimal 3', version: 3 }, previousData: { id: 7 } });
    expect(Object.keys((updates[0].params as { data: object }).data).sort()).toEqual(['note', 'version']);
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false), T);
  });

  it('nothing changed: nothing is sent (typing and undoing leaves Save disabled)', async () => {
    const { dataProvider } = setup({ order: order('DRAFT') });
    await ready();
    const shipment = field(/^No\. Shipment/);
    await userEvent.type(shipment, 'X');
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
    await userEvent.type(shipment, '{Backspace}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled(), T);
    expect(dataProvider.calls.filter((c) => c.method === 'update')).toHaveLength(0);
  });

  it('cancel asks first, then puts the values back without a call', async () => {
    const { dataProvider, onDirtyChange } = setup({ order: order('DRAFT') });
    await ready();
    await userEvent.type(field(/^No\. Shipment/), '-B');
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan Perubahan' }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tidak, Kembali' }));
    await dialogGone();
    expect(field(/^No\. Shipment/)).toHaveValue('SHP-7-B');
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Batalkan Perubahan' }, T)).getByRole('button', { name: 'Ya, Batalkan' }));
    await dialogGone();
    await waitFor(() => expect(field(/^No\. Shipment/)).toHaveValue('SHP-7'), T);
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(dataProvider.calls.filter((c) => c.method === 'update')).toHaveLength(0);
  });

  it('an invalid form does not open the modal: the fields say why and the toast appears', async () => {
    setup({ order: order('DRAFT') });
    await ready();
    await userEvent.clear(field(/^Nomor PO/));
    await userEvent.click(field(/^No\. Shipment/));
    await userEvent.paste('x'.repeat(96));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Terdapat kesalahan format pada input anda.', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field(/^Nomor PO/)).toHaveAccessibleDescription('Wajib diisi');
    expect(field(/^No\. Shipment/)).toHaveAccessibleDescription('Maksimal 100 karakter');
  });

  it('server 400s land on their fields with the §8 messages; vendor_id ignored while the vendor is empty', async () => {
    const { dataProvider } = setup({ order: order('DRAFT') });
    dataProvider.update = vi.fn(async () => {
      throw new HttpError('app.errors.invalid_input', 400, {
        errors: { shipment_number: 'app.errors.shipment_number_not_unique', root: { serverError: 'app.errors.invalid_input' } },
        serverErrors: {
          shipment_number: 'not-unique',
          expected_delivered_on: 'before-pickup',
          'user_definition_fields.0.value': 'required',
          vendor_id: 'not-found',
          'delivery_order_loads.1.product_id': 'not-found',
        },
      });
    });
    await ready();
    await userEvent.type(field(/^No\. Shipment/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Simpan Perubahan' }, T)).getByRole('button', { name: 'Ya, Simpan' }));
    await dialogGone();
    await waitFor(() => expect(field(/^No\. Shipment/)).toHaveAccessibleDescription('No. Shipment sudah terdaftar di sistem.'), T);
    expect(screen.getByText('Target Dikirim tidak boleh kurang dari Target Diambil')).toBeInTheDocument();
    expect(field(/^Nomor PO/)).toHaveAccessibleDescription('Wajib diisi');
    expect(screen.queryByText('Vendor tidak ditemukan')).toBeNull();
    expect(await screen.findByText('Terdapat kesalahan format pada input anda.', {}, T)).toBeInTheDocument();
    // The loads table gets the errors of its rows.
    expect(screen.getByTestId('loads-table')).toHaveAttribute('data-errors', expect.stringContaining('delivery_order_loads.1.product_id'));
    // What the user typed is kept.
    expect(field(/^No\. Shipment/)).toHaveValue('SHP-72');
  });

  it('a 409 keeps what the user typed and offers a reload', async () => {
    const { dataProvider } = setup({ order: order('DRAFT') });
    dataProvider.failNextUpdateWithConflict('delivery-order');
    await ready();
    await userEvent.type(field(/^No\. Shipment/), '-C');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Simpan Perubahan' }, T)).getByRole('button', { name: 'Ya, Simpan' }));
    await dialogGone();
    const alerts = await screen.findAllByRole('alert', {}, T);
    expect(alerts.some((a) => /telah diubah oleh pengguna lain/.test(a.textContent ?? ''))).toBe(true);
    expect(field(/^No\. Shipment/)).toHaveValue('SHP-7-C');
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });

  it("'Mohon tunggu' while saving, and as a warning on a second press", async () => {
    const { dataProvider } = setup({ order: order('DRAFT') });
    let release: () => void = () => undefined;
    const original = dataProvider.update;
    dataProvider.update = vi.fn(async (resource, params) => {
      await new Promise<void>((resolve) => (release = resolve));
      return original(resource, params);
    }) as typeof dataProvider.update;
    await ready();
    await userEvent.type(field(/^No\. Shipment/), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simpan Perubahan' }, T);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Simpan' }));
    const busy = await within(dialog).findByRole('button', { name: 'Mohon tunggu' }, T);
    fireEvent.click(busy);
    expect(await screen.findByText('Mohon tunggu', { selector: '#notistack-snackbar, #notistack-snackbar *' }, T)).toBeInTheDocument();
    release();
    expect(await screen.findByText('Perubahan data berhasil disimpan', {}, T)).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
  });

  it('create: POST with custom fields as [{key, value}], then one POST per load line, then onCreated', async () => {
    const { dataProvider, onCreated } = setup();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah dua draf' }));
    await userEvent.click(screen.getByRole('switch', { name: /Pelanggan tidak terdaftar/ }));
    await userEvent.type(field(/^Nama Pelanggan\b(?! Ditagih)/), 'Toko Baru');
    await userEvent.type(field(/^Nomor PO/), 'PO-77');
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Nilai Barang/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simpan Pengiriman' }, T);
    expect(dialog).toHaveTextContent('Pengiriman baru akan disimpan dengan status Draf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Simpan' }));
    expect(await screen.findByText('Data berhasil ditambahkan', {}, T)).toBeInTheDocument();
    const create = dataProvider.calls.find((c) => c.method === 'create' && c.resource === 'delivery-order');
    expect(create?.params).toMatchObject({
      data: {
        customer_id: null,
        customer_name: 'Toko Baru',
        billed_customer_name: 'Toko Baru',
      },
    });
    // Every active definition, in the definitions' order; the inactive one is not sent.
    const sent = (create?.params as { data: { user_definition_fields: { key: string; value: unknown }[] } }).data.user_definition_fields;
    expect([...sent].sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'declared_value', value: 0 },
      { key: 'due_date', value: null },
      { key: 'max_temp', value: null },
      { key: 'po_number', value: 'PO-77' },
    ]);
    const loads = dataProvider.calls.filter((c) => c.method === 'create' && c.resource === 'delivery-order-load');
    expect(loads.map((c) => (c.params as { data: object }).data)).toEqual([
      { delivery_order_id: 1, product_id: 1, quantity: 3, uom: 'SAK', note: 'Hati-hati' },
      { delivery_order_id: 1, product_id: 2, quantity: 1, uom: 'PLT', note: null },
    ]);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })), T);
  });
});

describe('English', () => {
  it('words the tab in English', async () => {
    setup({ order: order('CONFIRMED'), locale: 'en' });
    expect(await screen.findByRole('region', { name: 'Delivery information' }, T)).toBeInTheDocument();
    expect(await screen.findByText('Fields marked with a lock cannot be changed in status Confirmed.', {}, T)).toBeInTheDocument();
  });
});
