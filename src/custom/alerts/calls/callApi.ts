// The call routes (docs/calls-and-liveview.md): place, hang up and read a call for a raw alert,
// through the console's HTTP client with the session's token.
import { env } from '../../../config/env';
import { getToken } from '../../../auth/authProvider';
import { createHttpClient } from '../../../dataProviders/httpClient';
import { SERVICE_BASE_PATHS } from '../../../generated/registry';
import type { CallState } from '../../../domain/calls/callRules';

const http = createHttpClient(() => getToken());
const callsUrl = (rawAlertId: number) =>
  `${env.apiUrl}${SERVICE_BASE_PATHS.vsms}/raw-alert/${rawAlertId}/call`;

export interface Call {
  id: number;
  raw_alert_id: number;
  state: CallState;
  reason?: string | null;
}

export async function placeCall(rawAlertId: number): Promise<Call> {
  const { json } = await http(callsUrl(rawAlertId), { method: 'POST' });
  return json.data as Call;
}

export async function hangUpCall(rawAlertId: number, callId: number): Promise<Call> {
  const { json } = await http(`${callsUrl(rawAlertId)}/${callId}/hang-up`, { method: 'POST' });
  return json.data as Call;
}

export async function readCall(rawAlertId: number, callId: number): Promise<Call> {
  const { json } = await http(`${callsUrl(rawAlertId)}/${callId}`);
  return json.data as Call;
}

/** The field-keyed refusal of a failed call request (its first field), for the message shown. */
export function refusalOf(error: unknown): string {
  const errors = (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;
  const field = errors ? Object.keys(errors)[0] : undefined;
  return field ?? 'unknown';
}
