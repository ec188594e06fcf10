// GET /files/:key?exp&sig: an uploaded file, to whoever holds a signed URL (signing.ts). No token:
// an <img> cannot send one, and the signature is the permission. A missing, forged or expired
// signature is 403 before the key is looked up; an unknown key with a valid signature is 404.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import { sendErrors } from '../errors.ts';
import { findAttachment } from './store.ts';
import { FILES_PATH, verifySignature } from './signing.ts';

/** A file name safe inside a quoted Content-Disposition parameter. */
const safeName = (name: string) => name.replace(/[^\w.-]/g, '_').slice(0, 100) || 'file';

export function registerFileRoute(
  app: FastifyInstance,
  db: Db,
  config: Pick<ServerConfig, 'fileSigningSecret'>,
): void {
  app.get(`${FILES_PATH}/:key`, async (request, reply) => {
    const { key } = request.params as { key?: unknown };
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (!verifySignature(config.fileSigningSecret, key, query.exp, query.sig))
      return sendErrors(reply, 403, { sig: 'forbidden' });
    const file = await findAttachment(db, key as string);
    if (!file) return sendErrors(reply, 404, { key: 'not-found' });
    return (
      reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="${safeName(file.fileName)}"`)
        // Shown as an image only: an SVG opened on its own runs no script and loads nothing.
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
        )
        .send(file.data)
    );
  });
}
