// When each step of the footer wizard was reached: the order's creation for Draf, then the history's
// status changes in the order they happened (a step the wizard shows twice, after a reschedule,
// takes the status's second change). Pure: the events are passed in.
import type { DeliveryStatus } from '../../../domain/delivery-order/statuses.ts';

export interface StatusChange {
  status?: string | null;
  details?: { to?: unknown } | null;
  created_on?: string | null;
}

/** For each step, the time it was reached (ISO), when the history says so. */
export function stepReachedOn(
  steps: readonly DeliveryStatus[],
  changes: readonly StatusChange[],
  createdOn?: string | null,
): (string | undefined)[] {
  const byStatus = new Map<string, string[]>();
  const chronological = [...changes].sort(
    (a, b) => Date.parse(a.created_on ?? '') - Date.parse(b.created_on ?? ''),
  );
  for (const change of chronological) {
    const to = typeof change.details?.to === 'string' ? change.details.to : change.status;
    if (!to || !change.created_on) continue;
    byStatus.set(to, [...(byStatus.get(to) ?? []), change.created_on]);
  }
  const seen = new Map<string, number>();
  return steps.map((step) => {
    const occurrence = seen.get(step) ?? 0;
    seen.set(step, occurrence + 1);
    if (step === 'DRAFT' && occurrence === 0) return createdOn ?? undefined;
    return byStatus.get(step)?.[occurrence];
  });
}
