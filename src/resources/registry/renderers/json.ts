// Free JSON (the json widget): one line in a cell, indented in the detail list, a text area to edit.
import type { RendererFamily } from '../display.ts';
import { rankWith, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const jsonFamily: RendererFamily = {
  name: 'json',
  entries: [
    { name: 'widget:json', tester: rankWith(RANK.widget, widgetIs('json')), input: 'JsonInput' },
  ],
  display: (value, _schema, { variant }) => {
    if (value === undefined || value === null) return null;
    if (variant === 'cell') return { kind: 'longText', text: JSON.stringify(value) };
    return { kind: 'code', text: JSON.stringify(value, null, 2) };
  },
};
