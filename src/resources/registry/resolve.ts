import type { JsonSchema } from '../../generated/registry.ts';
import type { RegistryEntry, TesterContext } from './types.ts';

export type RendererKind = 'field' | 'input';

/**
 * The entry with the highest rank that provides the renderer kind asked for. On a tie the later entry
 * wins, so a registry extended by concatenation can replace a default at the same rank.
 */
export function resolveEntry(entries: readonly RegistryEntry[], kind: RendererKind, schema: JsonSchema, context: TesterContext): RegistryEntry | undefined {
  let best: RegistryEntry | undefined;
  let bestRank = -1;
  for (const entry of entries) {
    if (!entry[kind]) continue;
    const rank = entry.tester(schema, context);
    if (rank >= 0 && rank >= bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}
