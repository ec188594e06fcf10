// The contract with the app shell: one <Resource> per registry resource the user may read, with
// lazily loaded (code-split) views chosen by the schema's operations and the user's scopes.
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { CustomRoutes, reactRouterProvider, Resource, ResourceContextProvider } from 'ra-core';
import { AccessDenied, Loading } from 'react-admin';
import type { ResourceDef } from '../generated/registry.ts';
import { liveResources } from './liveRegistry.ts';
import { iconFor } from './icons.tsx';
import { menuIconName } from './schemaUtils.ts';
import {
  overrides as defaultOverrides,
  type ResourceOverride,
  type ResourceRoute,
  type ViewLoader,
  type ViewProps,
} from './overrides.ts';
import { abilitiesFor, isRegistered, type Abilities } from './permissions.ts';
import { holdsAll } from '../domain/access/scopes.ts';
import { hasExternalList } from '../domain/list/externalList.ts';
import { loadFilterInputs, showsFilterInputs } from './views/filterInputsLoader.ts';

type ViewKind = 'list' | 'show' | 'create' | 'edit';

const engineLoaders: Record<ViewKind, ViewLoader> = {
  list: () => import('./views/GenericList.tsx'),
  show: () => import('./views/GenericShow.tsx'),
  create: () => import('./views/GenericCreate.tsx'),
  edit: () => import('./views/GenericEdit.tsx'),
};

/**
 * A generated list's loader: the list view, and with it the filter inputs' chunk when the list shows
 * such a filter in its first frame (views/filterInputsLoader.ts), so it never draws a stand-in. One
 * loader per resource, made once (settled and the views key on it).
 */
const listLoaders = new Map<string, ViewLoader>();
function engineListLoader(def: ResourceDef): ViewLoader {
  if (!showsFilterInputs(def)) return engineLoaders.list;
  let loader = listLoaders.get(def.name);
  if (!loader) {
    loader = () => Promise.all([engineLoaders.list(), loadFilterInputs()]).then(([view]) => view);
    listLoaders.set(def.name, loader);
  }
  return loader;
}

/** The loader of a resource's view: its override's, else the engine's. */
const viewLoader = (def: ResourceDef, kind: ViewKind, override: ResourceOverride | undefined) =>
  override?.[kind] ?? (kind === 'list' ? engineListLoader(def) : engineLoaders[kind]);

/** Views whose code has arrived, by loader: a route opening one renders it at once. */
const settled = new WeakMap<ViewLoader, ComponentType<ViewProps>>();

/**
 * Fetches a view's code and remembers it (App.tsx calls it as the console starts, with the view the
 * URL opens). A route whose view has arrived renders it directly instead of through React.lazy: a
 * lazy view suspends on its first render even when its module is loaded, and React 19 holds a
 * suspended boundary's content back for up to 300 ms after its fallback showed.
 */
export function preloadView(loader: ViewLoader | undefined): Promise<void> | undefined {
  return loader && load(loader).then(() => undefined);
}

/** Runs a view's loader and remembers its component. */
const load = (loader: ViewLoader) =>
  loader().then((module) => (settled.set(loader, module.default), module));

/** A view's component: the loaded one when it has arrived, else a lazy one that remembers it. */
function viewComponent(loader: ViewLoader) {
  const Lazy = lazy<ComponentType<ViewProps>>(() => load(loader));
  // Chosen once per mount, so the view is never swapped (and remounted) under the user.
  return function useViewComponent() {
    const [Ready] = useState(() => settled.get(loader));
    return Ready ?? Lazy;
  };
}

// One view component per (resource, view), kept across calls so re-rendering <Admin> never remounts a view.
// Views read their def at render time from the latest call, so a regenerated registry shows at once.
const viewCache = new Map<string, ComponentType>();
let latestDefs: Record<string, ResourceDef> = liveResources();

function lazyView(
  name: string,
  kind: ViewKind,
  override: ResourceOverride | undefined,
): ComponentType {
  const key = `${name}:${kind}:${override?.[kind] ? 'override' : 'engine'}`;
  const cached = viewCache.get(key);
  if (cached) return cached;
  // Chosen at the first render, when the page's resource schemas are in (resourceDetails.ts).
  let useViewComponent: ReturnType<typeof viewComponent> | undefined;
  const View = () => {
    useViewComponent ??= viewComponent(viewLoader(latestDefs[name], kind, override));
    const Component = useViewComponent();
    return (
      <Suspense fallback={<Loading />}>
        {/* oxlint-disable-next-line react/static-components -- one of two components made once per view, fixed per mount */}
        <Component def={latestDefs[name]} />
      </Suspense>
    );
  };
  View.displayName = `${kind}(${name})`;
  viewCache.set(key, View);
  return View;
}

const routeCache = new Map<string, ComponentType>();

function lazyRoute(name: string, route: ResourceRoute): ComponentType {
  const key = `${name}:route:${route.path}`;
  const cached = routeCache.get(key);
  if (cached) return cached;
  const useViewComponent = viewComponent(route.load);
  // Inside the resource's context, as its generated views are: resource hooks work without naming it.
  const Page = () => {
    const Component = useViewComponent();
    return (
      <ResourceContextProvider value={name}>
        <Suspense fallback={<Loading />}>
          {/* oxlint-disable-next-line react/static-components -- one of two components made once per route, fixed per mount */}
          <Component def={latestDefs[name]} />
        </Suspense>
      </ResourceContextProvider>
    );
  };
  Page.displayName = `route(${route.path})`;
  routeCache.set(key, Page);
  return Page;
}

// The router's own <Route>, as react-admin's router uses it: importing react-router here could load
// a second copy of it (vitest does), whose <Route> the first one refuses.
const { matchPath, Navigate, Route } = reactRouterProvider;

/** The override's own pages, inside the layout; a page the user may not use says so (it is not a 404). */
function customRoutes(
  def: ResourceDef,
  override: ResourceOverride | undefined,
  permissions: string[],
): ReactElement[] {
  if (!override?.routes?.length || def.parent) return [];
  const abilities = abilitiesFor(def, permissions);
  return [
    <CustomRoutes key={`${def.name}:routes`}>
      {override.routes.map((route) => {
        const allowed = abilities[route.action] && holdsAll(permissions, route.requires ?? []);
        const Page = allowed ? lazyRoute(def.name, route) : AccessDenied;
        return <Route key={route.path} path={route.path} element={<Page />} />;
      })}
    </CustomRoutes>,
  ];
}

/**
 * Typed URLs of views the user may not use. Without them react-admin's list route ("/*") would catch
 * `/customer/5` and `/customer/create` and show the list: a read-only user who opens an edit link is
 * sent to the record's show page instead, and a create link says access is denied.
 */
function deniedRoutes(def: ResourceDef, abilities: Abilities): ReactElement[] {
  const routes: ReactElement[] = [];
  if (def.operations.includes('create') && !abilities.create)
    routes.push(<Route key="create" path="create" element={<AccessDenied />} />);
  if (def.operations.includes('update') && !abilities.edit) {
    routes.push(
      <Route
        key="edit"
        path=":id"
        element={abilities.show ? <Navigate to="show" replace /> : <AccessDenied />}
      />,
    );
  }
  return routes;
}

/** The engine's list of externally linked records (`/customer/external`), for a resource whose API has one. */
const externalListRoute: ResourceRoute = {
  path: 'external',
  action: 'list',
  load: () => import('./views/ExternalList.tsx'),
};

/** The resource's own extra engine pages, as routes under its /<resource>/ (static segments win over :id). */
function engineRoutes(def: ResourceDef, abilities: Abilities): ReactElement[] {
  if (!hasExternalList(def) || !abilities.list) return [];
  const Page = lazyRoute(def.name, externalListRoute);
  return [<Route key="external" path={externalListRoute.path} element={<Page />} />];
}

/** react-admin's resource routes, most specific first (create before :id). */
const RESOURCE_ROUTES: [pattern: string, kind: ViewKind][] = [
  ['/:resource', 'list'],
  ['/:resource/create', 'create'],
  ['/:resource/:id/show', 'show'],
  ['/:resource/:id', 'edit'],
];

/**
 * The loader of the view a console URL opens ('/customer', '/customer/5/show', '/delivery/12'), or
 * undefined for the dashboard and unknown paths. App.tsx calls it as the console starts, so the view's
 * code downloads while React renders the shell instead of after the router has matched it.
 */
export function initialViewLoader(
  pathname: string,
  options: ResourceElementsOptions = {},
): ViewLoader | undefined {
  const all = options.resources ?? liveResources();
  const overrides = options.overrides ?? defaultOverrides;
  const path = pathname.split(/[?#]/)[0];
  // The overrides' own pages first, in their order, as <CustomRoutes> come before the resources.
  for (const override of Object.values(overrides)) {
    const route = override.routes?.find((r) => matchPath(r.path, path));
    if (route) return route.load;
  }
  const external = matchPath(`/:resource/${externalListRoute.path}`, path)?.params.resource;
  if (external && all[external] && hasExternalList(all[external])) return externalListRoute.load;
  for (const [pattern, kind] of RESOURCE_ROUTES) {
    const name = matchPath(pattern, path)?.params.resource;
    const def = name ? all[name] : undefined;
    if (def && !def.parent) return viewLoader(def, kind, overrides[def.name]);
  }
  return undefined;
}

export interface ResourceElementsOptions {
  resources?: Record<string, ResourceDef>;
  overrides?: Record<string, ResourceOverride>;
}

/** A resource's menu icon: its override's, else the one its schema names (src/generated/icons.ts). */
export function resourceIcon(
  def: ResourceDef,
  overrides: Record<string, ResourceOverride> = defaultOverrides,
): ComponentType {
  return overrides[def.name]?.icon ?? iconFor(menuIconName(def));
}

/**
 * <Resource> elements for <Admin>: only resources the user may read, only views the user may use;
 * then the <CustomRoutes> of overrides that have pages of their own.
 */
export function resourceElements(
  permissions: string[],
  options: ResourceElementsOptions = {},
): ReactElement[] {
  const all = options.resources ?? liveResources();
  const overrides = options.overrides ?? defaultOverrides;
  latestDefs = all;
  const readable = Object.values(all).filter((def) => isRegistered(def, permissions));
  const routes = readable.flatMap((def) => customRoutes(def, overrides[def.name], permissions));
  const elements = readable.map((def) => {
    const abilities = abilitiesFor(def, permissions);
    const override = overrides[def.name];
    // Nested resources live in their parent's tab (their API needs the parent id), not on routes of their own.
    const nested = !!def.parent;
    const view = (kind: ViewKind, allowed: boolean) =>
      allowed && !nested ? lazyView(def.name, kind, override) : undefined;
    return (
      <Resource
        key={def.name}
        name={def.name}
        list={view('list', abilities.list)}
        show={view('show', abilities.show)}
        create={view('create', abilities.create)}
        edit={view('edit', abilities.edit)}
        icon={resourceIcon(def, overrides)}
        recordRepresentation={override?.recordRepresentation ?? def.recordRepresentation}
        options={{ label: def.label }}
      >
        {nested ? null : [...engineRoutes(def, abilities), ...deniedRoutes(def, abilities)]}
      </Resource>
    );
  });
  return [...elements, ...routes];
}
