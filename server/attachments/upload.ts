// Reading a multipart/form-data request into memory, within limits (@fastify/multipart's busboy
// limits, set once in multipartOptions). Files larger than MAX_PHOTO_BYTES are refused with 413
// {"errors":{"photos":"too-large"}} while they stream (never buffered whole); more files than
// allowed is 400 photos too-long; broken multipart is 400 body invalid-format.
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { ApiError, badRequest } from '../errors.ts';

/** preValidation hook: a multipart body sent to a route that does not declare `multipart` is 415, as before multipart was registered. */
export async function refuseStrayMultipart(request: FastifyRequest): Promise<void> {
  if (request.isMultipart() && !request.dispatched?.route.spec.custom?.multipart)
    throw new ApiError(415, { 'content-type': 'invalid-value' });
}

/** Photos per completion (docs/fleet-tasks.md). */
export const MAX_PHOTOS = 5;
/** The longest text part (loads' JSON of an order with many lines stays well below). */
const MAX_FIELD_BYTES = 64 * 1024;

export function multipartOptions(config: Pick<ServerConfig, 'maxPhotoBytes'>) {
  return {
    limits: {
      fileSize: config.maxPhotoBytes,
      // One over the maximum: the sixth file arrives and is refused by the handler's count, so the
      // answer names the rule (photos too-long) rather than a transport limit.
      files: MAX_PHOTOS + 1,
      fields: 20,
      fieldSize: MAX_FIELD_BYTES,
      parts: 40,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  };
}

export interface UploadedFile {
  field: string;
  fileName: string;
  data: Buffer;
}

export interface MultipartBody {
  /** Text parts by name; a name sent twice keeps every value. */
  fields: Map<string, string[]>;
  files: UploadedFile[];
}

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/** Reads every part; refuses what breaks a transport limit. A request that is not multipart is 415. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new ApiError(415, { 'content-type': 'invalid-value' });
  const body: MultipartBody = { fields: new Map(), files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        body.files.push({ field: part.fieldname, fileName: part.filename, data });
      } else {
        if (part.valueTruncated) throw badRequest({ [part.fieldname]: 'too-long' });
        const values = body.fields.get(part.fieldname) ?? [];
        values.push(typeof part.value === 'string' ? part.value : JSON.stringify(part.value));
        body.fields.set(part.fieldname, values);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new ApiError(413, { photos: 'too-large' });
      case 'FST_FILES_LIMIT':
        throw badRequest({ photos: 'too-long' });
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new ApiError(413, { body: 'too-large' });
      case 'FST_PROTO_VIOLATION':
        throw badRequest({ body: 'unknown-field' });
    }
    throw badRequest({ body: 'invalid-format' });
  }
  return body;
}
