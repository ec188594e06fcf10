// Attachment URLs leave the server signed (docs/fleet-tasks.md, GET /files/{key}): a stored
// 'attachment:<key>' becomes /files/<key>?exp=<unix seconds>&sig=<HMAC-SHA256 over key and exp>,
// handed only to callers allowed to see the order. Other URLs (the seed's old static ones) pass
// unchanged. The expiry is rounded up to the next 5 minutes, so reads within those minutes give the
// same URL and the browser's image cache holds across a page's refetches.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import { attachmentKeyOf, isAttachmentKey } from './store.ts';

/** A signed URL works for at least this long (and at most 5 minutes more). */
export const SIGNED_URL_TTL_SECONDS = 3600;
const ROUND_SECONDS = 300;

export const FILES_PATH = '/files';

const signature = (secret: string, key: string, exp: number) =>
  createHmac('sha256', secret).update(`${key}.${exp}`).digest('base64url');

/** 'attachment:<key>' as a signed /files URL valid for an hour from `now`; any other URL unchanged. */
export function signUrl(
  server: Pick<ServerContext, 'config'>,
  url: string,
  now: Date = new Date(),
): string {
  const key = attachmentKeyOf(url);
  if (!key) return url;
  const exp =
    Math.ceil((Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS) / ROUND_SECONDS) *
    ROUND_SECONDS;
  return `${FILES_PATH}/${key}?exp=${exp}&sig=${signature(server.config.fileSigningSecret, key, exp)}`;
}

/** Signs the url of each attachment in place (the expand hooks of the records that carry them). */
export function signAttachments(
  server: Pick<ServerContext, 'config'>,
  attachments: { url: string }[] | null | undefined,
  now: Date = new Date(),
): void {
  for (const attachment of attachments ?? [])
    if (attachment && typeof attachment.url === 'string')
      attachment.url = signUrl(server, attachment.url, now);
}

/** True when sig is ours over key and exp and exp lies ahead. Never throws, whatever it is given. */
export function verifySignature(
  secret: string,
  key: unknown,
  exp: unknown,
  sig: unknown,
  now: Date = new Date(),
): boolean {
  if (typeof key !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return false;
  if (!isAttachmentKey(key) || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig))
    return false;
  const expiry = Number(exp);
  if (expiry * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, key, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
