// The status-change control and its dialogs (master-data.md §4, delivery-order.md §4, §5): the next
// statuses from the shared machine, the default confirmation, the reschedule and cancel dialogs
// with required reasons of the right type, what is posted, and how refusals read.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { StatusTransitionControl } from '../../../../../src/resources/delivery-order/page/StatusTransitionControl.tsx';
import type { DeliveryOrderRecord } from '../../../../../src/resources/delivery-order/shared/contracts.ts';
import {
  FULL_SCOPES,
  orderRecord,
  pageProvider,
  READ_ONLY_SCOPES,
  renderInAdmin,
  type RenderOptions,
} from '../pageHarness.tsx';

const T = { timeout: 10_000 };

function control(order: DeliveryOrderRecord, options: RenderOptions = {}, dirty = false) {
  const dataProvider = options.dataProvider ?? pageProvider(order);
  return renderInAdmin(<StatusTransitionControl order={order} dirty={dirty} />, {
    ...options,
    dataProvider,
  });
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ubah Status' }, T));
  return within(await screen.findByRole('menu', { name: 'Ubah Status' }));
}

const without = (...scopes: string[]) => FULL_SCOPES.filter((s) => !scopes.includes(s));

describe('StatusTransitionControl', () => {
  it('lists the next statuses of the machine: Draf → Dikonfirmasi, Dibatalkan', async () => {
    control(orderRecord('DRAFT'));
    const menu = await openMenu();
    expect(menu.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Dikonfirmasi',
      'Dibatalkan',
    ]);
  });

  it("Dikonfirmasi with a vendor: 'Kirim ke Vendor' (with its tooltip) and Dibatalkan; not from a vendor request", async () => {
    const { unmount } = control(
      orderRecord('CONFIRMED', { vendor_id: 3, vendor: { id: 3, name: 'PT Angkut Jaya' } }),
    );
    const menu = await openMenu();
    const items = menu.getAllByRole('menuitem');
    expect(items.map((m) => m.textContent)).toEqual(['Kirim ke Vendor', 'Dibatalkan']);
    await userEvent.hover(items[0]);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Hapus nama vendor untuk membuat penugasan biasa.',
    );
    unmount();

    // Without the vendor service there is no Kirim ke Vendor.
    const second = control(orderRecord('CONFIRMED', { vendor_id: 3 }), {
      scopes: without('vms:delete'),
    });
    expect((await openMenu()).getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Dibatalkan',
    ]);
    second.unmount();

    // A vendor request's order is its owner's: nothing to offer.
    const third = control(orderRecord('CONFIRMED', { is_from_vendor_request: true }));
    await new Promise((r) => setTimeout(r, 200));
    expect(third.container.querySelector('button')).toBeNull();
  });

  it('is hidden when nothing is offered, and for a user who may not change orders', async () => {
    const { container, unmount } = control(orderRecord('DELIVERED'));
    await waitFor(() => expect(container.querySelector('button')).toBeNull());
    unmount();
    const second = control(orderRecord('DRAFT'), { scopes: READ_ONLY_SCOPES });
    await new Promise((r) => setTimeout(r, 200));
    expect(second.container.querySelector('button')).toBeNull();
  });

  it('is disabled while the INFORMATION form has unsaved changes, and says why', async () => {
    control(orderRecord('DRAFT'), {}, true);
    const button = await screen.findByRole('button', { name: 'Ubah Status' }, T);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Simpan atau batalkan perubahan terlebih dahulu.');
  });

  it('the default confirmation posts {status, fields, version} and says the new status', async () => {
    const order = orderRecord('DRAFT');
    const dataProvider = pageProvider(order);
    control(order, { dataProvider });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Dikonfirmasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Status' });
    expect(dialog).toHaveTextContent(
      'Status pengiriman DO/2024/08/000007 akan diubah menjadi Dikonfirmasi.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Ubah' }));
    expect(
      await screen.findByText('Status pengiriman diubah menjadi Dikonfirmasi', {}, T),
    ).toBeInTheDocument();
    expect(dataProvider.call).toHaveBeenCalledWith('delivery-order', {
      method: 'POST',
      path: '/{id}/transition',
      id: 7,
      body: { status: 'CONFIRMED', fields: {}, version: 3 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Batal closes the confirmation without a call', async () => {
    const dataProvider = pageProvider(orderRecord('DRAFT'));
    control(orderRecord('DRAFT'), { dataProvider });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Dikonfirmasi' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Batal' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.call).not.toHaveBeenCalled();
  });

  it('a 409 shows the server’s reason (the status moved on) and nothing else changes', async () => {
    const dataProvider = pageProvider(orderRecord('DRAFT'));
    dataProvider.call.mockRejectedValueOnce(
      new HttpError('app.errors.invalid_input', 409, {
        serverErrors: { status: 'invalid-status' },
      }),
    );
    control(orderRecord('DRAFT'), { dataProvider });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Dikonfirmasi' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Ubah' }),
    );
    expect(await screen.findByText('Status tidak sesuai', {}, T)).toBeInTheDocument();
  });

  it('a stale version (409 conflict) says the data was changed by someone else', async () => {
    const dataProvider = pageProvider(orderRecord('DRAFT'));
    dataProvider.call.mockRejectedValueOnce(
      new HttpError('app.errors.conflict', 409, {
        serverErrors: { version: 'conflict' },
        conflict: 'version',
      }),
    );
    control(orderRecord('DRAFT'), { dataProvider });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Dikonfirmasi' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Ubah' }),
    );
    expect(await screen.findByText(/telah diubah oleh pengguna lain/, {}, T)).toBeInTheDocument();
  });
});

describe('RescheduleModal', () => {
  it('Dijalankan → Dijadwalkan Ulang: a RESCHEDULED reason is required (Wajib diisi) and sent as rescheduled_reason_id', async () => {
    const order = orderRecord('STARTED', { fleet_task: { id: 4, number: 'FT/2024/08/0004' } });
    const dataProvider = pageProvider(order);
    control(order, { dataProvider });
    const menu = await openMenu();
    expect(menu.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Dijadwalkan Ulang',
      'Dibatalkan',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Dijadwalkan Ulang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jadwalkan Ulang Pengiriman' });
    expect(dialog).toHaveTextContent(
      'Pengiriman DO/2024/08/000007 akan dikeluarkan dari penugasannya dan berstatus Dijadwalkan Ulang.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Jadwalkan Ulang' }));
    expect(await within(dialog).findByText('Wajib diisi')).toBeInTheDocument();
    expect(dataProvider.call).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Alasan/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Kendaraan rusak']);
    await userEvent.click(options[0]);
    expect(within(dialog).queryByText('Wajib diisi')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Jadwalkan Ulang' }));
    await waitFor(() =>
      expect(dataProvider.call).toHaveBeenCalledWith('delivery-order', {
        method: 'POST',
        path: '/{id}/transition',
        id: 7,
        body: { status: 'RESCHEDULED', fields: { rescheduled_reason_id: 1 }, version: 3 },
      }),
    );
    expect(
      await screen.findByText('Status pengiriman diubah menjadi Dijadwalkan Ulang', {}, T),
    ).toBeInTheDocument();
  });

  it('asks the reasons of type RESCHEDULED from the reason resource', async () => {
    const order = orderRecord('STARTED');
    const dataProvider = pageProvider(order);
    control(order, { dataProvider });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Dijadwalkan Ulang' }));
    await screen.findByRole('dialog');
    await waitFor(() =>
      expect(
        dataProvider.calls.find((c) => c.method === 'getList' && c.resource === 'reason')?.params,
      ).toMatchObject({ filter: { type: 'RESCHEDULED' } }),
    );
  });
});

describe('CancelDeliveryModal', () => {
  it("'Batalkan Pengiriman' from Draf: a cancelled delivery cannot be restored; 'Tidak, Kembali' / 'Ya, Batalkan'", async () => {
    const dataProvider = pageProvider(orderRecord('DRAFT'));
    control(orderRecord('DRAFT'), { dataProvider });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Dibatalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan Pengiriman' });
    expect(dialog).toHaveTextContent(
      'Pengiriman DO/2024/08/000007 yang dibatalkan tidak dapat dikembalikan.',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tidak, Kembali', 'Ya, Batalkan']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tidak, Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.call).not.toHaveBeenCalled();
  });

  it('from Dijadwalkan or Dijalankan: the order becomes Dibatalkan and leaves its fleet task', async () => {
    for (const status of ['SCHEDULED', 'STARTED'] as const) {
      const { unmount } = control(orderRecord(status));
      await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Dibatalkan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Batalkan Pengiriman' });
      expect(dialog).toHaveTextContent(
        'Status pengiriman DO/2024/08/000007 akan menjadi Dibatalkan dan pengiriman akan dikeluarkan dari penugasannya.',
      );
      unmount();
    }
  });

  it('a CANCELED reason is required (Wajib diisi), offered from the reasons of that type and sent as canceled_reason_id', async () => {
    const order = orderRecord('CONFIRMED');
    const dataProvider = pageProvider(order);
    control(order, { dataProvider });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Dibatalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan Pengiriman' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await within(dialog).findByText('Wajib diisi')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Alasan Pembatalan/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pelanggan membatalkan', 'Salah input']);
    await userEvent.click(options[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    await waitFor(() =>
      expect(dataProvider.call).toHaveBeenCalledWith('delivery-order', {
        method: 'POST',
        path: '/{id}/transition',
        id: 7,
        body: { status: 'CANCELED', fields: { canceled_reason_id: 3 }, version: 3 },
      }),
    );
    expect(
      await screen.findByText('Status pengiriman diubah menjadi Dibatalkan', {}, T),
    ).toBeInTheDocument();
  });

  it("the server's refusal of the reason shows on the field", async () => {
    const dataProvider = pageProvider(orderRecord('DRAFT'));
    dataProvider.call.mockRejectedValueOnce(
      new HttpError('app.errors.invalid_input', 400, {
        errors: { 'fields.canceled_reason_id': 'validation.not-found' },
        serverErrors: { 'fields.canceled_reason_id': 'not-found' },
      }),
    );
    control(orderRecord('DRAFT'), { dataProvider });
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Dibatalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan Pengiriman' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Alasan Pembatalan/ }));
    await userEvent.click((await screen.findAllByRole('option'))[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await within(dialog).findByText('Data tidak ditemukan')).toBeInTheDocument();
  });

  it('English wording', async () => {
    control(orderRecord('SCHEDULED'), { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change status' }, T));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Canceled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel delivery' });
    expect(dialog).toHaveTextContent(
      'Delivery DO/2024/08/000007 will become Canceled and be removed from its assignment.',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['No, go back', 'Yes, cancel']);
  });
});
