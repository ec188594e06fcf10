// The history modal's and the photo preview's pure rules: grouping by day, quantity changes, the
// log completion, the chip selection and the preview's zoom/rotate/navigation steps.
import { describe, expect, it } from 'vitest';
import { groupByDay } from '../../../../../src/domain/format/dates.ts';
import {
  quantityChangeOf,
  withLogDetails,
} from '../../../../../src/resources/delivery-order/history/historyEvents.ts';
import {
  initialPhotoPreview,
  photoPreviewReducer,
} from '../../../../../src/resources/shared/photoPreview.ts';
import { nextSelection } from '../../../../../src/resources/delivery-order/shared/FilterChips.tsx';

describe('groupByDay', () => {
  const now = new Date('2024-08-17T10:00:00+07:00');
  it('groups newest first by the local day and marks today', () => {
    const events = [
      { id: 1, created_on: '2024-08-16T23:30:00+07:00' },
      { id: 2, created_on: '2024-08-17T08:00:00+07:00' },
      { id: 3, created_on: '2024-08-17T09:30:00+07:00' },
      { id: 4, created_on: '2024-08-15T12:00:00+07:00' },
    ];
    const days = groupByDay(events, (e) => e.created_on, now);
    expect(days.map((d) => [d.day, d.isToday, d.items.map((e) => e.id)])).toEqual([
      ['2024-08-17', true, [3, 2]],
      ['2024-08-16', false, [1]],
      ['2024-08-15', false, [4]],
    ]);
  });
  it('is empty without events', () => expect(groupByDay([], () => null, now)).toEqual([]));
});

describe('quantityChangeOf', () => {
  it('reads a pickup adjustment with its reason (old = the plan when the server gives it)', () => {
    const detail = quantityChangeOf({
      event: 'LOAD_ADJUSTED',
      details: {
        product: 'Televisi',
        quantity: 266,
        uom: 'UNIT',
        changes: {
          quantity_picked: { old: null, new: 253 },
          adjustment_reason_picked: { old: null, new: 'Stok kurang' },
          weight_picked: { old: null, new: 10 },
        },
      },
    });
    expect(detail).toEqual({
      product: 'Televisi',
      uom: 'UNIT',
      changes: [{ field: 'quantity_picked', old: 266, new: 253, reason: 'Stok kurang' }],
    });
  });
  it('reads a plan change of a load line', () => {
    const detail = quantityChangeOf({
      event: 'LOAD_UPDATED',
      details: {
        product: 'Semen',
        changes: { quantity: { old: 10, new: 12 }, note: { old: null, new: 'x' } },
      },
    });
    expect(detail?.changes).toEqual([{ field: 'quantity', old: 10, new: 12, reason: null }]);
  });
  it('is null for events without a quantity change', () => {
    expect(
      quantityChangeOf({
        event: 'UPDATED',
        details: { changes: { note: { old: 'a', new: 'b' } } },
      }),
    ).toBeNull();
    expect(quantityChangeOf({ event: 'CREATED', details: null })).toBeNull();
  });
});

describe('withLogDetails', () => {
  const detail = {
    product: 'Televisi',
    uom: null,
    changes: [{ field: 'quantity_picked' as const, old: null, new: 253, reason: null }],
  };
  const log = (
    loadId: number,
    minutes: number,
    old: number,
    event = 'FleetPlanning.DeliveryLoadUpdatedPicked',
  ) => ({
    delivery_order_load_id: loadId,
    event,
    created_on: `2024-08-17T10:${String(minutes).padStart(2, '0')}:00+07:00`,
    details: { uom: 'UNIT', old_qty: old, new_qty: 253, reason: 'Stok kurang' },
  });
  it('takes the old quantity, unit and reason from the nearest matching log entry', () => {
    const filled = withLogDetails(detail, 60, '2024-08-17T10:05:00+07:00', [
      log(61, 5, 1),
      log(60, 1, 250),
      log(60, 5, 266),
      log(60, 5, 9, 'FleetPlanning.DeliveryLoadUpdatedDropped'),
    ]);
    expect(filled).toEqual({
      product: 'Televisi',
      uom: 'UNIT',
      changes: [{ field: 'quantity_picked', old: 266, new: 253, reason: 'Stok kurang' }],
    });
  });
  it('keeps the event as it is without a match', () => {
    expect(withLogDetails(detail, 60, '2024-08-17T10:05:00+07:00', [log(61, 5, 1)])).toEqual(
      detail,
    );
  });
});

describe('photo preview', () => {
  it('zooms in steps of 0.5 between 0.5 and 1.5', () => {
    let s = initialPhotoPreview;
    s = photoPreviewReducer(s, { type: 'zoom-in' });
    expect(s.zoom).toBe(1.5);
    s = photoPreviewReducer(s, { type: 'zoom-in' });
    expect(s.zoom).toBe(1.5);
    s = photoPreviewReducer(
      photoPreviewReducer(photoPreviewReducer(s, { type: 'zoom-out' }), { type: 'zoom-out' }),
      { type: 'zoom-out' },
    );
    expect(s.zoom).toBe(0.5);
  });
  it('rotates by 90° and wraps next/previous, resetting zoom and rotation', () => {
    let s = photoPreviewReducer(initialPhotoPreview, { type: 'rotate' });
    expect(s.rotation).toBe(90);
    s = photoPreviewReducer(
      photoPreviewReducer(photoPreviewReducer(s, { type: 'rotate' }), { type: 'rotate' }),
      { type: 'rotate' },
    );
    expect(s.rotation).toBe(0);
    s = photoPreviewReducer({ index: 2, zoom: 1.5, rotation: 180 }, { type: 'next', count: 3 });
    expect(s).toEqual({ index: 0, zoom: 1, rotation: 0 });
    expect(photoPreviewReducer(s, { type: 'previous', count: 3 }).index).toBe(2);
  });
});

describe('filter chips selection', () => {
  it('single: one at a time, clicking the selected one goes back to all', () => {
    expect(nextSelection([], 'A', false)).toEqual(['A']);
    expect(nextSelection(['A'], 'B', false)).toEqual(['B']);
    expect(nextSelection(['A'], 'A', false)).toEqual([]);
  });
  it('multiple: toggles each', () => {
    expect(nextSelection(['A'], 'B', true)).toEqual(['A', 'B']);
    expect(nextSelection(['A', 'B'], 'A', true)).toEqual(['B']);
  });
});
