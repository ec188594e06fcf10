// The roles and the scopes that belong to no schema resource: what a user's `@<role>` entries grant
// (expanded by scopePatterns.ts against the scopes that exist now). Pure, so the server expands with
// it on every request and the console offers the same roles on the user form.
import type { ResourceDef } from '../../generated/registry.ts';
import type { Roles } from './scopePatterns.ts';
import { FEATURE_SCOPES } from './featureScopes.ts';

/**
 * The roles. Patterns, not lists: `*:read` covers the read scope of every resource there will ever
 * be. The driver app's scopes (tms_driver:*) are kept from everyone but drivers and admins, and
 * vendors (vms:*: any vendor use needs all four) from the viewer, who can change nothing.
 */
export const ROLES: Roles = {
  admin: ['*:*'],
  viewer: ['*:read', '!tms_driver:*', '!vms:*'],
  dispatcher: [
    '*:read',
    'delivery-order:*',
    'fleet-task:*',
    'alert-rule:*',
    'vms:*',
    'delivery-load-adjustment:*',
    'shell-integration:*',
    'accounting-integration:*',
    'alert_rule_template:*',
    'fleet-task-instant:*',
    'customer-wish-feedback:create',
    '!tms_driver:*',
  ],
  marketing: [
    'customer:read',
    'customer:create',
    'customer:update',
    'address:read',
    'user:read',
    'product:read',
    'delivery-order:read',
  ],
  driver: ['tms_driver:read', 'tms_driver:update'],
  // A system feeding raw alerts in; it reads nothing.
  integration: ['alert-ingest:create'],
};

export type RoleName = keyof typeof ROLES & string;

/** The roles in the order the user form offers them (the viewer role is the supervisor's). */
export const ROLE_NAMES: readonly string[] = [
  'admin',
  'dispatcher',
  'viewer',
  'driver',
  'marketing',
  'integration',
];

/**
 * The position (user.position, free text) a new user of each role usually has, as the demo users hold
 * them: the user form suggests it when the position is still empty. Sales/Marketing is also what makes
 * a user a marketing user (master-data.md "User").
 */
export const ROLE_POSITIONS: Readonly<Record<string, string>> = {
  admin: 'Administrator',
  dispatcher: 'Dispatcher',
  viewer: 'Supervisor',
  driver: 'Driver',
  marketing: 'Sales/Marketing',
  integration: 'System',
};

/** Every scope that exists: each resource's, and the feature scopes (featureScopes.ts). */
export function knownScopes(resources: Record<string, ResourceDef>): string[] {
  return [
    ...new Set([
      ...Object.values(resources).flatMap((def) => Object.values(def.scopes).flat()),
      ...FEATURE_SCOPES,
    ]),
  ].sort();
}

export const isRoleEntry = (entry: string): boolean => entry.startsWith('@');

/** The role names the entries hold (`@dispatcher` -> dispatcher), in order. */
export const rolesIn = (entries: readonly string[]): string[] =>
  entries.filter(isRoleEntry).map((entry) => entry.slice(1));

/** The `@<role>` entries that name no role of `roles`. */
export const unknownRoleEntries = (entries: readonly string[], roles: Roles = ROLES): string[] =>
  entries.filter((entry) => isRoleEntry(entry) && !Object.hasOwn(roles, entry.slice(1)));
