// Arrays of objects: a count in a cell, a small table of the items in the detail list.
import { fieldLabel, isHidden } from '../../schemaUtils.ts';
import type { RendererFamily } from '../display.ts';
import { itemsMatch, rankWith, typeIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const objectArrayFamily: RendererFamily = {
  name: 'objectArray',
  entries: [
    {
      name: 'array-of-objects',
      tester: rankWith(RANK.type, itemsMatch(typeIs('object'))),
      input: 'ObjectArrayInput',
    },
  ],
  display: (value, schema, { resource, path, variant, translate }) => {
    if (!Array.isArray(value) || value.length === 0) return null;
    if (variant === 'cell')
      return { kind: 'text', text: translate('engine.items', { smart_count: value.length }) };
    const columns = Object.entries(schema.items?.properties ?? {})
      .filter(([, prop]) => !isHidden(prop))
      .map(([name, prop]) => ({
        name,
        schema: prop,
        path: `${path}.${name}`,
        label: fieldLabel(translate, resource, `${path}.${name}`, prop),
      }));
    return { kind: 'table', columns, rows: value };
  },
};
