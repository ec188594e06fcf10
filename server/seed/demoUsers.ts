// The demo users and their scopes, derived from the registry so a new schema's scopes reach
// admin (and the read-only users) with no change here.
import { resources } from '../../src/generated/registry.ts';
import type { NewUser } from '../auth/users.ts';

const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
const all4 = (prefix: string) => ACTIONS.map((action) => `${prefix}:${action}`);

/** Scopes the spec names that belong to no schema resource (delivery-order.md §6, alert-centre-and-shell.md §6). */
export const FEATURE_SCOPES: readonly string[] = [
  'delivery-load-adjustment:read',
  'delivery-load-adjustment:update',
  'shell-integration:read',
  'shell-integration:create',
  ...all4('accounting-integration'),
  ...all4('tms_driver'),
  // A user with tms_driver read+update but without vgroups:read is a driver and gets no sidebar.
  'vgroups:read',
  'e4a-alert-center-main:read',
  'e4e-alert-center-urgent:read',
  'e4f-auto-popup-urgent-alert:read',
  'e4d-alert-center-embed-map:read',
  'e4b-alert-center-rule-setting:read',
  'e4d-alert-overspeed-threshold-duration:read',
  'e1j-log-notification:read',
  'system_notification:read',
  'shared_vehicle:read',
  'alert_rule_template:read',
  'alert_rule_template:create',
  ...all4('fleet-task-instant'),
];

/** Feature flags the spec names (delivery-order.md §6, alert-centre-and-shell.md §6). */
export const DEMO_FEATURE_FLAGS: readonly string[] = ['doIntegrationShellFlag', 'vsms2_system_notification', 'trackShipmentFlag'];

/** Resources a dispatcher may change; every other resource is read-only for them. */
export const DISPATCH_RESOURCES: readonly string[] = ['delivery-order', 'delivery-order-load', 'fleet-task', 'alert-rule'];

const unique = (scopes: Iterable<string>): string[] => [...new Set(scopes)].sort();

export function adminScopes(): string[] {
  return unique([...Object.values(resources).flatMap((def) => ACTIONS.flatMap((action) => def.scopes[action])), ...FEATURE_SCOPES]);
}

/**
 * Deliveries, fleet tasks and alert rules in full; everything else read-only. Vendors are the
 * exception the spec forces: any vendor use (including the vendor picker on a delivery order)
 * needs all four vms:* scopes, so a dispatcher who dispatches to vendors holds all four.
 */
export function dispatcherScopes(): string[] {
  const scopes = Object.values(resources).flatMap((def) =>
    DISPATCH_RESOURCES.includes(def.name) ? ACTIONS.flatMap((action) => def.scopes[action]) : def.scopes.read,
  );
  const feature = FEATURE_SCOPES.filter((scope) => !scope.startsWith('tms_driver:'));
  return unique([...scopes, ...all4('vms'), ...feature]);
}

/**
 * Every ":read" scope an admin holds, except the driver app's. A resource whose read needs write
 * scopes too (vendors: all four vms:*) stays out of reach, so the viewer can change nothing.
 */
export function viewerScopes(): string[] {
  return adminScopes().filter((scope) => scope.endsWith(':read') && !scope.startsWith('tms_driver:'));
}

export interface DemoUser extends NewUser {
  password: string;
  /** One line for the README and the start banner. */
  summary: string;
}

export const MARKETING_POSITION = 'Sales/Marketing';

export function demoUsers(): DemoUser[] {
  const company_id = 1;
  const marketingScopes = unique(['customer:read', 'customer:create', 'customer:update', 'address:read', 'user:read', 'product:read', 'delivery-order:read'].filter((scope) => adminScopes().includes(scope)));
  const marketing = (username: string, fullname: string, email: string, phone: string): DemoUser => ({
    username,
    fullname,
    position: MARKETING_POSITION,
    company_id,
    scopes: marketingScopes,
    feature_flags: [],
    email,
    phone,
    password: 'marketing123',
    summary: 'marketing user: customers read/write, deliveries read',
  });
  return [
    {
      username: 'admin',
      fullname: 'Administrator Armada',
      position: 'Administrator',
      company_id,
      scopes: adminScopes(),
      feature_flags: [...DEMO_FEATURE_FLAGS],
      email: 'admin@armada.co.id',
      phone: '081100000001',
      password: 'admin123',
      summary: 'every scope of every resource',
    },
    {
      username: 'dispatcher',
      fullname: 'Dimas Pratama',
      position: 'Dispatcher',
      company_id,
      scopes: dispatcherScopes(),
      feature_flags: [...DEMO_FEATURE_FLAGS],
      email: 'dispatcher@armada.co.id',
      phone: '081100000002',
      password: 'dispatcher123',
      summary: 'deliveries, fleet tasks and alert rules in full (and vendors: vms:*), other master data read-only',
    },
    {
      username: 'viewer',
      fullname: 'Vina Anggraini',
      position: 'Supervisor',
      company_id,
      scopes: viewerScopes(),
      feature_flags: [],
      email: 'viewer@armada.co.id',
      phone: '081100000003',
      password: 'viewer123',
      summary: 'read-only everywhere (no vendors: they need all four vms:* scopes)',
    },
    {
      username: 'driver',
      fullname: 'Joko Susilo',
      position: 'Driver',
      company_id,
      scopes: ['tms_driver:read', 'tms_driver:update'],
      feature_flags: [],
      email: null,
      phone: '081200000004',
      password: 'driver123',
      summary: 'only tms_driver:read and tms_driver:update (driver app; no console menu)',
    },
    marketing('rina.kusuma', 'Rina Kusumawati', 'rina.kusuma@armada.co.id', '081311112222'),
    marketing('budi.santoso', 'Budi Santoso', 'budi.santoso@armada.co.id', '081322223333'),
    marketing('dewi.lestari', 'Dewi Lestari', 'dewi.lestari@armada.co.id', '081333334444'),
    marketing('agus.prasetyo', 'Agus Prasetyo', 'agus.prasetyo@armada.co.id', '081344445555'),
  ];
}
