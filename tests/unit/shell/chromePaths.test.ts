// The shell's pure path rules: which pages have a breadcrumb and what it says, and where the
// bottom menu shows (src/custom/shell/chrome/).
import { describe, expect, test } from 'vitest';
import { breadcrumbTrail } from '../../../src/custom/shell/chrome/breadcrumbTrail';
import { bottomMenuShows } from '../../../src/custom/shell/chrome/paths';

const resources = new Set(['customer', 'delivery-order']);
const listPaths = { '/delivery': 'delivery-order' };
const labels = (path: string) =>
  breadcrumbTrail(path, resources, listPaths).map((item) => [item.label, item.to ?? null]);

describe('breadcrumbTrail', () => {
  test.each([
    ['/', []],
    ['/customer', []],
    ['/unknown/12', []],
    [
      '/customer/12/show',
      [
        ['custom.shell.breadcrumb.home', '/'],
        ['resources.customer.name', '/customer'],
        ['#12', null],
      ],
    ],
    [
      '/customer/create',
      [
        ['custom.shell.breadcrumb.home', '/'],
        ['resources.customer.name', '/customer'],
        ['ra.action.create', null],
      ],
    ],
    [
      '/delivery/7',
      [
        ['custom.shell.breadcrumb.home', '/'],
        ['resources.delivery-order.name', '/delivery'],
        ['#7', null],
      ],
    ],
    [
      '/notification/abc',
      [
        ['custom.shell.breadcrumb.home', '/'],
        ['app.menu.notification', '/notification'],
        ['#abc', null],
      ],
    ],
    [
      '/profile/add-email',
      [
        ['custom.shell.breadcrumb.home', '/'],
        ['custom.account.profile.title', '/profile'],
        ['custom.account.reminder.add_email', null],
      ],
    ],
    [
      '/report',
      [
        ['custom.shell.breadcrumb.home', '/'],
        ['custom.shell.report.title', null],
      ],
    ],
  ])('%s', (path, expected) => {
    expect(labels(path)).toEqual(expected);
  });

  test('a deeper page keeps every parent (the component collapses past 3)', () => {
    expect(labels('/customer/12/history')).toHaveLength(4);
  });
});

test.each([
  ['/', true],
  ['/customer', true],
  ['/report', true],
  ['/customer/create', false],
  ['/customer/12', false],
  ['/liveview', false],
  ['/liveview-2/', false],
  ['/liveview-2/x', false],
])('the bottom menu on %s: %s', (path, expected) => {
  expect(bottomMenuShows(path)).toBe(expected);
});
