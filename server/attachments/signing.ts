// Attachment URLs leave the server signed (docs/fleet-tasks.md, GET /files/{key}): a stored
// 'attachment:<key>' becomes a URL that works for an hour, handed only to callers allowed to see
// the order. Other URLs (none in new data) pass unchanged. Filled in by the attachments work.
import type { ServerContext } from '../resources/types.ts';

export function signUrl(_server: ServerContext, url: string, _now: Date = new Date()): string {
  return url;
}
