// The console's ranked registry: every family's testers, each with the family's field (its display
// drawn by DisplayView.tsx) and its input (lazyInputs.tsx). A resource folder extends it by
// concatenation (see ../overrides.ts).
import type { RendererFamily } from './display.ts';
import { familyEntries, families } from './families.ts';
import { familyField } from './DisplayView.tsx';
import { lazyInput } from './lazyInputs.tsx';
import type { RegistryEntry } from './types.ts';

/** The registry entries of some families, in their order. */
export function entriesOf(list: readonly RendererFamily[]): RegistryEntry[] {
  return familyEntries(list).map(({ name, tester, input, family }) => ({
    name,
    tester,
    field: familyField(family),
    ...(input ? { input: lazyInput(family, input) } : {}),
  }));
}

export const defaultEntries: RegistryEntry[] = entriesOf(families);
