import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { fakeDataProvider, readOnlyScopes, renderAdmin, seedStore } from './harness.tsx';
import { stubViewportWidth } from '../viewport.ts';

const T = { timeout: 10_000 };

/** The page's main content (the layout also holds the menu and the app bar); a layout without it fails the test. */
const main = () => {
  const element = document.getElementById('main-content');
  if (!element) throw new Error('the layout rendered no #main-content');
  return element;
};

/** The values shown beside each term of the page labelled `label` (a <dt> and its <dd>). */
const valuesOfTerm = (label: string) =>
  within(main())
    .getAllByRole('term')
    .filter((t) => t.textContent === label)
    .map((t) => t.nextElementSibling?.textContent);

describe('generated list', () => {
  it('shows the columns of x-admin.list with sortable headers, search and page sizes', async () => {
    renderAdmin({ url: '/customer' });
    const table = await screen.findByRole('table', {}, T);
    await within(table).findAllByText(/PT Sumber Makmur/, {}, T);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual(
      expect.arrayContaining(['Kode', 'Nama', 'Telepon', 'Email', 'Kota', 'Marketing', 'Aktif']),
    );
    expect(within(table).getByRole('button', { name: /Urutkan menurut nama/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Cari')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Baris per halaman/ }));
    const sizes = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes).toEqual(['10', '25', '50', '100']);
  });

  it('asks the API for 10 rows sorted by the schema default and searches with q', async () => {
    const { dataProvider } = renderAdmin({ url: '/customer' });
    await screen.findAllByText(/PT Sumber Makmur/, {}, T);
    const first = (dataProvider as ReturnType<typeof fakeDataProvider>).calls.find(
      (c) => c.method === 'getList' && c.resource === 'customer',
    );
    expect(first?.params).toMatchObject({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
    });
    const store = (dataProvider as ReturnType<typeof fakeDataProvider>).store;
    await userEvent.type(screen.getByPlaceholderText('Cari'), String(store.customer[1].code));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2), T);
    expect(screen.getByText(String(store.customer[1].name))).toBeInTheDocument();
  });

  it('nested columns are not sortable', async () => {
    renderAdmin({ url: '/vendor' });
    const table = await screen.findByRole('table', {}, T);
    await within(table).findAllByText(/Aktif|Tidak Aktif/, {}, T);
    const status = within(table).getByRole('columnheader', { name: 'Status' });
    expect(within(status).queryByRole('button')).toBeNull();
    expect(within(table).getByRole('button', { name: /Urutkan menurut nama/ })).toBeInTheDocument();
  });

  it('reasons filter by type (the enum becomes a filter shown at once)', async () => {
    const { dataProvider } = renderAdmin({ url: '/reason' });
    await screen.findAllByRole('row', {}, T);
    await userEvent.click(screen.getByRole('combobox', { name: /Tipe/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dibatalkan' }));
    await waitFor(() => {
      const last = (dataProvider as ReturnType<typeof fakeDataProvider>).calls
        .filter((c) => c.method === 'getList' && c.resource === 'reason')
        .at(-1);
      expect(last?.params).toMatchObject({ filter: { type: ['CANCELED'] } });
    }, T);
  });

  it('bulk delete says Data berhasil dihapus', async () => {
    const { dataProvider } = renderAdmin({ url: '/customer' });
    const table = await screen.findByRole('table', {}, T);
    await within(table).findAllByText(/PT Sumber Makmur/, {}, T);
    const boxes = within(table).getAllByRole('checkbox');
    await userEvent.click(boxes[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Konfirmasi|Ya/ }));
    expect(await screen.findByText('Data berhasil dihapus', {}, T)).toBeInTheDocument();
    expect((dataProvider as ReturnType<typeof fakeDataProvider>).store.customer).toHaveLength(2);
  });

  it('counts the selection and the bulk delete in Indonesian: 1 data, then 10 data', async () => {
    renderAdmin({ url: '/customer', dataProvider: fakeDataProvider(seedStore(10)) });
    const table = await screen.findByRole('table', {}, T);
    await waitFor(
      () =>
        expect(within(table).getAllByRole('checkbox', { name: 'Pilih baris ini' })).toHaveLength(
          10,
        ),
      T,
    );
    await userEvent.click(within(table).getAllByRole('checkbox', { name: 'Pilih baris ini' })[0]);
    expect(await screen.findByText('1 data dipilih', {}, T)).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Pilih semua' }));
    expect(await screen.findByText('10 data dipilih', {}, T)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus 10 Pelanggan');
    expect(dialog).toHaveTextContent('Apakah Anda yakin ingin menghapus 10 data ini?');
  });

  it('names each row checkbox on its input, not on the wrapping span (axe: label, aria-prohibited-attr)', async () => {
    renderAdmin({ url: '/customer' });
    const table = await screen.findByRole('table', {}, T);
    await within(table).findAllByText(/PT Sumber Makmur/, {}, T);
    const rows = within(table).getAllByRole('checkbox', { name: 'Pilih baris ini' });
    expect(rows).toHaveLength(3);
    for (const box of rows) {
      expect(box.tagName).toBe('INPUT');
      expect(box.parentElement?.hasAttribute('aria-label')).toBe(false);
    }
    expect(within(table).getByRole('checkbox', { name: 'Pilih semua' }).tagName).toBe('INPUT');
  });

  it('a failed bulk delete says Gagal menghapus data.', async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.deleteMany = async () => {
      throw new Error('app.errors.in_use');
    };
    renderAdmin({ url: '/customer', dataProvider });
    const table = await screen.findByRole('table', {}, T);
    await within(table).findAllByText(/PT Sumber Makmur/, {}, T);
    await userEvent.click(within(table).getAllByRole('checkbox')[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Konfirmasi|Ya/ }),
    );
    expect(await screen.findByText('Gagal menghapus data.', {}, T)).toBeInTheDocument();
  });

  it('a read-only user sees no create, no bulk delete, but can export', async () => {
    renderAdmin({ url: '/customer', scopes: readOnlyScopes() });
    const table = await screen.findByRole('table', {}, T);
    await within(table).findAllByText(/PT Sumber Makmur/, {}, T);
    expect(screen.queryByRole('link', { name: 'Tambah' })).toBeNull();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Ekspor' })).toBeInTheDocument();
  });

  it('exports every matching row as CSV with translated headers, names for references, Ya/Tidak', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const store = seedStore(130);
    store.user = [{ id: 1, fullname: 'Rina Kusumawati' }];
    const dataProvider = fakeDataProvider(store);
    renderAdmin({ url: '/customer', dataProvider });
    await screen.findAllByText(/PT Sumber Makmur/, {}, T);
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (UTF-8)' }, T));
    await waitFor(() => expect(blobs).toHaveLength(1), T);
    // UTF-8 with a BOM (Excel reads the Indonesian names right), the user's readable fields.
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/\r?\n$/, '')
      .split(/\r\n/);
    expect(lines[0]).toMatch(/^ID,Kode,Nama,Telepon,Email,.*Kota,.*Marketing,.*Aktif/);
    // 130 rows: two pages of the API's maximum of 100.
    expect(lines).toHaveLength(131);
    const pages = dataProvider.calls.filter(
      (c) =>
        c.method === 'getList' &&
        (c.params as { pagination: { perPage: number } }).pagination.perPage === 100,
    );
    expect(
      pages.map((c) => (c.params as { pagination: { page: number } }).pagination.page),
    ).toEqual([1, 2]);
    expect(lines[1]).toMatch(/,Rina Kusumawati,.*Ya/);
  });

  it('an empty list offers a create button only to who may create', async () => {
    const store = seedStore();
    store.reason = [];
    renderAdmin({ url: '/reason', dataProvider: fakeDataProvider(store) });
    expect(await screen.findByRole('link', { name: 'Tambah' }, T)).toBeInTheDocument();
  });

  it('an empty list for a read-only user has no create button', async () => {
    const store = seedStore();
    store.reason = [];
    renderAdmin({
      url: '/reason',
      dataProvider: fakeDataProvider(store),
      scopes: readOnlyScopes(),
    });
    await screen.findByText(/Belum ada|Tidak ada/, {}, T);
    expect(screen.queryByRole('link', { name: 'Tambah' })).toBeNull();
  });

  it('clicking a row opens the show page', async () => {
    renderAdmin({ url: '/customer' });
    const cells = await screen.findAllByText(/PT Sumber Makmur/, {}, T);
    await userEvent.click(cells[0]);
    expect(await screen.findAllByRole('term', {}, T)).not.toHaveLength(0);
  });
});

describe('generated show', () => {
  it('is a read-only list of label/value pairs in sections', async () => {
    renderAdmin({ url: '/customer/1/show' });
    const terms = await screen.findAllByRole('term', {}, T);
    expect(terms.map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['Nama', 'Kode', 'Telepon', 'NPWP', 'Dibuat pada']),
    );
    expect(screen.getByRole('region', { name: 'Kontak' })).toBeInTheDocument();
    expect(screen.getByText('01.234.567.8-901.234')).toBeInTheDocument();
    expect(screen.getAllByText('17 Agt 2024 10:05')).toHaveLength(2);
  });

  it('a customer shows its delivery notes in a tab, and a note is created there with the customer preset', async () => {
    const { dataProvider } = renderAdmin({ url: '/customer/1/show' });
    const tab = await screen.findByRole('tab', { name: /Catatan Pengiriman/ }, T);
    await userEvent.click(tab);
    const table = await screen.findByRole('table', {}, T);
    const fake = dataProvider as ReturnType<typeof fakeDataProvider>;
    await within(table).findAllByText(String(fake.store['delivery-note'][0].title), {}, T);
    const call = fake.calls.find(
      (c) => c.method === 'getManyReference' && c.resource === 'delivery-note',
    );
    expect(call?.params).toMatchObject({ target: 'customer_id', id: 1, meta: { customer_id: 1 } });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(within(dialog).queryByRole('combobox', { name: /Pelanggan/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Judul/ }), 'Jam bongkar');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Catatan/ }),
      'Bongkar hanya 08:00-16:00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data berhasil ditambahkan', {}, T)).toBeInTheDocument();
    const created = fake.calls.find((c) => c.method === 'create' && c.resource === 'delivery-note');
    expect(created?.params).toMatchObject({
      data: { customer_id: 1, title: 'Jam bongkar' },
      meta: { customer_id: 1 },
    });
  });

  it('a product shows its units in a tab', async () => {
    renderAdmin({ url: '/product/1/show' });
    expect(await screen.findByRole('tab', { name: /Satuan/ }, T)).toBeInTheDocument();
  });

  it('a nested object whose one field repeats its label shows once: Status, Draf (tracker #6)', async () => {
    renderAdmin({ url: '/fleet-task/1/show' });
    await screen.findByText('Draf', {}, T);
    expect(valuesOfTerm('Status')).toEqual(['Draf']);
    expect(main()).not.toHaveTextContent(/Status\s*Status/);
  });

  it('a vendor shows its status once: Status, Aktif (tracker #6)', async () => {
    renderAdmin({ url: '/vendor/1/show' });
    await screen.findByText('Aktif', {}, T);
    expect(valuesOfTerm('Status')).toEqual(['Aktif']);
  });

  it('a product type shows its name under its own label, its category once (tracker #6)', async () => {
    renderAdmin({ url: '/product/1/show' });
    await screen.findByText('Bahan Bangunan', {}, T);
    const terms = within(main())
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms.filter((t) => t === 'Tipe Produk')).toHaveLength(1);
    expect(terms.filter((t) => t === 'Kategori Produk')).toHaveLength(1);
    const type = within(main())
      .getAllByRole('term')
      .find((t) => t.textContent === 'Tipe Produk')!;
    expect(type.nextElementSibling).toHaveTextContent(/^Semen\s*Kategori Produk\s*Bahan Bangunan$/);
  });

  it('a child tab searches its rows with q, after the 500 ms debounce (tracker #6)', async () => {
    const store = seedStore();
    store['delivery-note'][1] = { ...store['delivery-note'][1], title: 'Jam bongkar pagi' };
    const fake = fakeDataProvider(store);
    renderAdmin({ url: '/customer/1/show', dataProvider: fake });
    await userEvent.click(await screen.findByRole('tab', { name: /Catatan Pengiriman/ }, T));
    const table = await screen.findByRole('table', {}, T);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), T);
    await userEvent.type(screen.getByPlaceholderText('Cari'), 'bongkar pagi');
    await waitFor(
      () => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
      T,
    );
    expect(screen.getByText('Jam bongkar pagi')).toBeInTheDocument();
    const searches = fake.calls.filter(
      (c) =>
        c.method === 'getManyReference' &&
        c.resource === 'delivery-note' &&
        (c.params as { filter?: { q?: string } }).filter?.q,
    );
    // Debounced: one query for the whole word, not one per key.
    expect(searches.map((c) => (c.params as { filter: { q: string } }).filter.q)).toEqual([
      'bongkar pagi',
    ]);
    expect(searches[0].params).toMatchObject({
      target: 'customer_id',
      id: 1,
      meta: { customer_id: 1 },
    });
  });

  it('on a phone the engine buttons are icon buttons that show their icon (react-admin takes it as children)', async () => {
    // A 390 px wide phone.
    const restore = stubViewportWidth(390);
    try {
      renderAdmin({ url: '/customer/1/show' });
      await userEvent.click(await screen.findByRole('tab', { name: /Catatan Pengiriman/ }, T));
      const create = await within(main()).findByRole('button', { name: 'Tambah' }, T);
      expect(create.querySelector('svg[data-testid="AddIcon"]')).not.toBeNull();
    } finally {
      restore();
    }
  });
});

describe('generated create and edit', () => {
  it('create: grouped sections, required marks, Indonesian validation, then Data berhasil ditambahkan', async () => {
    const { dataProvider } = renderAdmin({ url: '/customer/create' });
    const name = await screen.findByRole('textbox', { name: /^Nama/ }, T);
    expect(screen.getByRole('region', { name: 'Identitas' })).toBeInTheDocument();
    expect(name.closest('.MuiFormControl-root')).toHaveTextContent('Nama *');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findAllByText('Wajib diisi', {}, T)).toHaveLength(3);
    expect(
      await screen.findByText('Terdapat kesalahan format pada input anda.', {}, T),
    ).toBeInTheDocument();
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(151));
    expect(await screen.findByText('Maksimal 150 karakter', {}, T)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.paste('PT Baru Sejahtera');
    await userEvent.click(screen.getByRole('textbox', { name: /^Kode/ }));
    await userEvent.paste('CUST-NEW');
    await userEvent.click(screen.getByRole('textbox', { name: /^Telepon/ }));
    await userEvent.paste('081298765432');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data berhasil ditambahkan', {}, T)).toBeInTheDocument();
    const created = (dataProvider as ReturnType<typeof fakeDataProvider>).calls.find(
      (c) => c.method === 'create',
    );
    expect(created?.params).toMatchObject({
      data: { name: 'PT Baru Sejahtera', code: 'CUST-NEW', phone: '081298765432', is_active: true },
    });
  });

  it("an invalid e-mail gets the console's Indonesian message, not the browser's own bubble", async () => {
    const { dataProvider } = renderAdmin({ url: '/customer/create' });
    await userEvent.click(await screen.findByRole('textbox', { name: /^Nama/ }, T));
    await userEvent.paste('PT Baru Sejahtera');
    await userEvent.click(screen.getByRole('textbox', { name: /^Kode/ }));
    await userEvent.paste('CUST-NEW');
    await userEvent.click(screen.getByRole('textbox', { name: /^Telepon/ }));
    await userEvent.paste('081298765432');
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await userEvent.click(email);
    await userEvent.paste('bukan-email');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    // Native constraint validation would block the submit before react-admin validates.
    expect(await screen.findByText('Format tidak valid', {}, T)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Format tidak valid');
    expect(
      (dataProvider as ReturnType<typeof fakeDataProvider>).calls.some(
        (c) => c.method === 'create',
      ),
    ).toBe(false);
  });

  it('edit: pessimistic save, then Perubahan data berhasil disimpan', async () => {
    const { dataProvider } = renderAdmin({ url: '/customer/1' });
    const city = await screen.findByRole('textbox', { name: 'Kota' }, T);
    await waitFor(() => expect(city).toHaveValue('Jakarta'), T);
    await userEvent.clear(city);
    await userEvent.type(city, 'Surabaya');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Perubahan data berhasil disimpan', {}, T)).toBeInTheDocument();
    const update = (dataProvider as ReturnType<typeof fakeDataProvider>).calls.find(
      (c) => c.method === 'update',
    );
    expect(update?.params).toMatchObject({ id: '1', data: { city: 'Surabaya', version: 1 } });
  });

  it('edit: a delete refused because the record is in use says why', async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.delete = async () => {
      // What the order-service provider raises for 409 {"errors":{"id":"in-use"}} on a delete.
      throw new HttpError('app.errors.delete_in_use', 409, { serverErrors: { id: 'in-use' } });
    };
    renderAdmin({ url: '/customer/1', dataProvider });
    await screen.findByRole('textbox', { name: 'Kota' }, T);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Konfirmasi|Ya/ }),
    );
    expect(
      await screen.findByText('Gagal menghapus data. Data masih digunakan oleh data lain.', {}, T),
    ).toBeInTheDocument();
    expect((dataProvider as ReturnType<typeof fakeDataProvider>).store.customer).toHaveLength(3);
  });

  it('edit: a 409 keeps what the user typed and offers Muat ulang, which reloads the record', async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.failNextUpdateWithConflict('customer');
    renderAdmin({ url: '/customer/1', dataProvider });
    const city = await screen.findByRole('textbox', { name: 'Kota' }, T);
    await waitFor(() => expect(city).toHaveValue('Jakarta'), T);
    await userEvent.clear(city);
    await userEvent.type(city, 'Medan');
    // Someone else saves meanwhile.
    dataProvider.store.customer[0] = {
      ...dataProvider.store.customer[0],
      city: 'Bandung',
      version: 2,
    };
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    // A toast and a banner on the form, which stays until the user reloads.
    const messages = await screen.findAllByText(
      /telah diubah oleh pengguna lain/,
      { selector: '.MuiAlert-message' },
      T,
    );
    const banner = messages
      .map((m) => m.closest('.MuiAlert-root') as HTMLElement)
      .find((a) => a.closest('form'))!;
    expect(banner).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Kota' })).toHaveValue('Medan');
    expect(screen.queryByText('Terdapat kesalahan format pada input anda.')).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Muat ulang' }));
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Kota' })).toHaveValue('Bandung'),
      T,
    );
  });

  it('a server 400 on no visible field still says the input was rejected, keeping what was typed', async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.create = async () => {
      throw new HttpError('app.errors.invalid_input', 400, {
        errors: {
          code: 'validation.not-unique',
          root: { serverError: 'app.errors.invalid_input' },
        },
      });
    };
    renderAdmin({ url: '/reason/create', dataProvider });
    const reason = (await screen.findAllByRole('textbox', {}, T))[0];
    await userEvent.click(reason);
    await userEvent.paste('Armada penuh');
    await userEvent.click(screen.getByRole('radio', { name: 'Dibatalkan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    // The reason schema has no 'code': the error on an unknown field is not shown, the toast is.
    expect(
      await screen.findByText('Terdapat kesalahan format pada input anda', {}, T),
    ).toBeInTheDocument();
    expect(reason).toHaveValue('Armada penuh');
  });

  it('a server 400 on a shown field appears under that input', async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.create = async () => {
      throw new HttpError('app.errors.invalid_input', 400, {
        errors: { code: 'validation.not-unique' },
      });
    };
    renderAdmin({ url: '/customer/create', dataProvider });
    await screen.findByRole('textbox', { name: /^Nama/ }, T);
    for (const [name, value] of [
      [/^Nama/, 'PT Dua'],
      [/^Kode/, 'CUST-1'],
      [/^Telepon/, '081234567890'],
    ] as const) {
      await userEvent.click(screen.getByRole('textbox', { name }));
      await userEvent.paste(value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const code = screen.getByRole('textbox', { name: /^Kode/ });
    await waitFor(
      () =>
        expect(code.closest('.MuiFormControl-root')).toHaveTextContent('Sudah terdaftar di sistem'),
      T,
    );
    expect(screen.getByRole('textbox', { name: /^Nama/ })).toHaveValue('PT Dua');
  });

  it('edit: a create-only field is locked', async () => {
    renderAdmin({ url: '/custom-field/1' });
    const key = await screen.findByRole('textbox', { name: /^Kunci/ }, T);
    expect(key).toHaveAttribute('readonly');
    expect(main()).toContainElement(key);
  });

  it('vendors edit their contract rates as rows of sub-inputs', async () => {
    renderAdmin({ url: '/vendor/1' });
    expect(await screen.findAllByRole('textbox', { name: /Harga Dasar/ }, T)).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Aktif');
  });
});
