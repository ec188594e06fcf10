// Free lists of strings: chips.
import { isEmpty, type RendererFamily } from '../display.ts';
import { itemsMatch, rankWith, typeIs, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const tagsFamily: RendererFamily = {
  name: 'tags',
  entries: [
    {
      name: 'array-of-strings',
      tester: rankWith(RANK.type, itemsMatch(typeIs('string'))),
      input: 'TagsInput',
    },
    { name: 'widget:tags', tester: rankWith(RANK.widget, widgetIs('tags')), input: 'TagsInput' },
  ],
  display: (value) =>
    isEmpty(value) || !Array.isArray(value) ? null : { kind: 'chips', labels: value.map(String) },
};
