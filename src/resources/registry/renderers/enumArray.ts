// Several values of an enum: chips of their labels.
import { enumLabel } from '../../schemaUtils.ts';
import { isEmpty, type RendererFamily } from '../display.ts';
import { hasEnum, itemsMatch, rankWith } from '../testers.ts';
import { RANK } from '../types.ts';

export const enumArrayFamily: RendererFamily = {
  name: 'enumArray',
  entries: [
    {
      name: 'enum-array',
      tester: rankWith(RANK.enum, itemsMatch(hasEnum)),
      input: 'EnumArrayInput',
    },
  ],
  display: (value, _schema, { translate, resource, path }) =>
    isEmpty(value) || !Array.isArray(value)
      ? null
      : { kind: 'chips', labels: value.map((item) => enumLabel(translate, resource, path, item)) },
};
