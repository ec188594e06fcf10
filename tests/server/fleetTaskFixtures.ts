// Shared by the completion and attachment tests: multipart bodies built by hand, tiny real image
// headers, and STARTED fleet tasks written straight through the store (a whole task is kept as is).
import { expect } from 'vitest';
import type { Harness } from './harness.ts';

export const DO = '/order/api/web/v1/delivery-order';
export const FT = '/fleet-planning/api/web/v1/fleet-task';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-png-body'),
]);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('JFIF-fake-jpeg-body'),
]);
export const TEXT = Buffer.from('just some text, not a picture');

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body and its content type. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----armada${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const type =
      part.fileName !== undefined
        ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
        : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const photo = (data: Buffer, fileName = 'foto.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'photos',
  value: data,
  fileName,
  contentType,
});

export interface World {
  customer: number;
  origin: number;
  destination: number;
  product: number;
}

export async function world(h: Harness): Promise<World> {
  const customer = (
    await h.create('customer', { name: 'PT Maju Jaya', code: 'MJ', phone: '0812345678' })
  ).id;
  const address = (name: string, city: string) => ({
    name,
    category: 'WAREHOUSE',
    full_name: name,
    province: 'Jawa Barat',
    city,
    customer_id: customer,
  });
  const origin = (await h.create('address', address('Gudang Cikarang', 'Bekasi'))).id;
  const destination = (await h.create('address', address('Toko Sentosa', 'Bandung'))).id;
  const product = (
    await h.create('product', {
      name: 'Air Mineral 600ml',
      code: 'AM600',
      product_type: { name: 'Minuman', product_category: { name: 'FMCG' } },
      uom: 'Karton',
      weight: 12.5,
      volume: 0.5,
    })
  ).id;
  return { customer, origin, destination, product };
}

/** An order with `quantities` load lines, moved to Dijalankan (CONFIRMED → SCHEDULED → STARTED). */
export async function startedOrder(
  h: Harness,
  w: World,
  quantities: number[] = [10, 4],
): Promise<{ id: number; loads: number[] }> {
  const created = await h.request('admin', {
    method: 'POST',
    url: DO,
    payload: {
      customer_id: w.customer,
      billed_customer_id: w.customer,
      origin_address_id: w.origin,
      destination_address_id: w.destination,
      expected_pickup_on: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      expected_delivered_on: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  const loads: number[] = [];
  for (const quantity of quantities) {
    const load = await h.request('admin', {
      method: 'POST',
      url: `${DO}/${id}/load`,
      payload: { product_id: w.product, quantity, uom: 'Karton' },
    });
    expect(load.statusCode, load.body).toBe(201);
    loads.push(load.json().data.id);
  }
  const confirmed = await h.request('admin', {
    method: 'POST',
    url: `${DO}/${id}/transition`,
    payload: { status: 'CONFIRMED' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { systemTransition } = await import('../../server/resources/delivery-order/transition.ts');
  for (const status of ['SCHEDULED', 'STARTED'] as const) {
    await h.db.transaction((tx) =>
      systemTransition({ tx, account: null, now: new Date(), server: h.app.armada }, id, status),
    );
  }
  return { id, loads };
}

let serial = 0;

/** A task with the orders' pickups first, then their drops, as scheduling builds them. */
export async function taskFor(
  h: Harness,
  w: World,
  orderIds: number[],
  driverId: number,
  status = 'STARTED',
  transitDrop = false,
): Promise<{ id: number; number: string }> {
  serial += 1;
  const number = `FT/TEST/${String(serial).padStart(6, '0')}`;
  const activities = [
    ...orderIds.map((id) => ({
      type: 'PICKUP',
      status: 'UNCOMPLETED',
      delivery_order_id: id,
      address_id: w.origin,
      is_transit: false,
      attachments: [],
    })),
    ...orderIds.map((id) => ({
      type: 'DROP',
      status: 'UNCOMPLETED',
      delivery_order_id: id,
      address_id: w.destination,
      is_transit: transitDrop,
      attachments: [],
    })),
  ].map((a, i) => ({ ...a, sequence: i + 1 }));
  const task = await h.db.transaction((tx) =>
    h.app.armada.store('fleet-task').insert(tx, {
      number,
      status: { name: status },
      delivery_order_ids: orderIds,
      driver_user_id: driverId,
      driver_name: 'Budi Santoso',
      vehicle_plate: 'B 1234 XY',
      activities,
    }),
  );
  return { id: task.id, number };
}
