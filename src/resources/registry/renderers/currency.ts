// Money (the currency widget): Rupiah in the user's locale.
import { formatCurrency } from '../../format.ts';
import { isEmpty, text, type RendererFamily } from '../display.ts';
import { rankWith, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const currencyFamily: RendererFamily = {
  name: 'currency',
  entries: [
    {
      name: 'widget:currency',
      tester: rankWith(RANK.widget, widgetIs('currency')),
      input: 'CurrencyInput',
    },
  ],
  display: (value, _schema, { locale }) =>
    isEmpty(value) ? null : text(formatCurrency(value, locale)),
};
