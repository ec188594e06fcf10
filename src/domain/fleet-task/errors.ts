// The fleet-task error catalogue (master-data.md §8) as far as our rules raise it; the server sends
// these codes in errors_v2.issues[].code and the console maps them to messages
// (custom.fleet_task.errors.<code> in src/i18n). docs/fleet-tasks.md says what raises each.
export const FLEET_TASK_ERROR_CODES = [
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
  'delivery-order-vendor-exists',
] as const;

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
