// Where a popup's navigate-away link goes (§2): Fleet Task Instant Detail for a fleet-order alert,
// else the vehicle's live view (Live view v2: /liveview-2/?type=vehicle&vehicleId=…).
export const FLEET_TASK_INSTANT_ROUTE = '/fleet-task-instant/:id';

export const fleetTaskInstantPath = (fleetTaskId: number, logId?: number | null) =>
  `/fleet-task-instant/${fleetTaskId}${logId ? `?logId=${logId}` : ''}`;

export const liveViewPath = (vehicleId: number) =>
  `/liveview-2/?type=vehicle&vehicleId=${encodeURIComponent(String(vehicleId))}`;
