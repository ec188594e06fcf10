// The scope check, once: the server's route guard (server/auth/auth.ts), the console's canAccess
// (src/auth/access.ts), its buttons and tabs (src/resources/permissions.ts) and the field-level read
// rule (readableFields.ts) all ask it. A user holds a list of scopes; an action needs all of its list.
import type { Action, ResourceDef } from '../../generated/registry.ts';

/** What a caller holds: anything but an array (no identity yet, a failed load) holds nothing. */
export type HeldScopes = readonly string[] | null | undefined;

const asList = (held: HeldScopes): readonly string[] => (Array.isArray(held) ? held : []);

/** The first scope of `needed` that `held` lacks (the 403 body names it), or undefined. */
export function missingScope(held: HeldScopes, needed: readonly string[]): string | undefined {
  const list = asList(held);
  return needed.find((scope) => !list.includes(scope));
}

/** True when every scope of `needed` is held (an empty list needs nothing). */
export const holdsAll = (held: HeldScopes, needed: readonly string[]): boolean =>
  missingScope(held, needed) === undefined;

/** True when the holder may do `action` on the resource: every scope its schema lists for the action. */
export function canDo(def: Pick<ResourceDef, 'scopes'>, action: Action, held: HeldScopes): boolean {
  return Array.isArray(held) && holdsAll(held, def.scopes[action] ?? []);
}

/** True when the resource has a list and the holder may read it (the list, its export, a menu entry). */
export function canList(
  def: Pick<ResourceDef, 'scopes' | 'operations'>,
  held: HeldScopes,
): boolean {
  return def.operations.includes('list') && canDo(def, 'read', held);
}
