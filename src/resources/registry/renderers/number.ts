// Numbers: grouped in the user's locale, to the schema's multipleOf, with the unit hint.
import { formatNumber, stepFractionDigits } from '../../format.ts';
import { hintsOf } from '../../schemaUtils.ts';
import { isEmpty, text, type RendererFamily } from '../display.ts';
import { or, rankWith, typeIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const numberFamily: RendererFamily = {
  name: 'number',
  entries: [
    {
      name: 'number',
      tester: rankWith(RANK.type, or(typeIs('number'), typeIs('integer'))),
      input: 'NumberValueInput',
    },
  ],
  display: (value, schema, { locale }) => {
    if (isEmpty(value)) return null;
    const unit = hintsOf(schema).unit;
    const step = stepFractionDigits(schema.multipleOf);
    const options = step === undefined ? undefined : { maximumFractionDigits: step };
    return text(`${formatNumber(value, locale, options)}${unit ? ` ${unit}` : ''}`);
  },
};
