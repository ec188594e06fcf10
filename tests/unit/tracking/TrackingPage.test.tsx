// The public tracking page (/track/:token): no login, the token read from the path (or the hash),
// a plain not-found state, and per order its status, timeline (WIB) and completed activities.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'ra-core';
import { AdminContext } from 'react-admin';
import { HttpError } from 'ra-core';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { theme } from '../../../src/theme.ts';
import { TrackingPage } from '../../../src/custom/tracking/TrackingPage.tsx';
import { trackingTokenFrom } from '../../../src/custom/tracking/publicRoute.tsx';
import {
  fetchPublicTracking,
  publicTrackingUrl,
  type PublicTracking,
} from '../../../src/custom/tracking/trackingApi.ts';
import { formatWib } from '../../../src/custom/tracking/wib.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

afterEach(cleanup);

const DATA: PublicTracking = {
  fleet_task: {
    number: 'FT/2026/11/000005',
    status: { name: 'STARTED', label: { id: 'Dijalankan', en: 'Started' } },
  },
  orders: [
    {
      number: 'DO/2024/08/000007',
      status: { name: 'TRANSITED', label: { id: 'Sedang Transit', en: 'In transit' } },
      origin: { name: 'Gudang Cikarang', city: 'Bekasi' },
      destination: { name: 'Toko Sentosa', city: 'Bandung' },
      timeline: [
        {
          status: 'SCHEDULED',
          label: { id: 'Dijadwalkan', en: 'Scheduled' },
          time: '2026-11-21T01:00:00.000Z',
        },
        {
          status: 'PICKED',
          label: { id: 'Diambil', en: 'Picked up' },
          time: '2026-11-21T02:30:00.000Z',
        },
      ],
      activities: [
        {
          type: 'PICKUP',
          completed_on: '2026-11-21T02:30:00.000Z',
          location: { name: 'Gudang Cikarang', city: 'Bekasi' },
          is_transit: false,
          photos: ['/files/a.jpg?exp=1&sig=x'],
        },
        {
          type: 'DROP',
          completed_on: '2026-11-21T05:00:00.000Z',
          location: { name: 'Hub Cirebon', city: 'Cirebon' },
          is_transit: true,
        },
      ],
    },
  ],
};

function renderPage(
  load: (token: string) => Promise<PublicTracking | null>,
  locale: 'id' | 'en' = 'id',
) {
  return render(
    <AdminContext i18nProvider={createI18nProvider(locale)} theme={theme} store={memoryStore()}>
      <TrackingPage token={TOKEN} load={load} />
    </AdminContext>,
  );
}

describe('trackingTokenFrom', () => {
  it('reads the token from /track/<token> or #/track/<token>, nothing else', () => {
    expect(trackingTokenFrom({ pathname: `/track/${TOKEN}`, hash: '' })).toBe(TOKEN);
    expect(trackingTokenFrom({ pathname: '/', hash: `#/track/${TOKEN}` })).toBe(TOKEN);
    expect(trackingTokenFrom({ pathname: '/', hash: '#/delivery/7' })).toBeUndefined();
    expect(trackingTokenFrom({ pathname: '/track/', hash: '' })).toBeUndefined();
    expect(trackingTokenFrom({ pathname: '/track/../../etc', hash: '' })).toBeUndefined();
  });
});

describe('fetchPublicTracking', () => {
  it('asks the public route without a token; 404 is null', async () => {
    const client = vi.fn(async (url: string, options?: { headers?: unknown }) => {
      void options;
      if (url.endsWith('/unknown-token-xyz'))
        throw new HttpError('Not Found', 404, { errors: { token: 'not-found' } });
      return { status: 200, headers: new Headers(), body: '', json: { data: DATA } };
    });
    expect(await fetchPublicTracking(TOKEN, client)).toEqual(DATA);
    expect(client.mock.calls[0][0]).toBe(publicTrackingUrl(TOKEN));
    expect(publicTrackingUrl(TOKEN, '')).toBe(
      `/fleet-planning/api/web/v1/fleet-task/public/${TOKEN}`,
    );
    expect(await fetchPublicTracking('unknown-token-xyz', client)).toBeNull();
  });
});

describe('TrackingPage', () => {
  it('an unknown token shows a plain not-found state', async () => {
    renderPage(async () => null);
    expect(
      await screen.findByRole('heading', { name: 'Pelacakan tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Tautan pelacakan ini tidak dikenal atau sudah tidak berlaku.'),
    ).toBeInTheDocument();
  });

  it('shows each order: number, current status, timeline in WIB and completed activities', async () => {
    const load = vi.fn(async () => DATA);
    renderPage(load);
    const order = await screen.findByRole('region', { name: 'Pengiriman DO/2024/08/000007' });
    expect(load).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Lacak Pengiriman' })).toBeInTheDocument();
    expect(order).toHaveTextContent('Sedang Transit');
    expect(order).toHaveTextContent('Gudang Cikarang, Bekasi → Toko Sentosa, Bandung');
    // 01:00 UTC is 08:00 WIB.
    expect(order).toHaveTextContent('Dijadwalkan21 Nov 2026 08:00 WIB');
    expect(order).toHaveTextContent('Diambil21 Nov 2026 09:30 WIB');
    expect(order).toHaveTextContent('Pengantaran');
    expect(order).toHaveTextContent('Hub Cirebon, Cirebon');
    expect(order).toHaveTextContent('21 Nov 2026 12:00 WIB');
    expect(within(order).getAllByText('Transit')).toHaveLength(1);
    expect(
      within(order).getByRole('img', { name: 'Foto 1 aktivitas Pengambilan' }),
    ).toHaveAttribute('src', '/files/a.jpg?exp=1&sig=x');
  });

  it('switches to English', async () => {
    renderPage(async () => DATA);
    await screen.findByRole('region', { name: 'Pengiriman DO/2024/08/000007' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Bahasa' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Track delivery' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery DO/2024/08/000007' })).toHaveTextContent(
      'In transit',
    );
  });

  it('formatWib shows WIB whatever the time zone of the reader', () => {
    expect(formatWib('2026-11-21T17:30:00.000Z', 'id')).toBe('22 Nov 2026 00:30');
    expect(formatWib('2026-11-21T09:30:00.000+07:00', 'en')).toBe('21 Nov 2026 09:30');
    expect(formatWib(null, 'id')).toBe('');
    expect(formatWib('not a date', 'id')).toBe('');
  });
});
