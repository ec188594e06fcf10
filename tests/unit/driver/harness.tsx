// The driver's screens in jsdom: the real i18n provider, an auth provider, the session's token,
// react-admin's notifications, and a fake fetch at the HTTP boundary answering the driver app's calls.
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { memoryStore, TestMemoryRouter } from 'ra-core';
import { AdminContext, Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import dayjs from 'dayjs';
import { clearSession, saveSession } from '../../../src/auth/session';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { theme } from '../../../src/theme';
import { fakeAuthProvider } from '../resources/harness';
import type { DriverTask } from '../../../src/custom/driver/types';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

export const TOKEN = 'driver-token';
export const BASE = '/fleet-planning/api/web/v1/fleet-task';

/** Today at hh:mm on the local clock, as the API sends it. */
export const todayAt = (hour: number, minute = 0) =>
  dayjs().hour(hour).minute(minute).second(0).millisecond(0).toISOString();

export interface Call {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; body: unknown };
type Handler = (call: Call) => Reply | undefined;

/** Replaces fetch: each call is recorded and answered by the first handler that answers it. */
export function fakeFetch(...handlers: Handler[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: String(input),
      headers: new Headers(init.headers),
      body: init.body,
    };
    calls.push(call);
    const reply = handlers.map((h) => h(call)).find(Boolean) ?? {
      status: 404,
      body: { errors: { id: 'not-found' } },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

/** GET …/driver/today answers `tasks()` (read at each call, so a test can change the day). */
export const today =
  (tasks: () => DriverTask[]): Handler =>
  (call) =>
    call.method === 'GET' && call.url.endsWith(`${BASE}/driver/today`)
      ? { body: { data: tasks() } }
      : undefined;

export function renderDriver(
  ui: ReactNode,
  { locale = 'id', url = '/' }: { locale?: 'id' | 'en'; url?: string } = {},
) {
  saveSession({
    token: TOKEN,
    user: {
      id: 4,
      fullname: 'Joko Susilo',
      scopes: ['tms_driver:read', 'tms_driver:update'],
      feature_flags: [],
    },
  });
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext
        authProvider={fakeAuthProvider(['tms_driver:read', 'tms_driver:update'])}
        i18nProvider={createI18nProvider(locale)}
        store={memoryStore()}
        theme={theme}
      >
        <Routes>
          <Route path="/*" element={ui} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

export function scheduledTask(overrides: Partial<DriverTask> = {}): DriverTask {
  return {
    id: 11,
    number: 'FT/2026/11/000011',
    status: { name: 'SCHEDULED' },
    delivery_order_ids: [101],
    vehicle_plate: 'B 1234 XYZ',
    planned_start_on: todayAt(8),
    orders: [
      {
        id: 101,
        number: 'DO/2026/11/000101',
        origin_address: { name: 'Gudang Cikarang', city: 'Bekasi' },
        destination_address: { name: 'Toko Makmur', city: 'Bandung' },
        loads: [
          { id: 501, product_name: 'Semen 50kg', quantity: 20, uom: 'Sak', quantity_picked: null },
        ],
      },
    ],
    activities: [
      {
        sequence: 1,
        type: 'PICKUP',
        status: 'UNCOMPLETED',
        delivery_order_id: 101,
        address_id: 1,
        is_transit: false,
        address: { id: 1, name: 'Gudang Cikarang', city: 'Bekasi', address: 'Jl. Industri 1' },
      },
      {
        sequence: 2,
        type: 'DROP',
        status: 'UNCOMPLETED',
        delivery_order_id: 101,
        address_id: 2,
        is_transit: false,
        address: { id: 2, name: 'Toko Makmur', city: 'Bandung', address: 'Jl. Asia Afrika 5' },
      },
    ],
    ...overrides,
  };
}

export function startedTask(overrides: Partial<DriverTask> = {}): DriverTask {
  const base = scheduledTask({ id: 12, number: 'FT/2026/11/000012', status: { name: 'STARTED' } });
  return { ...base, ...overrides };
}

/** A File of `size` bytes. */
export const photo = (name: string, size = 1024, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });
