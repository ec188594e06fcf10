// Passwords: never shown (dots in the detail list, nothing in a cell).
import type { RendererFamily } from '../display.ts';
import { rankWith, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const passwordFamily: RendererFamily = {
  name: 'password',
  entries: [
    {
      name: 'widget:password',
      tester: rankWith(RANK.widget, widgetIs('password')),
      input: 'PasswordValueInput',
    },
  ],
  display: (_value, _schema, { variant }) =>
    variant === 'detail' ? { kind: 'text', text: '••••••' } : null,
};
