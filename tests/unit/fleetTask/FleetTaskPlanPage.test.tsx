// The planning screen (/fleet-task/create), in English: confirmed orders to pick, the capacity check
// against a box type (the over-capacity warning), the route's up and down buttons, the required
// driver and plate for Scheduled, the body sent, and a refusal worded by the catalogue on its field.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import {
  FULL_SCOPES,
  orderRecord,
  pageProvider,
  renderConsole,
} from '../resources/delivery-order/pageHarness.tsx';
import {
  filterOrders,
  planErrors,
} from '../../../src/resources/fleet-task/planning/usePlanning.ts';

const T = { timeout: 10_000 };

const order = (id: number, weight: number, city: string) => ({
  ...orderRecord('CONFIRMED'),
  id,
  number: `DO/2026/11/00000${id}`,
  total_weight: weight,
  total_volume: 1,
  box_type_id: null,
  box_type: null,
  origin_address: { id: 10, name: 'Gudang Cikarang', city: 'Bekasi' },
  destination_address: { id: 11, name: `Toko ${city}`, city },
});

function provider() {
  return pageProvider(orderRecord('DRAFT'), {
    'delivery-order': [order(1, 600, 'Bandung'), order(2, 600, 'Bogor')],
    'box-type': [
      {
        id: 1,
        name: 'Blind Van',
        code: 'BV',
        weight_capacity: 1000,
        volume_capacity: 5,
        is_active: true,
      },
    ],
    user: [
      {
        id: 7,
        fullname: 'Slamet Riyadi',
        username: 'driver2',
        position: 'Driver',
        is_active: true,
      },
    ],
  });
}

describe('FleetTaskPlanPage', () => {
  it('picks orders, warns over capacity, orders the route and sends one plan', async () => {
    const dataProvider = provider();
    const create = vi.spyOn(dataProvider, 'create');
    create.mockResolvedValue({ data: { id: 42, number: 'FT/2026/11/000042' } } as never);
    renderConsole('/fleet-task/create', { dataProvider, scopes: FULL_SCOPES, locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Plan a fleet task' }, T);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Pick DO/2026/11/000001' }, T),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick DO/2026/11/000002' }));

    const capacity = screen.getByRole('region', { name: 'Capacity' });
    await userEvent.click(within(capacity).getByRole('combobox', { name: 'Vehicle box type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Blind Van' }));
    expect(capacity).toHaveTextContent('Over the weight capacity: 1,200 Kg of 1,000 Kg');

    const route = screen.getByRole('region', { name: 'Route order' });
    expect(
      within(route)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('1. Pickup DO/2026/11/000001'),
      expect.stringContaining('2. Pickup DO/2026/11/000002'),
      expect.stringContaining('3. Drop DO/2026/11/000001'),
      expect.stringContaining('4. Drop DO/2026/11/000002'),
    ]);
    // A drop never passes its own pickup.
    expect(
      within(route).getByRole('button', { name: 'Move 2. Pickup DO/2026/11/000002 down' }),
    ).toBeEnabled();
    await userEvent.click(
      within(route).getByRole('button', { name: 'Move 3. Drop DO/2026/11/000001 up' }),
    );
    expect(
      within(route).getByRole('button', { name: 'Move 2. Drop DO/2026/11/000001 up' }),
    ).toBeDisabled();

    // Scheduled needs a driver and a plate: nothing is sent without them.
    await userEvent.click(screen.getByRole('button', { name: 'Save and schedule' }));
    const resources = screen.getByRole('region', { name: 'Driver and vehicle' });
    expect(await within(resources).findAllByText('Required')).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(within(resources).getByRole('combobox', { name: 'Driver' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Slamet Riyadi' }));
    await userEvent.type(
      within(resources).getByRole('textbox', { name: 'License plate' }),
      'b 1234 xyz',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and schedule' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toBe('fleet-task');
    expect(create.mock.calls[0]![1].data).toEqual({
      delivery_order_ids: [1, 2],
      route: [
        { delivery_order_id: 1, type: 'PICKUP' },
        { delivery_order_id: 1, type: 'DROP' },
        { delivery_order_id: 2, type: 'PICKUP' },
        { delivery_order_id: 2, type: 'DROP' },
      ],
      target_status: 'SCHEDULED',
      driver_user_id: 7,
      vehicle_plate: 'B 1234 XYZ',
    });
  }, 90_000);

  it('a refusal is shown on its field with the catalogue message', async () => {
    const dataProvider = provider();
    vi.spyOn(dataProvider, 'create').mockRejectedValue(
      new HttpError('x', 400, {
        errors: { driver_user_id: 'invalid-value' },
        errors_v2: { issues: [{ code: 'invalid/driver-invalid-value', path: 'driver_user_id' }] },
      }),
    );
    renderConsole('/fleet-task/create', { dataProvider, scopes: FULL_SCOPES });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Pilih DO/2026/11/000001' }, T),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan sebagai Draf' }));
    const resources = screen.getByRole('region', { name: 'Pengemudi dan Kendaraan' });
    expect(
      await within(resources).findByText('Pengemudi tidak terdaftar sebagai pengemudi', {}, T),
    ).toBeInTheDocument();
  });
});

describe('planning helpers', () => {
  const orders = [order(1, 1, 'Bandung'), { ...order(2, 1, 'Bogor'), box_type_id: 3 }];
  it('filters by area (city or name) and box type (orders without one fit any)', () => {
    const base = { q: '', date: '', origin: '', destination: '', boxTypeId: null };
    expect(filterOrders(orders, { ...base, destination: 'bogor' }).map((o) => o.id)).toEqual([2]);
    expect(filterOrders(orders, { ...base, boxTypeId: 4 }).map((o) => o.id)).toEqual([1]);
    expect(filterOrders(orders, { ...base, q: '000002' }).map((o) => o.id)).toEqual([2]);
  });
  it('maps a refusal to the fields it names, the catalogue first', () => {
    const error = new HttpError('x', 409, {
      errors: { 'delivery_order_ids.1': 'invalid-status', note: 'too-long' },
      errors_v2: {
        issues: [
          { code: 'delivery/cannot-unassign-from-fleet-task', path: 'delivery_order_ids.1' },
        ],
      },
    });
    expect(planErrors(error)).toEqual({
      fields: {
        'delivery_order_ids.1': 'custom.fleet_task.errors.delivery_cannot_unassign_from_fleet_task',
        note: 'validation.too-long',
      },
      toast: 'custom.fleet_task.errors.delivery_cannot_unassign_from_fleet_task',
    });
  });
});
