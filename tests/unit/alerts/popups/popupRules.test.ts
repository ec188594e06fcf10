// The popups' pure rules (docs/alerts.md "Popups"): the limit of 9, the carousel's order and
// stepping, the keyboard drag and the clamp, the auto-popup gate, the stored shape; the data lines.
import { describe, expect, test } from 'vitest';
import {
  carouselSplit,
  clampPopupPosition,
  closePopup,
  EMPTY_POPUPS,
  fromStored,
  keyboardMove,
  MAX_POPUPS,
  newestFirst,
  openPopup,
  popupStorageKey,
  shouldAutoPopup,
  stepSlide,
  toStored,
  type PopupState,
} from '../../../../src/custom/alerts/popups/popupRules';
import { overspeedThreshold, popupDataLines } from '../../../../src/custom/alerts/popups/popupData';

const alert = (id: number) => ({
  id,
  createdOn: `2026-11-27T10:00:${String(id % 60).padStart(2, '0')}.000Z`,
});

function openMany(count: number): PopupState {
  let state: PopupState = EMPTY_POPUPS;
  for (let id = 1; id <= count; id += 1) {
    const result = openPopup(state, alert(id), 1000 + id);
    expect(result.outcome).toBe('opened');
    state = result.state;
  }
  return state;
}

describe('the limit of 9 (§5, §9)', () => {
  test('nine open; the tenth is refused and changes nothing', () => {
    const nine = openMany(MAX_POPUPS);
    expect(MAX_POPUPS).toBe(9);
    expect(nine.popups).toHaveLength(9);
    const tenth = openPopup(nine, alert(10), 2000);
    expect(tenth.outcome).toBe('limit');
    expect(tenth.state).toBe(nine);
  });
  test('an open alert comes to the front without counting twice, even at the limit', () => {
    const nine = openMany(9);
    const again = openPopup(nine, alert(3), 5000);
    expect(again.outcome).toBe('already-open');
    expect(again.state.popups).toHaveLength(9);
    expect(newestFirst(again.state.popups)[0]).toMatchObject({ id: 3, openedAt: 5000 });
  });
  test('closing one makes room', () => {
    const eight = closePopup(openMany(9), 4);
    expect(eight.popups.map((p) => p.id)).not.toContain(4);
    expect(openPopup(eight, alert(10), 3000).outcome).toBe('opened');
  });
});

describe('the carousel (§9: the newest 3, every 3 s)', () => {
  test('newest opened first; the rest below', () => {
    const { carousel, rest } = carouselSplit(openMany(5).popups);
    expect(carousel.map((p) => p.id)).toEqual([5, 4, 3]);
    expect(rest.map((p) => p.id)).toEqual([2, 1]);
  });
  test('fewer than 3: all in the carousel', () => {
    expect(carouselSplit(openMany(2).popups).carousel.map((p) => p.id)).toEqual([2, 1]);
  });
  test('same opening time: the later alert first', () => {
    const popups = [
      { id: 7, createdOn: alert(7).createdOn, openedAt: 1 },
      { id: 9, createdOn: alert(9).createdOn, openedAt: 1 },
    ];
    expect(newestFirst(popups).map((p) => p.id)).toEqual([9, 7]);
  });
  test.each([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 1, 1, 0],
    [0, 0, 1, 0],
  ] as const)('step from %i of %i by %i → %i', (index, count, step, expected) => {
    expect(stepSlide(index, count, step)).toBe(expected);
  });
});

describe('dragging (§5: clamped to the viewport)', () => {
  test('arrow keys move by 16 px, Shift by 160; other keys do nothing', () => {
    expect(keyboardMove('ArrowLeft', false)).toEqual({ x: -16, y: 0 });
    expect(keyboardMove('ArrowDown', true)).toEqual({ x: 0, y: 160 });
    expect(keyboardMove('ArrowUp', false)).toEqual({ x: 0, y: -16 });
    expect(keyboardMove('ArrowRight', false)).toEqual({ x: 16, y: 0 });
    expect(keyboardMove('Enter', false)).toBeUndefined();
  });
  test('kept inside the viewport', () => {
    const size = { width: 400, height: 600 };
    const viewport = { width: 1366, height: 850 };
    expect(clampPopupPosition({ x: -50, y: -10 }, size, viewport)).toEqual({ x: 0, y: 0 });
    expect(clampPopupPosition({ x: 5000, y: 5000 }, size, viewport)).toEqual({ x: 966, y: 250 });
    expect(clampPopupPosition({ x: 100, y: 100 }, size, viewport)).toEqual({ x: 100, y: 100 });
  });
});

describe('auto-popup (§6)', () => {
  const rules = { urgentAlertRules: [1], importantAlertRules: [2], autoPopupAlertRules: [3, 4] };
  test('only with the scope, the rules known and one of the alert’s rules auto-popup', () => {
    expect(shouldAutoPopup([1, 3], rules, true)).toBe(true);
    expect(shouldAutoPopup([1, 3], rules, false)).toBe(false);
    expect(shouldAutoPopup([1, 2], rules, true)).toBe(false);
    expect(shouldAutoPopup([3], undefined, true)).toBe(false);
    expect(shouldAutoPopup(null, rules, true)).toBe(false);
  });
});

describe('what local storage keeps', () => {
  test('round trip: ids, times and the position, versioned', () => {
    const state = { ...openMany(3), position: { x: 10, y: 20 } };
    const stored = toStored(state);
    expect(stored).toEqual({
      v: 1,
      popups: state.popups.map(({ id, createdOn, openedAt }) => ({ id, createdOn, openedAt })),
      position: { x: 10, y: 20 },
    });
    expect(fromStored(JSON.parse(JSON.stringify(stored)))).toEqual(state);
  });
  test('malformed values are dropped; no id twice; at most 9, the newest kept', () => {
    const popups = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      createdOn: '2026-11-27T10:00:00Z',
      openedAt: i,
    }));
    const read = fromStored({
      v: 1,
      popups: [
        ...popups,
        { id: 3, createdOn: '2026-11-27T10:00:00Z', openedAt: 99 },
        { id: -1, createdOn: '2026-11-27T10:00:00Z', openedAt: 1 },
        { id: 20, createdOn: 'yesterday', openedAt: 1 },
        { id: 21, createdOn: '2026-11-27T10:00:00Z' },
        null,
      ],
      position: { x: 'a', y: 1 },
    });
    expect(read.popups.map((p) => p.id)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(read.position).toBeUndefined();
    expect(fromStored(undefined)).toEqual({ popups: [] });
    expect(fromStored({ v: 2, popups })).toEqual({ popups: [] });
    expect(fromStored('x')).toEqual({ popups: [] });
  });
  test('one key per user', () => {
    expect(popupStorageKey(7)).toBe('armada.alerts.popups.7');
  });
});

describe('the data lines (§3, §9)', () => {
  test('overspeed: speed, and the duration with its threshold only with the scope', () => {
    const overspeed = { alertCode: 8, alertData: '112|95' };
    expect(
      popupDataLines(overspeed, { showOverspeedDuration: true, thresholdSeconds: 60 }),
    ).toEqual([
      { key: 'speed', args: { km: 112 } },
      { key: 'overspeed_duration', args: { seconds: 95, threshold: 60 } },
    ]);
    expect(
      popupDataLines(overspeed, { showOverspeedDuration: false, thresholdSeconds: 60 }),
    ).toEqual([{ key: 'speed', args: { km: 112 } }]);
  });
  test('the threshold: the smallest the rules name, 60 s when none', () => {
    expect(overspeedThreshold([])).toBe(60);
    expect(overspeedThreshold([null, undefined])).toBe(60);
    expect(overspeedThreshold([120, 90, null])).toBe(90);
  });
  const options = { showOverspeedDuration: true, thresholdSeconds: 60 };
  test.each([
    [13, '12', { key: 'fuel_up', args: { percent: 12 } }],
    [14, '20', { key: 'fuel_down', args: { percent: 20 } }],
    [17, '11', { key: 'temperature', args: { celsius: 11 } }],
    [18, '-20', { key: 'temperature', args: { celsius: -20 } }],
    [15, '1800', { key: 'idle', args: { minutes: 30 } }],
    [16, '5400', { key: 'parking', args: { minutes: 90 } }],
    [140, 'FT-2611-0007|12|345', { key: 'fleet_order', args: { number: 'FT-2611-0007' } }],
  ] as const)('code %i with %s', (alertCode, alertData, line) => {
    expect(popupDataLines({ alertCode, alertData }, options)).toEqual([line]);
  });
  test('driving time shows its trigger; no data, no line', () => {
    expect(popupDataLines({ alertCode: 117, alertTrigger: '4 jam' }, options)).toEqual([
      { key: 'driving_time', args: { trigger: '4 jam' } },
    ]);
    expect(popupDataLines({ alertCode: 13, alertData: null }, options)).toEqual([]);
    expect(popupDataLines({ alertCode: 50, alertData: 'x' }, options)).toEqual([]);
  });
});
