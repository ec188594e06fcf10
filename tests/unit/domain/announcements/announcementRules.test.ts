// The announcement and banner rules (src/domain/announcements/announcementRules.ts) as tables.
import { describe, expect, test } from 'vitest';
import {
  announcementProblems,
  isDue,
  normaliseDomain,
  shownCount,
  showsOnDay,
  targetCompanyOf,
} from '../../../../src/domain/announcements/announcementRules.ts';

const admin = { companyId: 7, operator: false };
const operator = { companyId: 1, operator: true };

describe('announcementProblems', () => {
  test.each([
    ['admin: every company', admin, { audience: 'all' }, { audience: 'forbidden' }],
    ['operator: every company', operator, { audience: 'all' }, {}],
    ['admin: own company, implied', admin, { audience: 'company' }, {}],
    ['admin: own company, named', admin, { audience: 'company', target_company_id: 7 }, {}],
    [
      'admin: another company',
      admin,
      { audience: 'company', target_company_id: 8 },
      { target_company_id: 'forbidden' },
    ],
    ['operator: another company', operator, { audience: 'company', target_company_id: 8 }, {}],
    [
      'users: none chosen',
      admin,
      { audience: 'users', target_user_ids: [] },
      { target_user_ids: 'required' },
    ],
    ['users: chosen', admin, { audience: 'users', target_user_ids: [3] }, {}],
    [
      'media without action',
      admin,
      { audience: 'company', media_urls: ['/a.png'] },
      { media_urls: 'invalid-value' },
    ],
    [
      'image: none',
      admin,
      { audience: 'company', action: 'pop_up_image' },
      { media_urls: 'required' },
    ],
    [
      'image: one',
      admin,
      { audience: 'company', action: 'pop_up_image', media_urls: ['/a.png'] },
      {},
    ],
    [
      'video: two',
      admin,
      { audience: 'company', action: 'pop_up_video', media_urls: ['/a', '/b'] },
      { media_urls: 'too-large' },
    ],
    [
      'carousel: one',
      admin,
      { audience: 'company', action: 'carousel_image', media_urls: ['/a'] },
      { media_urls: 'too-small' },
    ],
    [
      'carousel: two',
      admin,
      { audience: 'company', action: 'carousel_image', media_urls: ['/a', '/b'] },
      {},
    ],
    [
      'carousel: eleven',
      admin,
      { audience: 'company', action: 'carousel_image', media_urls: Array(11).fill('/a') },
      { media_urls: 'too-large' },
    ],
  ] as const)('%s', (_name, author, record, expected) => {
    expect(announcementProblems(record, author)).toEqual(expected);
  });
});

test('target company, due, shown count, weekdays, domains', () => {
  expect(targetCompanyOf({ target_company_id: null }, 4)).toBe(4);
  expect(targetCompanyOf({ target_company_id: 9 }, 4)).toBe(9);
  const now = new Date('2026-11-27T10:00:00Z');
  expect(isDue(null, now)).toBe(true);
  expect(isDue('2026-11-27T10:00:00Z', now)).toBe(true);
  expect(isDue('2026-11-27T10:00:01Z', now)).toBe(false);
  expect([0, 1, 2, 3].map((scrolls) => shownCount(scrolls, 25))).toEqual([10, 20, 25, 25]);
  expect(shownCount(0, 4)).toBe(4);
  expect(showsOnDay([1, 3, 5], 3)).toBe(true);
  expect(showsOnDay([1, 3, 5], 0)).toBe(false);
  expect(showsOnDay(null, 0)).toBe(false);
  expect(normaliseDomain('HTTPS://www.Contoh.co.id:8443/x?y')).toBe('contoh.co.id');
  expect(normaliseDomain('sentosaekspres.co.id')).toBe('sentosaekspres.co.id');
  expect(normaliseDomain('<x>')).toBeNull();
  expect(normaliseDomain('')).toBeNull();
});
