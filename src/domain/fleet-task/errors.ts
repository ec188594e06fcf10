// The fleet-task error catalogue (master-data.md §8): the server sends these codes in
// errors_v2.issues[].code and the console maps them to messages (custom.fleet_task.errors.<code>,
// src/resources/fleet-task/errors.messages.*.ts). docs/fleet-tasks.md says what raises each.
// RAISED_CODES are the ones a rule of ours raises (each with a server test that provokes it);
// UNRAISED_CODES have a message for a server that sends them, but no call here can fail that way
// (settings, a task's cancel call and the failed read or write of an attachment do not exist here).
export const RAISED_CODES = [
  'not-found',
  'failed-to-bulk-delete',
  'minimum-one-delivery',
  'delivery/cannot-unassign-from-fleet-task',
  'invalid/invalid-value',
  'invalid/driver-invalid-value',
  'invalid/driver-already-used',
  'invalid/vehicle-already-used',
  'invalid/pickup-must-be-completed',
  'invalid/activities-must-be-completed',
  'fleet-task/transit-location-invalid',
  'fleet-task/transit-with-vendor',
  'fleet-task/previous-leg-not-done',
  'delivery-order-vendor-request-invalid-shipment-type',
  'failed-to-delete-with-vendor',
  'delivery/failed-to-unassigned-request',
  'invalid/vehicle-invalid-value',
  'invalid/invalid-fields',
  'invalid/invalid-input-format',
  'invalid-input-format',
  'is-from-vendor-request',
  'delivery-order-vendor-exists',
  'fleet-task/drop-before-pickup',
] as const;

export const UNRAISED_CODES = [
  'failed-to-get',
  'failed-to-save',
  'failed-to-canceled',
  'delivery/failed-to-delete',
  'failed-save-settings',
  'failed-get-settings',
] as const;

export const FLEET_TASK_ERROR_CODES = [...RAISED_CODES, ...UNRAISED_CODES] as const;

export type FleetTaskErrorCode = (typeof FLEET_TASK_ERROR_CODES)[number];

export const isFleetTaskErrorCode = (code: unknown): code is FleetTaskErrorCode =>
  typeof code === 'string' && (FLEET_TASK_ERROR_CODES as readonly string[]).includes(code);

/** The i18n key of a catalogue code's message: dots in keys would nest, so '/' and '-' become '_'. */
export const fleetTaskErrorKey = (code: FleetTaskErrorCode): string =>
  `custom.fleet_task.errors.${code.replace(/[/-]/g, '_')}`;

/** The first issue code with a known message (delivery-order.md §8: how a transit refusal is worded). */
export function firstKnownIssue(body: unknown): FleetTaskErrorCode | undefined {
  const issues = (body as { errors_v2?: { issues?: { code?: unknown }[] } } | null)?.errors_v2
    ?.issues;
  if (!Array.isArray(issues)) return undefined;
  return issues.map((i) => i?.code).find(isFleetTaskErrorCode);
}
