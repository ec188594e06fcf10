// Ids from outside: one in a path, a list in a bulk delete's body.
import { badRequest } from '../errors.ts';
import { isPlainObject } from './records.ts';

export const MAX_BULK_IDS = 1000;

/** A path id (`/customer/12`): a positive integer in the safe range, or undefined. */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

export interface BulkIds {
  /** As sent, in order (duplicates kept, so an error names the sender's index). */
  ids: number[];
  unique: number[];
  /** The error path of the id at an index: `ids.3`, or `3` for a bare array body. */
  pathOf(index: number): string;
}

/** A bulk body, `{"ids":[…]}` or a bare array: 1 to MAX_BULK_IDS valid ids, nothing else. */
export function parseBulkIds(body: unknown): BulkIds {
  const raw = Array.isArray(body) ? body : isPlainObject(body) ? body.ids : undefined;
  const key = Array.isArray(body) ? 'body' : 'ids';
  if (raw === undefined) throw badRequest({ ids: 'required' });
  if (!Array.isArray(raw)) throw badRequest({ [key]: 'invalid-format' });
  if (raw.length === 0) throw badRequest({ [key]: 'required' });
  if (raw.length > MAX_BULK_IDS) throw badRequest({ [key]: 'too-long' });
  if (isPlainObject(body)) {
    const extra = Object.keys(body).find((k) => k !== 'ids');
    if (extra) throw badRequest({ [extra]: 'unknown-field' });
  }
  const pathOf = (index: number) => `${key === 'body' ? '' : 'ids.'}${index}`;
  const ids: number[] = [];
  raw.forEach((value, i) => {
    const id = parseId(value);
    if (id === undefined) throw badRequest({ [pathOf(i)]: 'invalid-format' });
    ids.push(id);
  });
  return { ids, unique: [...new Set(ids)], pathOf };
}
