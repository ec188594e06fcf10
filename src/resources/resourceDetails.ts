// Each resource's schema and labels, per resource (docs/architecture.md, "One initial chunk"). The
// console's build carries in its first load only what the shell reads of every resource (name and its
// labels' name, menu, icons, access, data provider, list settings: registry.browser.ts); a resource's
// schema and its other labels are a chunk of their own (src/generated/registry.details/<name>.ts),
// loaded here and written into the same `resources` object every module reads, so a synchronous
// reader finds them once they are loaded. What makes sure they are loaded before anyone reads them:
// main.tsx renders once the opened page's are in; the data provider waits for a resource's before a
// call (dataProviders/index.ts); the layout shows a page once its are in (DetailsGate.tsx); and the
// page settles (config/pageSettled.ts) only once every resource's are in, so what loads after that
// finds them all. Dev, the server and the tests use registry.ts, where every resource has its own
// and there is nothing to load (its resourceDetailLoaders is empty). The Indonesian messages of the
// pages a generated list does not show load the same way, with "all" (src/i18n/laterMessages.id.ts),
// in dev too; tests/unit/setup.ts loads them first.
import {
  resourceDetailLoaders,
  resources,
  type ResourceDef,
  type ResourceDetails,
} from '../generated/registry.ts';
import { loadLaterMessages } from '../i18n/messages.ts';

/** The registry parts this module works on (the generated module's; tests pass their own). */
export interface DetailsSource {
  resources: Record<string, ResourceDef>;
  loaders: Record<string, () => Promise<ResourceDetails>>;
  /** Other parts that load with every resource's details (none named: all), by a name of their own. */
  extras?: Record<string, () => Promise<void>>;
}

/** Loads resources' details into their definitions, once each; tells subscribers after each load. */
export function detailsStore(source: DetailsSource) {
  const loaded = new Set<string>();
  const loading = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let version = 0;
  const extras = source.extras ?? {};
  const loadable = (name: string) =>
    Object.hasOwn(source.loaders, name) || Object.hasOwn(extras, name);
  const missing = (names: Iterable<string>) =>
    [...names].filter((name) => loadable(name) && !loaded.has(name));
  const all = () => [...Object.keys(source.loaders), ...Object.keys(extras)];

  const loadOne = (name: string): Promise<void> => {
    let promise = loading.get(name);
    if (!promise) {
      const run: () => Promise<ResourceDetails | void> = Object.hasOwn(source.loaders, name)
        ? source.loaders[name]
        : extras[name];
      promise = run().then(
        (details) => {
          const def = source.resources[name];
          // The definition object itself: every module holding it (or `resources`) sees the schema.
          if (details && def) {
            def.schema = details.schema;
            def.messages = details.messages;
          }
          loaded.add(name);
          version += 1;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          // A failed chunk (a network error) is asked for again next time.
          loading.delete(name);
          throw error;
        },
      );
      loading.set(name, promise);
    }
    return promise;
  };

  return {
    /** True when every named resource (all when none are named) has its schema and labels. */
    loaded: (names: Iterable<string> = all()): boolean => missing(names).length === 0,
    /** Loads the named resources' details (all when none are named); resolves when all are in. */
    load: (names: Iterable<string> = all()): Promise<void> =>
      Promise.all(missing(names).map(loadOne)).then(() => undefined),
    /**
     * Calls `callback` once the named resources' details are in: at once (synchronously) when they
     * are, else after they have loaded, or failed to (the caller then meets what a missing chunk
     * means rather than waiting for ever).
     */
    whenLoaded(names: Iterable<string> | undefined, callback: () => void): void {
      const wanted = names ? [...names] : all();
      if (missing(wanted).length === 0) return callback();
      void Promise.all(missing(wanted).map(loadOne)).then(callback, callback);
    },
    /** A number that changes with every load (the i18n provider rebuilds its phrases on it). */
    version: (): number => version,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type DetailsStore = ReturnType<typeof detailsStore>;

/** The name of the later Indonesian messages among the store's parts (src/i18n/laterMessages.id.ts). */
export const LATER_MESSAGES = 'i18n:later-messages';

/**
 * The console's store, over the generated registry; with every resource's details also the
 * Indonesian messages of the pages a generated list does not show (src/i18n/laterMessages.id.ts).
 */
export const resourceDetails: DetailsStore = detailsStore({
  resources,
  loaders: resourceDetailLoaders,
  extras: { [LATER_MESSAGES]: loadLaterMessages },
});

// In `npm run dev` a saved schema regenerates registry.ts, where every resource carries its details
// and there is nothing to load: this module keeps working on the first one. Accepting the update
// here keeps Vite's HMR from reaching main.tsx (which imports this module first) and reloading the
// page; liveRegistry.ts swaps the new registry in for everyone else.
if (import.meta.hot) import.meta.hot.accept('../generated/registry.ts', () => undefined);

/** The views of a resource route (react-admin's paths: resourceElements.tsx RESOURCE_ROUTES). */
type ViewKind = 'list' | 'show' | 'create' | 'edit';

export interface DetailsForRouteOptions {
  resources: Record<string, ResourceDef>;
  /** True when the resource's view of that kind is hand-written (its override's). */
  handWritten: (name: string, kind: ViewKind) => boolean;
  /** True when the path is a page of its own under a resource's path (an override's route). */
  customPage: (path: string) => boolean;
}

/** Paths that read no resource's schema or labels beyond the names: the dashboard, the sign-in. */
const NO_DETAILS = new Set(['', 'login']);

/**
 * The resources whose details the page at `pathname` (the hash route's path) reads, or undefined for
 * all of them. A generated list reads its resource's and those it references (its reference
 * columns); a generated record or form also its children's (tabs) and parent's, and so on through
 * references. A hand-written view or a custom page may read any resource's: all.
 */
export function detailsForRoute(
  pathname: string,
  { resources: defs, handWritten, customPage }: DetailsForRouteOptions,
): string[] | undefined {
  const path = pathname.split(/[?#]/)[0];
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0 || (segments.length === 1 && NO_DETAILS.has(segments[0]))) return [];
  if (customPage(path)) return undefined;
  const name = decodeURIComponent(segments[0]);
  const def = Object.hasOwn(defs, name) ? defs[name] : undefined;
  if (!def || def.parent || segments.length > 3) return undefined;
  const kind: ViewKind | undefined =
    segments.length === 1
      ? 'list'
      : segments.length === 2
        ? segments[1] === 'create'
          ? 'create'
          : 'edit'
        : segments[2] === 'show'
          ? 'show'
          : undefined;
  if (!kind || handWritten(name, kind)) return undefined;
  if (kind === 'list') return [...new Set([name, ...Object.values(def.references)])];
  const names = new Set<string>();
  const visit = (current: string) => {
    const node = defs[current];
    if (!node || names.has(current)) return;
    names.add(current);
    for (const target of Object.values(node.references)) visit(target);
    for (const child of node.children) visit(child.resource);
    if (node.parent) visit(node.parent.resource);
  };
  visit(name);
  return [...names];
}
