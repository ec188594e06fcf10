import { use, useMemo, type ReactNode } from 'react';
import { defaultEntries } from '../registry/defaultEntries.tsx';
import { RegistryProvider } from '../registry/RegistryContext.tsx';
import type { RegistryEntry } from '../registry/types.ts';
import { loadRegistryExtensions } from '../overrides.ts';

let extensions: Promise<RegistryEntry[]> | undefined;

/** The registry every generated view renders with: the defaults, then each resource folder's entries. */
export function EngineProvider({
  children,
  entries,
}: {
  children: ReactNode;
  entries?: readonly RegistryEntry[];
}) {
  const loaded = use((extensions ??= loadRegistryExtensions()));
  const all = useMemo(() => entries ?? [...defaultEntries, ...loaded], [entries, loaded]);
  return <RegistryProvider entries={all}>{children}</RegistryProvider>;
}
