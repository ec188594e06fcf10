// Today's tasks as the driver sees them with the outbox applied: a queued start shows the task
// started, a queued completion shows its activity waiting to be sent (and the next one workable),
// a refused one shows it refused. Pure: the server's answer stays the truth once the outbox is sent.
import type { DriverTask } from '../types';
import type { OutboxEntry } from './outbox';

export function withOutbox(
  tasks: readonly DriverTask[],
  entries: readonly OutboxEntry[],
): DriverTask[] {
  if (entries.length === 0) return [...tasks];
  return tasks.map((task) => {
    const mine = entries.filter((e) => e.taskId === task.id);
    if (mine.length === 0) return task;
    const start = mine.find((e) => e.kind === 'start' && e.state === 'pending');
    const queuedStart = Boolean(start) && task.status.name === 'SCHEDULED';
    return {
      ...task,
      ...(queuedStart ? { status: { name: 'STARTED' as const }, queuedStart: true } : {}),
      activities: task.activities.map((activity) => {
        if (activity.status !== 'UNCOMPLETED') return activity;
        const entry = mine.find((e) => e.kind === 'complete' && e.sequence === activity.sequence);
        return entry ? { ...activity, queued: entry.state } : activity;
      }),
    };
  });
}

/** The entries still to send (what '3 menunggu dikirim' counts). */
export const pendingCount = (entries: readonly OutboxEntry[]) =>
  entries.filter((e) => e.state === 'pending').length;
