// The driver's data: today's tasks (one query both screens share), with the outbox applied, and the
// two writes, which refresh it. A write made offline, or whose call got no answer, or made while
// earlier ones still wait, joins the outbox instead (offline/outbox.ts) and resolves `queued`: the
// outbox keeps the order and sends it with the same idempotency key. A 401 on any of them signs the
// driver out, as react-admin's own queries do.
import { useEffect, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify } from 'ra-core';
import { loadSession } from '../../auth/session';
import {
  completeActivity,
  completeUrl,
  fetchToday,
  isNetworkError,
  startTask,
  startUrl,
} from './driverApi';
import { enqueue, type OutboxEntry } from './offline/outbox';
import { pendingCount, withOutbox } from './offline/overlay';
import { isOnline, TODAY_KEY, useOutbox } from './offline/OutboxProvider';
import type { DriverActivity, DriverOrder, DriverTask } from './types';

export { TODAY_KEY };

export function useDriverToday() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { entries } = useOutbox();
  // networkMode 'always': offline, React Query would pause the call (the form greyed for ever, the
  // list never read); fetchToday answers from the phone instead.
  const query = useQuery({
    queryKey: TODAY_KEY,
    queryFn: fetchToday,
    retry: false,
    networkMode: 'always',
  });
  const { error, data: raw } = query;
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  const data = useMemo(() => (raw ? withOutbox(raw.tasks, entries) : undefined), [raw, entries]);
  return { ...query, data, savedAt: raw?.savedAt };
}

/** The result of a write: sent now, or kept in the outbox to be sent later. */
export interface WriteResult {
  queued: boolean;
}

const newKey = () => crypto.randomUUID();

/** Who queues and with what token (the service worker sends with it while no tab is open). */
function owner(): Pick<OutboxEntry, 'userId' | 'token'> {
  const session = loadSession();
  return { userId: Number(session?.user.id), token: session?.token ?? '' };
}

/**
 * Runs `direct` with a new key, or queues `entry` with that key: when offline, when earlier writes
 * still wait (they go first), or when the call got no answer (it may have reached the server: the
 * outbox's try with the same key then answers as the first).
 */
function useWrite<V>(
  direct: (vars: V, key: string) => Promise<void>,
  entry: (vars: V, key: string) => Promise<Omit<OutboxEntry, 'id' | 'state' | 'tries'>>,
  /** Said when the write is kept on the phone: here, since the queued write may unmount its button. */
  queuedMessage: string,
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const outbox = useOutbox();
  const waiting = pendingCount(outbox.entries) > 0;
  return useMutation({
    // Not paused offline: offline is when the write must reach the outbox.
    networkMode: 'always',
    mutationFn: async (vars: V): Promise<WriteResult> => {
      const key = newKey();
      const queue = async () => {
        await enqueue(await entry(vars, key));
        notify(queuedMessage, { type: 'info' });
        await outbox.refresh();
        void outbox.flush();
        return { queued: true };
      };
      if (!isOnline() || waiting) return queue();
      try {
        await direct(vars, key);
        return { queued: false };
      } catch (error) {
        if (isNetworkError(error)) return queue();
        throw error;
      }
    },
    onError: (error) => void logoutIfAccessDenied(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TODAY_KEY }),
  });
}

export function useStartTask() {
  return useWrite<DriverTask>(
    (task, key) => startTask(task.id, key),
    async (task, key) => ({
      ...owner(),
      key,
      kind: 'start',
      url: startUrl(task.id),
      taskId: task.id,
      taskNumber: task.number ?? null,
      queuedAt: new Date().toISOString(),
    }),
    'custom.driver.offline.queued_start',
  );
}

export interface CompletionVars {
  task: DriverTask;
  activity: DriverActivity;
  order: DriverOrder | undefined;
  parts: { contact_person_name: string; note: string; loads?: string };
  photos: File[];
}

export function useCompleteActivity() {
  return useWrite<CompletionVars>(
    ({ task, activity, parts, photos }, key) => {
      const form = new FormData();
      form.append('contact_person_name', parts.contact_person_name);
      form.append('note', parts.note);
      if (parts.loads !== undefined) form.append('loads', parts.loads);
      for (const photo of photos) form.append('photos', photo, photo.name);
      return completeActivity(task.id, activity.sequence, form, key);
    },
    async ({ task, activity, order, parts, photos }, key) => ({
      ...owner(),
      key,
      kind: 'complete',
      url: completeUrl(task.id, activity.sequence),
      taskId: task.id,
      taskNumber: task.number ?? null,
      sequence: activity.sequence,
      activityType: activity.type,
      place: activity.address?.name ?? null,
      orderNumber: order?.number ?? null,
      ...parts,
      photos: await Promise.all(
        photos.map(async (p) => ({ name: p.name, type: p.type, data: await p.arrayBuffer() })),
      ),
      queuedAt: new Date().toISOString(),
    }),
    'custom.driver.offline.queued',
  );
}

/** The body of a refused call (fetchJson's HttpError keeps it), for the catalogue's issue codes and field errors. */
export const errorBody = (error: unknown): unknown => (error as { body?: unknown } | null)?.body;
