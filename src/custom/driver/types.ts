// The driver's tasks as GET /fleet-task/driver/today answers them (docs/fleet-tasks.md "Calls"):
// each task expanded like GET /fleet-task/{id}, its orders with their loads.
import type { FleetTask } from '../../generated/types';
import type {
  ActivityStatus,
  ActivityType,
  FleetTaskStatus,
} from '../../domain/fleet-task/statusMachine';

export interface DriverAddress {
  id?: number;
  name?: string | null;
  city?: string | null;
  address?: string | null;
}

export interface DriverLoad {
  id: number;
  product_name?: string | null;
  quantity: number;
  uom?: string | null;
  quantity_picked?: number | null;
}

export interface DriverOrder {
  id: number;
  number?: string | null;
  status?: { name?: string } | string | null;
  shipped_customer?: { name?: string | null } | null;
  origin_address?: DriverAddress | null;
  destination_address?: DriverAddress | null;
  loads?: DriverLoad[] | null;
}

type StoredActivity = NonNullable<FleetTask['activities']>[number];

export interface DriverActivity extends Omit<StoredActivity, 'type' | 'status'> {
  sequence: number;
  type: ActivityType;
  status: ActivityStatus;
  address?: DriverAddress | null;
  /** A completion of it waits in the phone's outbox (offline/overlay.ts): pending, or refused. */
  queued?: 'pending' | 'conflict' | 'failed';
}

export interface DriverTask extends Omit<FleetTask, 'status' | 'activities'> {
  id: number;
  status: { name: FleetTaskStatus };
  activities: DriverActivity[];
  orders: DriverOrder[];
  /** Its start waits in the phone's outbox: shown as started, the activities workable. */
  queuedStart?: boolean;
}

/** The list out of the answer's `data`: an array, or the usual paginated_result when the server pages it. */
export function tasksOf(body: unknown): DriverTask[] {
  const data = (body as { data?: unknown } | null)?.data;
  const list = Array.isArray(data)
    ? data
    : Array.isArray((data as { paginated_result?: unknown })?.paginated_result)
      ? (data as { paginated_result: unknown[] }).paginated_result
      : [];
  return (list as DriverTask[]).map((task) => ({
    ...task,
    orders: task.orders ?? [],
    activities: [...(task.activities ?? [])].sort((a, b) => a.sequence - b.sequence),
  }));
}
