// The default ranked registry. A resource folder extends it by concatenation (see ../overrides.ts).
import * as F from './fields.tsx';
import { lazyInput } from './lazyInputs.tsx';
import { defaultTesters } from './defaultTesters.ts';
import type { RegistryEntry } from './types.ts';

const Nothing = () => null;

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

/** Each default tester's renderers, by the tester's name. */
const renderers: Record<string, Pick<RegistryEntry, 'field' | 'input'>> = {
  text: { field: F.TextValueField, input: I.TextValueInput },
  number: { field: F.NumberValueField, input: I.NumberValueInput },
  boolean: { field: F.BooleanValueField, input: I.BooleanValueInput },
  object: { field: F.ObjectValueField, input: I.ObjectInput },
  'array-of-objects': { field: F.ObjectArrayValueField, input: I.ObjectArrayInput },
  'array-of-strings': { field: F.TagsValueField, input: I.TagsInput },
  enum: { field: F.EnumValueField, input: I.EnumSelectInput },
  'enum-array': { field: F.EnumArrayValueField, input: I.EnumArrayInput },
  'date-time': { field: F.DateTimeValueField, input: I.DateTimeValueInput },
  date: { field: F.DateValueField, input: I.DateValueInput },
  'email-format': { field: F.EmailValueField, input: I.TextValueInput },
  'uri-format': { field: F.UrlValueField, input: I.TextValueInput },
  'duration-format': { field: F.DurationValueField, input: I.DurationInput },
  'record-id': { field: F.IdentifierValueField, input: I.IdentifierInput },
  reference: { field: F.ReferenceValueField, input: I.ReferenceValueInput },
  'reference-array': { field: F.ReferenceArrayValueField, input: I.ReferenceArrayValueInput },
  'widget:text': { field: F.TextValueField, input: I.TextValueInput },
  'widget:textarea': { field: F.TextValueField, input: I.TextareaInput },
  'widget:email': { field: F.EmailValueField, input: I.TextValueInput },
  'widget:phone': { field: F.PhoneValueField, input: I.TextValueInput },
  'widget:url': { field: F.UrlValueField, input: I.TextValueInput },
  'widget:password': { field: F.PasswordValueField, input: I.PasswordValueInput },
  'widget:identifier': { field: F.IdentifierValueField, input: I.IdentifierInput },
  'widget:currency': { field: F.CurrencyValueField, input: I.CurrencyInput },
  'widget:percent': { field: F.PercentValueField, input: I.PercentInput },
  'widget:time': { field: F.TextValueField, input: I.TimeValueInput },
  'widget:duration': { field: F.DurationValueField, input: I.DurationInput },
  'widget:switch': { field: F.BooleanValueField, input: I.BooleanValueInput },
  'widget:radio': { field: F.EnumValueField, input: I.EnumRadioInput },
  'widget:select': { field: F.EnumValueField, input: I.EnumSelectInput },
  'widget:select-reference': { field: F.ReferenceValueField, input: I.ReferenceSelectInput },
  'widget:autocomplete': { field: F.EnumValueField, input: I.EnumAutocompleteInput },
  'widget:tags': { field: F.TagsValueField, input: I.TagsInput },
  'widget:json': { field: F.JsonValueField, input: I.JsonInput },
  'widget:hidden': { field: Nothing, input: Nothing },
  mask: { field: F.MaskedValueField, input: I.MaskedInput },
};

export const defaultEntries: RegistryEntry[] = defaultTesters.map(({ name, tester }) => ({
  name,
  tester,
  ...renderers[name],
}));
