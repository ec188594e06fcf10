// The chunk of the list filters' non-text inputs (filterInputs.tsx), fetched once. A list whose
// filters are all on show from its first render (filterSpecs' allShown) needs it before it draws:
// resourceElements.tsx loads it with that list's view, in parallel, so the filters are the real
// inputs from the first frame and no click on one is lost. Other lists fetch it when a filter is
// added (listFilters.tsx). Kept apart from listFilters.tsx so the entry can ask without loading it.
import type { ResourceDef } from '../../generated/registry.ts';
import { filterSpecs, type FilterSpec } from './filterSpecs.ts';

export type FilterInputs = typeof import('./filterInputs.tsx');

let loaded: FilterInputs | undefined;
let loading: Promise<FilterInputs> | undefined;

/** The inputs' module if it has arrived. */
export const loadedFilterInputs = (): FilterInputs | undefined => loaded;

export const loadFilterInputs = (): Promise<FilterInputs> =>
  (loading ??= import('./filterInputs.tsx').then((module) => (loaded = module)));

/** Filter kinds drawn by a text input or a picker (the pickers load on their own). */
const EAGER_KINDS: ReadonlySet<FilterSpec['kind']> = new Set(['text', 'date', 'date-time']);

/** Whether the resource's list shows a filter from filterInputs.tsx in its first frame. */
export function showsFilterInputs(def: ResourceDef): boolean {
  const specs = filterSpecs(
    def,
    (key) => key,
    () => true,
  );
  return specs.allShown && specs.inputs.some((spec) => !EAGER_KINDS.has(spec.kind));
}
