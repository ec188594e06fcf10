import { createContext, useContext, type ReactNode } from 'react';
import type { RegistryEntry } from './types.ts';

const RegistryContext = createContext<readonly RegistryEntry[] | null>(null);

/** Makes a registry (the defaults, possibly extended by concatenation) available to the renderers below. */
export function RegistryProvider({
  entries,
  children,
}: {
  entries: readonly RegistryEntry[];
  children: ReactNode;
}) {
  return <RegistryContext.Provider value={entries}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): readonly RegistryEntry[] {
  const entries = useContext(RegistryContext);
  if (!entries) throw new Error('useRegistry: no <RegistryProvider> above this component');
  return entries;
}
