// The delivery list at /delivery: its columns (custom fields included), the status chips driving
// the status filter, bulk delete refused for non-Draf orders with the spec's message, bulk
// duplicate with its toasts, the accounting sync gate and error, the track action, and a row click
// that opens /delivery/{id}.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CustomRoutes,
  HttpError,
  memoryStore,
  TestMemoryRouter,
  useParams,
  type AuthProvider,
} from 'ra-core';
import { AdminContext, AdminUI } from 'react-admin';
// ra-core routes with react-router-dom's <Route> (in Node, react-router's own module is another instance).
import { Route } from 'react-router-dom';
import { toHttpError } from '../../../../../src/dataProviders/errors.ts';
import { resources } from '../../../../../src/generated/registry.ts';
import { createI18nProvider } from '../../../../../src/i18n/i18nProvider.ts';
import { resourceElements } from '../../../../../src/resources/resourceElements.tsx';
import { theme } from '../../../../../src/theme.ts';
import DeliveryList from '../../../../../src/resources/delivery-order/list/DeliveryList.tsx';
import {
  ALL_FLAGS,
  FULL_SCOPES,
  orderRecord,
  pageProvider,
  type PageProvider,
} from '../pageHarness.tsx';
import type { DeliveryStatus } from '../../../../../src/domain/delivery-order/statuses.ts';

const T = { timeout: 15_000 };

const row = (
  id: number,
  status: DeliveryStatus,
  created: string,
  extra: Record<string, unknown> = {},
) =>
  orderRecord(status, {
    id,
    number: `DO/2024/08/00000${id}`,
    created_on: created,
    shipped_customer: { id: 1, name: `PT Pelanggan ${id}` },
    origin_address: { id: 1, name: `Gudang Asal ${id}` },
    destination_address: { id: 2, name: `Toko Tujuan ${id}` },
    expected_pickup_on: '2024-08-20T09:00:00.000+07:00',
    fleet_task: status === 'DRAFT' ? null : { id: 30 + id, number: `FT/2024/08/00003${id}` },
    shipment_type: status === 'DRAFT' ? 'UNSCHEDULED' : 'DIRECT',
    load_weight: 1250.5,
    track_link: `https://track.example.test/t/${id}`,
    po_number: `PO-${id}`,
    ...extra,
  } as never);

function provider(): PageProvider {
  return pageProvider(undefined, {
    'delivery-order': [
      row(1, 'DRAFT', '2024-08-17T10:00:00.000+07:00'),
      row(2, 'CONFIRMED', '2024-08-17T11:00:00.000+07:00'),
      row(3, 'DELIVERED', '2024-08-17T12:00:00.000+07:00'),
    ],
    'custom-field': [
      {
        id: 1,
        version: 1,
        key: 'po_number',
        name: 'Nomor PO',
        type: 'TEXT',
        is_required: false,
        is_editable: true,
        is_active: true,
      },
      {
        id: 2,
        version: 1,
        key: 'old_field',
        name: 'Kolom Lama',
        type: 'TEXT',
        is_required: false,
        is_editable: true,
        is_active: false,
      },
    ],
  });
}

const table = () => screen.findByRole('table', {}, T);
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

function DetailStub() {
  const { id } = useParams();
  return <p>Detail {id}</p>;
}

const authProvider = (scopes: string[], flags: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => scopes,
  getIdentity: async () => ({ id: 1, fullName: 'Dimas Pratama', feature_flags: flags }),
});

/** The console's resources with the list at /delivery and a stand-in detail page at /delivery/:id. */
function renderList({
  scopes = FULL_SCOPES,
  flags = ALL_FLAGS,
  dataProvider = provider(),
}: { scopes?: string[]; flags?: string[]; dataProvider?: PageProvider } = {}) {
  let location = { pathname: '', search: '' };
  const utils = render(
    <TestMemoryRouter initialEntries={['/delivery']} locationCallback={(l) => (location = l)}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider(scopes, flags)}
        i18nProvider={createI18nProvider('id')}
        store={memoryStore()}
        theme={theme}
      >
        <AdminUI disableTelemetry>
          {(permissions: string[]) => [
            ...resourceElements(permissions, { overrides: {} }),
            <CustomRoutes key="delivery">
              <Route path="/delivery" element={<DeliveryList />} />
              <Route path="/delivery/:id" element={<DetailStub />} />
            </CustomRoutes>,
          ]}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, dataProvider, location: () => location };
}

async function openList(options: Parameters<typeof renderList>[0] = {}) {
  const utils = renderList(options);
  const t = await table();
  await within(t).findByText('DO/2024/08/000003', {}, T);
  return { ...utils, table: t };
}

async function select(t: HTMLElement, numbers: string[]) {
  for (const number of numbers) {
    const r = within(t).getByText(number).closest('tr')!;
    await userEvent.click(within(r).getByRole('checkbox'));
  }
}

describe('DeliveryList', () => {
  it('shows the spec columns, the active custom fields and the track action, newest first', async () => {
    const { table: t } = await openList();
    const headers = within(t)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual(
      expect.arrayContaining([
        'No. Pengiriman',
        'Status',
        'Pelanggan',
        'Alamat Asal',
        'Alamat Tujuan',
        'Target Diambil',
        'No. Penugasan',
        'Tipe Pengiriman',
        'Berat Muatan (Kg)',
        'Nomor PO',
        'Lacak',
      ]),
    );
    expect(headers).not.toContain('Kolom Lama');
    const rows = bodyRows(t);
    expect(within(rows[0]).getByText('DO/2024/08/000003')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Terkirim')).toBeInTheDocument();
    expect(within(rows[0]).getByText('PT Pelanggan 3')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Gudang Asal 3')).toBeInTheDocument();
    expect(within(rows[0]).getByText('20 Agt 2024 09:00')).toBeInTheDocument();
    expect(within(rows[0]).getByText('FT/2024/08/000033')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Langsung')).toBeInTheDocument();
    expect(within(rows[0]).getByText('1.250,5')).toBeInTheDocument();
    expect(within(rows[0]).getByText('PO-3')).toBeInTheDocument();
    const track = within(rows[0]).getByRole('link', { name: 'Lacak pengiriman DO/2024/08/000003' });
    expect(track).toHaveAttribute('href', 'https://track.example.test/t/3');
    expect(track).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Tambah' })).toHaveAttribute(
      'href',
      '/delivery/create',
    );
  });

  it('hides the track action without the tracking feature flag', async () => {
    const { table: t } = await openList({
      flags: ALL_FLAGS.filter((f) => f !== 'trackShipmentFlag'),
    });
    expect(within(t).queryByRole('columnheader', { name: 'Lacak' })).toBeNull();
    expect(within(t).queryByRole('link', { name: /Lacak pengiriman/ })).toBeNull();
  });

  it('filters by status with the chip bar (all chip, multiple selection)', async () => {
    const { table: t, dataProvider } = await openList();
    const chips = screen.getByRole('group', { name: 'Saring status pengiriman' });
    expect(within(chips).getByRole('button', { name: 'Semua', pressed: true })).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('button', { name: 'Draf' }));
    await waitFor(() => expect(bodyRows(t)).toHaveLength(1), T);
    expect(within(t).getByText('DO/2024/08/000001')).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('button', { name: 'Terkirim' }));
    await waitFor(() => expect(bodyRows(t)).toHaveLength(2), T);
    const last = dataProvider.calls
      .filter((c) => c.method === 'getList' && c.resource === 'delivery-order')
      .at(-1)?.params as { filter: unknown };
    expect(last.filter).toEqual({ status: { name: ['DRAFT', 'DELIVERED'] } });
    expect(within(chips).getByRole('button', { name: 'Draf', pressed: true })).toBeInTheDocument();
    expect(
      within(chips).getByRole('button', { name: 'Semua', pressed: false }),
    ).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('button', { name: 'Semua' }));
    await waitFor(() => expect(bodyRows(t)).toHaveLength(3), T);
  });

  it('offers the vendor statuses only with the vendor service', async () => {
    await openList({ scopes: FULL_SCOPES.filter((s) => !s.startsWith('vms:')) });
    const chips = screen.getByRole('group', { name: 'Saring status pengiriman' });
    expect(within(chips).queryByRole('button', { name: 'Menunggu Vendor' })).toBeNull();
    expect(within(chips).getByRole('button', { name: 'Dijadwalkan' })).toBeInTheDocument();
  });

  it('refuses a bulk delete with a non-Draf order: Gagal dihapus. Ada status pengiriman selain Draf.', async () => {
    const dataProvider = provider();
    dataProvider.deleteMany = vi.fn(async () => {
      throw toHttpError(new HttpError('Conflict', 409, { errors: { ids: 'invalid-status' } }), {
        def: resources['delivery-order'],
        operation: 'delete',
      });
    });
    const { table: t } = await openList({ dataProvider });
    await select(t, ['DO/2024/08/000001', 'DO/2024/08/000002']);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    const confirm = await screen.findByRole('dialog', {}, T);
    await userEvent.click(within(confirm).getByRole('button', { name: /Konfirmasi|Ya/ }));
    expect(
      await screen.findByText('Gagal dihapus. Ada status pengiriman selain Draf.', {}, T),
    ).toBeInTheDocument();
    expect(dataProvider.deleteMany).toHaveBeenCalledWith(
      'delivery-order',
      expect.objectContaining({ ids: [1, 2] }),
    );
    // The dialog closes and the list is refetched: until its exit transition ends, the page behind
    // it is aria-hidden, so the rows are counted once it is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(3), T);
  });

  it('duplicates the selected orders: Data berhasil diduplikat.', async () => {
    const dataProvider = provider();
    dataProvider.call.mockResolvedValue({
      data: { ids: [11, 12] },
      status: { failed: 0, failed_ids: [] },
    });
    const { table: t } = await openList({ dataProvider });
    await select(t, ['DO/2024/08/000003', 'DO/2024/08/000002']);
    await userEvent.click(screen.getByRole('button', { name: 'Duplikat' }));
    expect(await screen.findByText('Data berhasil diduplikat.', {}, T)).toBeInTheDocument();
    expect(dataProvider.call).toHaveBeenCalledWith('delivery-order', {
      method: 'POST',
      path: '/duplicate',
      body: { ids: [3, 2] },
    });
  });

  it('says Gagal Duplikat. when the answer counts failures or the call fails', async () => {
    const dataProvider = provider();
    dataProvider.call
      .mockResolvedValueOnce({ data: { ids: [] }, status: { failed: 1, failed_ids: [3] } })
      .mockRejectedValueOnce(new HttpError('app.errors.invalid_input', 400, {}));
    const { table: t } = await openList({ dataProvider });
    await select(t, ['DO/2024/08/000003']);
    await userEvent.click(screen.getByRole('button', { name: 'Duplikat' }));
    expect(await screen.findByText('Gagal Duplikat.', {}, T)).toBeInTheDocument();
  });

  it('syncs to the accounting system after a confirmation and shows the server refusal', async () => {
    const dataProvider = provider();
    dataProvider.call.mockRejectedValue(
      toHttpError(
        new HttpError('Bad Request', 400, {
          errors: { integration: 'integration-not-configured' },
        }),
        { def: resources['delivery-order'], operation: 'write' },
      ),
    );
    await openList({ dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Sinkronkan Akuntansi' }));
    const confirm = await screen.findByRole('dialog', {}, T);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Sinkronkan' }));
    expect(await screen.findByText('Integrasi belum dikonfigurasi', {}, T)).toBeInTheDocument();
    expect(dataProvider.call).toHaveBeenCalledWith('delivery-order', {
      method: 'POST',
      path: '/accurate/sync-bulk',
    });
  });

  it('hides the accounting sync without the four accounting-integration scopes', async () => {
    await openList({ scopes: FULL_SCOPES.filter((s) => s !== 'accounting-integration:delete') });
    expect(screen.queryByRole('button', { name: 'Sinkronkan Akuntansi' })).toBeNull();
  });

  it('opens /delivery/{id} on a row click', async () => {
    const { table: t, location } = await openList();
    await userEvent.click(within(t).getByText('PT Pelanggan 2'));
    await waitFor(() => expect(location().pathname).toBe('/delivery/2'), T);
    expect(await screen.findByText('Detail 2', {}, T)).toBeInTheDocument();
  });

  it("confirms the selected orders at once and shows each one's result, with the refusal's reason", async () => {
    const dataProvider = provider();
    dataProvider.call.mockResolvedValue({
      data: {
        results: [
          { id: 1, number: 'DO/2024/08/000001', ok: true, status: 'CONFIRMED' },
          {
            id: 3,
            number: 'DO/2024/08/000003',
            ok: false,
            status: 'DELIVERED',
            http_status: 409,
            errors: { status: 'invalid-status' },
          },
        ],
      },
      status: { applied: 1, failed: 1 },
    });
    const { table: t } = await openList({ dataProvider });
    await select(t, ['DO/2024/08/000001', 'DO/2024/08/000003']);
    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    const ask = await screen.findByRole('dialog', {}, T);
    expect(ask).toHaveTextContent('Konfirmasi 2 pengiriman?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Konfirmasi' }));
    const results = await screen.findByRole('dialog', { name: 'Hasil konfirmasi' }, T);
    expect(dataProvider.call).toHaveBeenCalledWith('delivery-order', {
      method: 'POST',
      path: '/bulk-transition',
      body: { ids: [1, 3], status: 'CONFIRMED' },
    });
    expect(results).toHaveTextContent('1 berhasil, 1 ditolak.');
    const items = within(results).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('DO/2024/08/000001BerhasilStatus menjadi Dikonfirmasi.');
    expect(items[1]).toHaveTextContent(
      'DO/2024/08/000003DitolakTidak dapat diproses dalam status Terkirim.',
    );
    await userEvent.click(within(results).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    // The refused order stays selected.
    const rows = within(screen.getByRole('table')).getAllByRole('checkbox', { checked: true });
    expect(rows).toHaveLength(1);
  });

  it('schedules the selected orders, each on its own task; without fleet-task:create only Konfirmasi is offered', async () => {
    const dataProvider = provider();
    dataProvider.call.mockResolvedValue({
      data: {
        results: [
          {
            id: 2,
            number: 'DO/2024/08/000002',
            ok: true,
            status: 'SCHEDULED',
            fleet_task: { id: 40, number: 'FT/2024/08/000040' },
          },
        ],
      },
      status: { applied: 1, failed: 0 },
    });
    const { table: t, unmount } = await openList({ dataProvider });
    await select(t, ['DO/2024/08/000002']);
    await userEvent.click(screen.getByRole('button', { name: 'Jadwalkan' }));
    const ask = await screen.findByRole('dialog', {}, T);
    await userEvent.click(within(ask).getByRole('button', { name: 'Konfirmasi' }));
    const results = await screen.findByRole('dialog', { name: 'Hasil penjadwalan' }, T);
    expect(dataProvider.call).toHaveBeenCalledWith('delivery-order', {
      method: 'POST',
      path: '/bulk-schedule',
      body: { ids: [2] },
    });
    expect(results).toHaveTextContent('Dijadwalkan pada penugasan FT/2024/08/000040.');
    unmount();

    const { table: t2 } = await openList({
      scopes: FULL_SCOPES.filter((s) => s !== 'fleet-task:create'),
    });
    await select(t2, ['DO/2024/08/000002']);
    expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jadwalkan' })).toBeNull();
  });
});
