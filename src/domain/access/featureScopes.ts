// The scopes that belong to no schema resource (delivery-order.md §6, alert-centre-and-shell.md §2,
// §6), each named once: the console's gates, the server's route guards and the roles all read these
// constants, never the strings. A resource's own scopes come from its schema (the registry).

const all4 = (prefix: string) =>
  ['read', 'create', 'update', 'delete'].map((action) => `${prefix}:${action}`);

/** The reference-order row and every accounting call need all four (§6); the first one missing is named in a 403. */
export const ACCOUNTING_INTEGRATION_SCOPES = [
  'accounting-integration:create',
  'accounting-integration:read',
  'accounting-integration:update',
  'accounting-integration:delete',
] as const;

/** The alert centre's scopes (alert-centre-and-shell.md §6), by what each opens. */
export const ALERT_CENTRE_SCOPES = {
  /** The bell, the centre, the notification pages and the push channel's alerts. */
  main: 'e4a-alert-center-main:read',
  /** Urgent alerts shown (and counted) as urgent. */
  urgent: 'e4e-alert-center-urgent:read',
  autoPopupUrgent: 'e4f-auto-popup-urgent-alert:read',
  embedMap: 'e4d-alert-center-embed-map:read',
  ruleSetting: 'e4b-alert-center-rule-setting:read',
  overspeedDuration: 'e4d-alert-overspeed-threshold-duration:read',
  logNotification: 'e1j-log-notification:read',
} as const;

/** The energy-integration button (§6): both. */
export const ENERGY_INTEGRATION_SCOPES = [
  'shell-integration:read',
  'shell-integration:create',
] as const;

/** Actual quantities, the list/history toggle, the adjustment badge and the history panel (§6). */
export const LOAD_ADJUSTMENT_SCOPES = [
  'delivery-load-adjustment:read',
  'delivery-load-adjustment:update',
] as const;

/** The scopes of the driver app; a driver holds both and not vgroups:read (alert-centre-and-shell.md §2). */
export const DRIVER_SCOPES = ['tms_driver:read', 'tms_driver:update'] as const;
export const FLEET_VIEW_SCOPE = 'vgroups:read';

/** Feeding raw alerts in (POST /vsms2-rest/api/raw-alert/ingest): integrations and admins. */
export const ALERT_INGEST_SCOPE = 'alert-ingest:create';

/**
 * The audit list of every write in the company (docs/audit.md): administrators. Its action is not
 * `read`, so the `*:read` of dispatchers and supervisors does not grant it; `*:*` (@admin) does.
 */
export const AUDIT_LOG_SCOPE = 'audit-log:admin';

/** Calling the driver (§6): both are needed, and a bsj or vss-howen device (src/domain/calls/callRules.ts). */
export const TWO_WAY_COMMUNICATION_SCOPES = [
  'b3f-two-way-communication:read',
  'b3f-two-way-communication-all-module:read',
] as const;

/** The Live view v2 menu item (§6), /liveview-2/ (docs/calls-and-liveview.md). */
export const LIVEVIEW_V2_SCOPE = 'b1f-liveview-v2:read';

/** Every scope the spec names that belongs to no schema resource. */
export const FEATURE_SCOPES: readonly string[] = [
  ...LOAD_ADJUSTMENT_SCOPES,
  ...ENERGY_INTEGRATION_SCOPES,
  ...all4('accounting-integration'),
  ...all4('tms_driver'),
  // A user with tms_driver read+update but without vgroups:read is a driver and gets no sidebar.
  FLEET_VIEW_SCOPE,
  ALERT_CENTRE_SCOPES.main,
  ALERT_CENTRE_SCOPES.urgent,
  ALERT_CENTRE_SCOPES.autoPopupUrgent,
  ALERT_CENTRE_SCOPES.embedMap,
  ALERT_CENTRE_SCOPES.ruleSetting,
  ALERT_CENTRE_SCOPES.overspeedDuration,
  ALERT_CENTRE_SCOPES.logNotification,
  'system_notification:read',
  'shared_vehicle:read',
  'alert_rule_template:read',
  'alert_rule_template:create',
  // The referral button (alert-centre-and-shell.md §6; the spec's spelling).
  'referal_program:read',
  ...all4('fleet-task-instant'),
  // Feeding raw alerts in: integrations and admins.
  ALERT_INGEST_SCOPE,
  AUDIT_LOG_SCOPE,
  ...TWO_WAY_COMMUNICATION_SCOPES,
  LIVEVIEW_V2_SCOPE,
];
