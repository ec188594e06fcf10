// Today's tasks as the driver sees them: the cards, the empty and error states, starting a task.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DriverToday } from '../../../src/custom/driver/DriverToday';
import { DriverTaskPage } from '../../../src/custom/driver/DriverTaskPage';
import { DriverLayout } from '../../../src/custom/driver/DriverLayout';
import { Route, Routes } from 'react-router-dom';
import {
  BASE,
  fakeFetch,
  renderDriver,
  scheduledTask,
  startedTask,
  today,
  todayAt,
  TOKEN,
} from './harness';

describe("today's tasks", () => {
  it('says there is nothing today, in Indonesian and in English', async () => {
    const { calls } = fakeFetch(today(() => []));
    renderDriver(<DriverToday />);
    expect(await screen.findByText('Tidak ada penugasan hari ini')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tugas Hari Ini' })).toBeInTheDocument();
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says there is nothing today in English', async () => {
    fakeFetch(today(() => []));
    renderDriver(<DriverToday />, { locale: 'en' });
    expect(await screen.findByText('No tasks today')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "Today's tasks" })).toBeInTheDocument();
  });

  it('shows a card per task: number, status, planned start, vehicle, orders from origin to destination', async () => {
    fakeFetch(today(() => [scheduledTask(), startedTask({ vehicle_plate: 'D 9 ABC' })]));
    renderDriver(<DriverToday />);
    const card = await screen.findByRole('article', { name: 'FT/2026/11/000011' });
    expect(within(card).getByText('Dijadwalkan')).toBeInTheDocument();
    expect(within(card).getByText('Hari ini 08:00')).toBeInTheDocument();
    expect(within(card).getByText('B 1234 XYZ')).toBeInTheDocument();
    expect(within(card).getByText('DO/2026/11/000101')).toBeInTheDocument();
    expect(within(card).getByText(/Gudang Cikarang, Bekasi/)).toHaveTextContent(
      'Gudang Cikarang, Bekasi → ke Toko Makmur, Bandung',
    );
    expect(within(card).getByRole('button', { name: 'Mulai Penugasan' })).toBeInTheDocument();
    // A scheduled task's card lists no activities yet; a started one does, with the next one to complete.
    expect(within(card).queryByRole('button', { name: 'Selesaikan' })).toBeNull();
    const started = screen.getByRole('article', { name: 'FT/2026/11/000012' });
    expect(within(started).getByText('Dijalankan')).toBeInTheDocument();
    expect(within(started).queryByRole('button', { name: 'Mulai Penugasan' })).toBeNull();
    expect(within(started).getAllByRole('button', { name: 'Selesaikan' })).toHaveLength(1);
    expect(within(started).getByRole('link', { name: 'Lihat detail' })).toHaveAttribute(
      'href',
      '/driver/task/12',
    );
  });

  it('shows an error with a retry, and the refresh button reloads', async () => {
    let fail = true;
    const { calls } = fakeFetch(
      (call) =>
        fail && call.url.endsWith('/driver/today')
          ? { status: 500, body: { errors: { id: 'internal' } } }
          : undefined,
      today(() => []),
    );
    renderDriver(<DriverToday />);
    expect(await screen.findByText('Gagal memuat penugasan.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Tidak ada penugasan hari ini')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/driver/today'))).toHaveLength(3),
    );
  });

  it('starts a scheduled task after confirming, then reloads the day', async () => {
    let task = scheduledTask();
    const { calls } = fakeFetch(
      today(() => [task]),
      (call) => {
        if (call.method !== 'POST' || !call.url.endsWith(`${BASE}/11/start`)) return undefined;
        task = { ...task, status: { name: 'STARTED' } };
        return { body: { data: task } };
      },
    );
    renderDriver(<DriverToday />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mulai Penugasan' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mulai penugasan FT/2026/11/000011?',
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mulai' }));
    expect(await screen.findByText('Penugasan dimulai')).toBeInTheDocument();
    expect(await screen.findByText('Dijalankan')).toBeInTheDocument();
    const start = calls.find((c) => c.method === 'POST')!;
    expect(start.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByRole('button', { name: 'Selesaikan' })).toBeInTheDocument();
  });

  it('cancelling the confirmation starts nothing', async () => {
    const { calls } = fakeFetch(today(() => [scheduledTask()]));
    renderDriver(<DriverToday />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mulai Penugasan' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Batal' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("a refused start says why (the catalogue's message when it has one, else a generic one)", async () => {
    fakeFetch(
      today(() => [scheduledTask()]),
      (call) =>
        call.method === 'POST'
          ? {
              status: 409,
              body: {
                errors: { driver_user_id: 'conflict' },
                errors_v2: {
                  issues: [{ code: 'invalid/driver-already-used', path: 'driver_user_id' }],
                },
              },
            }
          : undefined,
    );
    renderDriver(<DriverToday />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mulai Penugasan' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mulai' }),
    );
    // The catalogue's message for the first known issue (custom.fleet_task.errors.invalid_driver_already_used).
    expect(
      await screen.findByText('Pengemudi sedang menjalankan penugasan lain'),
    ).toBeInTheDocument();
  });

  it('a refusal without a known issue code says the generic message', async () => {
    fakeFetch(
      today(() => [scheduledTask()]),
      (call) =>
        call.method === 'POST'
          ? { status: 409, body: { errors: { status: 'invalid-status' } } }
          : undefined,
    );
    renderDriver(<DriverToday />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mulai Penugasan' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mulai' }),
    );
    expect(await screen.findByText('Gagal memulai penugasan')).toBeInTheDocument();
  });

  it('shows a completed activity with its time and a check', async () => {
    const base = startedTask();
    const task = {
      ...base,
      activities: [
        { ...base.activities[0], status: 'COMPLETED' as const, completed_on: todayAt(9, 12) },
        base.activities[1],
      ],
    };
    fakeFetch(today(() => [task]));
    renderDriver(<DriverToday />);
    expect(await screen.findByText('Selesai Hari ini 09:12')).toBeInTheDocument();
    const items = within(
      screen.getByRole('region', { name: 'Aktivitas FT/2026/11/000012' }),
    ).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ambil');
    expect(items[0]).toHaveTextContent('Selesai');
    expect(items[0].querySelector('[data-testid="CheckCircleIcon"]')).not.toBeNull();
    // The next open one is the drop: it has the button, and shows address line and order.
    expect(within(items[1]).getByRole('button', { name: 'Selesaikan' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Toko Makmur, Bandung');
    expect(items[1]).toHaveTextContent('Jl. Asia Afrika 5');
    expect(items[1]).toHaveTextContent('No. Pengiriman DO/2026/11/000101');
  });
});

describe('the task screen and the shell', () => {
  it('shows one task in full at /driver/task/:id', async () => {
    fakeFetch(today(() => [scheduledTask(), startedTask()]));
    renderDriver(
      <Routes>
        <Route path="/driver/task/:id" element={<DriverTaskPage />} />
      </Routes>,
      { url: '/driver/task/11' },
    );
    const card = await screen.findByRole('article', { name: 'FT/2026/11/000011' });
    // The full card lists the activities of a scheduled task too, none to complete yet.
    expect(within(card).getByRole('heading', { name: 'Aktivitas' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Selesaikan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Kembali ke Tugas Hari Ini' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('says so when the task is not among today’s', async () => {
    fakeFetch(today(() => []));
    renderDriver(
      <Routes>
        <Route path="/driver/task/:id" element={<DriverTaskPage />} />
      </Routes>,
      { url: '/driver/task/99' },
    );
    expect(
      await screen.findByText('Penugasan ini tidak ada di tugas hari ini.'),
    ).toBeInTheDocument();
  });

  it('the shell has the product name, the language switch it is given and sign-out, and no menu', async () => {
    fakeFetch(today(() => []));
    renderDriver(
      <DriverLayout languageSwitch={<button type="button">Bahasa</button>}>
        <DriverToday />
      </DriverLayout>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Armada Console')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Bahasa' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(await screen.findByText('Tidak ada penugasan hari ini')).toBeInTheDocument();
    // The offline strip: connected, nothing waiting.
    expect(screen.getByTestId('driver-connection')).toHaveTextContent('Online');
    expect(screen.getByTestId('driver-outbox-count')).toHaveTextContent('Semua terkirim');
  });
});
