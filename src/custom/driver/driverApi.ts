// The driver app's calls (docs/fleet-tasks.md "Calls"), with the session's bearer token. They are
// not one resource's CRUD, so they go through the console's HTTP client rather than the data
// provider; the completion is multipart (fetchJson leaves a FormData body's content type alone).
// Writes carry an Idempotency-Key: the same key goes with the outbox's later tries (offline/), so a
// call whose answer was lost is never done twice. Today's tasks are kept in IndexedDB as last read,
// and shown from there when the phone has no connection.
import { HttpError } from 'ra-core';
import { env } from '../../config/env';
import { getToken } from '../../auth/authProvider';
import { loadSession } from '../../auth/session';
import { createHttpClient } from '../../dataProviders/httpClient';
import { SERVICE_BASE_PATHS } from '../../generated/registry';
import { loadSnapshot, saveSnapshot } from './offline/outbox';
import { tasksOf, type DriverTask } from './types';

const http = createHttpClient(() => getToken());
const base = () => `${env.apiUrl}${SERVICE_BASE_PATHS['fleet-planning']}/fleet-task`;
const id = (value: number | string) => encodeURIComponent(String(value));

export const startUrl = (taskId: number) => `${base()}/${id(taskId)}/start`;
export const completeUrl = (taskId: number, sequence: number) =>
  `${base()}/${id(taskId)}/activity/${id(sequence)}/complete`;

/** No answer at all (offline, DNS, connection refused): fetch's TypeError, not an HttpError. */
export const isNetworkError = (error: unknown) => !(error instanceof HttpError);

export interface TodayData {
  tasks: DriverTask[];
  /** Set when the list comes from the phone (no connection): when it was last read from the server. */
  savedAt?: string;
}

/** SCHEDULED and STARTED tasks of the caller, and those completed today, by planned start. */
export async function fetchToday(): Promise<TodayData> {
  const userId = Number(loadSession()?.user.id);
  try {
    const { json } = await http(`${base()}/driver/today`);
    await saveSnapshot({ userId, savedAt: new Date().toISOString(), body: json }).catch(() => {});
    return { tasks: tasksOf(json) };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const saved = await loadSnapshot(userId).catch(() => undefined);
    if (!saved) throw error;
    return { tasks: tasksOf(saved.body), savedAt: saved.savedAt };
  }
}

const withKey = (key: string) => new Headers({ 'Idempotency-Key': key });

/** SCHEDULED → STARTED. */
export async function startTask(taskId: number, key: string): Promise<void> {
  await http(startUrl(taskId), { method: 'POST', body: '{}', headers: withKey(key) });
}

/** Completes the activity with the form's multipart body (contact, note, loads, photos). */
export async function completeActivity(
  taskId: number,
  sequence: number,
  body: FormData,
  key: string,
): Promise<void> {
  await http(completeUrl(taskId, sequence), { method: 'POST', body, headers: withKey(key) });
}
