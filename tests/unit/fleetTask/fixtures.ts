// An expanded fleet task as GET /fleet-task/{id} answers it (docs/fleet-tasks.md).
import type { FleetTaskDetail } from '../../../src/resources/fleet-task/contracts.ts';

export function expandedTask(
  status: 'DRAFT' | 'SCHEDULED' | 'STARTED' | 'COMPLETED' = 'STARTED',
  extra: Partial<FleetTaskDetail> = {},
): FleetTaskDetail {
  return {
    id: 5,
    version: 2,
    created_on: '2026-11-20T08:00:00.000+07:00',
    updated_on: '2026-11-20T09:00:00.000+07:00',
    number: 'FT/2026/11/000005',
    status: { name: status },
    delivery_order_ids: [7],
    driver_user_id: 9,
    driver_name: 'Budi Santoso',
    driver_phone: '081234567890',
    vehicle_plate: 'B 1234 XYZ',
    vendor_id: null,
    planned_start_on: '2026-11-21T08:00:00.000+07:00',
    note: null,
    track_link: 'https://armada.example.test/track/AbCdEfGhIjKlMnOpQrStUv',
    orders: [
      {
        id: 7,
        number: 'DO/2024/08/000007',
        status: { name: 'PICKED' },
        shipped_customer_name: 'PT Maju Jaya',
        origin_address: { id: 1, name: 'Gudang Cikarang', city: 'Bekasi' },
        destination_address: { id: 2, name: 'Toko Sentosa', city: 'Bandung' },
      },
    ],
    activities: [
      {
        sequence: 1,
        type: 'PICKUP',
        delivery_order_id: 7,
        address_id: 1,
        address: { id: 1, name: 'Gudang Cikarang', city: 'Bekasi', address: 'Jl. Industri 1' },
        is_transit: false,
        status: 'COMPLETED',
        completed_on: '2026-11-21T09:30:00.000+07:00',
        completed_by: 9,
        contact_person_name: 'Pak Joko',
        note: 'Muatan lengkap',
        attachments: [{ url: '/files/a.jpg?exp=1&sig=x' }],
      },
      {
        sequence: 2,
        type: 'DROP',
        delivery_order_id: 7,
        address_id: 2,
        address: { id: 2, name: 'Toko Sentosa', city: 'Bandung', address: 'Jl. Asia Afrika 5' },
        is_transit: false,
        status: 'UNCOMPLETED',
      },
    ],
    ...extra,
  } as FleetTaskDetail;
}
