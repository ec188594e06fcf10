// Field-level read permissions (x-admin.readScope, registry `readScopes`): which top-level fields of
// a resource a caller may receive. The server leaves the others out of every record it returns; the
// console uses the same rule to leave them out of its views.
import type { ResourceDef } from '../../generated/registry.ts';
import { holdsAll } from './scopes.ts';

type Scopes = readonly string[] | null | undefined;

/** The fields of `def` the holder of `scopes` may not receive (empty for most resources). */
export function unreadableFields(def: Pick<ResourceDef, 'readScopes'>, scopes: Scopes): string[] {
  const held = Array.isArray(scopes) ? scopes : [];
  return Object.entries(def.readScopes ?? {})
    .filter(([, needed]) => !holdsAll(held, needed))
    .map(([field]) => field);
}

/**
 * The filter one reader's records go through: each record without the fields the holder of `scopes`
 * may not receive, or the record itself when there are none. Built once per request, applied per row.
 */
export function readableBy(
  def: Pick<ResourceDef, 'readScopes'>,
  scopes: Scopes,
): <T extends Record<string, unknown>>(record: T) => T {
  const hidden = unreadableFields(def, scopes);
  if (hidden.length === 0) return (record) => record;
  return (record) => {
    const copy = { ...record };
    for (const field of hidden) delete copy[field];
    return copy;
  };
}

/** A copy of `record` without the fields its reader may not receive; the record itself when there are none. */
export function omitUnreadable<T extends Record<string, unknown>>(
  def: Pick<ResourceDef, 'readScopes'>,
  scopes: Scopes,
  record: T,
): T {
  return readableBy(def, scopes)(record);
}
