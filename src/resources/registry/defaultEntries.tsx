// The default ranked registry. A resource folder extends it by concatenation (see ../overrides.ts).
import type { JsonSchema } from '../../generated/registry.ts';
import { isScalar, nonNullTypes } from '../../domain/schema/schemaPath.ts';
import * as F from './fields.tsx';
import { lazyInput } from './lazyInputs.tsx';
import { and, formatIs, hasEnum, hintIs, isReference, itemsMatch, or, rankWith, typeIs, widgetIs, type Predicate } from './testers.ts';
import { RANK, type RegistryEntry } from './types.ts';

const isScalarUnion: Predicate = (schema: JsonSchema) => nonNullTypes(schema).length > 1 && isScalar(schema);
const Nothing = () => null;
// Every record's identifier is called id (the API contract), and so is an embedded record's.
const isRecordId: Predicate = (_schema, context) => context.path === 'id' || context.path.endsWith('.id');

// Inputs by name, loaded with the first form (see lazyInputs.tsx).
const I = {
  BooleanValueInput: lazyInput('BooleanValueInput'),
  CurrencyInput: lazyInput('CurrencyInput'),
  DateTimeValueInput: lazyInput('DateTimeValueInput'),
  DateValueInput: lazyInput('DateValueInput'),
  DurationInput: lazyInput('DurationInput'),
  EnumArrayInput: lazyInput('EnumArrayInput'),
  IdentifierInput: lazyInput('IdentifierInput'),
  EnumAutocompleteInput: lazyInput('EnumAutocompleteInput'),
  EnumRadioInput: lazyInput('EnumRadioInput'),
  EnumSelectInput: lazyInput('EnumSelectInput'),
  JsonInput: lazyInput('JsonInput'),
  MaskedInput: lazyInput('MaskedInput'),
  NumberValueInput: lazyInput('NumberValueInput'),
  ObjectArrayInput: lazyInput('ObjectArrayInput'),
  ObjectInput: lazyInput('ObjectInput'),
  PasswordValueInput: lazyInput('PasswordValueInput'),
  PercentInput: lazyInput('PercentInput'),
  ReferenceArrayValueInput: lazyInput('ReferenceArrayValueInput'),
  ReferenceSelectInput: lazyInput('ReferenceSelectInput'),
  ReferenceValueInput: lazyInput('ReferenceValueInput'),
  TagsInput: lazyInput('TagsInput'),
  TextValueInput: lazyInput('TextValueInput'),
  TextareaInput: lazyInput('TextareaInput'),
  TimeValueInput: lazyInput('TimeValueInput'),
};

export const defaultEntries: RegistryEntry[] = [
  // 1: the JSON type decides
  { name: 'text', tester: rankWith(RANK.type, or(typeIs('string'), isScalarUnion)), field: F.TextValueField, input: I.TextValueInput },
  { name: 'number', tester: rankWith(RANK.type, or(typeIs('number'), typeIs('integer'))), field: F.NumberValueField, input: I.NumberValueInput },
  { name: 'boolean', tester: rankWith(RANK.type, typeIs('boolean')), field: F.BooleanValueField, input: I.BooleanValueInput },
  { name: 'object', tester: rankWith(RANK.type, typeIs('object')), field: F.ObjectValueField, input: I.ObjectInput },
  { name: 'array-of-objects', tester: rankWith(RANK.type, itemsMatch(typeIs('object'))), field: F.ObjectArrayValueField, input: I.ObjectArrayInput },
  { name: 'array-of-strings', tester: rankWith(RANK.type, itemsMatch(typeIs('string'))), field: F.TagsValueField, input: I.TagsInput },
  // 2: an enum
  { name: 'enum', tester: rankWith(RANK.enum, hasEnum), field: F.EnumValueField, input: I.EnumSelectInput },
  { name: 'enum-array', tester: rankWith(RANK.enum, itemsMatch(hasEnum)), field: F.EnumArrayValueField, input: I.EnumArrayInput },
  // 3: a format
  { name: 'date-time', tester: rankWith(RANK.format, formatIs('date-time')), field: F.DateTimeValueField, input: I.DateTimeValueInput },
  { name: 'date', tester: rankWith(RANK.format, formatIs('date')), field: F.DateValueField, input: I.DateValueInput },
  { name: 'email-format', tester: rankWith(RANK.format, formatIs('email')), field: F.EmailValueField, input: I.TextValueInput },
  { name: 'uri-format', tester: rankWith(RANK.format, or(formatIs('uri'), formatIs('url'))), field: F.UrlValueField, input: I.TextValueInput },
  { name: 'duration-format', tester: rankWith(RANK.format, formatIs('duration')), field: F.DurationValueField, input: I.DurationInput },
  // 3: a record's id (its own, or an embedded record's) is an identifier, not a quantity
  { name: 'record-id', tester: rankWith(RANK.format, and(isRecordId, or(typeIs('integer'), typeIs('number')))), field: F.IdentifierValueField, input: I.IdentifierInput },
  // 5: a reference to another resource
  { name: 'reference', tester: rankWith(RANK.reference, and(isReference, or(typeIs('integer'), typeIs('number')))), field: F.ReferenceValueField, input: I.ReferenceValueInput },
  { name: 'reference-array', tester: rankWith(RANK.reference, and(isReference, typeIs('array'))), field: F.ReferenceArrayValueField, input: I.ReferenceArrayValueInput },
  // 10: an explicit widget (or mask) hint
  { name: 'widget:text', tester: rankWith(RANK.widget, widgetIs('text')), field: F.TextValueField, input: I.TextValueInput },
  { name: 'widget:textarea', tester: rankWith(RANK.widget, widgetIs('textarea')), field: F.TextValueField, input: I.TextareaInput },
  { name: 'widget:email', tester: rankWith(RANK.widget, widgetIs('email')), field: F.EmailValueField, input: I.TextValueInput },
  { name: 'widget:phone', tester: rankWith(RANK.widget, widgetIs('phone')), field: F.PhoneValueField, input: I.TextValueInput },
  { name: 'widget:url', tester: rankWith(RANK.widget, widgetIs('url')), field: F.UrlValueField, input: I.TextValueInput },
  { name: 'widget:password', tester: rankWith(RANK.widget, widgetIs('password')), field: F.PasswordValueField, input: I.PasswordValueInput },
  { name: 'widget:identifier', tester: rankWith(RANK.widget, widgetIs('identifier')), field: F.IdentifierValueField, input: I.IdentifierInput },
  { name: 'widget:currency', tester: rankWith(RANK.widget, widgetIs('currency')), field: F.CurrencyValueField, input: I.CurrencyInput },
  { name: 'widget:percent', tester: rankWith(RANK.widget, widgetIs('percent')), field: F.PercentValueField, input: I.PercentInput },
  { name: 'widget:time', tester: rankWith(RANK.widget, widgetIs('time')), field: F.TextValueField, input: I.TimeValueInput },
  { name: 'widget:duration', tester: rankWith(RANK.widget, widgetIs('duration')), field: F.DurationValueField, input: I.DurationInput },
  { name: 'widget:switch', tester: rankWith(RANK.widget, widgetIs('switch')), field: F.BooleanValueField, input: I.BooleanValueInput },
  { name: 'widget:radio', tester: rankWith(RANK.widget, and(widgetIs('radio'), hasEnum)), field: F.EnumValueField, input: I.EnumRadioInput },
  { name: 'widget:select', tester: rankWith(RANK.widget, and(widgetIs('select'), hasEnum)), field: F.EnumValueField, input: I.EnumSelectInput },
  {
    name: 'widget:select-reference',
    tester: rankWith(RANK.widget, and(widgetIs('select'), isReference, typeIs('integer'))),
    field: F.ReferenceValueField,
    input: I.ReferenceSelectInput,
  },
  { name: 'widget:autocomplete', tester: rankWith(RANK.widget, and(widgetIs('autocomplete'), hasEnum)), field: F.EnumValueField, input: I.EnumAutocompleteInput },
  { name: 'widget:tags', tester: rankWith(RANK.widget, widgetIs('tags')), field: F.TagsValueField, input: I.TagsInput },
  { name: 'widget:json', tester: rankWith(RANK.widget, widgetIs('json')), field: F.JsonValueField, input: I.JsonInput },
  { name: 'widget:hidden', tester: rankWith(RANK.widget, widgetIs('hidden')), field: Nothing, input: Nothing },
  { name: 'mask', tester: rankWith(RANK.widget, hintIs('mask')), field: F.MaskedValueField, input: I.MaskedInput },
];
