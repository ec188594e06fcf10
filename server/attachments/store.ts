// Uploaded files (the drivers' photos and the seeded demo proofs): bytes in the attachment table
// (created by server/storage/migrate.ts), each under a random key. A key is never a URL by itself:
// records keep 'attachment:<key>' and answers carry it signed (signing.ts).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import { quoteIdent } from '../storage/columns.ts';
import { ATTACHMENT_TABLE } from '../storage/migrate.ts';

export const ATTACHMENT_URL_PREFIX = 'attachment:';

/** 24 random bytes in base64url: 32 characters, unguessable. */
export const newAttachmentKey = (): string => randomBytes(24).toString('base64url');

/** What a key looks like; anything else is refused before a query is made. */
export const isAttachmentKey = (value: string): boolean => /^[A-Za-z0-9_-]{22,64}$/.test(value);

export const attachmentUrl = (key: string): string => `${ATTACHMENT_URL_PREFIX}${key}`;

/** The key of an 'attachment:<key>' URL, or undefined for any other URL. */
export function attachmentKeyOf(url: string): string | undefined {
  if (!url.startsWith(ATTACHMENT_URL_PREFIX)) return undefined;
  const key = url.slice(ATTACHMENT_URL_PREFIX.length);
  return isAttachmentKey(key) ? key : undefined;
}

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/svg+xml': 'svg',
};

/** HEIF brands of HEIC pictures (iPhone cameras write heic; mif1/msf1 are the generic HEIF ones). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The picture's type by its first bytes; the type a client declares is never trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    b.length >= 12 &&
    b.toString('latin1', 0, 4) === 'RIFF' &&
    b.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  if (
    b.length >= 12 &&
    b.toString('latin1', 4, 8) === 'ftyp' &&
    HEIC_BRANDS.has(b.toString('latin1', 8, 12))
  )
    return 'image/heic';
  return undefined;
}

export interface NewAttachment {
  contentType: string;
  data: Uint8Array;
  /** The name the file is served under (Content-Disposition); derived from the key when unset. */
  fileName?: string;
  deliveryOrderId?: number | null;
  fleetTaskId?: number | null;
  createdBy?: number | null;
}

export interface StoredAttachment {
  key: string;
  contentType: string;
  size: number;
  fileName: string;
  data: Buffer;
}

/** Stores one file in the caller's transaction; returns its key. */
export async function insertAttachment(tx: Db, file: NewAttachment): Promise<string> {
  const key = newAttachmentKey();
  const fileName = file.fileName ?? `${key}.${EXTENSIONS[file.contentType] ?? 'bin'}`;
  await tx.query(
    `INSERT INTO ${quoteIdent(ATTACHMENT_TABLE)} (key, content_type, size, file_name, data, delivery_order_id, fleet_task_id, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      key,
      file.contentType,
      file.data.byteLength,
      fileName,
      Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength),
      file.deliveryOrderId ?? null,
      file.fleetTaskId ?? null,
      file.createdBy ?? null,
    ],
  );
  return key;
}

/** A stored file by its key, or undefined. */
export async function findAttachment(db: Db, key: string): Promise<StoredAttachment | undefined> {
  const { rows } = await db.query<{
    key: string;
    content_type: string;
    size: number;
    file_name: string | null;
    data: Uint8Array;
  }>(
    `SELECT key, content_type, size, file_name, data FROM ${quoteIdent(ATTACHMENT_TABLE)} WHERE key = $1`,
    [key],
  );
  const row = rows[0];
  if (!row) return undefined;
  // pg gives a Buffer, PGlite a Uint8Array.
  const data = Buffer.isBuffer(row.data)
    ? row.data
    : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
  return {
    key: row.key,
    contentType: row.content_type,
    size: Number(row.size),
    fileName: row.file_name ?? `${row.key}.${EXTENSIONS[row.content_type] ?? 'bin'}`,
    data,
  };
}

/** Files stored (tests count them to prove a refused call stored nothing). */
export async function countAttachments(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${quoteIdent(ATTACHMENT_TABLE)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** A stored file's description without its bytes (what a range read needs first). */
export interface AttachmentInfo {
  key: string;
  contentType: string;
  size: number;
  fileName: string;
}

/** A stored file's type, size and name, or undefined; the bytes stay in the store. */
export async function attachmentInfo(db: Db, key: string): Promise<AttachmentInfo | undefined> {
  const { rows } = await db.query<{
    key: string;
    content_type: string;
    size: number;
    file_name: string | null;
  }>(
    `SELECT key, content_type, size, file_name FROM ${quoteIdent(ATTACHMENT_TABLE)} WHERE key = $1`,
    [key],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    key: row.key,
    contentType: row.content_type,
    size: Number(row.size),
    fileName: row.file_name ?? `${row.key}.${EXTENSIONS[row.content_type] ?? 'bin'}`,
  };
}

/**
 * Bytes `start` to `end` (inclusive, 0-based) of a stored file, read in the database
 * (substring of the bytea), so a video's range request never loads the whole file; undefined when
 * the key is unknown. A range past the end is cut at the end.
 */
export async function readAttachmentRange(
  db: Db,
  key: string,
  start: number,
  end: number,
): Promise<Buffer | undefined> {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start)
    throw new RangeError(`readAttachmentRange: bad range ${start}-${end}`);
  const { rows } = await db.query<{ data: Uint8Array }>(
    `SELECT substring(data FROM $2::int FOR $3::int) AS data FROM ${quoteIdent(ATTACHMENT_TABLE)} WHERE key = $1`,
    [key, start + 1, end - start + 1],
  );
  const row = rows[0];
  if (!row) return undefined;
  return Buffer.isBuffer(row.data)
    ? row.data
    : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
}

/**
 * Where attachment bytes live (docs/devices.md, "Video storage"): the database by default. An
 * S3-compatible object store implements the same four calls (put = PutObject under the key,
 * info = HeadObject, read = GetObject with a Range header, remove = DeleteObject) and keeps the
 * attachment row (key, type, size, name, company) in the database as the index, so signing,
 * tenancy and the /files route stay as they are.
 */
export interface AttachmentStore {
  put(tx: Db, file: NewAttachment): Promise<string>;
  info(db: Db, key: string): Promise<AttachmentInfo | undefined>;
  read(db: Db, key: string, range?: { start: number; end: number }): Promise<Buffer | undefined>;
}

/** The database store: bytes in the attachment table's bytea column. */
export const databaseAttachmentStore: AttachmentStore = {
  put: insertAttachment,
  info: attachmentInfo,
  async read(db, key, range) {
    if (range) return readAttachmentRange(db, key, range.start, range.end);
    return (await findAttachment(db, key))?.data;
  },
};
