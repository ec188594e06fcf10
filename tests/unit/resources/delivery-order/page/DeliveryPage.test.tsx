// Delivery Detail as a route of the console (delivery-order.md §2): /delivery/create and
// /delivery/:id, react-admin's delivery-order routes redirected there, the tabs and their enable
// rules, the landing toasts, Back (with the leave confirmation when the form is dirty) and the
// wizard as the footer. The tabs' contents belong to their own parts and are stand-ins here.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  InformationTabProps,
  ProofTabProps,
  HistoryModalProps,
} from '../../../../../src/resources/delivery-order/shared/contracts.ts';
import { ResourceDefinitionContextProvider } from 'ra-core';
import { resources } from '../../../../../src/generated/registry.ts';
import { Menu } from '../../../../../src/custom/shell/Menu.tsx';
import { clearSession, saveSession } from '../../../../../src/auth/session.ts';
import {
  FULL_SCOPES,
  orderRecord,
  pageProvider,
  READ_ONLY_SCOPES,
  renderConsole,
  renderInAdmin,
} from '../pageHarness.tsx';

vi.mock('../../../../../src/resources/delivery-order/information/InformationTab.tsx', () => ({
  InformationTab: ({ order, onDirtyChange, onCreated }: InformationTabProps) => (
    <section aria-label="Informasi (pengganti)">
      <p>{order ? `Formulir ${order.number}` : 'Formulir baru'}</p>
      <button type="button" onClick={() => onDirtyChange(true)}>
        Ubah isian
      </button>
      <button type="button" onClick={() => onCreated?.({ ...order, id: 99 } as never)}>
        Simpan baru
      </button>
    </section>
  ),
}));
vi.mock('../../../../../src/resources/delivery-order/proof/ProofTab.tsx', () => ({
  ProofTab: ({ type }: ProofTabProps) => <p>Bukti {type}</p>,
}));
vi.mock('../../../../../src/resources/delivery-order/history/HistoryModal.tsx', () => ({
  HistoryModal: ({ open, onClose, orderId }: HistoryModalProps) =>
    open ? (
      <div role="dialog" aria-label="Riwayat">
        Riwayat {orderId}
        <button type="button" onClick={onClose}>
          Tutup
        </button>
      </div>
    ) : null,
}));

const T = { timeout: 15_000 };

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, T);

describe('routes', () => {
  it('/delivery/:id is Delivery Detail, titled with the order number', async () => {
    renderConsole('/delivery/7', { dataProvider: pageProvider(orderRecord('CONFIRMED')) });
    expect(await heading('Detail DO/2024/08/000007')).toBeInTheDocument();
    expect(screen.getByText('Formulir DO/2024/08/000007')).toBeInTheDocument();
  });

  it('/delivery/create is titled Buat, with the form and no order controls', async () => {
    renderConsole('/delivery/create');
    expect(await heading('Buat')).toBeInTheDocument();
    expect(screen.getByText('Formulir baru')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Bukti Ambil' })).toBeDisabled();
  });

  it('after a create the page moves to the new order', async () => {
    const { location } = renderConsole('/delivery/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Simpan baru' }, T));
    await waitFor(() => expect(location().pathname).toBe('/delivery/99'));
  });

  it("react-admin's delivery-order routes lead to the delivery pages", async () => {
    const show = renderConsole('/delivery-order/7/show', {
      dataProvider: pageProvider(orderRecord('CONFIRMED')),
    });
    await waitFor(() => expect(show.location().pathname).toBe('/delivery/7'), T);
    expect(await heading('Detail DO/2024/08/000007')).toBeInTheDocument();
    show.unmount();

    const edit = renderConsole('/delivery-order/7?duplicated=true', {
      dataProvider: pageProvider(orderRecord('CONFIRMED')),
    });
    await waitFor(
      () =>
        expect(edit.location()).toMatchObject({
          pathname: '/delivery/7',
          search: '?duplicated=true',
        }),
      T,
    );
    edit.unmount();

    const create = renderConsole('/delivery-order/create');
    await waitFor(() => expect(create.location().pathname).toBe('/delivery/create'), T);
    create.unmount();

    const list = renderConsole('/delivery-order');
    await waitFor(() => expect(list.location().pathname).toBe('/delivery'), T);
  });

  it('a user who may not create orders is told so at /delivery/create', async () => {
    renderConsole('/delivery/create', { scopes: READ_ONLY_SCOPES });
    expect(
      await screen.findByText(
        /tidak memiliki akses|Akses ditolak|not have access|Unauthorized/i,
        {},
        T,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Buat' })).toBeNull();
  });

  it('an order that does not exist says so', async () => {
    renderConsole('/delivery/404');
    expect(await screen.findByText('Pengiriman tidak ditemukan.', {}, T)).toBeInTheDocument();
  });
});

describe('menu', () => {
  it('the delivery entry leads to /delivery', async () => {
    const definitions = {
      'delivery-order': {
        name: 'delivery-order',
        hasList: true,
        hasShow: true,
        hasEdit: true,
        hasCreate: true,
        options: { label: 'resources.delivery-order.name' },
      },
    };
    // The menu lists what the signed-in session's scopes may list (src/auth/liveAccess.ts).
    saveSession({
      token: 't',
      user: { id: 1, fullname: 'Admin', scopes: FULL_SCOPES, feature_flags: [] },
    });
    renderInAdmin(
      <ResourceDefinitionContextProvider definitions={definitions}>
        <Menu registry={{ 'delivery-order': resources['delivery-order'] }} />
      </ResourceDefinitionContextProvider>,
    );
    const item = await screen.findByRole('menuitem', { name: /Pengiriman/ }, T);
    expect(item.getAttribute('href')).toMatch(/\/delivery$/);
    clearSession();
  });
});

describe('tabs', () => {
  it('INFORMATION (Detail) by default; PICKUP and DROP closed before the goods move', async () => {
    renderConsole('/delivery/7', { dataProvider: pageProvider(orderRecord('CONFIRMED')) });
    await heading('Detail DO/2024/08/000007');
    const tabs = within(screen.getByRole('tablist', { name: 'Bagian pengiriman' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((t) => t.textContent)).toEqual(['Detail', 'Bukti Ambil', 'Bukti Kirim']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toBeDisabled();
    expect(tabs[2]).toBeDisabled();
  });

  it('PICKUP opens in Diambil; DROP in Terkirim', async () => {
    const { unmount } = renderConsole('/delivery/7', {
      dataProvider: pageProvider(orderRecord('PICKED')),
    });
    await heading('Detail DO/2024/08/000007');
    expect(screen.getByRole('tab', { name: 'Bukti Ambil' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Bukti Kirim' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Bukti Ambil' }));
    expect(await screen.findByText('Bukti PICKUP')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Bukti Ambil' })).toBeInTheDocument();
    unmount();

    renderConsole('/delivery/7', { dataProvider: pageProvider(orderRecord('DELIVERED')) });
    await heading('Detail DO/2024/08/000007');
    await userEvent.click(screen.getByRole('tab', { name: 'Bukti Kirim' }));
    expect(await screen.findByText('Bukti DROP')).toBeInTheDocument();
  });

  it('a completed activity opens its tab whatever the status (GET …/{id}/activity)', async () => {
    const dataProvider = pageProvider(orderRecord('SCHEDULED'), {
      'delivery-order-activity': [
        { id: 1, delivery_order_id: 7, type: 'PICKUP', status: 'COMPLETED' },
        { id: 2, delivery_order_id: 7, type: 'DROP', status: 'UNCOMPLETED' },
      ],
    });
    renderConsole('/delivery/7', { dataProvider });
    await heading('Detail DO/2024/08/000007');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Bukti Ambil' })).toBeEnabled());
    expect(screen.getByRole('tab', { name: 'Bukti Kirim' })).toBeDisabled();
    const call = dataProvider.calls.find(
      (c) => c.method === 'getList' && c.resource === 'delivery-order-activity',
    );
    expect(call?.params).toMatchObject({
      filter: { delivery_order_id: 7 },
      meta: { delivery_order_id: 7 },
    });
  });
});

describe('landing parameters and Back', () => {
  it("duplicated=true says 'Data berhasil diduplikat.'", async () => {
    renderConsole('/delivery/7?duplicated=true', {
      dataProvider: pageProvider(orderRecord('DRAFT')),
    });
    expect(await screen.findByText('Data berhasil diduplikat.', {}, T)).toBeInTheDocument();
  });

  it('isCreatedExternally says the order was saved as Dikonfirmasi, then leaves the URL', async () => {
    const { location } = renderConsole('/delivery/7?isCreatedExternally=true&navsource=delivery', {
      dataProvider: pageProvider(orderRecord('CONFIRMED')),
    });
    expect(
      await screen.findByText('Pengiriman berhasil disimpan dengan status Dikonfirmasi.', {}, T),
    ).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?navsource=delivery'));
  });

  it('Back goes to the delivery list by default', async () => {
    const { location } = renderConsole('/delivery/7', {
      dataProvider: pageProvider(orderRecord('CONFIRMED')),
    });
    await heading('Detail DO/2024/08/000007');
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location().pathname).toBe('/delivery'));
  });

  it('Back goes to the fleet task the page was opened from', async () => {
    const { location } = renderConsole('/delivery/7?navsource=fleet-task-detail&navsourceparam=5', {
      dataProvider: pageProvider(orderRecord('SCHEDULED')),
    });
    await heading('Detail DO/2024/08/000007');
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() =>
      expect(location()).toMatchObject({
        pathname: '/fleet-task/5',
        search: '?isSetNavsource=false',
      }),
    );
  });

  it('with unsaved changes on INFORMATION, Back asks first and the status change is disabled', async () => {
    const { location } = renderConsole('/delivery/7', {
      dataProvider: pageProvider(orderRecord('DRAFT')),
    });
    await heading('Detail DO/2024/08/000007');
    expect(await screen.findByRole('button', { name: 'Ubah Status' }, T)).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah isian' }));
    expect(screen.getByRole('button', { name: 'Ubah Status' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tinggalkan Halaman?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tidak, Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().pathname).toBe('/delivery/7');

    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    dialog = await screen.findByRole('dialog', { name: 'Tinggalkan Halaman?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Tinggalkan' }));
    await waitFor(() => expect(location().pathname).toBe('/delivery'));
  });

  it('Other ▸ History opens the history modal of the order', async () => {
    renderConsole('/delivery/7', { dataProvider: pageProvider(orderRecord('CONFIRMED')) });
    await heading('Detail DO/2024/08/000007');
    await userEvent.click(await screen.findByRole('button', { name: 'Lainnya' }, T));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Riwayat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Riwayat' });
    expect(dialog).toHaveTextContent('Riwayat 7');
  });
});

describe('the wizard as the footer', () => {
  it('the machine’s steps for the order, the current one marked, dated from the history', async () => {
    const dataProvider = pageProvider(orderRecord('CONFIRMED'), {
      'delivery-order-history': [
        {
          id: 1,
          delivery_order_id: 7,
          event: 'STATUS_CHANGED',
          status: 'CONFIRMED',
          details: { to: 'CONFIRMED' },
          created_on: '2024-08-17T09:30:00.000+07:00',
        },
      ],
    });
    renderConsole('/delivery/7', { dataProvider, scopes: FULL_SCOPES });
    await heading('Detail DO/2024/08/000007');
    const wizard = screen.getByRole('list', { name: 'Progres status pengiriman' });
    const steps = within(wizard).getAllByRole('listitem');
    expect(
      steps.map((s) =>
        s.textContent
          ?.replace(/\d{2} \w{3} \d{4} \d{2}:\d{2}/, '')
          .replace(/ \(.*\)/, '')
          .replace(/^\d/, ''),
      ),
    ).toEqual(['Draf', 'Dikonfirmasi', 'Dijadwalkan', 'Dijalankan', 'Diambil', 'Terkirim']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(steps[1]).toHaveTextContent('17 Agt 2024 09:30'));
    expect(steps[0]).toHaveTextContent('17 Agt 2024 08:00');
  });

  it('a cancelled order shows the statuses it went through, then Dibatalkan with its reason', async () => {
    renderConsole('/delivery/7', {
      dataProvider: pageProvider(
        orderRecord('CANCELED', { canceled_reason: { id: 2, reason: 'Pelanggan membatalkan' } }),
      ),
    });
    await heading('Detail DO/2024/08/000007');
    const steps = within(
      screen.getByRole('list', { name: 'Progres status pengiriman' }),
    ).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[2]).toHaveTextContent('Dibatalkan');
    expect(steps[2]).toHaveTextContent('Pelanggan membatalkan');
  });
});
