// The history modal: events grouped by day with 'Hari Ini', the Semua / Ambil / Kirim filter (the
// server's type), status badges and properties, the fleet-task link, the quantity-change detail
// modal, and the English wording of the Indonesian stored titles.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { HistoryModal } from '../../../../../src/resources/delivery-order/history/HistoryModal.tsx';
import { pageProvider, renderInAdmin } from '../pageHarness.tsx';

const T = { timeout: 10_000 };
const ORDER = 7;

const now = dayjs();
const today = now;
const yesterday = now.subtract(1, 'day').hour(14).minute(5);

function history() {
  const base = { delivery_order_id: ORDER, version: 1, created_by: 'Dimas Pratama' };
  return [
    {
      ...base,
      id: 1,
      type: 'GENERAL',
      event: 'CREATED',
      title: 'Pengiriman dibuat',
      description: 'Pengiriman DO/2024/08/000007 dibuat dengan status Draf',
      status: 'DRAFT',
      details: { number: 'DO/2024/08/000007' },
      properties: [{ key: 'changed_by', label: 'Diubah oleh', value: 'Dimas Pratama' }],
      created_on: '2024-08-15T09:00:00.000+07:00',
    },
    {
      ...base,
      id: 2,
      type: 'GENERAL',
      event: 'STATUS_CHANGED',
      title: 'Status diubah menjadi Dijadwalkan',
      description: 'Dikonfirmasi → Dijadwalkan',
      status: 'SCHEDULED',
      details: { from: 'CONFIRMED', to: 'SCHEDULED', manual: false },
      properties: [
        { key: 'changed_by', label: 'Diubah oleh', value: 'Dimas Pratama' },
        {
          key: 'fleet_task_number',
          label: 'No. Penugasan',
          value: 'FT/2024/08/000021',
          fleet_task_id: 21,
        },
      ],
      created_on: yesterday.toISOString(),
    },
    {
      ...base,
      id: 3,
      type: 'PICKUP',
      event: 'LOAD_ADJUSTED',
      title: 'Kuantitas muatan diubah',
      description: 'Televisi LED 43 inci: diambil 266 → 253 UNIT',
      status: null,
      details: {
        load_id: 60,
        product: 'Televisi LED 43 inci',
        changes: {
          quantity_picked: { old: null, new: 253 },
          adjustment_reason_picked: { old: null, new: 'Stok di gudang asal kurang' },
        },
      },
      properties: [{ key: 'changed_by', label: 'Diubah oleh', value: 'Dimas Pratama' }],
      created_on: today.toISOString(),
    },
    {
      ...base,
      id: 4,
      type: 'DROP',
      event: 'STATUS_CHANGED',
      title: 'Status diubah menjadi Terkirim',
      description: 'Diambil → Terkirim',
      status: 'DELIVERED',
      details: { from: 'PICKED', to: 'DELIVERED', manual: false },
      properties: [{ key: 'changed_by', label: 'Diubah oleh', value: 'Sistem' }],
      created_on: today.toISOString(),
    },
  ];
}

const log = () => [
  {
    id: 9,
    version: 1,
    delivery_order_id: ORDER,
    delivery_order_load_id: 60,
    event: 'FleetPlanning.DeliveryLoadUpdatedPicked',
    created_by: 'Dimas Pratama',
    details: {
      product_name: 'Televisi LED 43 inci',
      uom: 'UNIT',
      old_qty: 266,
      new_qty: 253,
      reason: 'Stok di gudang asal kurang',
    },
    created_on: today.toISOString(),
  },
];

function open(locale: 'id' | 'en' = 'id') {
  const dataProvider = pageProvider(undefined, {
    'delivery-order-history': history(),
    'delivery-order-log': log(),
  });
  const onClose = vi.fn();
  const utils = renderInAdmin(<HistoryModal orderId={ORDER} open onClose={onClose} />, {
    dataProvider,
    locale,
  });
  return { ...utils, onClose };
}

const dialog = () => screen.findByRole('dialog', { name: /Riwayat|History/ }, T);

describe('HistoryModal', () => {
  it('groups the events by day, newest first, with Hari Ini for today', async () => {
    open();
    const modal = await dialog();
    await within(modal).findByText('Kuantitas muatan diubah', {}, T);
    const headings = within(modal)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Hari Ini',
      yesterday.locale('id').format('DD MMM YYYY'),
      '15 Agt 2024',
    ]);
    const todayGroup = within(modal).getByRole('region', { name: 'Riwayat Hari Ini' });
    expect(within(todayGroup).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(todayGroup).getAllByText(today.format('HH:mm'), { selector: 'time' }),
    ).toHaveLength(2);
  });

  it('shows title, status badge, description and properties; Semua is chosen at first', async () => {
    open();
    const modal = await dialog();
    const item = (
      await within(modal).findByText('Status diubah menjadi Dijadwalkan', {}, T)
    ).closest('li')!;
    expect(within(item).getByText('Dijadwalkan')).toBeInTheDocument();
    expect(within(item).getByText('Dikonfirmasi → Dijadwalkan')).toBeInTheDocument();
    expect(within(item).getByText('Diubah oleh')).toBeInTheDocument();
    expect(within(item).getByText('Dimas Pratama')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Semua', pressed: true })).toBeInTheDocument();
  });

  it('links No. Penugasan to the fleet task detail', async () => {
    open();
    const modal = await dialog();
    const link = await within(modal).findByRole('link', { name: /FT\/2024\/08\/000021/ }, T);
    expect(link).toHaveAttribute('href', '/fleet-task/21');
    expect(within(link.closest('dl')!).getByText('No. Penugasan')).toBeInTheDocument();
  });

  it('filters with Ambil and Kirim (the server type) and back with Semua', async () => {
    const { dataProvider } = open();
    const modal = await dialog();
    await within(modal).findByText('Pengiriman dibuat', {}, T);
    await userEvent.click(within(modal).getByRole('button', { name: 'Ambil' }));
    await waitFor(() => expect(within(modal).queryByText('Pengiriman dibuat')).toBeNull(), T);
    expect(within(modal).getByText('Kuantitas muatan diubah')).toBeInTheDocument();
    expect(within(modal).queryByText('Status diubah menjadi Terkirim')).toBeNull();
    expect(within(modal).getByRole('button', { name: 'Ambil', pressed: true })).toBeInTheDocument();
    const lastFilter = () =>
      dataProvider.calls.filter((c) => c.resource === 'delivery-order-history').at(-1)?.params as {
        filter: unknown;
      };
    expect(lastFilter().filter).toEqual({ delivery_order_id: ORDER, type: 'PICKUP' });

    await userEvent.click(within(modal).getByRole('button', { name: 'Kirim' }));
    await within(modal).findByText('Status diubah menjadi Terkirim', {}, T);
    expect(within(modal).queryByText('Kuantitas muatan diubah')).toBeNull();
    expect(lastFilter().filter).toEqual({ delivery_order_id: ORDER, type: 'DROP' });

    await userEvent.click(within(modal).getByRole('button', { name: 'Semua' }));
    await within(modal).findByText('Pengiriman dibuat', {}, T);
    expect(lastFilter().filter).toEqual({ delivery_order_id: ORDER });
  });

  it('opens the quantity change detail: product, old → new (the plan from the log), reason', async () => {
    open();
    const modal = await dialog();
    const item = (await within(modal).findByText('Kuantitas muatan diubah', {}, T)).closest('li')!;
    // Only quantity changes offer a detail.
    expect(within(modal).getAllByRole('button', { name: /Lihat detail/i })).toHaveLength(1);
    await userEvent.click(within(item).getByRole('button', { name: /Lihat detail/i }));
    const detail = await screen.findByRole('dialog', { name: 'Detail Perubahan Kuantitas' }, T);
    expect(within(detail).getByText('Televisi LED 43 inci')).toBeInTheDocument();
    const row = within(detail).getByRole('row', { name: /Diambil/ });
    await within(row).findByText('266 UNIT', {}, T);
    expect(within(row).getByText('253 UNIT')).toBeInTheDocument();
    expect(within(row).getByText('Stok di gudang asal kurang')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Tutup' }));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Detail Perubahan Kuantitas' })).toBeNull(),
      T,
    );
  });

  it('closes with its close button and says when there is nothing', async () => {
    const dataProvider = pageProvider(undefined, { 'delivery-order-history': [] });
    const onClose = vi.fn();
    renderInAdmin(<HistoryModal orderId={ORDER} open onClose={onClose} />, { dataProvider });
    const modal = await dialog();
    expect(
      await within(modal).findByText('Belum ada riwayat untuk pengiriman ini.', {}, T),
    ).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Tutup' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('words the stored Indonesian titles in English from event and details', async () => {
    open('en');
    const modal = await dialog();
    expect(
      await within(modal).findByText('Status changed to Scheduled', {}, T),
    ).toBeInTheDocument();
    expect(within(modal).getByText('Confirmed → Scheduled')).toBeInTheDocument();
    expect(within(modal).getByText('Delivery created')).toBeInTheDocument();
    expect(within(modal).getByText('Today')).toBeInTheDocument();
    expect(within(modal).getAllByText('Changed by').length).toBeGreaterThan(0);
    expect(within(modal).getByText('System')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Pickup' })).toBeInTheDocument();
  });
});
