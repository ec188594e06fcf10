// Schedule Assignment's refusals (delivery-order.md §8, docs/fleet-tasks.md): Direct always says
// 'Gagal membuat penugasan'; Transit says the message of the first catalogue issue that has one;
// the catalogue's issues (errors_v2) survive the data provider's error mapping.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import {
  scheduleFailureMessage,
  useScheduleAssignment,
  type ScheduleKind,
} from '../../../src/resources/delivery-order/schedule/useScheduleAssignment.ts';
import { toHttpError } from '../../../src/dataProviders/errors.ts';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import {
  orderRecord,
  pageProvider,
  renderInAdmin,
} from '../resources/delivery-order/pageHarness.tsx';

const TRANSIT_INVALID = {
  errors: { 'transit_delivery_orders.0.transit_address_id': 'invalid-value' },
  errors_v2: {
    issues: [
      { code: 'not-a-catalogue-code', path: 'x' },
      {
        code: 'fleet-task/transit-location-invalid',
        path: 'transit_delivery_orders.0.transit_address_id',
      },
      { code: 'invalid/invalid-value', path: 'delivery_order_ids' },
    ],
  },
};

function Scheduler({
  kind,
  transitAddressId,
}: {
  kind: ScheduleKind;
  transitAddressId?: number | null;
}) {
  const { schedule } = useScheduleAssignment(7);
  return (
    <button type="button" onClick={() => void schedule(kind, transitAddressId)}>
      schedule
    </button>
  );
}

function refusingProvider(error: unknown) {
  const provider = pageProvider(orderRecord('CONFIRMED'));
  provider.create = vi.fn(async () => {
    throw error;
  });
  return provider;
}

describe('scheduleFailureMessage', () => {
  it("Direct: 'Gagal membuat penugasan' whatever the issues", () => {
    expect(scheduleFailureMessage('direct', new HttpError('x', 400, TRANSIT_INVALID))).toBe(
      'custom.delivery.page.schedule.failed',
    );
  });

  it("Transit: the first issue code with a message; none known falls back to 'Gagal membuat penugasan'", () => {
    expect(scheduleFailureMessage('transit', new HttpError('x', 400, TRANSIT_INVALID))).toBe(
      'custom.fleet_task.errors.fleet_task_transit_location_invalid',
    );
    expect(
      scheduleFailureMessage(
        'transit',
        new HttpError('x', 400, { errors: { id: 'invalid-value' } }),
      ),
    ).toBe('custom.delivery.page.schedule.failed');
    expect(scheduleFailureMessage('transit', new Error('network'))).toBe(
      'custom.delivery.page.schedule.failed',
    );
  });

  it("the data provider's error mapping keeps errors_v2 on the HttpError body", () => {
    const mapped = toHttpError(new HttpError('{}', 400, TRANSIT_INVALID), { operation: 'write' });
    expect(mapped.body.errors_v2).toEqual(TRANSIT_INVALID.errors_v2);
    expect(scheduleFailureMessage('transit', mapped)).toBe(
      'custom.fleet_task.errors.fleet_task_transit_location_invalid',
    );
  });
});

describe('useScheduleAssignment', () => {
  it("a refused Direct schedule toasts 'Gagal membuat penugasan'", async () => {
    const dataProvider = refusingProvider(
      new HttpError('app.errors.invalid_input', 409, TRANSIT_INVALID),
    );
    renderInAdmin(<Scheduler kind="direct" />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'schedule' }));
    expect(await screen.findByText('Gagal membuat penugasan')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith('fleet-task', {
      data: { delivery_order_ids: [7] },
    });
  });

  it("a refused Transit schedule toasts the first known issue's message", async () => {
    const dataProvider = refusingProvider(
      new HttpError('app.errors.invalid_input', 400, TRANSIT_INVALID),
    );
    renderInAdmin(<Scheduler kind="transit" transitAddressId={4} />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'schedule' }));
    // The catalogue's messages are another file's (src/i18n/id/fleet-task.ts): whatever it says for the code.
    const expected = createI18nProvider('id').translate(
      'custom.fleet_task.errors.fleet_task_transit_location_invalid',
    );
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.queryByText('Gagal membuat penugasan')).toBeNull();
    expect(dataProvider.create).toHaveBeenCalledWith('fleet-task', {
      data: { transit_delivery_orders: [{ delivery_order_ids: [7], transit_address_id: 4 }] },
    });
  });

  it('Transit without a location sends nothing (the form says Wajib Terisi)', async () => {
    const dataProvider = refusingProvider(new Error('unexpected'));
    renderInAdmin(<Scheduler kind="transit" transitAddressId={null} />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'schedule' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('a scheduled order toasts success', async () => {
    const dataProvider = pageProvider(orderRecord('CONFIRMED'));
    renderInAdmin(<Scheduler kind="direct" />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'schedule' }));
    expect(await screen.findByText('Penugasan berhasil dibuat')).toBeInTheDocument();
  });
});
