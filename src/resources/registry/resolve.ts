import type { JsonSchema } from '../../generated/registry.ts';
import type { RegistryEntry, Tester, TesterContext } from './types.ts';

export type RendererKind = 'field' | 'input';

/**
 * The entry with the highest rank that provides the renderer kind asked for. On a tie the later entry
 * wins, so a registry extended by concatenation can replace a default at the same rank.
 */
export function resolveEntry(
  entries: readonly RegistryEntry[],
  kind: RendererKind,
  schema: JsonSchema,
  context: TesterContext,
): RegistryEntry | undefined {
  return bestRanked(entries, schema, context, (entry) => !!entry[kind]);
}

/** The entry (of those `accepts` takes) whose tester ranks the property highest, the later on a tie; undefined if none applies. */
export function bestRanked<E extends { tester: Tester }>(
  entries: readonly E[],
  schema: JsonSchema,
  context: TesterContext,
  accepts: (entry: E) => boolean = () => true,
): E | undefined {
  let best: E | undefined;
  let bestRank = -1;
  for (const entry of entries) {
    if (!accepts(entry)) continue;
    const rank = entry.tester(schema, context);
    if (rank >= 0 && rank >= bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}
