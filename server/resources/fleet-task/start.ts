// The driver starts a task (POST /fleet-task/{id}/start): SCHEDULED → STARTED and its orders
// Dijalankan, unless the driver or the vehicle is already on another started task. The seed's
// driver day starts its task through here too.
import { quoteIdent, tableName } from '../../storage/columns.ts';
import { startable } from '../../../src/domain/fleet-task/statusMachine.ts';
import { ORDER, systemTransition } from '../delivery-order/transition.ts';
import type { WriteContext } from '../../context.ts';
import { FLEET_TASK, taskError, taskStatus, type Task } from './common.ts';
import { andOwnRows } from '../../tenancy.ts';

/** Neither the driver nor the vehicle may run two tasks at once (on start, and on changing a STARTED task). */
export async function assertFree(
  ctx: WriteContext,
  taskId: number,
  driverUserId: number | null | undefined,
  plate: string | null | undefined,
) {
  const tasks = quoteIdent(tableName(FLEET_TASK));
  if (typeof driverUserId === 'number') {
    // The driver's row lock serializes two starts by the same driver.
    await ctx.tx.query(
      `SELECT id FROM ${quoteIdent(tableName('user'))} WHERE id = $1::bigint FOR UPDATE`,
      [driverUserId],
    );
    const { rows } = await ctx.tx.query(
      `SELECT id FROM ${tasks} WHERE status->>'name' = 'STARTED' AND driver_user_id = $1::bigint AND id <> $2::bigint LIMIT 1`,
      [driverUserId, taskId],
    );
    if (rows.length > 0)
      throw taskError(409, 'driver_user_id', 'invalid/driver-already-used', 'invalid-value');
  }
  if (plate) {
    // A plate is busy within the company: another company's vehicle may carry the same plate in its records.
    const params: unknown[] = [plate, taskId];
    const own = andOwnRows(ctx.server.resources[FLEET_TASK]?.tenancy, params);
    const { rows } = await ctx.tx.query(
      `SELECT id FROM ${tasks} WHERE status->>'name' = 'STARTED' AND vehicle_plate = $1 AND id <> $2::bigint${own} LIMIT 1`,
      params,
    );
    if (rows.length > 0)
      throw taskError(409, 'vehicle_plate', 'invalid/vehicle-already-used', 'invalid-value');
  }
}

/** Starts a task the caller has locked (lockTask); returns it STARTED (not expanded). */
export async function startTask(ctx: WriteContext, task: Task): Promise<Task> {
  if (!startable(taskStatus(task)))
    throw taskError(409, 'status', 'invalid/invalid-value', 'invalid-status');
  await assertFree(ctx, task.id, task.driver_user_id, task.vehicle_plate);
  for (const orderId of task.delivery_order_ids ?? []) {
    const order = await ctx.server.store(ORDER).getRaw(ctx.tx, orderId);
    if (order.fleet_task?.id === task.id && order.status?.name === 'SCHEDULED')
      await systemTransition(ctx, orderId, 'STARTED');
  }
  return ctx.server
    .store(FLEET_TASK)
    .applyUpdate(ctx.tx, task, { status: { name: 'STARTED' } }, { account: ctx.account });
}
