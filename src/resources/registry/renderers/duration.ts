// ISO 8601 durations: '1 hari 2 jam 30 menit'; days, hours and minutes to edit.
import { parseDuration } from '../../format.ts';
import { isEmpty, text, type RendererFamily } from '../display.ts';
import { formatIs, rankWith, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

export const durationFamily: RendererFamily = {
  name: 'duration',
  entries: [
    {
      name: 'duration-format',
      tester: rankWith(RANK.format, formatIs('duration')),
      input: 'DurationInput',
    },
    {
      name: 'widget:duration',
      tester: rankWith(RANK.widget, widgetIs('duration')),
      input: 'DurationInput',
    },
  ],
  display: (value, _schema, { translate }) => {
    if (isEmpty(value)) return null;
    const parts = parseDuration(value);
    if (!parts) return text(String(value));
    return text(
      [
        parts.days ? translate('engine.duration.days', { smart_count: parts.days }) : '',
        parts.hours ? translate('engine.duration.hours', { smart_count: parts.hours }) : '',
        parts.minutes ? translate('engine.duration.minutes', { smart_count: parts.minutes }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  },
};
