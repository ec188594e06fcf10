// The proof tabs: completed activities of the tab's type ('Hari ini', who, the location badge,
// contact, location, note), the photo preview (next/previous, zoom 0.5–1.5 by 0.5, rotate 90°,
// download, Escape), the empty state, and the quantity-change table for load-adjustment users.
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { ProofTab } from '../../../../../src/resources/delivery-order/proof/ProofTab.tsx';
import { FULL_SCOPES, orderRecord, pageProvider, renderInAdmin } from '../pageHarness.tsx';

const T = { timeout: 10_000 };
// One instant for the fixture and the expectation: two clock reads can straddle a minute.
const PICKED_AT = dayjs();
const order = orderRecord('DELIVERED');

const activity = (id: number, extra: Record<string, unknown> & { type: 'PICKUP' | 'DROP' }) => ({
  id,
  version: 1,
  delivery_order_id: order.id,
  sequence: id,
  status: 'COMPLETED',
  is_transit: false,
  vendor_name: null,
  fleet_task: { id: 20, number: 'FT/2024/08/000020', fo_number: null },
  contact_person_name: 'Agus Salim',
  address: { id: 1, name: 'Gudang Gresik', city: 'Gresik' },
  destination_address: null,
  attachments: [],
  note: null,
  ...extra,
});

const activities = () => [
  activity(1, {
    type: 'PICKUP',
    completed_on: PICKED_AT.toISOString(),
    attachments: [{ url: '/proof/pickup-1.jpg' }, { url: '/proof/pickup-2.jpg' }],
    note: 'Dimuat lengkap',
  }),
  activity(2, {
    type: 'DROP',
    completed_on: '2024-08-17T14:33:00.000+07:00',
    is_transit: true,
    vendor_name: 'PT Vendor Cepat',
    contact_person_name: 'Dedi',
    address: { name: 'Hub Cikampek' },
  }),
  activity(3, {
    type: 'DROP',
    status: 'UNCOMPLETED',
    completed_on: null,
    contact_person_name: 'Belum',
  }),
  activity(4, {
    type: 'DROP',
    completed_on: '2024-08-18T09:10:00.000+07:00',
    contact_person_name: 'Rahmat',
    address: { name: 'Toko Cilegon' },
  }),
];

const logEntries = () => [
  {
    id: 1,
    version: 1,
    delivery_order_id: order.id,
    delivery_order_load_id: 5,
    event: 'FleetPlanning.DeliveryLoadUpdatedDropped',
    created_by: 'Dimas Pratama',
    details: {
      product_name: 'Minyak Goreng 2 L',
      product_type_name: 'Bahan Pokok',
      uom: 'KRT',
      old_qty: 213,
      new_qty: 169,
      reason: 'Barang rusak',
    },
    created_on: '2024-08-18T09:12:00.000+07:00',
  },
  {
    id: 2,
    version: 1,
    delivery_order_id: order.id,
    delivery_order_load_id: 5,
    event: 'FleetPlanning.DeliveryLoadUpdatedPicked',
    created_by: 'Dimas Pratama',
    details: {
      product_name: 'Minyak Goreng 2 L',
      uom: 'KRT',
      old_qty: 220,
      new_qty: 213,
      reason: null,
    },
    created_on: '2024-08-17T09:12:00.000+07:00',
  },
];

function renderTab(
  type: 'PICKUP' | 'DROP',
  scopes = FULL_SCOPES,
  rows = activities(),
  locale: 'id' | 'en' = 'id',
) {
  const dataProvider = pageProvider(order, {
    'delivery-order-activity': rows,
    'delivery-order-log': logEntries(),
  });
  return renderInAdmin(<ProofTab order={order} type={type} />, { dataProvider, scopes, locale });
}

describe('ProofTab', () => {
  it('lists the completed pickups: Hari ini, Pengambilan oleh with the fleet task link, Lokasi Asal, contact, location, note', async () => {
    renderTab('PICKUP');
    const card = await screen.findByRole('article', {}, T);
    expect(
      within(card).getByRole('heading', {
        name: new RegExp(`^Hari ini\\s*${PICKED_AT.format('HH:mm')}`),
      }),
    ).toBeInTheDocument();
    expect(within(card).getByText(/Pengambilan oleh/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'FT/2024/08/000020' })).toHaveAttribute(
      'href',
      '/fleet-task/20',
    );
    expect(within(card).getByText('Lokasi Asal')).toBeInTheDocument();
    expect(within(card).getByText('Nama Pengirim')).toBeInTheDocument();
    expect(within(card).getByText('Agus Salim')).toBeInTheDocument();
    expect(within(card).getByText('Gudang Gresik, Gresik')).toBeInTheDocument();
    expect(within(card).getByText('Dimuat lengkap')).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: /Buka foto/ })).toHaveLength(2);
  });

  it('lists the completed drops only: Terkirim oleh the vendor, Lokasi Transit / Lokasi Tujuan, dates', async () => {
    renderTab('DROP');
    await screen.findAllByRole('article', {}, T);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByText('Belum')).toBeNull();
    expect(
      within(cards[0]).getByRole('heading', { name: /17 Agt 2024\s*14:33/ }),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByText(/Terkirim oleh/)).toBeInTheDocument();
    expect(within(cards[0]).getByText('PT Vendor Cepat')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Lokasi Transit')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Nama Penerima')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Lokasi Tujuan')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Tidak ada foto.')).toBeInTheDocument();
  });

  it('shows the empty state with its explanation when nothing is completed', async () => {
    renderTab(
      'PICKUP',
      FULL_SCOPES,
      activities().filter((a) => a.type === 'DROP'),
    );
    const empty = await screen.findByRole('status', {}, T);
    expect(
      within(empty).getByRole('heading', { name: 'Belum ada bukti pengambilan' }),
    ).toBeInTheDocument();
    expect(
      within(empty).getByText(/setelah pengemudi atau vendor menyelesaikan pengambilan/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('previews photos: next/previous, zoom between 0.5 and 1.5, rotate 90°, download, Escape closes', async () => {
    renderTab('PICKUP');
    await userEvent.click(await screen.findByRole('button', { name: 'Buka foto 2 dari 2' }, T));
    const preview = await screen.findByRole('dialog', { name: /Pratinjau Foto/ }, T);
    const image = () => within(preview).getByRole('img', { name: /Foto bukti/ });
    expect(within(preview).getByText('Foto 2 dari 2')).toBeInTheDocument();
    expect(image()).toHaveAttribute('src', '/proof/pickup-2.jpg');

    await userEvent.click(within(preview).getByRole('button', { name: 'Foto berikutnya' }));
    expect(within(preview).getByText('Foto 1 dari 2')).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: 'Foto sebelumnya' }));
    expect(image()).toHaveAttribute('src', '/proof/pickup-2.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(image()).toHaveAttribute('src', '/proof/pickup-1.jpg');

    const zoomIn = within(preview).getByRole('button', { name: 'Perbesar' });
    const zoomOut = within(preview).getByRole('button', { name: 'Perkecil' });
    await userEvent.click(zoomIn);
    expect(image()).toHaveAttribute('data-zoom', '1.5');
    expect(zoomIn).toBeDisabled();
    await userEvent.click(zoomOut);
    await userEvent.click(zoomOut);
    expect(image()).toHaveAttribute('data-zoom', '0.5');
    expect(zoomOut).toBeDisabled();
    expect(within(preview).getByText('Perbesaran 50%')).toBeInTheDocument();

    await userEvent.click(within(preview).getByRole('button', { name: 'Putar 90°' }));
    expect(image()).toHaveAttribute('data-rotation', '90');

    const download = within(preview).getByRole('link', { name: 'Unduh' });
    expect(download).toHaveAttribute('href', '/proof/pickup-1.jpg');
    expect(download).toHaveAttribute('download', 'pickup-1.jpg');

    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: /Pratinjau Foto/ })).toBeNull(),
      T,
    );
  });

  it('shows the quantity-change history of the stage beside the proofs for load-adjustment users', async () => {
    renderTab('DROP');
    const table = await screen.findByRole('table', { name: 'Riwayat Perubahan Kuantitas' }, T);
    await within(table).findByText('Minyak Goreng 2 L', {}, T);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText('213 KRT', { exact: false })).toBeInTheDocument();
    expect(within(rows[1]).getByText('169 KRT')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Barang rusak')).toBeInTheDocument();
  });

  it('pages the history with labels in the UI language', async () => {
    renderTab('DROP', FULL_SCOPES, activities(), 'en');
    await screen.findByRole('table', { name: 'Quantity Change History' }, T);
    expect(await screen.findByText('Rows per page:', {}, T)).toBeInTheDocument();
    expect(screen.queryByText('Baris per halaman:')).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
    cleanup();
    renderTab('DROP');
    expect(await screen.findByText('Baris per halaman:', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ke halaman berikutnya' })).toBeInTheDocument();
  });

  it('has no quantity-change history without both load-adjustment scopes', async () => {
    renderTab(
      'DROP',
      FULL_SCOPES.filter((s) => s !== 'delivery-load-adjustment:update'),
    );
    await screen.findAllByRole('article', {}, T);
    expect(screen.queryByRole('table', { name: 'Riwayat Perubahan Kuantitas' })).toBeNull();
  });
});
