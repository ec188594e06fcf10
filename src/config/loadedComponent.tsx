// A component whose code is a chunk of its own, fetched on demand (the toaster, the layout settings
// drawer, the dialogs that open by themselves once the page has settled), in one way for all of
// them: nothing until it is wanted and its module has arrived, then the component itself. Not
// React.lazy: a lazy component suspends on its first render even when its module is loaded, and
// React 19 holds a suspended boundary's content back for up to 300 ms after its fallback showed (a
// timer: the first toast came late, and never while a journey's page clock stood still).
import { useEffect, useState, type ComponentType } from 'react';

export type ComponentLoader<P> = () => Promise<ComponentType<P>>;

/** Components already fetched, by loader: a later mount draws its component at once. */
const arrived = new WeakMap<ComponentLoader<never>, ComponentType<never>>();

/**
 * The loader's component once `wanted` has been true and its module has arrived; null before. A
 * failed fetch (offline) leaves null, and the next time `wanted` turns true tries again. `load`
 * must be made once (a module-level function), as it keys what has arrived.
 */
export function useLoadedComponent<P>(
  load: ComponentLoader<P>,
  wanted: boolean,
): ComponentType<P> | null {
  const key = load as ComponentLoader<never>;
  const [component, setComponent] = useState<ComponentType<P> | null>(
    () => (arrived.get(key) as ComponentType<P> | undefined) ?? null,
  );
  useEffect(() => {
    if (!wanted || component) return undefined;
    let current = true;
    load().then(
      (loaded) => {
        arrived.set(key, loaded as ComponentType<never>);
        if (current) setComponent(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, component, load, key]);
  return component;
}

/** Draws the loader's component with `props` once `when` has been true and its module has arrived. */
export function OnDemand<P extends object>({
  load,
  when,
  props,
}: {
  load: ComponentLoader<P>;
  when: boolean;
  props?: P;
}) {
  const Component = useLoadedComponent(load, when);
  // oxlint-disable-next-line react/static-components -- one component per loader, fixed once it has arrived
  return Component ? <Component {...(props as P)} /> : null;
}
