// The sidebar's sections: a resource joins the group its schema's x-admin.menu.group names; groups
// keep the one order of schemas/meta/x-admin.schema.json (MENU_GROUPS, generated). The menu and the
// dashboard both render this. The groups are a parameter, not an import of the registry: in dev the
// console swaps a regenerated registry in (src/resources/liveRegistry.ts), and a module that imports
// it would be re-evaluated, with the menu and dashboard, by HMR.
import type { MenuGroup, ResourceDef } from '../../generated/registry.ts';
import { canList } from '../access/scopes.ts';

export interface MenuSection {
  group: MenuGroup;
  resources: ResourceDef[];
}

/** Resources with a menu entry, grouped in `groups` order (MENU_GROUPS), each group ordered by menu.order then name. */
export function menuSections(
  resources: Record<string, ResourceDef>,
  groups: readonly MenuGroup[],
): MenuSection[] {
  const entries = Object.values(resources).filter((def) => def.menu !== false);
  return groups
    .map((group) => ({
      group,
      resources: entries
        .filter((def) => def.menu !== false && def.menu.group === group)
        .sort((a, b) => orderOf(a) - orderOf(b) || byName(a, b)),
    }))
    .filter((section) => section.resources.length > 0);
}

/**
 * The sections with only the entries a holder of `scopes` may open: a resource with a list of its own
 * (not one nested in its parent's page) whose read scopes are all held. The menu and the dashboard
 * show these; the server refuses the list to anyone else anyway.
 */
export function listableSections(
  resources: Record<string, ResourceDef>,
  groups: readonly MenuGroup[],
  scopes: readonly string[],
): MenuSection[] {
  return menuSections(resources, groups)
    .map((section) => ({
      ...section,
      resources: section.resources.filter((def) => !def.parent && canList(def, scopes)),
    }))
    .filter((section) => section.resources.length > 0);
}

// Resource names are ASCII kebab-case: compared by code unit, which is also what Intl would say, without
// building a collator (localeCompare's first call cost ~35 ms of the console's first screen).
const byName = (a: ResourceDef, b: ResourceDef) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const orderOf = (def: ResourceDef) =>
  def.menu === false ? 0 : (def.menu.order ?? Number.MAX_SAFE_INTEGER);
