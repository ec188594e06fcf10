// Percentages (the percent widget): the number and a % sign.
import { formatNumber } from '../../format.ts';
import { isEmpty, text, type RendererFamily } from '../display.ts';
import { rankWith, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const percentFamily: RendererFamily = {
  name: 'percent',
  entries: [
    {
      name: 'widget:percent',
      tester: rankWith(RANK.widget, widgetIs('percent')),
      input: 'PercentInput',
    },
  ],
  display: (value, _schema, { locale }) =>
    isEmpty(value) ? null : text(`${formatNumber(value, locale)}%`),
};
