// The first screen's reference cells (cells.ts leaves each an empty placeholder): one getMany per
// referenced resource, then each cell shows its record as the console's ReferenceField does (the
// target's recordRepresentation, a link where the user may open the record). The records are handed
// to the console too (src/resources/firstScreenHandoff.ts), so its reference fields show them at once.
import type { DataProvider, RaRecord } from 'ra-core';
import type { ResourceDef } from '../generated/registry.ts';
import { abilitiesFor } from '../resources/permissions.ts';
import { handReferences } from '../resources/firstScreenHandoff.ts';

/** Fills the reference cells under `root`; resolves once every request has settled. */
export async function fillReferences(
  root: Element,
  dataProvider: DataProvider,
  resources: Record<string, ResourceDef>,
  scopes: readonly string[],
): Promise<void> {
  const cells = [...root.querySelectorAll<HTMLElement>('[data-reference]')];
  const byTarget = new Map<string, HTMLElement[]>();
  for (const cell of cells)
    byTarget.set(cell.dataset.reference!, [...(byTarget.get(cell.dataset.reference!) ?? []), cell]);
  await Promise.allSettled(
    [...byTarget].map(async ([target, targetCells]) => {
      const ids = [...new Set(targetCells.map((cell) => cell.dataset.id!))];
      const result = dataProvider.getMany(target, { ids }).then(({ data }) => data as RaRecord[]);
      handReferences(target, ids, result);
      const records = new Map((await result).map((record) => [String(record.id), record]));
      const def = resources[target];
      const linked = !!def && abilitiesFor(def, scopes).show;
      for (const cell of targetCells) {
        const record = records.get(cell.dataset.id!);
        const label =
          record && def ? (record as Record<string, unknown>)[def.recordRepresentation] : undefined;
        // A record that is gone shows nothing, as the console's field (emptyText '–' is for a null id only).
        if (label === undefined || label === null) continue;
        cell.textContent = String(label);
        if (linked) cell.className = 'fs-reference';
      }
    }),
  );
}
