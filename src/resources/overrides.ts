// Per-resource overrides: src/resources/<resource>/index.ts default-exports a ResourceOverride.
// Whatever it leaves out stays generated. Views and registry extensions are loaders, so an
// override costs nothing until its screen is opened.
import type { ComponentType } from 'react';
import type { ResourceProps } from 'ra-core';
import type { ResourceDef } from '../generated/registry.ts';
import type { RegistryEntry } from './registry/types.ts';

export interface ViewProps {
  def: ResourceDef;
}

export type ViewLoader = () => Promise<{ default: ComponentType<ViewProps> }>;

/** A page of the resource's own at a route of its own, inside the layout (the delivery page's /delivery/:id). */
export interface ResourceRoute {
  path: string;
  /** What the user must be allowed to do with the resource to open it (else react-admin's access-denied page). */
  action: 'list' | 'show' | 'create';
  /** Scopes the user must hold besides the action (a page that is a module route's, not a generated operation's). */
  requires?: readonly string[];
  load: ViewLoader;
}

export interface ResourceOverride {
  list?: ViewLoader;
  show?: ViewLoader;
  edit?: ViewLoader;
  create?: ViewLoader;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** Routes of hand-written pages (custom routes); the views above may redirect to them. */
  routes?: ResourceRoute[];
  /** Registry entries (usually rank 20, propertyIs(resource, name)) concatenated after the defaults. */
  registry?: () => Promise<{ default: RegistryEntry[] }>;
}

const modules = import.meta.glob<{ default: ResourceOverride }>('./*/index.ts', { eager: true });

/** Overrides by resource name (the folder name). */
export const overrides: Record<string, ResourceOverride> = Object.fromEntries(
  Object.entries(modules)
    .map(([file, module]) => [/^\.\/([^/]+)\/index\.ts$/.exec(file)?.[1], module.default] as const)
    .filter((pair): pair is [string, ResourceOverride] => !!pair[0] && !!pair[1]),
);

/** Every resource folder's registry entries, in folder order, to concatenate after the defaults. */
export async function loadRegistryExtensions(
  from: Record<string, ResourceOverride> = overrides,
): Promise<RegistryEntry[]> {
  const loaders = Object.values(from)
    .map((o) => o.registry)
    .filter((l): l is NonNullable<ResourceOverride['registry']> => !!l);
  const modules = await Promise.all(loaders.map((load) => load()));
  return modules.flatMap((m) => m.default);
}
