// The header's modals (delivery-order.md §2, §5, §9): Schedule Assignment (neither backdrop nor
// Escape closes it; Transit needs its location), the energy integration (status and time
// required), and what each one asks the API.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { DeliveryHeader } from '../../../../../src/resources/delivery-order/page/DeliveryHeader.tsx';
import { ScheduleAssignmentModal } from '../../../../../src/resources/delivery-order/schedule/ScheduleAssignmentModal.tsx';
import { EnergyIntegrationModal } from '../../../../../src/resources/delivery-order/page/EnergyIntegrationModal.tsx';
import { LeaveConfirmModal } from '../../../../../src/resources/delivery-order/page/LeaveConfirmModal.tsx';
import type { DeliveryOrderRecord } from '../../../../../src/resources/delivery-order/shared/contracts.ts';
import { orderRecord, pageProvider, renderInAdmin, type PageProvider } from '../pageHarness.tsx';

const T = { timeout: 10_000 };

function headerFor(order: DeliveryOrderRecord, dataProvider: PageProvider = pageProvider(order)) {
  renderInAdmin(
    <DeliveryHeader order={order} dirty={false} onBack={vi.fn()} onHistory={vi.fn()} />,
    { dataProvider },
  );
  return dataProvider;
}

async function chooseSchedule(kind: 'Langsung' | 'Transit') {
  await userEvent.click(await screen.findByRole('button', { name: 'Jadwalkan Penugasan' }, T));
  await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(`^${kind}`) }));
}

describe('ScheduleAssignmentModal', () => {
  it('Direct: says the order becomes Dijadwalkan with a new assignment number; neither Escape nor the backdrop closes it', async () => {
    headerFor(orderRecord('CONFIRMED'));
    await chooseSchedule('Langsung');
    const dialog = await screen.findByRole('dialog', { name: 'Jadwalkan Penugasan Langsung' });
    expect(dialog).toHaveTextContent(
      'Status pengiriman DO/2024/08/000007 akan menjadi Dijadwalkan dan nomor penugasan baru akan dibuat.',
    );

    await userEvent.keyboard('{Escape}');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop!);
    await new Promise((r) => setTimeout(r, 400));
    expect(
      screen.getByRole('dialog', { name: 'Jadwalkan Penugasan Langsung' }),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Direct: confirming asks the fleet-planning service for a task with delivery_order_ids', async () => {
    const dataProvider = headerFor(orderRecord('CONFIRMED'));
    await chooseSchedule('Langsung');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Jadwalkan' }),
    );
    await waitFor(() =>
      expect(dataProvider.calls.find((c) => c.method === 'create')).toMatchObject({
        resource: 'fleet-task',
        params: { data: { delivery_order_ids: [7] } },
      }),
    );
    expect(await screen.findByText('Penugasan berhasil dibuat', {}, T)).toBeInTheDocument();
  });

  it("a refused fleet task says 'Gagal membuat penugasan' and the modal closes", async () => {
    const dataProvider = pageProvider(orderRecord('CONFIRMED'));
    dataProvider.create = vi.fn(async () => {
      throw new HttpError('app.errors.invalid_input', 400, {
        serverErrors: { transit_delivery_orders: 'unknown-field' },
      });
    });
    headerFor(orderRecord('CONFIRMED'), dataProvider);
    await chooseSchedule('Langsung');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Jadwalkan' }),
    );
    expect(await screen.findByText('Gagal membuat penugasan', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("Transit: the transit location is required ('Wajib Terisi') and posted as transit_delivery_orders", async () => {
    const dataProvider = headerFor(
      orderRecord('CONFIRMED', { origin_address_id: 1, destination_address_id: 2 }),
    );
    await chooseSchedule('Transit');
    const dialog = await screen.findByRole('dialog', { name: 'Jadwalkan Penugasan Transit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Jadwalkan' }));
    expect(await within(dialog).findByText('Wajib Terisi')).toBeInTheDocument();
    expect(dataProvider.calls.some((c) => c.method === 'create')).toBe(false);

    const input = within(dialog).getByRole('combobox', { name: /Lokasi Transit/ });
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = await screen.findAllByRole('option', {}, T);
    // The seeded addresses: 1 is the origin, 2 the destination; choose the third.
    await userEvent.click(options[2]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Jadwalkan' }));
    await waitFor(() =>
      expect(dataProvider.calls.find((c) => c.method === 'create')).toMatchObject({
        resource: 'fleet-task',
        params: {
          data: { transit_delivery_orders: [{ delivery_order_ids: [7], transit_address_id: 3 }] },
        },
      }),
    );
  });

  it('Transit: the origin, the destination or the previous transit cannot be the transit location', async () => {
    const onConfirm = vi.fn();
    renderInAdmin(
      <ScheduleAssignmentModal
        open
        kind="transit"
        order={orderRecord('CONFIRMED', { origin_address_id: 1, destination_address_id: 2 })}
        onCancel={vi.fn()}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Lokasi Transit/ }));
    await userEvent.click((await screen.findAllByRole('option', {}, T))[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Jadwalkan' }));
    expect(
      await within(dialog).findByText(
        'Lokasi transit tidak boleh sama dengan alamat asal, alamat tujuan atau transit sebelumnya.',
      ),
    ).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('in transit, it shows the last fleet task number and the transit location', async () => {
    const order = orderRecord('TRANSITED', {
      shipment_type: 'TRANSIT',
      fleet_task: null,
      transits: [
        {
          destination_address_id: 3,
          destination_address: { id: 3, name: 'Hub Cikarang', city: 'Bekasi' },
          fleet_task: { id: 9, number: 'FT/2024/08/0009' },
        },
      ],
    });
    renderInAdmin(
      <ScheduleAssignmentModal
        open
        kind="direct"
        order={order}
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const terms = within(dialog)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['No. Penugasan Terakhir', 'Lokasi Transit Terakhir']);
    expect(values).toEqual(['FT/2024/08/0009', 'Hub Cikarang']);
  });
});

describe('EnergyIntegrationModal', () => {
  it("status and time are required ('Wajib Terisi'); the time defaults to now", async () => {
    const onSubmit = vi.fn();
    renderInAdmin(<EnergyIntegrationModal open onClose={vi.fn()} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Integrasi Energi' });
    const time = within(dialog).getByRole('group', { name: /Waktu Status/ });
    expect(time).toHaveTextContent(/\d{2} \w{3} \d{4} \d{2}:\d{2}/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await within(dialog).findByText('Wajib Terisi')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // One message for one mistake: the field's, and no form-wide toast claiming a format error.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('Terdapat kesalahan format pada input anda')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the §9 events with their labels and sends the event with its time (local, with offset)', async () => {
    const onSubmit = vi.fn();
    renderInAdmin(<EnergyIntegrationModal open onClose={vi.fn()} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Integrasi Energi' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        'Kendaraan Tiba',
        'Diambil',
        'Terkirim',
        'POD Diterima',
        'Kapal Berangkat',
        'Kapal Tiba',
        'Kontainer Dibongkar',
        'Berangkat',
        'Tiba',
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: 'POD Diterima' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        'POD_RECEIVED',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/),
      ),
    );
  });

  it("from the header: POST …/{id}/shell, 'Sukses melakukan integrasi' or 'Gagal melakukan integrasi'", async () => {
    const order = orderRecord('STARTED');
    const dataProvider = headerFor(order);
    await userEvent.click(await screen.findByRole('button', { name: 'Integrasi Energi' }, T));
    let dialog = await screen.findByRole('dialog', { name: 'Integrasi Energi' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tiba' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Sukses melakukan integrasi', {}, T)).toBeInTheDocument();
    expect(dataProvider.call).toHaveBeenCalledWith('delivery-order', {
      method: 'POST',
      path: '/{id}/shell',
      id: 7,
      body: { event: 'ARRIVED', event_time: expect.any(String) },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dataProvider.call.mockRejectedValueOnce(
      new HttpError('app.errors.invalid_input', 502, {
        serverErrors: { integration: 'integration-failed' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Integrasi Energi' }));
    dialog = await screen.findByRole('dialog', { name: 'Integrasi Energi' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tiba' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Gagal melakukan integrasi', {}, T)).toBeInTheDocument();
  });
});

describe('LeaveConfirmModal', () => {
  it('asks before leaving with unsaved changes: Tidak, Kembali stays, Ya, Tinggalkan leaves', async () => {
    const onStay = vi.fn();
    const onLeave = vi.fn();
    renderInAdmin(<LeaveConfirmModal open onStay={onStay} onLeave={onLeave} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan Halaman?' });
    expect(dialog).toHaveTextContent('Perubahan yang belum disimpan akan hilang.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tidak, Kembali' }));
    expect(onStay).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Tinggalkan' }));
    expect(onLeave).toHaveBeenCalled();
  });
});
