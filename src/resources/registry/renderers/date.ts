// Dates and date-times: the spec's display formats; MUI X pickers to edit (loaded with the form).
import { formatDate, formatDateTime } from '../../format.ts';
import { isEmpty, type RendererFamily } from '../display.ts';
import { formatIs, rankWith } from '../testers.ts';
import { RANK } from '../types.ts';

export const dateFamily: RendererFamily = {
  name: 'date',
  entries: [
    {
      name: 'date-time',
      tester: rankWith(RANK.format, formatIs('date-time')),
      input: 'DateTimeValueInput',
    },
    { name: 'date', tester: rankWith(RANK.format, formatIs('date')), input: 'DateValueInput' },
  ],
  display: (value, schema, { locale }) =>
    isEmpty(value)
      ? null
      : {
          kind: 'time',
          dateTime: String(value),
          text:
            schema.format === 'date' ? formatDate(value, locale) : formatDateTime(value, locale),
        },
};
