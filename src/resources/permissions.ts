import type { ResourceDef } from '../generated/registry.ts';
import { canDo, canList } from '../domain/access/scopes.ts';

/** What the user may do with a resource, combining the schema's operations and the user's scopes. */
export interface Abilities {
  list: boolean;
  show: boolean;
  create: boolean;
  edit: boolean;
  delete: boolean;
  export: boolean;
}

/** The console registers a resource for a user who may list or read it (resourceElements). */
export function isRegistered(
  def: ResourceDef,
  permissions: readonly string[] | undefined | null,
): boolean {
  const abilities = abilitiesFor(def, permissions);
  return abilities.list || abilities.show;
}

export function abilitiesFor(
  def: ResourceDef,
  permissions: readonly string[] | undefined | null,
): Abilities {
  const ops = def.operations;
  const read = canDo(def, 'read', permissions);
  return {
    list: canList(def, permissions),
    show: read && ops.includes('read'),
    create: canDo(def, 'create', permissions) && ops.includes('create'),
    edit: canDo(def, 'update', permissions) && ops.includes('update'),
    delete: canDo(def, 'delete', permissions) && ops.includes('delete'),
    // Exporting reveals every row at once, so it follows the read scope of a listable resource.
    export: canList(def, permissions),
  };
}
