// The INFORMATION tab's test fixtures: master data with clear names, an order of customer 1 from
// Gudang Cikarang to Toko Sentosa, and the tab rendered in the admin's contexts with the shell's toasts.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi, expect } from 'vitest';
import { Notification } from '../../../../src/custom/shell/Notification.tsx';
import { InformationTab } from '../../../../src/resources/delivery-order/information/InformationTab.tsx';
import type { DeliveryOrderRecord } from '../../../../src/resources/delivery-order/shared/contracts.ts';
import type { DeliveryStatus } from '../../../../src/domain/delivery-order/statuses.ts';
import {
  FULL_SCOPES,
  orderRecord,
  pageProvider,
  renderInAdmin,
  type PageProvider,
} from './pageHarness.tsx';

export { FULL_SCOPES };

export const T = { timeout: 10_000 };
export const FUTURE_PICKUP = '2031-03-01T08:00:00.000+07:00';
export const FUTURE_DROP = '2031-03-02T08:00:00.000+07:00';

export const USERS = [
  {
    id: 1,
    fullname: 'Rina Kusumawati',
    username: 'rina',
    position: 'Sales/Marketing',
    is_active: true,
  },
  {
    id: 2,
    fullname: 'Budi Santoso',
    username: 'budi',
    position: 'Sales/Marketing',
    is_active: true,
  },
  { id: 3, fullname: 'Dimas Pratama', username: 'dimas', position: 'Dispatcher', is_active: true },
];
export const CUSTOMERS = [
  { id: 1, name: 'PT Sumber Makmur', code: 'C1', marketing_user_id: 1, is_active: true },
  { id: 2, name: 'CV Maju Jaya', code: 'C2', marketing_user_id: 2, is_active: true },
];
export const address = (id: number, name: string, customer_id: number | null, city: string) => ({
  id,
  name,
  category: 'WAREHOUSE',
  full_name: `${name}, Jl. Raya ${id}`,
  province: 'Jawa Barat',
  city,
  customer_id,
  start_operational_on: '08:00',
  end_operational_on: '17:00',
  start_break_on: '12:00',
  end_break_on: '13:00',
});
export const ADDRESSES = [
  address(1, 'Gudang Cikarang', 1, 'Bekasi'),
  address(2, 'Toko Sentosa', 1, 'Bandung'),
  address(3, 'Gudang Surabaya', 2, 'Surabaya'),
  address(4, 'Pelabuhan Umum', null, 'Jakarta'),
];
export const DEFS = [
  {
    id: 1,
    key: 'po_number',
    name: 'Nomor PO',
    type: 'TEXT',
    is_required: true,
    is_editable: true,
    is_active: true,
  },
  {
    id: 2,
    key: 'declared_value',
    name: 'Nilai Barang',
    type: 'NUMBER',
    is_required: false,
    is_editable: true,
    is_active: true,
  },
  {
    id: 3,
    key: 'due_date',
    name: 'Jatuh Tempo',
    type: 'DATE',
    is_required: false,
    is_editable: true,
    is_active: true,
  },
  {
    id: 4,
    key: 'max_temp',
    name: 'Suhu Maksimum',
    type: 'NUMBER',
    is_required: false,
    is_editable: false,
    is_active: true,
  },
  {
    id: 5,
    key: 'old_field',
    name: 'Kolom Lama',
    type: 'TEXT',
    is_required: false,
    is_editable: true,
    is_active: false,
  },
];
export const NOTES = [
  { id: 1, customer_id: 2, title: 'Dok', note: 'Bongkar di dok belakang', is_default: true },
  { id: 2, customer_id: 2, title: 'APD', note: 'Sopir wajib memakai APD', is_default: false },
];
export const BOXES = [
  {
    id: 1,
    name: 'CDD Box',
    code: 'CDD',
    weight_capacity: 4000,
    volume_capacity: 16,
    is_active: true,
  },
];
export const VENDORS = [
  {
    id: 1,
    name: 'PT Trans Nusantara',
    code: 'V1',
    status: { name: 'ACTIVE' },
    paired_company_id: 9,
    contract_number: 'KTR/1',
    contract_rates: [],
  },
];

export const RATES = [
  {
    id: 1001,
    vendor_id: 1,
    vendor_name: 'PT Trans Nusantara',
    status: { name: 'ACTIVE' },
    paired_company_id: 9,
    connected: true,
    contract_number: 'KTR/1',
    origin_address_id: 1,
    destination_address_id: 2,
    box_type_id: 1,
    base_price: 3500000,
    total_weight: 4000,
    total_volume: 16,
  },
  {
    id: 2001,
    vendor_id: 2,
    vendor_name: 'CV Tidak Aktif',
    status: { name: 'INACTIVE' },
    paired_company_id: 4,
    connected: true,
    contract_number: 'KTR/2',
    origin_address_id: 1,
    destination_address_id: 2,
    box_type_id: 1,
    base_price: 1000,
    total_weight: 1,
    total_volume: 1,
  },
  {
    id: 3001,
    vendor_id: 3,
    vendor_name: 'CV Belum Terhubung',
    status: { name: 'ACTIVE' },
    paired_company_id: null,
    connected: false,
    contract_number: 'KTR/3',
    origin_address_id: 1,
    destination_address_id: 2,
    box_type_id: 1,
    base_price: 1000,
    total_weight: 1,
    total_volume: 1,
  },
];

/** A Draf-like order of customer 1 from Gudang Cikarang to Toko Sentosa, targets in the future. */
export function order(
  status: DeliveryStatus = 'DRAFT',
  extra: Partial<DeliveryOrderRecord> = {},
): DeliveryOrderRecord {
  return orderRecord(status, {
    customer_id: 1,
    billed_customer_id: 1,
    marketing_user_id: 1,
    shipment_number: 'SHP-7',
    customer_notes: ['Hubungi satpam'],
    note: 'Mudah pecah',
    delivery_notes: [],
    expected_pickup_on: FUTURE_PICKUP,
    expected_delivered_on: FUTURE_DROP,
    box_type_id: 1,
    is_special: false,
    total_weight: 2000,
    user_definition_fields: [
      {
        key: 'po_number',
        name: 'Nomor PO',
        type: 'TEXT',
        value: 'PO-1',
        is_required: true,
        is_editable: true,
        is_active: true,
      },
      {
        key: 'max_temp',
        name: 'Suhu Maksimum',
        type: 'NUMBER',
        value: 8,
        is_required: false,
        is_editable: false,
        is_active: true,
      },
    ],
    ...extra,
  });
}

export interface Setup {
  order?: DeliveryOrderRecord;
  scopes?: string[];
  defs?: unknown[];
  locale?: 'id' | 'en';
}

export function setup({ order: o, scopes = FULL_SCOPES, defs = DEFS, locale = 'id' }: Setup = {}) {
  const dataProvider: PageProvider = pageProvider(o ?? order(), {
    user: USERS,
    customer: CUSTOMERS,
    address: ADDRESSES,
    'custom-field': defs,
    'delivery-note': NOTES,
    'box-type': BOXES,
    vendor: VENDORS,
    'delivery-order-load': [],
  });
  if (!o) dataProvider.store['delivery-order'] = [];
  dataProvider.call.mockImplementation(async (resource: string, params: { path: string }) =>
    resource === 'vendor' && params.path === '/rates'
      ? {
          data: { paginated_result: RATES, ids: RATES.map((r) => r.id) },
          metadata: { page: 1, total_count: 3 },
        }
      : { data: {} },
  );
  const onDirtyChange = vi.fn();
  const onCreated = vi.fn();
  const utils = renderInAdmin(
    <InformationTab order={o} onDirtyChange={onDirtyChange} onCreated={onCreated} />,
    {
      scopes,
      dataProvider,
      locale,
      notification: <Notification />,
    },
  );
  return { ...utils, dataProvider, onDirtyChange, onCreated };
}

/** The form is there once its custom fields have loaded. */
export const ready = async (name = /^Nomor PO/) => screen.findByRole('textbox', { name }, T);

export const field = (name: RegExp) => screen.getByRole('textbox', { name });
export const combo = (name: RegExp) => screen.getByRole('combobox', { name });
export const isLocked = (el: HTMLElement) =>
  (el as HTMLInputElement).readOnly || (el as HTMLInputElement).disabled;

/** A closing dialog keeps the page aria-hidden until it is gone. */
export const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);

export async function chooseOption(input: HTMLElement, option: RegExp) {
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: option }, T));
}
