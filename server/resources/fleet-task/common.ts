// What every fleet-task file shares: the resource's name, its locked read, the catalogue error
// (field code + errors_v2 issue) and the driver check of the driver app's routes.
import { ApiError, type ErrorMap } from '../../errors.ts';
import type { AuthUser } from '../../auth/auth.ts';
import type { StoredRecordOf } from '../../../src/generated/types.ts';
import type { FleetTaskErrorCode } from '../../../src/domain/fleet-task/errors.ts';
import type { FleetTaskStatus } from '../../../src/domain/fleet-task/statusMachine.ts';
import type { WriteContext } from '../../context.ts';

export const FLEET_TASK = 'fleet-task';

export type Task = StoredRecordOf<typeof FLEET_TASK>;
export type TaskActivity = NonNullable<Task['activities']>[number];

export const taskStatus = (task: Pick<Task, 'status'>): FleetTaskStatus =>
  task.status?.name ?? 'DRAFT';

/**
 * A refusal by a rule of the fleet-task catalogue: `{errors: {[path]: field code}, errors_v2:
 * {issues: [{code, path}]}}`. The field code is the API's usual one (invalid-status, conflict, …);
 * the issue carries the catalogue's.
 */
export function taskError(
  status: number,
  path: string,
  code: FleetTaskErrorCode,
  fieldCode: ErrorMap[string] = 'invalid-value',
): ApiError {
  return new ApiError(status, { [path]: fieldCode }, [{ code, path }]);
}

/** The task's row, locked for the rest of the transaction; 404 with the catalogue's not-found. */
export async function lockTask(ctx: WriteContext, id: number): Promise<Task> {
  try {
    return await ctx.server.store(FLEET_TASK).getRaw(ctx.tx, id, undefined, true);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw taskError(404, 'id', 'not-found', 'not-found');
    throw error;
  }
}

/** The driver app's calls act only on the caller's own tasks: another driver's task is 403. */
export function assertTaskDriver(task: Task, account: AuthUser): void {
  if (task.driver_user_id !== account.id) throw new ApiError(403, { driver_user_id: 'forbidden' });
}
