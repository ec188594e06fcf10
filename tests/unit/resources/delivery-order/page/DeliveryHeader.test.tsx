// The header of Delivery Detail (delivery-order.md §2, §4, §6): which controls each user sees for
// each order, and what Duplicate and Print Order do.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeliveryHeader } from '../../../../../src/resources/delivery-order/page/DeliveryHeader.tsx';
import { headerGates } from '../../../../../src/resources/delivery-order/page/headerGates.ts';
import type { DeliveryOrderRecord } from '../../../../../src/resources/delivery-order/shared/contracts.ts';
import {
  ALL_FLAGS,
  FULL_SCOPES,
  orderRecord,
  pageProvider,
  READ_ONLY_SCOPES,
  renderInAdmin,
  type RenderOptions,
} from '../pageHarness.tsx';

const T = { timeout: 10_000 };

function header(order: DeliveryOrderRecord, options: RenderOptions = {}, dirty = false) {
  return renderInAdmin(
    <DeliveryHeader order={order} dirty={dirty} onBack={vi.fn()} onHistory={vi.fn()} />,
    options,
  );
}

/** The labels of the header's toolbar buttons and links, once the user's scopes have loaded. */
async function controls() {
  const toolbar = await screen.findByRole('toolbar', { name: 'Tindakan pengiriman' }, T);
  await within(toolbar).findByRole('button', { name: /Lainnya/ }, T);
  return [...toolbar.querySelectorAll('a, button')].map((el) => el.textContent?.trim());
}

const without = (...scopes: string[]) => FULL_SCOPES.filter((s) => !scopes.includes(s));

describe('DeliveryHeader', () => {
  it('titles the page Detail with the order number and its status, with Back', async () => {
    const onBack = vi.fn();
    renderInAdmin(
      <DeliveryHeader
        order={orderRecord('CONFIRMED')}
        dirty={false}
        onBack={onBack}
        onHistory={vi.fn()}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detail DO/2024/08/000007' }, T),
    ).toBeInTheDocument();
    expect(screen.getByText('Dikonfirmasi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('titles the create page Buat and offers no order controls there', async () => {
    renderInAdmin(<DeliveryHeader dirty={false} onBack={vi.fn()} onHistory={vi.fn()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buat' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('a dispatcher on a confirmed order: Track, Other, Duplicate, Schedule Assignment and the status change', async () => {
    header(orderRecord('CONFIRMED'));
    expect(await controls()).toEqual([
      'Lacak Pengiriman',
      'Bagikan',
      'Lainnya',
      'Duplikat',
      'Jadwalkan Penugasan',
      'Ubah Status',
    ]);
    expect(screen.getByRole('link', { name: 'Lacak Pengiriman' })).toHaveAttribute(
      'href',
      'https://track.example.test/t/abc',
    );
    expect(screen.getByRole('link', { name: 'Lacak Pengiriman' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('Track Shipment and Share need both the track link and the tracking flag', async () => {
    const { unmount } = header(orderRecord('CONFIRMED'), { flags: ['doIntegrationShellFlag'] });
    expect(await controls()).not.toContain('Lacak Pengiriman');
    expect(await controls()).not.toContain('Bagikan');
    unmount();
    header(orderRecord('CONFIRMED', { track_link: null }));
    expect(await controls()).not.toContain('Lacak Pengiriman');
    expect(await controls()).not.toContain('Bagikan');
  });

  it('Share opens the share modal: titled with the fleet task number, copies and views the tracking link', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { unmount } = header(
      orderRecord('SCHEDULED', { fleet_task: { id: 3, number: 'FT/2024/08/000003' } }),
    );
    await controls();
    await user.click(
      screen.getByRole('button', { name: 'Bagikan pelacakan pengiriman DO/2024/08/000007' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Bagikan Penugasan FT/2024/08/000003',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Tautan pelacakan' })).toHaveValue(
      'https://track.example.test/t/abc',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salin tautan pelacakan' }));
    expect(writeText).toHaveBeenCalledWith('https://track.example.test/t/abc');
    expect(
      await screen.findByText('Tautan pelacakan pengiriman berhasil disalin', {}, T),
    ).toBeInTheDocument();
    const view = within(dialog).getByRole('link', { name: 'Lihat pelacakan' });
    expect(view).toHaveAttribute('href', 'https://track.example.test/t/abc');
    expect(view).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();
    writeText.mockRestore();

    // Without a fleet task yet: titled with the order number.
    header(orderRecord('CONFIRMED'), { locale: 'en' });
    await screen.findByRole('toolbar', {}, T);
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Share tracking of delivery DO/2024/08/000007' },
        T,
      ),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Share delivery DO/2024/08/000007' }),
    ).toBeInTheDocument();
  });

  it('Other ▸ History and Print Order; Print Order is hidden in Draf', async () => {
    const onHistory = vi.fn();
    const { unmount } = renderInAdmin(
      <DeliveryHeader
        order={orderRecord('CONFIRMED')}
        dirty={false}
        onBack={vi.fn()}
        onHistory={onHistory}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Lainnya' }, T));
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Riwayat', 'Cetak Pesanan']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Riwayat' }));
    expect(onHistory).toHaveBeenCalled();
    unmount();

    header(orderRecord('DRAFT'));
    await userEvent.click(await screen.findByRole('button', { name: 'Lainnya' }, T));
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Riwayat']);
  });

  it('a read-only user sees no control that writes: no Duplicate, Schedule Assignment, energy or status change', async () => {
    header(orderRecord('STARTED'), { scopes: READ_ONLY_SCOPES });
    expect(await controls()).toEqual(['Lacak Pengiriman', 'Bagikan', 'Lainnya']);
  });

  it('the energy integration needs shell-integration:read and :create, doIntegrationShellFlag and Dijalankan … Terkirim', async () => {
    const cases: [DeliveryOrderRecord, RenderOptions, boolean][] = [
      [orderRecord('STARTED'), {}, true],
      [orderRecord('DELIVERED'), {}, true],
      [orderRecord('SCHEDULED'), {}, false],
      [orderRecord('STARTED'), { scopes: without('shell-integration:create') }, false],
      [orderRecord('STARTED'), { scopes: without('shell-integration:read') }, false],
      [orderRecord('STARTED'), { flags: ['trackShipmentFlag'] }, false],
    ];
    for (const [order, options, shown] of cases) {
      const { unmount } = header(order, options);
      expect(await controls()).toEqual(
        shown
          ? expect.arrayContaining(['Integrasi Energi'])
          : expect.not.arrayContaining(['Integrasi Energi']),
      );
      unmount();
    }
  });

  it('Schedule Assignment: Dikonfirmasi or Dijadwalkan Ulang outside the vendor flow, or a transit order between legs, with fleet-task:create', async () => {
    const requested = orderRecord('CONFIRMED', {
      status: {
        name: 'CONFIRMED',
        visited_statuses: ['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
      },
    });
    const cases: [DeliveryOrderRecord, RenderOptions, boolean][] = [
      [orderRecord('CONFIRMED'), {}, true],
      [orderRecord('RESCHEDULED'), {}, true],
      [
        orderRecord('TRANSITED', {
          shipment_type: 'TRANSIT',
          transits: [{ destination_address_id: 3 }],
        }),
        {},
        true,
      ],
      [
        orderRecord('TRANSITED', {
          shipment_type: 'TRANSIT',
          transits: [{ destination_address_id: 2 }],
        }),
        {},
        false,
      ],
      [orderRecord('SCHEDULED'), {}, false],
      [requested, {}, false],
      [orderRecord('CONFIRMED'), { scopes: without('fleet-task:create') }, false],
    ];
    for (const [order, options, shown] of cases) {
      const { unmount } = header(order, options);
      const labels = await controls();
      expect(labels.includes('Jadwalkan Penugasan')).toBe(shown);
      unmount();
    }
  });

  it('Schedule Assignment ▸ Direct / Transit, disabled while there are unsaved changes', async () => {
    const { unmount } = header(orderRecord('CONFIRMED'));
    await userEvent.click(await screen.findByRole('button', { name: 'Jadwalkan Penugasan' }, T));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Langsung/),
      expect.stringMatching(/^Transit/),
    ]);
    unmount();
    header(orderRecord('CONFIRMED'), {}, true);
    expect(await screen.findByRole('button', { name: 'Jadwalkan Penugasan' }, T)).toBeDisabled();
  });

  it('headerGates: pure summary', () => {
    const has = (flag: string) => ALL_FLAGS.includes(flag);
    expect(headerGates(orderRecord('DRAFT'), FULL_SCOPES, has)).toEqual({
      track: true,
      history: true,
      print: false,
      duplicate: true,
      schedule: false,
      energy: false,
    });
    expect(headerGates(orderRecord('PICKED'), READ_ONLY_SCOPES, has)).toEqual({
      track: true,
      history: true,
      print: true,
      duplicate: false,
      schedule: false,
      energy: false,
    });
  });
});

describe('Duplicate and Print Order', () => {
  let tab: {
    location: { href: string };
    closed: boolean;
    close: ReturnType<typeof vi.fn>;
    opener: unknown;
  };
  beforeEach(() => {
    tab = { location: { href: 'about:blank' }, closed: false, close: vi.fn(), opener: {} };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('Duplicate posts {ids:[id]} and opens the copy in a new tab with duplicated=true', async () => {
    // The console runs under react-admin's hash router.
    window.location.hash = '#/delivery/7';
    const dataProvider = pageProvider(orderRecord('CONFIRMED'));
    dataProvider.call.mockResolvedValueOnce({
      data: { ids: [42] },
      status: { failed: 0, failed_ids: [] },
    });
    header(orderRecord('CONFIRMED'), { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Duplikat' }, T));
    await waitFor(() => expect(tab.location.href).toMatch(/#\/delivery\/42\?duplicated=true$/));
    expect(dataProvider.call).toHaveBeenCalledWith('delivery-order', {
      method: 'POST',
      path: '/duplicate',
      body: { ids: [7] },
    });
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('a failed duplicate (an error, or status.failed > 0) says Gagal Duplikat. and closes the tab', async () => {
    const dataProvider = pageProvider(orderRecord('CONFIRMED'));
    dataProvider.call.mockResolvedValueOnce({
      data: { ids: [] },
      status: { failed: 1, failed_ids: [7] },
    });
    header(orderRecord('CONFIRMED'), { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Duplikat' }, T));
    expect(await screen.findByText('Gagal Duplikat.', {}, T)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();

    dataProvider.call.mockRejectedValueOnce(new Error('network'));
    await userEvent.click(screen.getByRole('button', { name: 'Duplikat' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalledTimes(2));
  });

  it('Print Order fetches the PDF with the token and opens it in a new window through an object URL', async () => {
    const dataProvider = pageProvider(orderRecord('CONFIRMED'));
    header(orderRecord('CONFIRMED'), { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Lainnya' }, T));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cetak Pesanan' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/pdf-1'));
    expect(dataProvider.fetchFile).toHaveBeenCalledWith('delivery-order', {
      path: '/{id}/pdf',
      id: 7,
    });
  });

  it('a PDF that cannot be fetched closes the window and says so', async () => {
    const dataProvider = pageProvider(orderRecord('CONFIRMED'));
    dataProvider.fetchFile.mockRejectedValueOnce(new Error('409'));
    header(orderRecord('CONFIRMED'), { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Lainnya' }, T));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cetak Pesanan' }));
    expect(await screen.findByText('Gagal membuka PDF pesanan.', {}, T)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
