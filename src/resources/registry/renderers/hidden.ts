// The hidden widget: nothing shown, nothing to edit.
import type { RendererFamily } from '../display.ts';
import { rankWith, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const hiddenFamily: RendererFamily = {
  name: 'hidden',
  entries: [
    {
      name: 'widget:hidden',
      tester: rankWith(RANK.widget, widgetIs('hidden')),
      input: 'HiddenInput',
    },
  ],
  display: () => ({ kind: 'none' }),
};
