// The breadcrumb's trail for a console path (master-data.md "Breadcrumb", "Page header"): Home,
// then the page's parents, then the page. Only pages that have a parent get one: a record or a form
// under its resource's list, a notification under the notification list, the profile's and the
// shell's own pages. Labels are message keys (with their options) or plain text (a record's id).
import { SHELL_ROUTES } from './paths';

export interface TrailItem {
  /** A message key, or literal text when `literal`. */
  label: string;
  options?: Record<string, unknown>;
  literal?: boolean;
  /** Absent on the current page. */
  to?: string;
}

const HOME: TrailItem = { label: 'custom.shell.breadcrumb.home', to: '/' };
const PROFILE: TrailItem = { label: 'custom.account.profile.title', to: '/profile' };

/** The pages the shell and the account own, whose parents are fixed. */
const FIXED_TRAILS: Readonly<Record<string, TrailItem[]>> = {
  '/profile': [{ label: 'custom.account.profile.title' }],
  '/profile/add-number': [PROFILE, { label: 'custom.account.reminder.add_number' }],
  '/profile/add-email': [PROFILE, { label: 'custom.account.reminder.add_email' }],
  '/password': [{ label: 'custom.account.password.title_change' }],
  [SHELL_ROUTES.report]: [{ label: 'custom.shell.report.title' }],
};

/**
 * The trail, or [] for a page without a parent. `resources` names the registry's resources (a
 * path's first segment is one); `listPaths` maps a hand-written list's path (/delivery) to its resource.
 */
export function breadcrumbTrail(
  pathname: string,
  resources: ReadonlySet<string>,
  listPaths: Readonly<Record<string, string>> = {},
): TrailItem[] {
  const own = FIXED_TRAILS[pathname];
  if (own) return [HOME, ...own];
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length < 2) return [];
  const [first, second, third] = parts;
  if (first === 'notification')
    return [
      HOME,
      { label: 'app.menu.notification', to: '/notification' },
      { label: `#${second}`, literal: true },
    ];
  const resource = resources.has(first) ? first : listPaths[`/${first}`];
  if (!resource) return [];
  const list: TrailItem = {
    label: `resources.${resource}.name`,
    options: { smart_count: 2 },
    to: `/${first}`,
  };
  if (second === 'create') return [HOME, list, { label: 'ra.action.create' }];
  const record: TrailItem = { label: `#${second}`, literal: true };
  if (third === 'show' || third === undefined) return [HOME, list, record];
  return [
    HOME,
    list,
    { ...record, to: `/${first}/${encodeURIComponent(second)}` },
    { label: third, literal: true },
  ];
}
