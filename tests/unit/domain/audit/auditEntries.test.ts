// The audit trail's display rules (src/domain/audit/auditEntries.ts): grouping by the reader's day
// and the short text of a changed value.
import { describe, expect, it } from 'vitest';
import { auditValueText, type AuditEntry } from '../../../../src/domain/audit/auditEntries.ts';
import { groupByDay } from '../../../../src/domain/format/dates.ts';

const entry = (id: number, occurred_on: string): AuditEntry => ({
  id,
  occurred_on,
  user_id: 1,
  user_name: 'Admin',
  method: 'PATCH',
  route: '/x',
  resource: 'customer',
  record_id: 7,
  op: 'update',
  changes: {},
});

const words = { empty: '(kosong)', yes: 'Ya', no: 'Tidak' };

describe('groupByDay: an audit trail', () => {
  it('groups by day, newest day and entry first, and marks today', () => {
    const now = new Date('2026-11-27T10:00:00');
    const days = groupByDay(
      [
        entry(1, new Date('2026-11-26T08:00:00').toISOString()),
        entry(2, new Date('2026-11-27T09:00:00').toISOString()),
        entry(3, new Date('2026-11-26T09:30:00').toISOString()),
        entry(4, new Date('2026-11-27T09:00:00').toISOString()),
      ],
      (e) => e.occurred_on,
      now,
      (a, b) => b.id - a.id,
    );
    expect(days.map((d) => [d.day, d.isToday, d.items.map((e) => e.id)])).toEqual([
      ['2026-11-27', true, [4, 2]],
      ['2026-11-26', false, [3, 1]],
    ]);
  });

  it('is empty without entries', () =>
    expect(groupByDay([], (e: { occurred_on: string }) => e.occurred_on, new Date())).toEqual([]));
});

describe('auditValueText', () => {
  it.each([
    [null, '(kosong)'],
    [undefined, '(kosong)'],
    ['', '(kosong)'],
    [true, 'Ya'],
    [false, 'Tidak'],
    [12.5, '12.5'],
    ['Medan', 'Medan'],
    [['a', 'b'], 'a, b'],
    [[], '(kosong)'],
    [{ name: 'CONFIRMED', visited_statuses: ['DRAFT'] }, 'CONFIRMED'],
    [{ lat: 1 }, '{"lat":1}'],
  ])('%j → %s', (value, text) => expect(auditValueText(value, words)).toBe(text));

  it('cuts a long value', () => {
    const text = auditValueText('x'.repeat(500), words);
    expect(text).toHaveLength(120);
    expect(text.endsWith('…')).toBe(true);
  });
});
