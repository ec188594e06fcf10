// The default ranked registry's testers: which renderer a property gets, by name. Pure (no React),
// so the first screen drawn before React (src/firstScreen/) picks the same renderer as the console;
// defaultEntries.tsx gives each name its field and input.
import type { JsonSchema } from '../../generated/registry.ts';
import { isScalar, nonNullTypes } from '../../domain/schema/schemaPath.ts';
import {
  and,
  formatIs,
  hasEnum,
  hintIs,
  isReference,
  itemsMatch,
  or,
  rankWith,
  typeIs,
  widgetIs,
  type Predicate,
} from './testers.ts';
import { RANK, type Tester } from './types.ts';

const isScalarUnion: Predicate = (schema: JsonSchema) =>
  nonNullTypes(schema).length > 1 && isScalar(schema);
// Every record's identifier is called id (the API contract), and so is an embedded record's.
const isRecordId: Predicate = (_schema, context) =>
  context.path === 'id' || context.path.endsWith('.id');

export const defaultTesters: readonly { name: string; tester: Tester }[] = [
  // 1: the JSON type decides
  { name: 'text', tester: rankWith(RANK.type, or(typeIs('string'), isScalarUnion)) },
  { name: 'number', tester: rankWith(RANK.type, or(typeIs('number'), typeIs('integer'))) },
  { name: 'boolean', tester: rankWith(RANK.type, typeIs('boolean')) },
  { name: 'object', tester: rankWith(RANK.type, typeIs('object')) },
  { name: 'array-of-objects', tester: rankWith(RANK.type, itemsMatch(typeIs('object'))) },
  { name: 'array-of-strings', tester: rankWith(RANK.type, itemsMatch(typeIs('string'))) },
  // 2: an enum
  { name: 'enum', tester: rankWith(RANK.enum, hasEnum) },
  { name: 'enum-array', tester: rankWith(RANK.enum, itemsMatch(hasEnum)) },
  // 3: a format
  { name: 'date-time', tester: rankWith(RANK.format, formatIs('date-time')) },
  { name: 'date', tester: rankWith(RANK.format, formatIs('date')) },
  { name: 'email-format', tester: rankWith(RANK.format, formatIs('email')) },
  { name: 'uri-format', tester: rankWith(RANK.format, or(formatIs('uri'), formatIs('url'))) },
  { name: 'duration-format', tester: rankWith(RANK.format, formatIs('duration')) },
  // 3: a record's id (its own, or an embedded record's) is an identifier, not a quantity
  {
    name: 'record-id',
    tester: rankWith(RANK.format, and(isRecordId, or(typeIs('integer'), typeIs('number')))),
  },
  // 5: a reference to another resource
  {
    name: 'reference',
    tester: rankWith(RANK.reference, and(isReference, or(typeIs('integer'), typeIs('number')))),
  },
  { name: 'reference-array', tester: rankWith(RANK.reference, and(isReference, typeIs('array'))) },
  // 10: an explicit widget (or mask) hint
  { name: 'widget:text', tester: rankWith(RANK.widget, widgetIs('text')) },
  { name: 'widget:textarea', tester: rankWith(RANK.widget, widgetIs('textarea')) },
  { name: 'widget:email', tester: rankWith(RANK.widget, widgetIs('email')) },
  { name: 'widget:phone', tester: rankWith(RANK.widget, widgetIs('phone')) },
  { name: 'widget:url', tester: rankWith(RANK.widget, widgetIs('url')) },
  { name: 'widget:password', tester: rankWith(RANK.widget, widgetIs('password')) },
  { name: 'widget:identifier', tester: rankWith(RANK.widget, widgetIs('identifier')) },
  { name: 'widget:currency', tester: rankWith(RANK.widget, widgetIs('currency')) },
  { name: 'widget:percent', tester: rankWith(RANK.widget, widgetIs('percent')) },
  { name: 'widget:time', tester: rankWith(RANK.widget, widgetIs('time')) },
  { name: 'widget:duration', tester: rankWith(RANK.widget, widgetIs('duration')) },
  { name: 'widget:switch', tester: rankWith(RANK.widget, widgetIs('switch')) },
  { name: 'widget:radio', tester: rankWith(RANK.widget, and(widgetIs('radio'), hasEnum)) },
  { name: 'widget:select', tester: rankWith(RANK.widget, and(widgetIs('select'), hasEnum)) },
  {
    name: 'widget:select-reference',
    tester: rankWith(RANK.widget, and(widgetIs('select'), isReference, typeIs('integer'))),
  },
  {
    name: 'widget:autocomplete',
    tester: rankWith(RANK.widget, and(widgetIs('autocomplete'), hasEnum)),
  },
  { name: 'widget:tags', tester: rankWith(RANK.widget, widgetIs('tags')) },
  { name: 'widget:json', tester: rankWith(RANK.widget, widgetIs('json')) },
  { name: 'widget:hidden', tester: rankWith(RANK.widget, widgetIs('hidden')) },
  { name: 'mask', tester: rankWith(RANK.widget, hintIs('mask')) },
];
