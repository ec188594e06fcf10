// Fleet Task Detail (/fleet-task/:id) from an expanded task: header, resources, orders linking to
// Delivery Detail with the navsource that brings Back here, activities with photos, and the
// dispatcher's intervention on a STARTED task; the show route and isSetNavsource=false.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { bulkDeleteFailureMessage } from '../../../src/resources/fleet-task/FleetTaskList.tsx';
import { reasonError } from '../../../src/resources/fleet-task/InterventionDialog.tsx';
import {
  FULL_SCOPES,
  READ_ONLY_SCOPES,
  orderRecord,
  pageProvider,
  renderConsole,
} from '../resources/delivery-order/pageHarness.tsx';
import { expandedTask } from './fixtures.ts';

const T = { timeout: 10_000 };

function providerWith(task = expandedTask()) {
  return pageProvider(orderRecord('PICKED'), { 'fleet-task': [task] });
}

describe('FleetTaskDetailPage', () => {
  it('shows the task number, status, resources, orders and activities', async () => {
    renderConsole('/fleet-task/5', { dataProvider: providerWith() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Penugasan FT/2026/11/000005' }, T),
    ).toBeInTheDocument();
    const resources = screen.getByRole('region', { name: 'Sumber Daya' });
    expect(resources).toHaveTextContent('Budi Santoso');
    expect(resources).toHaveTextContent('081234567890');
    expect(resources).toHaveTextContent('B 1234 XYZ');
    const status = screen.getAllByRole('term').find((term) => term.textContent === 'Status');
    expect(status?.nextElementSibling).toHaveTextContent('Dijalankan');

    const orders = screen.getByRole('region', { name: 'Pengiriman' });
    expect(within(orders).getByRole('link', { name: 'DO/2024/08/000007' })).toHaveAttribute(
      'href',
      '/delivery/7?navsource=fleet-task-detail&navsourceparam=5',
    );
    expect(orders).toHaveTextContent('PT Maju Jaya');
    expect(orders).toHaveTextContent('Gudang Cikarang (Bekasi) → Toko Sentosa (Bandung)');

    const activities = screen.getByRole('region', { name: 'Aktivitas' });
    const items = within(activities)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.testid?.startsWith('activity-'));
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      '1. Pengambilan',
      '2. Pengantaran',
    ]);
    expect(items[0]).toHaveTextContent('Selesai');
    expect(items[0]).toHaveTextContent('Pak Joko');
    expect(items[0]).toHaveTextContent('Muatan lengkap');
    expect(within(items[0]).getByRole('button', { name: 'Foto 1 dari 1' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Belum Selesai');
    expect(screen.getByRole('button', { name: /Bagikan pelacakan penugasan/ })).toBeInTheDocument();
  });

  it('a dispatcher intervenes in an open activity: reason required, then POST …/intervention', async () => {
    const dataProvider = providerWith();
    renderConsole('/fleet-task/5', { dataProvider, scopes: FULL_SCOPES });
    await screen.findByRole('heading', { level: 1 }, T);
    expect(screen.queryByRole('button', { name: 'Intervensi aktivitas 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Intervensi aktivitas 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intervensi Aktivitas 2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByText('Wajib Terisi')).toBeInTheDocument();
    // Only the task map's read (GET …/track/{id}) so far: nothing was sent.
    expect(dataProvider.call.mock.calls.filter(([, params]) => params.method !== 'GET')).toEqual(
      [],
    );

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Lewati' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), 'Toko tutup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(dataProvider.call).toHaveBeenCalledWith('fleet-task', {
        method: 'POST',
        path: '/{id}/intervention',
        id: 5,
        body: { sequence: 2, action: 'SKIP', reason: 'Toko tutup' },
      }),
    );
    expect(await screen.findByText('Aktivitas berhasil diperbarui')).toBeInTheDocument();
  });

  it('no intervention for a reader, nor on a task that is not STARTED', async () => {
    renderConsole('/fleet-task/5', { dataProvider: providerWith(), scopes: READ_ONLY_SCOPES });
    await screen.findByRole('heading', { level: 1 }, T);
    expect(screen.queryByRole('button', { name: /Intervensi/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ubah pengemudi dan kendaraan' })).toBeNull();
  });

  it('a SCHEDULED task links to the generated edit form for driver and vehicle', async () => {
    renderConsole('/fleet-task/5', { dataProvider: providerWith(expandedTask('SCHEDULED')) });
    expect(
      await screen.findByRole('link', { name: 'Ubah pengemudi dan kendaraan' }, T),
    ).toHaveAttribute('href', '/fleet-task/5/edit');
    expect(screen.queryByRole('button', { name: /Intervensi/ })).toBeNull();
  });

  it('the show route leads to the page, and isSetNavsource=false leaves navsource off the order links', async () => {
    const { location } = renderConsole('/fleet-task/5/show?isSetNavsource=false', {
      dataProvider: providerWith(),
    });
    const link = await screen.findByRole('link', { name: 'DO/2024/08/000007' }, T);
    expect(location()).toMatchObject({
      pathname: '/fleet-task/5',
      search: '?isSetNavsource=false',
    });
    expect(link).toHaveAttribute('href', '/delivery/7');
  });

  it("an unknown task says so, inside the layout's one main landmark", async () => {
    renderConsole('/fleet-task/999', { dataProvider: providerWith() });
    expect(
      await screen.findByText(/Penugasan (tidak ditemukan|gagal dimuat)\./, {}, T),
    ).toBeInTheDocument();
    // axe 'landmark-no-duplicate-main': the layout draws <main>, the page must not add another.
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('fleet-task list rules', () => {
  it("a refused Draf-only bulk delete says 'Gagal dihapus. Ada status penugasan selain Draf.'", () => {
    const issue = new HttpError('app.errors.delete_failed', 409, {
      errors_v2: { issues: [{ code: 'failed-to-bulk-delete', path: 'ids' }] },
    });
    expect(bulkDeleteFailureMessage(issue)).toBe(
      'custom.fleet_task.screens.list.bulk_delete_not_draft',
    );
    expect(
      bulkDeleteFailureMessage(new HttpError('app.errors.bulk_delete_invalid_status', 409, {})),
    ).toBe('custom.fleet_task.screens.list.bulk_delete_not_draft');
    expect(bulkDeleteFailureMessage(new HttpError('app.errors.delete_failed', 400, {}))).toBe(
      'app.errors.delete_failed',
    );
  });

  it('an intervention reason is required and at most 255 characters', () => {
    expect(reasonError('  ')).toBe('required');
    expect(reasonError('x'.repeat(256))).toBe('too_long');
    expect(reasonError('x'.repeat(255))).toBeUndefined();
  });
});
