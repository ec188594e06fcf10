// Roles: named lists of scope patterns (src/domain/access/scopePatterns.ts), held by users as
// `@<role>` entries in their scopes and expanded against the scopes that exist now, so a resource
// added to the registry is covered by the roles that should see it with no grant step.
import type { ResourceDef } from '../../src/generated/registry.ts';
import { expandScopes, type Roles } from '../../src/domain/access/scopePatterns.ts';

const all4 = (prefix: string) => ['read', 'create', 'update', 'delete'].map((action) => `${prefix}:${action}`);

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
  // Feeding raw alerts in (POST /vsms2-rest/api/raw-alert/ingest): integrations and admins.
  'alert-ingest:create',
];

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
    '!tms_driver:*',
  ],
  marketing: ['customer:read', 'customer:create', 'customer:update', 'address:read', 'user:read', 'product:read', 'delivery-order:read'],
  driver: ['tms_driver:read', 'tms_driver:update'],
  // A system feeding raw alerts in; it reads nothing.
  integration: ['alert-ingest:create'],
};

/** Every scope that exists: each resource's, and the feature scopes. */
export function knownScopes(resources: Record<string, ResourceDef>): string[] {
  return [...new Set([...Object.values(resources).flatMap((def) => Object.values(def.scopes).flat()), ...FEATURE_SCOPES])].sort();
}

/**
 * Per registry object: its known scopes, and the expansion of each distinct list of entries seen
 * (a handful: users share roles). Expanding runs on every authenticated request, so a request pays
 * one map lookup instead of matching every pattern against every scope.
 */
const cache = new WeakMap<object, { known: string[]; expanded: Map<string, readonly string[]> }>();
const MAX_CACHED_ENTRY_LISTS = 1000;

/** The scopes a user's stored entries (scopes, patterns, @roles) grant under this registry (a copy of the cached expansion). */
export function effectiveScopes(entries: readonly string[], resources: Record<string, ResourceDef>): string[] {
  let forRegistry = cache.get(resources);
  if (!forRegistry) cache.set(resources, (forRegistry = { known: knownScopes(resources), expanded: new Map() }));
  const key = entries.join('\n');
  let scopes = forRegistry.expanded.get(key);
  if (!scopes) {
    if (forRegistry.expanded.size >= MAX_CACHED_ENTRY_LISTS) forRegistry.expanded.clear();
    forRegistry.expanded.set(key, (scopes = Object.freeze(expandScopes(entries, forRegistry.known, ROLES))));
  }
  return [...scopes];
}
