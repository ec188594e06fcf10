// The Dashboard's banner (src/custom/announcements/BannerModal.tsx): after a sign-in only, on the
// weekdays of its day_show by the injected clock, the company domain's banner first and the global
// ones when it has none; closing drops isLoginSuccess from the address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { BannerModal } from '../../../src/custom/announcements/BannerModal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MONDAY = () => new Date('2026-11-23T03:00:00Z');
const TUESDAY = () => new Date('2026-11-24T03:00:00Z');
const banner = (title: string, day_show: number[], domain: string | null) => ({
  id: 1,
  title,
  image_url: '/demo/banner.svg',
  link_url: null,
  day_show,
  domain,
});

function serve(company: unknown[], global: unknown[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      const data = String(url).includes('/banner-active/company') ? company : global;
      return new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

let search = '';
function Where() {
  search = useLocation().search;
  return null;
}

function show(now: () => Date, entry = '/?isLoginSuccess=true') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider('id')}>
        <BannerModal now={now} domain="contoh.co.id" />
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('BannerModal', () => {
  it('shows the company banner on its weekday and closes for good', async () => {
    const calls = serve([banner('Promo Senin', [1], 'contoh.co.id')], []);
    show(MONDAY);
    expect(await screen.findByRole('dialog', { name: 'Promo Senin' })).toBeInTheDocument();
    expect(calls).toEqual([expect.stringContaining('/banner-active/company?domain=contoh.co.id')]);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup banner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(search).toBe('');
  });

  it('not on another weekday', async () => {
    const calls = serve([banner('Promo Senin', [1], 'contoh.co.id')], []);
    show(TUESDAY);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the global banners when the domain has none', async () => {
    const calls = serve([], [banner('Promo umum', [2], null)]);
    show(TUESDAY);
    expect(await screen.findByRole('dialog', { name: 'Promo umum' })).toBeInTheDocument();
    expect(calls[1]).toMatch(/\/banner-active$/);
  });

  it('asks nothing without a sign-in', async () => {
    const calls = serve([banner('Promo Senin', [1], 'contoh.co.id')], []);
    show(MONDAY, '/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
