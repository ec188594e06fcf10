// Access by scopes: react-admin asks canAccess(resource, action); the registry says which scopes
// each action needs (all of them: vendors need every vms:* scope) and which operations exist.
import type { Action, Operation, ResourceDef } from '../generated/registry';
import { canDo } from '../domain/access/scopes.ts';

/** react-admin's action names to the registry's scope action and the operation they use. */
const ACTIONS: Record<string, { action: Action; operations: Operation[] }> = {
  list: { action: 'read', operations: ['list'] },
  export: { action: 'read', operations: ['list'] },
  show: { action: 'read', operations: ['read'] },
  read: { action: 'read', operations: ['list', 'read'] },
  create: { action: 'create', operations: ['create'] },
  clone: { action: 'create', operations: ['create'] },
  edit: { action: 'update', operations: ['update'] },
  update: { action: 'update', operations: ['update'] },
  write: { action: 'update', operations: ['update'] },
  delete: { action: 'delete', operations: ['delete'] },
};

export const toRegistryAction = (action: string): Action | undefined => ACTIONS[action]?.action;

/**
 * react-admin's canAccess over the registry. `resource` may be dotted (customer.name: a field of
 * customer), which is as accessible as its resource. An unknown action, or an operation the
 * resource does not offer (address has no create), is refused; a resource outside the registry
 * (a custom page) is left to the page to guard.
 */
export function canAccessResource(
  scopes: readonly string[],
  resources: Record<string, ResourceDef>,
  resource: string,
  action: string,
): boolean {
  const def = resources[resource] ?? resources[resource.split('.')[0]];
  if (!def) return true;
  const mapped = ACTIONS[action];
  if (!mapped) return false;
  if (!mapped.operations.some((operation) => def.operations.includes(operation))) return false;
  return canDo(def, mapped.action, scopes);
}

/**
 * What canAccess answers for every resource and action, put in react-query's cache under the keys
 * react-admin's useCanAccess asks with (['auth', 'canAccess', { action, resource }]). Without it
 * each button that checks (CreateButton) renders nothing in the list's first frame and appears in
 * the next, and the toolbar it sits in wraps differently: the rows moved 36 px under a person's
 * click, which then opened the next record (tests/e2e/usable-first.e2e.ts, issue 27). For a stored
 * session whose scopes were read under this registry, canAccess answers from them without a
 * request, so the cache holds exactly its answers; react-query still asks again as usual.
 */
export function primeCanAccess(
  cache: { setQueryData(key: readonly unknown[], data: boolean): unknown },
  scopes: readonly string[],
  resources: Record<string, ResourceDef>,
): void {
  for (const resource of Object.keys(resources))
    for (const action of Object.keys(ACTIONS))
      cache.setQueryData(
        ['auth', 'canAccess', { action, resource }],
        canAccessResource(scopes, resources, resource, action),
      );
}
