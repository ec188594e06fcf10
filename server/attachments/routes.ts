// GET /files/:key?exp&sig: an uploaded file, to whoever holds a signed URL (signing.ts). No token:
// an <img> or a <video> cannot send one, and the signature is the permission. A missing, forged or
// expired signature is 403 before the key is looked up; an unknown key with a valid signature is 404.
// Byte ranges (RFC 9110 §14, parsed by range-parser): `Range: bytes=…` of one satisfiable range
// answers 206 with Content-Range and only those bytes, read from the store in range (a video seeks
// without loading the whole file); an unsatisfiable one 416 with `Content-Range: bytes */<size>`;
// several ranges or a malformed header the whole file (200), as the RFC allows. An open range
// (`bytes=<start>-`, what a browser's <video> asks first) is answered with at most
// MAX_OPEN_RANGE_BYTES from its start: the player asks for the rest as it needs it, and a large
// video is never read whole to start playing (docs/devices.md, "Video storage and serving").
// `download=1` asks for `Content-Disposition: attachment` (the video modal's download button).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import parseRange from 'range-parser';
import type { Db } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import { sendErrors } from '../errors.ts';
import { databaseAttachmentStore, type AttachmentStore } from './store.ts';
import { FILES_PATH, verifySignature } from './signing.ts';

/** The most an open range (`bytes=<start>-`) is answered with: 512 KiB. */
export const MAX_OPEN_RANGE_BYTES = 512 * 1024;

/** A file name safe inside a quoted Content-Disposition parameter. */
const safeName = (name: string) => name.replace(/[^\w.-]/g, '_').slice(0, 100) || 'file';

export function registerFileRoute(
  app: FastifyInstance,
  db: Db,
  config: Pick<ServerConfig, 'fileSigningSecret'>,
  store: AttachmentStore = databaseAttachmentStore,
): void {
  app.get(`${FILES_PATH}/:key`, async (request, reply) => {
    const { key } = request.params as { key?: unknown };
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (!verifySignature(config.fileSigningSecret, key, query.exp, query.sig))
      return sendErrors(reply, 403, { sig: 'forbidden' });
    const file = await store.info(db, key as string);
    if (!file) return sendErrors(reply, 404, { key: 'not-found' });
    const disposition = query.download === '1' ? 'attachment' : 'inline';
    reply
      .header('Cache-Control', 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Accept-Ranges', 'bytes')
      .header('Content-Disposition', `${disposition}; filename="${safeName(file.fileName)}"`)
      // Shown as an image or played as a video only: an SVG opened on its own runs no script and loads nothing.
      .header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
    const header = request.headers.range;
    const ranges = typeof header === 'string' ? parseRange(file.size, header) : undefined;
    if (ranges === -1) {
      reply.header('Content-Range', `bytes */${file.size}`);
      return sendErrors(reply, 416, { range: 'invalid-value' });
    }
    if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
      const { start } = ranges[0]!;
      const open = /^\s*bytes\s*=\s*\d+\s*-\s*$/i.test(header!);
      const end = open
        ? Math.min(ranges[0]!.end, start + MAX_OPEN_RANGE_BYTES - 1)
        : ranges[0]!.end;
      const data = await store.read(db, file.key, { start, end });
      if (!data) return sendErrors(reply, 404, { key: 'not-found' });
      return reply
        .code(206)
        .header('Content-Type', file.contentType)
        .header('Content-Range', `bytes ${start}-${end}/${file.size}`)
        .send(data);
    }
    reply.header('Content-Type', file.contentType);
    if (file.size <= MAX_OPEN_RANGE_BYTES) {
      const data = await store.read(db, file.key);
      if (!data) return sendErrors(reply, 404, { key: 'not-found' });
      return reply.send(data);
    }
    // A large file (a video downloaded whole) streams in chunks read in range: the first bytes
    // leave at once and the server never holds the whole file.
    const stored = file.key;
    const size = file.size;
    async function* chunks() {
      for (let start = 0; start < size; start += MAX_OPEN_RANGE_BYTES) {
        const chunk = await store.read(db, stored, {
          start,
          end: Math.min(size, start + MAX_OPEN_RANGE_BYTES) - 1,
        });
        if (!chunk) throw new Error(`attachment ${stored} vanished while streaming`);
        yield chunk;
      }
    }
    return reply.header('Content-Length', String(size)).send(Readable.from(chunks()));
  });
}
