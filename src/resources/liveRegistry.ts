// The registry the running console reads. In a build it is src/generated/registry.ts, fixed. In
// `npm run dev` a saved schema regenerates that module, and this one accepts the update: Vite's HMR
// stops here instead of re-evaluating App.tsx (whose new providers and children function made
// react-admin show its loading page and remount the whole layout: 1–2 s, the dashboard's queries
// sent again). The new module is swapped in and subscribers are told (src/auth/liveAccess.ts).
import * as generated from '../generated/registry.ts';
import type { ResourceDef } from '../generated/registry.ts';

export type RegistryModule = typeof generated;

let current: RegistryModule = generated;
const listeners = new Set<() => void>();

/** The registry module now in use (a new object after each regeneration in dev). */
export const currentRegistry = (): RegistryModule => current;

/** The resources now in use: pass this getter where a provider must see later registries. */
export const liveResources = (): Record<string, ResourceDef> => current.resources;

/** The hash of the registry now in use. */
export const liveRegistryHash = (): string => current.REGISTRY_HASH;

export function subscribeRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Swaps in a regenerated registry and tells the subscribers (HMR below; tests call it directly). */
export function replaceRegistry(next: RegistryModule): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

if (import.meta.hot) {
  import.meta.hot.accept('../generated/registry.ts', (next) => {
    if (next) replaceRegistry(next as unknown as RegistryModule);
  });
}
