// Which resources' schemas and labels the console page at a path reads (resourceDetails.ts), with
// the console's overrides: their hand-written views and their own pages under a resource's path.
import { reactRouterProvider } from 'ra-core';
import type { ResourceDef } from '../generated/registry.ts';
import { liveResources } from './liveRegistry.ts';
import { overrides as defaultOverrides, type ResourceOverride } from './overrides.ts';
import { detailsForRoute } from './resourceDetails.ts';

const { matchPath } = reactRouterProvider;

/** The resources the page at `pathname` (the hash route's path) reads; undefined for all of them. */
export function routeDetails(
  pathname: string,
  resources: Record<string, ResourceDef> = liveResources(),
  overrides: Record<string, ResourceOverride> = defaultOverrides,
): string[] | undefined {
  return detailsForRoute(pathname, {
    resources,
    handWritten: (name, kind) => !!overrides[name]?.[kind],
    customPage: (path) =>
      !!matchPath('/:resource/external', path) ||
      Object.values(overrides).some((override) =>
        override.routes?.some((route) => matchPath(route.path, path)),
      ),
  });
}
