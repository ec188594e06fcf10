import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  formatDateTime,
  setDayjsLocale,
  toApiDate,
  toApiDateTime,
} from '../../../src/config/dates';

describe('dates', () => {
  it('names weekdays Sen … Min in Indonesian, Monday first', () => {
    setDayjsLocale('id');
    const monday = dayjs('2025-03-03T10:00:00');
    const week = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format('dd'));
    expect(week).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    expect(dayjs().locale('id').startOf('week').day()).toBe(1);
  });

  it('shows DD MMM YYYY HH:mm in the current locale, without seconds', () => {
    setDayjsLocale('id');
    expect(formatDateTime('2025-08-17T09:05:42')).toBe('17 Agt 2025 09:05');
    setDayjsLocale('en');
    expect(formatDateTime('2025-08-17T09:05:42')).toBe('17 Aug 2025 09:05');
    setDayjsLocale('id');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('sends local time with milliseconds and offset', () => {
    const sent = toApiDateTime(new Date(2025, 7, 17, 9, 5, 42, 7));
    expect(sent).toMatch(/^2025-08-17T09:05:42\.007[+-]\d{2}:\d{2}$/);
    expect(dayjs(sent!).valueOf()).toBe(new Date(2025, 7, 17, 9, 5, 42, 7).valueOf());
    expect(toApiDate('2025-08-17T23:00:00')).toBe('2025-08-17');
    expect(toApiDateTime('')).toBeNull();
  });
});
