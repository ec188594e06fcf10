// Text: strings (and scalar unions), plain or multi-line or a time of day; cut in cells.
import type { JsonSchema } from '../../../generated/registry.ts';
import { isScalar, nonNullTypes } from '../../../domain/schema/schemaPath.ts';
import { isEmpty, type RendererFamily } from '../display.ts';
import { or, rankWith, typeIs, widgetIs, type Predicate } from '../testers.ts';
import { RANK } from '../types.ts';

const isScalarUnion: Predicate = (schema: JsonSchema) =>
  nonNullTypes(schema).length > 1 && isScalar(schema);

export const textFamily: RendererFamily = {
  name: 'text',
  entries: [
    {
      name: 'text',
      tester: rankWith(RANK.type, or(typeIs('string'), isScalarUnion)),
      input: 'TextValueInput',
    },
    {
      name: 'widget:text',
      tester: rankWith(RANK.widget, widgetIs('text')),
      input: 'TextValueInput',
    },
    {
      name: 'widget:textarea',
      tester: rankWith(RANK.widget, widgetIs('textarea')),
      input: 'TextareaInput',
    },
    {
      name: 'widget:time',
      tester: rankWith(RANK.widget, widgetIs('time')),
      input: 'TimeValueInput',
    },
  ],
  display: (value) =>
    isEmpty(value) ? null : { kind: 'longText', text: String(value), raw: value },
};
