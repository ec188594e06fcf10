// Booleans: an icon in a cell, yes/no in the detail list; a checkbox or a switch to edit.
import type { RendererFamily } from '../display.ts';
import { rankWith, typeIs, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const booleanFamily: RendererFamily = {
  name: 'boolean',
  entries: [
    { name: 'boolean', tester: rankWith(RANK.type, typeIs('boolean')), input: 'BooleanValueInput' },
    {
      name: 'widget:switch',
      tester: rankWith(RANK.widget, widgetIs('switch')),
      input: 'BooleanValueInput',
    },
  ],
  display: (value, _schema, { variant, translate }) => {
    if (value === null || value === undefined) return null;
    if (variant === 'cell') return { kind: 'boolean', value: !!value };
    return { kind: 'text', text: translate(value ? 'ra.boolean.true' : 'ra.boolean.false') };
  },
};
