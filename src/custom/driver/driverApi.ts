// The driver app's calls (docs/fleet-tasks.md "Calls"), with the session's bearer token. They are
// not one resource's CRUD, so they go through the console's HTTP client rather than the data
// provider; the completion is multipart (fetchJson leaves a FormData body's content type alone).
import { env } from '../../config/env';
import { getToken } from '../../auth/authProvider';
import { createHttpClient } from '../../dataProviders/httpClient';
import { SERVICE_BASE_PATHS } from '../../generated/registry';
import { tasksOf, type DriverTask } from './types';

const http = createHttpClient(() => getToken());
const base = () => `${env.apiUrl}${SERVICE_BASE_PATHS['fleet-planning']}/fleet-task`;
const id = (value: number | string) => encodeURIComponent(String(value));

/** SCHEDULED and STARTED tasks of the caller, and those completed today, by planned start. */
export async function fetchToday(): Promise<DriverTask[]> {
  const { json } = await http(`${base()}/driver/today`);
  return tasksOf(json);
}

/** SCHEDULED → STARTED. */
export async function startTask(taskId: number): Promise<void> {
  await http(`${base()}/${id(taskId)}/start`, { method: 'POST', body: '{}' });
}

/** Completes the activity with the form's multipart body (contact, note, loads, photos). */
export async function completeActivity(
  taskId: number,
  sequence: number,
  body: FormData,
): Promise<void> {
  await http(`${base()}/${id(taskId)}/activity/${id(sequence)}/complete`, { method: 'POST', body });
}
