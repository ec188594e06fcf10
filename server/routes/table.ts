// Every resource route, computed from the registry alone. The server registers exactly this table and
// the OpenAPI document describes exactly this table, so the two cannot drift apart.
import type { Action, ResourceDef } from '../../src/generated/registry.ts';
import { moduleOf } from '../resources/index.ts';
import type { CustomRoute } from '../resources/types.ts';
// A resource with an external_id property lists its linked records at <path>/external (one rule, shared with the console).
import { hasExternalList } from '../../src/domain/list/externalList.ts';

export const SIMPLE_PREFIX = '/api/simple';

export type RouteKind =
  | 'list'
  | 'read'
  | 'create'
  | 'update'
  | 'delete'
  | 'bulk-delete'
  | 'external'
  | 'simple-list'
  | 'simple-read'
  | 'simple-create'
  | 'simple-update'
  | 'simple-delete'
  | 'import'
  | 'custom';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteSpec {
  method: Method;
  /** OpenAPI-style path: /customer/{customer_id}/delivery-note/{id}. */
  path: string;
  /** Fastify-style URL: /customer/:customer_id/delivery-note/:id. */
  url: string;
  resource: string;
  action: Action;
  kind: RouteKind;
  /** Path parameters, in order. */
  params: string[];
  summary: string;
  /** Scopes needed: the action's, plus a custom route's extra ones. */
  scopes: string[];
  /** The resource module's route, for kind 'custom'. */
  custom?: CustomRoute;
}

const toUrl = (path: string) => path.replace(/\{([a-z_]+)\}/g, ':$1');
const paramsOf = (path: string) => [...path.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);

function makeRoute(
  def: ResourceDef,
  method: Method,
  path: string,
  action: Action,
  kind: RouteKind,
  summary: string,
): RouteSpec {
  return {
    method,
    path,
    url: toUrl(path),
    resource: def.name,
    action,
    kind,
    params: paramsOf(path),
    summary,
    scopes: def.scopes[action],
  };
}

export function routeTable(resources: Record<string, ResourceDef>): RouteSpec[] {
  const routes: RouteSpec[] = [];
  for (const def of Object.values(resources).sort((a, b) => a.name.localeCompare(b.name))) {
    const base = def.basePath + def.path;
    const item = `${base}/{id}`;
    const ops = def.operations;
    const n = def.name;
    const route = (
      method: Method,
      path: string,
      _resource: string,
      action: Action,
      kind: RouteKind,
      summary: string,
    ) => makeRoute(def, method, path, action, kind, summary);
    // The resource module's own routes first: static segments (/delivery-order/duplicate) must be
    // registered as such, and the table lists them beside the generic ones.
    for (const custom of moduleOf(n).routes?.(def, resources) ?? []) {
      const spec = route(
        'GET',
        def.basePath + custom.path,
        n,
        custom.action,
        'custom',
        custom.summary,
      );
      routes.push({
        ...spec,
        method: custom.method,
        scopes: [...new Set([...(custom.scopes ?? spec.scopes), ...(custom.extraScopes ?? [])])],
        custom,
      });
    }
    // Static special paths first in the table (the router prefers them over {id} anyway).
    if (hasExternalList(def))
      routes.push(
        route(
          'GET',
          `${base}/external`,
          n,
          'read',
          'external',
          `List ${n} records linked to an external system (external_id set)`,
        ),
      );
    if (def.bulkDelete)
      routes.push(
        route(
          def.bulkDelete.method,
          `${base}${def.bulkDelete.path}`,
          n,
          'delete',
          'bulk-delete',
          `Delete several ${n} records (body {"ids":[…]}), all or none`,
        ),
      );
    if (ops.includes('list'))
      routes.push(
        route('GET', base, n, 'read', 'list', `List ${n} (limit, page, search, sorts, filters)`),
      );
    if (ops.includes('create'))
      routes.push(route('POST', base, n, 'create', 'create', `Create a ${n}`));
    // Import (server/import/): many records from a spreadsheet, all or none; top-level resources only.
    if (ops.includes('create') && !def.parent)
      routes.push(
        route(
          'POST',
          `${base}/import`,
          n,
          'create',
          'import',
          `Import ${n} records (body {"rows":[…],"dryRun":bool}): checked like creates, all or none`,
        ),
      );
    if (ops.includes('read')) routes.push(route('GET', item, n, 'read', 'read', `Read a ${n}`));
    if (ops.includes('update'))
      routes.push(
        route(
          'PATCH',
          item,
          n,
          'update',
          'update',
          `Change a ${n} (only the fields sent; version checked when sent)`,
        ),
      );
    if (ops.includes('delete'))
      routes.push(route('DELETE', item, n, 'delete', 'delete', `Delete a ${n}`));

    const simple = `${SIMPLE_PREFIX}/${n}`;
    if (ops.includes('list'))
      routes.push(
        route(
          'GET',
          simple,
          n,
          'read',
          'simple-list',
          `List ${n} (simple REST: sort, range, filter; Content-Range)`,
        ),
      );
    if (ops.includes('create'))
      routes.push(
        route('POST', simple, n, 'create', 'simple-create', `Create a ${n} (simple REST)`),
      );
    if (ops.includes('read'))
      routes.push(
        route('GET', `${simple}/{id}`, n, 'read', 'simple-read', `Read a ${n} (simple REST)`),
      );
    if (ops.includes('update'))
      routes.push(
        route('PUT', `${simple}/{id}`, n, 'update', 'simple-update', `Update a ${n} (simple REST)`),
      );
    if (ops.includes('delete'))
      routes.push(
        route(
          'DELETE',
          `${simple}/{id}`,
          n,
          'delete',
          'simple-delete',
          `Delete a ${n} (simple REST)`,
        ),
      );
  }
  // A module's route replaces a generic one on the same method and path.
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = `${r.method} ${r.url.replace(/:[a-z_]+/g, ':')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
