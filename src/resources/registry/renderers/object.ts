// Nested objects: their scalar leaves on one line in a cell, a nested label/value list in the detail
// list. A sub-property whose label repeats the object's own ('Status' › 'Status') shows its value
// without it, so `status: {name}` reads 'Status: Draf', not 'Status | Status | Draf' (tracker #6).
import { isScalar } from '../../../domain/schema/schemaPath.ts';
import { fieldLabel, isHidden } from '../../schemaUtils.ts';
import { sameLabel } from '../../useLabel.ts';
import type { RendererFamily, SubProperty } from '../display.ts';
import { rankWith, typeIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const objectFamily: RendererFamily = {
  name: 'object',
  entries: [
    { name: 'object', tester: rankWith(RANK.type, typeIs('object')), input: 'ObjectInput' },
  ],
  display: (value, schema, { resource, path, variant, translate }) => {
    if (value === null || value === undefined || typeof value !== 'object') return null;
    const items: SubProperty[] = Object.entries(schema.properties ?? {})
      .filter(([, prop]) => !isHidden(prop))
      .map(([name, prop]) => {
        const subPath = `${path}.${name}`;
        return {
          name,
          schema: prop,
          path: subPath,
          label: fieldLabel(translate, resource, subPath, prop),
        };
      });
    if (variant === 'cell')
      return { kind: 'row', items: items.filter((item) => isScalar(item.schema)) };
    // Runs of labelled pairs make one <dl> each; an unlabelled value sits between them on its own,
    // since a <dd> without its <dt> is not valid in a description list.
    const parentLabel = fieldLabel(translate, resource, path, schema);
    const runs: { labelled: boolean; items: SubProperty[] }[] = [];
    for (const item of items) {
      const labelled = !sameLabel(item.label, parentLabel);
      const last = runs[runs.length - 1];
      if (last && last.labelled && labelled) last.items.push(item);
      else runs.push({ labelled, items: [item] });
    }
    return { kind: 'pairs', runs };
  },
};
