// The delivery page's test harness, on top of ../harness.tsx: an order record built from a few
// fields, the in-memory provider with the order service's call()/fetchFile() as spies, and the
// admin rendered with the user's feature flags (which the shared harness's identity lacks).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { memoryStore, TestMemoryRouter, type AuthProvider } from 'ra-core';
import { AdminContext, AdminUI, Notification } from 'react-admin';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider.ts';
import { resourceElements } from '../../../../src/resources/resourceElements.tsx';
import { theme } from '../../../../src/theme.ts';
import type { DeliveryOrderRecord } from '../../../../src/resources/delivery-order/shared/contracts.ts';
import type { DeliveryStatus } from '../../../../src/domain/delivery-order/statuses.ts';
import { ALL_SCOPES, fakeDataProvider, seedStore, type FakeDataProvider } from '../harness.tsx';

export { ALL_SCOPES };

/** Every scope a dispatcher of the spec can hold: resources, vendor service, load adjustment, energy, accounting. */
export const FULL_SCOPES = [
  ...new Set([
    ...ALL_SCOPES,
    'vms:create',
    'vms:read',
    'vms:update',
    'vms:delete',
    'shell-integration:read',
    'shell-integration:create',
    'delivery-load-adjustment:read',
    'delivery-load-adjustment:update',
    'accounting-integration:create',
    'accounting-integration:read',
    'accounting-integration:update',
    'accounting-integration:delete',
  ]),
];

export const READ_ONLY_SCOPES = FULL_SCOPES.filter(
  (s) => s.endsWith(':read') && !s.startsWith('vms:'),
);

export const ALL_FLAGS = ['doIntegrationShellFlag', 'trackShipmentFlag'];

const VISITS: Record<DeliveryStatus, DeliveryStatus[]> = {
  DRAFT: ['DRAFT'],
  CONFIRMED: ['DRAFT', 'CONFIRMED'],
  WAITING_FOR_VENDOR: ['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR'],
  ACCEPTED_BY_VENDOR: ['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR'],
  REJECTED_BY_VENDOR: ['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
  SCHEDULED: ['DRAFT', 'CONFIRMED', 'SCHEDULED'],
  RESCHEDULED: ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'RESCHEDULED'],
  STARTED: ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED'],
  PICKED: ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED'],
  TRANSITED: ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED', 'TRANSITED'],
  DELIVERED: ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED', 'DELIVERED'],
  CANCELED: ['DRAFT', 'CONFIRMED', 'CANCELED'],
};

export function orderRecord(
  status: DeliveryStatus = 'DRAFT',
  extra: Partial<DeliveryOrderRecord> = {},
): DeliveryOrderRecord {
  return {
    id: 7,
    version: 3,
    number: 'DO/2024/08/000007',
    created_on: '2024-08-17T08:00:00.000+07:00',
    updated_on: '2024-08-17T09:00:00.000+07:00',
    created_by: 'Dimas Pratama',
    status: { name: status, visited_statuses: VISITS[status] },
    shipment_type: status === 'TRANSITED' ? 'TRANSIT' : 'UNSCHEDULED',
    customer_id: 1,
    billed_customer_id: 1,
    origin_address_id: 1,
    destination_address_id: 2,
    vendor_id: null,
    is_from_vendor_request: false,
    track_link: 'https://track.example.test/t/abc',
    ...extra,
  } as DeliveryOrderRecord;
}

export const REASONS = [
  { id: 1, reason: 'Kendaraan rusak', type: 'RESCHEDULED', version: 1 },
  { id: 2, reason: 'Pelanggan membatalkan', type: 'CANCELED', version: 1 },
  { id: 3, reason: 'Salah input', type: 'CANCELED', version: 1 },
];

export interface PageProvider extends FakeDataProvider {
  call: ReturnType<typeof vi.fn>;
  fetchFile: ReturnType<typeof vi.fn>;
}

/** The in-memory provider holding one order (and its reasons), with call()/fetchFile() as spies. */
export function pageProvider(
  order: DeliveryOrderRecord = orderRecord(),
  extra: Record<string, unknown[]> = {},
): PageProvider {
  const store = seedStore();
  store['delivery-order'] = [order];
  store.reason = REASONS;
  store['delivery-order-activity'] = [];
  store['delivery-order-history'] = [];
  for (const [name, rows] of Object.entries(extra)) store[name] = rows as never;
  const base = fakeDataProvider(store);
  return Object.assign(base, {
    call: vi.fn(async () => ({ data: {} })),
    fetchFile: vi.fn(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
  });
}

function authProvider(scopes: string[], flags: string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => scopes,
    getIdentity: async () => ({ id: 1, fullName: 'Dimas Pratama', feature_flags: flags }),
  };
}

export interface RenderOptions {
  scopes?: string[];
  flags?: string[];
  dataProvider?: PageProvider;
  locale?: 'id' | 'en';
  /** What shows the notifications: react-admin's, or the shell's (one consumer of the queue, as in the console). */
  notification?: ReactNode;
}

/** One component inside the admin's contexts (no routes). */
export function renderInAdmin(
  ui: ReactNode,
  {
    scopes = FULL_SCOPES,
    flags = ALL_FLAGS,
    dataProvider = pageProvider(),
    locale = 'id',
    notification = <Notification />,
  }: RenderOptions = {},
) {
  const utils = render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider(scopes, flags)}
        i18nProvider={createI18nProvider(locale)}
        store={memoryStore()}
        theme={theme}
      >
        {ui}
        {notification}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, dataProvider };
}

/** The whole console at `url` (resources and the delivery routes), as the user with these scopes and flags. */
export function renderConsole(
  url: string,
  {
    scopes = FULL_SCOPES,
    flags = ALL_FLAGS,
    dataProvider = pageProvider(),
    locale = 'id',
  }: RenderOptions = {},
) {
  let location: { pathname: string; search: string } = { pathname: '', search: '' };
  const utils = render(
    <TestMemoryRouter initialEntries={[url]} locationCallback={(l) => (location = l)}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider(scopes, flags)}
        i18nProvider={createI18nProvider(locale)}
        store={memoryStore()}
        theme={theme}
      >
        <AdminUI disableTelemetry>
          {(permissions: string[]) => resourceElements(permissions)}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, dataProvider, location: () => location };
}
