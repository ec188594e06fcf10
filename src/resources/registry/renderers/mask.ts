// A display mask (x-admin mask): the stored digits shown masked, edited masked, stored raw.
import { applyMask } from '../../format.ts';
import { hintsOf } from '../../schemaUtils.ts';
import { isEmpty, text, type RendererFamily } from '../display.ts';
import { hintIs, rankWith } from '../testers.ts';
import { RANK } from '../types.ts';

export const maskFamily: RendererFamily = {
  name: 'mask',
  entries: [{ name: 'mask', tester: rankWith(RANK.widget, hintIs('mask')), input: 'MaskedInput' }],
  display: (value, schema) =>
    isEmpty(value) ? null : text(applyMask(value, hintsOf(schema).mask ?? '')),
};
