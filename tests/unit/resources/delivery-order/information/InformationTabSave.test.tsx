// The INFORMATION tab's saving (delivery-order.md §2, §5, §8): the save and cancel modals, only the
// changed fields sent, nothing when nothing changed, server errors on their fields, 409, 'Mohon tunggu'
// and the create flow with its load lines.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { dialogGone, field, order, ready, setup, T } from '../informationHarness.tsx';

// The loads table is the LOADS part's; a stub hands over typed lines and shows the errors it gets.
vi.mock(
  '../../../../../src/resources/delivery-order/loads/LoadsTable.tsx',
  () => import('../loadsTableStub.tsx'),
);
// Whole forms of MUI inputs in jsdom are slow to render and type into.
vi.setConfig({ testTimeout: 90_000 });

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
    expect(updates[0].params).toMatchObject({
      id: 7,
      data: { note: 'Tumpuk maksimal 3', version: 3 },
      previousData: { id: 7 },
    });
    expect(Object.keys((updates[0].params as { data: object }).data).sort()).toEqual([
      'note',
      'version',
    ]);
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
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Batalkan Perubahan' }, T)).getByRole(
        'button',
        { name: 'Ya, Batalkan' },
      ),
    );
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
    expect(
      await screen.findByText('Terdapat kesalahan format pada input anda.', {}, T),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field(/^Nomor PO/)).toHaveAccessibleDescription('Wajib diisi');
    expect(field(/^No\. Shipment/)).toHaveAccessibleDescription('Maksimal 100 karakter');
  });

  it('server 400s land on their fields with the §8 messages; vendor_id ignored while the vendor is empty', async () => {
    const { dataProvider } = setup({ order: order('DRAFT') });
    dataProvider.update = vi.fn(async () => {
      throw new HttpError('app.errors.invalid_input', 400, {
        errors: {
          shipment_number: 'app.errors.shipment_number_not_unique',
          root: { serverError: 'app.errors.invalid_input' },
        },
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
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Simpan Perubahan' }, T)).getByRole(
        'button',
        { name: 'Ya, Simpan' },
      ),
    );
    await dialogGone();
    await waitFor(
      () =>
        expect(field(/^No\. Shipment/)).toHaveAccessibleDescription(
          'No. Shipment sudah terdaftar di sistem.',
        ),
      T,
    );
    expect(
      screen.getByText('Target Dikirim tidak boleh kurang dari Target Diambil'),
    ).toBeInTheDocument();
    expect(field(/^Nomor PO/)).toHaveAccessibleDescription('Wajib diisi');
    expect(screen.queryByText('Vendor tidak ditemukan')).toBeNull();
    expect(
      await screen.findByText('Terdapat kesalahan format pada input anda.', {}, T),
    ).toBeInTheDocument();
    // The loads table gets the errors of its rows.
    expect(screen.getByTestId('loads-table')).toHaveAttribute(
      'data-errors',
      expect.stringContaining('delivery_order_loads.1.product_id'),
    );
    // What the user typed is kept.
    expect(field(/^No\. Shipment/)).toHaveValue('SHP-72');
  });

  it('a 409 keeps what the user typed and offers a reload', async () => {
    const { dataProvider } = setup({ order: order('DRAFT') });
    dataProvider.failNextUpdateWithConflict('delivery-order');
    await ready();
    await userEvent.type(field(/^No\. Shipment/), '-C');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Simpan Perubahan' }, T)).getByRole(
        'button',
        { name: 'Ya, Simpan' },
      ),
    );
    await dialogGone();
    const alerts = await screen.findAllByRole('alert', {}, T);
    expect(alerts.some((a) => /telah diubah oleh pengguna lain/.test(a.textContent ?? ''))).toBe(
      true,
    );
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
    expect(
      await screen.findByText(
        'Mohon tunggu',
        { selector: '#notistack-snackbar, #notistack-snackbar *' },
        T,
      ),
    ).toBeInTheDocument();
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
    await userEvent.type(screen.getByRole('textbox', { name: /^Nilai Barang/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simpan Pengiriman' }, T);
    expect(dialog).toHaveTextContent('Pengiriman baru akan disimpan dengan status Draf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Simpan' }));
    expect(await screen.findByText('Data berhasil ditambahkan', {}, T)).toBeInTheDocument();
    const create = dataProvider.calls.find(
      (c) => c.method === 'create' && c.resource === 'delivery-order',
    );
    expect(create?.params).toMatchObject({
      data: {
        customer_id: null,
        customer_name: 'Toko Baru',
        billed_customer_name: 'Toko Baru',
      },
    });
    // Every active definition, in the definitions' order; the inactive one is not sent.
    const sent = (
      create!.params as { data: { user_definition_fields: { key: string; value: unknown }[] } }
    ).data.user_definition_fields;
    expect([...sent].sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'declared_value', value: 0 },
      { key: 'due_date', value: null },
      { key: 'max_temp', value: null },
      { key: 'po_number', value: 'PO-77' },
    ]);
    const loads = dataProvider.calls.filter(
      (c) => c.method === 'create' && c.resource === 'delivery-order-load',
    );
    expect(loads.map((c) => (c.params as { data: object }).data)).toEqual([
      { delivery_order_id: 1, product_id: 1, quantity: 3, uom: 'SAK', note: 'Hati-hati' },
      { delivery_order_id: 1, product_id: 2, quantity: 1, uom: 'PLT', note: null },
    ]);
    await waitFor(
      () => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })),
      T,
    );
  });
});
