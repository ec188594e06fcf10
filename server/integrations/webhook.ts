// The outbound webhook client of the integrations (energy company, accounting) and the check of
// inbound signatures. One wire format both ways:
//   POST <url>  Content-Type: application/json
//   X-Armada-Event: <event>
//   X-Armada-Signature: sha256=<hex HMAC-SHA256 of the raw body with the shared secret>  (when a secret is set)
//   body {"event": "<event>", "sent_on": "<ISO-8601 UTC>", "data": <payload>}
// postWebhook never throws for the receiver's faults (refused, timed out, non-2xx): the caller
// records the attempt in history and answers 502 integration-failed.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface WebhookTarget {
  url: string;
  secret?: string;
}

interface WebhookOutcome {
  /** The receiver's HTTP status, or null when it could not be reached (refused, DNS, timeout). */
  status: number | null;
  /** The receiver's answer: parsed JSON, else its text (at most 2,000 characters), else null. */
  body: unknown;
  durationMs: number;
}

/** The receiver answered 2xx (ok), or not: then `error` says why in a few words, for history and logs ('HTTP 500', 'timeout after 5000 ms', …). */
export type WebhookResult =
  | (WebhookOutcome & { ok: true; status: number; error?: undefined })
  | (WebhookOutcome & { ok: false; error: string });

export const SIGNATURE_HEADER = 'X-Armada-Signature';
export const EVENT_HEADER = 'X-Armada-Event';
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000;
const MAX_BODY_TEXT = 2_000;

/** sha256=<hex HMAC-SHA256 of rawBody>: the value of X-Armada-Signature. */
export function signBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether the header is the body's signature with the secret; constant-time in the signature's bytes. */
export function verifySignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
): boolean {
  if (typeof header !== 'string' || secret === '') return false;
  const expected = Buffer.from(signBody(rawBody, secret), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; the length of a well-formed signature is public anyway.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, MAX_BODY_TEXT);
  }
}

/** Posts {event, sent_on, data} to the target; resolves with the outcome, never rejects for network errors. */
export async function postWebhook(
  target: WebhookTarget,
  event: string,
  payload: unknown,
  options: { timeoutMs?: number } = {},
): Promise<WebhookResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  const raw = JSON.stringify({ event, sent_on: new Date().toISOString(), data: payload ?? null });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [EVENT_HEADER]: event,
  };
  if (target.secret) headers[SIGNATURE_HEADER] = signBody(raw, target.secret);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers,
      body: raw,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await readBody(response);
    const durationMs = elapsed();
    if (response.ok) return { ok: true, status: response.status, body, durationMs };
    return {
      ok: false,
      status: response.status,
      body,
      error: `HTTP ${response.status}`,
      durationMs,
    };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
    const reason =
      name === 'TimeoutError' || name === 'AbortError'
        ? `timeout after ${timeoutMs} ms`
        : (cause?.code ??
          cause?.message ??
          (error instanceof Error ? error.message : String(error)));
    return { ok: false, status: null, body: null, error: reason, durationMs: elapsed() };
  }
}
