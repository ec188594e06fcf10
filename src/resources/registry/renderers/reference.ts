// A reference to another resource's record: its representation, linked when the user may open it
// (react-admin's ReferenceField); the bare id when the user may not read that resource.
import { hintsOf } from '../../schemaUtils.ts';
import { isEmpty, text, type RendererFamily } from '../display.ts';
import { and, isReference, or, rankWith, typeIs, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const referenceFamily: RendererFamily = {
  name: 'reference',
  entries: [
    {
      name: 'reference',
      tester: rankWith(RANK.reference, and(isReference, or(typeIs('integer'), typeIs('number')))),
      input: 'ReferenceValueInput',
    },
    // widget "select": a plain select of the target's records instead of an autocomplete
    {
      name: 'widget:select-reference',
      tester: rankWith(RANK.widget, and(widgetIs('select'), isReference, typeIs('integer'))),
      input: 'ReferenceSelectInput',
    },
  ],
  display: (value, schema, { registered }) => {
    if (isEmpty(value)) return null;
    const target = hintsOf(schema).reference!;
    if (registered && !registered(target)) return text(String(value));
    return { kind: 'reference', target, id: String(value) };
  },
};
