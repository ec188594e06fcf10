// Routes of the hand-written pages that stand in for a resource's generated views, and the query
// parameters they read (delivery-order.md §2). The generated views keep react-admin's
// /<resource>[/create|/:id[/show]] routes; src/resources/<resource>/index.ts sends them here.
import {
  ALERT_CENTRE_SCOPES,
  AUDIT_LOG_SCOPE,
  LIVEVIEW_V2_SCOPE,
} from '../domain/access/featureScopes.ts';
import type { Identifier } from 'ra-core';

export const DELIVERY_ROUTES = {
  list: '/delivery',
  create: '/delivery/create',
  /** Delivery Detail, param id: the route pattern, and the path of one order. */
  detailPattern: '/delivery/:id',
  detail: (id: Identifier) => `/delivery/${encodeURIComponent(String(id))}`,
} as const;

/** Fleet Task Detail, param id (src/resources/fleet-task/FleetTaskDetailPage.tsx; /show redirects there). */
export const fleetTaskDetailPath = (id: Identifier) =>
  `/fleet-task/${encodeURIComponent(String(id))}`;

/** The query parameters of Delivery Detail (§2). */
export const DELIVERY_QUERY = {
  duplicated: 'duplicated',
  createdExternally: 'isCreatedExternally',
  navSource: 'navsource',
  navSourceParam: 'navsourceparam',
} as const;

/** navsource values: where the page was opened from, for Back. */
export const NAV_SOURCES = {
  deliveryList: 'delivery',
  fleetTaskDetail: 'fleet-task-detail',
} as const;

/**
 * The custom-field setting (delivery-order.md §3: 'a link to /setting/custom-field with query
 * isModalShown'): the address the delivery page links to; it leads to the generated custom-field
 * create form (the modal) or list.
 */
export const CUSTOM_FIELD_SETTING = {
  path: '/setting/custom-field',
  modalQuery: 'isModalShown',
  /** The link of the delivery page's custom-fields section: the setting with its create modal. */
  createLink: '/setting/custom-field?isModalShown=true',
  create: '/custom-field/create',
  list: '/custom-field',
} as const;

/** Menu entries that lead to a hand-written page instead of the resource's generated list. */
export const RESOURCE_MENU_PATHS: Readonly<Record<string, string>> = {
  'delivery-order': DELIVERY_ROUTES.list,
};

/** Notifikasi / Notification Log (alert-centre-and-shell.md §2; src/custom/alerts/), in the sidebar for holders of the alert-centre scope. */
export const NOTIFICATION_MENU = {
  path: '/notification',
  scope: ALERT_CENTRE_SCOPES.main,
} as const;

/** Ganti Kata Sandi (src/custom/account/): every signed-in user's password page, linked from the user menu. */
export const PASSWORD_PATH = '/password';

/** Riwayat Audit (src/custom/audit/, docs/audit.md): every write of the company, for administrators, under Pengaturan. */
export const AUDIT_MENU = {
  path: '/setting/audit',
  scope: AUDIT_LOG_SCOPE,
} as const;
/** Profil (src/custom/account/profile/): the signed-in user's own page, linked from the user menu and the reminder. */
export const PROFILE_PATH = '/profile';

/**
 * Liveview and Live view v2 (src/custom/liveview/, docs/calls-and-liveview.md): the vehicles on a live
 * map, for readers of the vehicle resource; Live view v2's menu item also needs b1f-liveview-v2:read.
 */
export const LIVEVIEW_ROUTES = {
  fleet: '/liveview',
  vehicle: '/liveview-2',
  /** The menu's entry of Live view v2 (§2 "Sidebar menu paths": /liveview-2/). */
  vehicleMenu: '/liveview-2/',
  scope: 'vehicle:read',
  v2Scope: LIVEVIEW_V2_SCOPE,
} as const;
