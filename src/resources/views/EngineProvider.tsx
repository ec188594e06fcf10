import { use, useMemo, type ReactNode } from 'react';
import { defaultEntries } from '../registry/defaultEntries.tsx';
import { RegistryProvider } from '../registry/RegistryContext.tsx';
import type { RegistryEntry } from '../registry/types.ts';
import { loadRegistryExtensions } from '../overrides.ts';

/** The promise, saying when it has settled in the fields React's `use` reads (status, value, reason). */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const fields = promise as Promise<T> & Record<'status' | 'value' | 'reason', unknown>;
  fields.status = 'pending';
  promise.then(
    (value) => Object.assign(fields, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(fields, { status: 'rejected', reason }),
  );
  return promise;
}

// The resource folders' registry entries, asked for once and marked settled when they arrive. `use`
// of a settled one reads its value in the same render; a fresh promise suspends the first list once
// even when it settles at once, and React then keeps the fallback (the spinner) up for up to 300
// ms: the console's own list was drawn that much later (bench/ui/profile.ts, issue 27). Started
// when this module is imported (with the list's code, before the shell renders), so by the first
// render it has settled.
const extensions = tracked(loadRegistryExtensions());

/** The registry every generated view renders with: the defaults, then each resource folder's entries. */
export function EngineProvider({
  children,
  entries,
}: {
  children: ReactNode;
  entries?: readonly RegistryEntry[];
}) {
  const loaded = use(extensions);
  const all = useMemo(() => entries ?? [...defaultEntries, ...loaded], [entries, loaded]);
  return <RegistryProvider entries={all}>{children}</RegistryProvider>;
}
