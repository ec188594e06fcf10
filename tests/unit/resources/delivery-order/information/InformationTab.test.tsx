// The INFORMATION tab (delivery-order.md §2 "Information tab sections", §4, §6): the delivery card,
// the locks by status, the form behaviours, the custom fields and the vendor picker's gate.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryStatus } from '../../../../../src/domain/delivery-order/statuses.ts';
import {
  chooseOption,
  combo,
  field,
  FULL_SCOPES,
  isLocked,
  order,
  ready,
  setup,
  T,
} from '../informationHarness.tsx';

// The loads table is the LOADS part's; a stub hands over typed lines and shows the errors it gets.
vi.mock(
  '../../../../../src/resources/delivery-order/loads/LoadsTable.tsx',
  () => import('../loadsTableStub.tsx'),
);
// Whole forms of MUI inputs in jsdom are slow to render and type into.
vi.setConfig({ testTimeout: 90_000 });

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
    [
      'DRAFT',
      {
        customer: false,
        billed: false,
        shipment: false,
        note: false,
        origin: false,
        e_seal: false,
      },
    ],
    [
      'CONFIRMED',
      { customer: true, billed: false, shipment: false, note: false, origin: true, e_seal: false },
    ],
    [
      'SCHEDULED',
      { customer: true, billed: true, shipment: false, note: false, origin: true, e_seal: false },
    ],
    [
      'STARTED',
      { customer: true, billed: true, shipment: true, note: true, origin: true, e_seal: false },
    ],
    [
      'DELIVERED',
      { customer: true, billed: true, shipment: true, note: true, origin: true, e_seal: true },
    ],
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
      if (locked[name])
        expect(input, `${status} ${name}`).toHaveAccessibleDescription(
          /Tidak dapat diubah pada status/,
        );
    }
    if (status !== 'DRAFT')
      expect(screen.getByRole('note')).toHaveTextContent(
        /Kolom bertanda gembok tidak dapat diubah pada status/,
      );
  });

  it('everything is open on the create page', async () => {
    setup();
    await ready();
    for (const input of [
      combo(/^Pelanggan\b(?! Ditagih)/),
      field(/^No\. Shipment/),
      field(/^Nomor PO/),
    ])
      expect(isLocked(input)).toBe(false);
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
    expect(isLocked(screen.getByRole('textbox', { name: /^Suhu Maksimum/ }))).toBe(true);
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
    expect(
      await screen.findByRole('button', { name: /Bongkar di dok belakang/ }, T),
    ).toBeInTheDocument();
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
      const last = dataProvider.calls
        .filter((c) => c.method === 'getList' && c.resource === 'address')
        .at(-1);
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
    expect(
      await screen.findByText('Alamat Tujuan tidak boleh sama dengan Alamat Asal', {}, T),
    ).toBeInTheDocument();
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
    expect(writeText).toHaveBeenCalledWith(
      'Gudang Cikarang, Gudang Cikarang, Jl. Raya 1, Bekasi, Jawa Barat',
    );
    expect(await screen.findByText('Alamat Asal berhasil disalin', {}, T)).toBeInTheDocument();
  });

  it('box type capacity and the over-capacity warning', async () => {
    setup({ order: order('DRAFT', { total_weight: 4500 }) });
    await ready();
    expect(
      await screen.findByText(
        /Total berat muatan \(4\.500 Kg\) melebihi kapasitas jenis box \(4\.000 Kg\)/,
        {},
        T,
      ),
    ).toBeInTheDocument();
  });

  it("the owner's notes show only for an order from a vendor request", async () => {
    setup({
      order: order('CONFIRMED', {
        is_from_vendor_request: true,
        reference_info_notes: 'Catatan pemilik',
        reference_info_customer_notes: ['A', 'B'],
      }),
    });
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
    const labelOf = (input: HTMLElement) =>
      input.closest('.MuiFormControl-root')?.querySelector('label');
    expect(labelOf(field(/^Nomor PO/))).toHaveTextContent(/\*/);
    expect(labelOf(screen.getByRole('textbox', { name: /^Nilai Barang/ }))).not.toHaveTextContent(
      /\*/,
    );
    expect(screen.getByRole('textbox', { name: /^Nilai Barang/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Jatuh Tempo/ })).toBeInTheDocument();
    expect(screen.queryByText(/Kolom Lama/)).toBeNull();
  });

  it('without any definition: a link to create one', async () => {
    setup({ defs: [] });
    const link = await screen.findByRole('link', { name: 'Buat Kolom Kustom' }, T);
    // The spec's address (delivery-order.md §3), which the console answers with the create form.
    expect(link).toHaveAttribute('href', '/setting/custom-field?isModalShown=true');
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
    expect(dataProvider.call).toHaveBeenCalledWith(
      'vendor',
      expect.objectContaining({
        method: 'GET',
        path: '/rates',
        query: expect.objectContaining({ origin_address_id: 1, destination_address_id: 2 }),
      }),
    );
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Aksi',
      'Nama Vendor',
      'Status Koneksi',
      'No. Kontrak',
      'Harga Dasar',
      'Asal',
      'Tujuan',
      'Jenis Box',
      'Total Berat (Kg)',
      'Total Volume (Cbm)',
    ]);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('Terhubung')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Rp 3.500.000')).toBeInTheDocument();
    expect(await within(rows[0]).findByText('Gudang Cikarang', {}, T)).toBeInTheDocument();
    expect(within(dialog).queryByText('CV Tidak Aktif')).toBeNull();
    expect(within(dialog).queryByText('CV Belum Terhubung')).toBeNull();
    await userEvent.click(
      within(rows[0]).getByRole('button', { name: 'Pilih vendor PT Trans Nusantara' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(await within(group).findByText('PT Trans Nusantara', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });
});

describe('English', () => {
  it('words the tab in English', async () => {
    setup({ order: order('CONFIRMED'), locale: 'en' });
    expect(
      await screen.findByRole('region', { name: 'Delivery information' }, T),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Fields marked with a lock cannot be changed in status Confirmed.',
        {},
        T,
      ),
    ).toBeInTheDocument();
  });
});
