// Several references to another resource's records: chips of their representations.
import { hintsOf } from '../../schemaUtils.ts';
import { isEmpty, text, type RendererFamily } from '../display.ts';
import { and, isReference, rankWith, typeIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const referenceArrayFamily: RendererFamily = {
  name: 'referenceArray',
  entries: [
    {
      name: 'reference-array',
      tester: rankWith(RANK.reference, and(isReference, typeIs('array'))),
      input: 'ReferenceArrayValueInput',
    },
  ],
  display: (value, schema, { registered }) => {
    if (isEmpty(value)) return null;
    const target = hintsOf(schema).reference!;
    const ids = (value as unknown[]).map(String);
    if (registered && !registered(target)) return text(ids.join(', '));
    return { kind: 'references', target, ids };
  },
};
