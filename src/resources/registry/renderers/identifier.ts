// Ids and code-like numbers (a record's id, the identifier widget): digits as stored, never grouped.
import { isEmpty, text, type RendererFamily } from '../display.ts';
import { and, or, rankWith, typeIs, widgetIs, type Predicate } from '../testers.ts';
import { RANK } from '../types.ts';

// Every record's identifier is called id (the API contract), and so is an embedded record's.
const isRecordId: Predicate = (_schema, context) =>
  context.path === 'id' || context.path.endsWith('.id');

export const identifierFamily: RendererFamily = {
  name: 'identifier',
  entries: [
    // 3: a record's id (its own, or an embedded record's) is an identifier, not a quantity
    {
      name: 'record-id',
      tester: rankWith(RANK.format, and(isRecordId, or(typeIs('integer'), typeIs('number')))),
      input: 'IdentifierInput',
    },
    {
      name: 'widget:identifier',
      tester: rankWith(RANK.widget, widgetIs('identifier')),
      input: 'IdentifierInput',
    },
  ],
  display: (value) => (isEmpty(value) ? null : text(String(value))),
};
