// An order taken off its fleet task from the delivery side (a manual reschedule or cancel, which
// clears its fleet_task): the task lets it go too. Kept apart from the scheduling code, which moves
// orders, so the order's transition can call it without a cycle.
import { ApiError } from '../../errors.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import type { WriteContext } from '../../context.ts';
import { allDone } from '../../../src/domain/fleet-task/statusMachine.ts';
import { FLEET_TASK, taskStatus } from './common.ts';

/**
 * Drops the order from the task's delivery_order_ids and its activities that are not done. The last
 * order stays listed (the schema keeps at least one: what the task carried) and the task is CANCELED;
 * a STARTED task whose remaining activities are all done is COMPLETED. A COMPLETED task is history.
 */
export async function leaveTask(ctx: WriteContext, taskId: number, orderId: number): Promise<void> {
  if (!ctx.server.stores.has(FLEET_TASK)) return;
  const store = ctx.server.store(FLEET_TASK);
  const task = await store.getRaw(ctx.tx, taskId, undefined, true).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!task) return;
  const status = taskStatus(task);
  if (status === 'COMPLETED') return;
  const ids = task.delivery_order_ids ?? [];
  const remaining = ids.filter((id) => id !== orderId);
  const activities = (task.activities ?? []).filter(
    (a) => a.delivery_order_id !== orderId || a.status !== 'UNCOMPLETED',
  );
  const last = remaining.length === 0;
  const next = last
    ? 'CANCELED'
    : status === 'STARTED' && allDone(activities)
      ? 'COMPLETED'
      : status;
  await store.applyUpdate(
    ctx.tx,
    task,
    { delivery_order_ids: last ? ids : remaining, activities, status: { name: next } },
    { account: ctx.account },
  );
}

/**
 * Locks the task an order is on, before the order's own lock: every fleet-task write locks the task
 * first, then its orders, so a reschedule racing a change of its task waits instead of deadlocking.
 */
export async function lockTaskOfOrder(ctx: WriteContext, orderId: number): Promise<void> {
  if (!ctx.server.stores.has(FLEET_TASK)) return;
  const { rows } = await ctx.tx.query<{ task: string | null }>(
    `SELECT fleet_task->>'id' AS task FROM ${quoteIdent(tableName('delivery-order'))} WHERE id = $1::bigint`,
    [orderId],
  );
  const taskId = Number(rows[0]?.task);
  if (Number.isSafeInteger(taskId) && taskId > 0)
    await ctx.tx.query(
      `SELECT id FROM ${quoteIdent(tableName(FLEET_TASK))} WHERE id = $1::bigint FOR UPDATE`,
      [taskId],
    );
}
