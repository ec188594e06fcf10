// Which generated list a URL opens, and react-admin's request for its first page, as the list itself
// will ask for it (same parameters, same query key): the console's own prefetch (./initialList.ts)
// starts it, and the list finds the page in react-query's cache.
import { getQuery, parseQueryFromLocation } from 'ra-core';
import type { ResourceDef } from '../generated/registry.ts';
import { abilitiesFor } from './permissions.ts';
import { PAGE_SIZES } from './views/pageSizes.ts';

export interface ListParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
  meta: undefined;
}

export interface InitialListPlan {
  def: ResourceDef;
  params: ListParams;
  /** react-query's key of react-admin's getList for these parameters. */
  queryKey: [string, 'getList', ListParams];
}

export interface PlanOptions {
  /** The hash route's path and query string: '/customer', '?filter=%7B%7D&page=2'. */
  pathname: string;
  search: string;
  resources: Record<string, ResourceDef>;
  /** Resources whose list is not the generated one (a hand-written page or a redirect). */
  handWritten: (name: string) => boolean;
  scopes: readonly string[];
  /** react-admin's store, read: the list's remembered parameters (`<resource>.listParams`). */
  storeItem: (key: string) => unknown;
}

/** '/customer?page=2' (a location hash without its '#') as a path and a query string. */
export function splitRoute(route: string): { pathname: string; search: string } {
  const at = route.indexOf('?');
  return at < 0
    ? { pathname: route, search: '' }
    : { pathname: route.slice(0, at), search: route.slice(at) };
}

/**
 * The generated list the URL opens (`/customer`, not a record, not a resource with a hand-written
 * list, one the user may list) with the parameters EngineList gives react-admin's <List>: the
 * schema's default sort, pages of PAGE_SIZES[0], no permanent filter, no meta; undefined otherwise.
 */
export function planInitialList(options: PlanOptions): InitialListPlan | undefined {
  const name = /^\/([^/?#]+)\/?$/.exec(options.pathname)?.[1];
  const def = name ? options.resources[decodeURIComponent(name)] : undefined;
  if (
    !def ||
    def.parent ||
    options.handWritten(def.name) ||
    !abilitiesFor(def, options.scopes).list
  )
    return undefined;
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search: options.search }),
    params: options.storeItem(`${def.name}.listParams`) as Parameters<typeof getQuery>[0]['params'],
    filterDefaultValues: undefined,
    sort: def.list.sort,
    perPage: PAGE_SIZES[0],
  });
  const params: ListParams = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order as 'ASC' | 'DESC' },
    filter: { ...query.filter },
    meta: undefined,
  };
  return { def, params, queryKey: [def.name, 'getList', params] };
}
