// One value of an enum: its translated label; a select, radio buttons or an autocomplete to edit.
import { enumLabel } from '../../schemaUtils.ts';
import { isEmpty, type RendererFamily } from '../display.ts';
import { and, hasEnum, rankWith, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const enumFamily: RendererFamily = {
  name: 'enum',
  entries: [
    { name: 'enum', tester: rankWith(RANK.enum, hasEnum), input: 'EnumSelectInput' },
    {
      name: 'widget:radio',
      tester: rankWith(RANK.widget, and(widgetIs('radio'), hasEnum)),
      input: 'EnumRadioInput',
    },
    {
      name: 'widget:select',
      tester: rankWith(RANK.widget, and(widgetIs('select'), hasEnum)),
      input: 'EnumSelectInput',
    },
    {
      name: 'widget:autocomplete',
      tester: rankWith(RANK.widget, and(widgetIs('autocomplete'), hasEnum)),
      input: 'EnumAutocompleteInput',
    },
  ],
  display: (value, _schema, { translate, resource, path }) =>
    isEmpty(value)
      ? null
      : { kind: 'longText', text: enumLabel(translate, resource, path, value), raw: value },
};
