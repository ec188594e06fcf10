// How many gave each score 1 to 5, the total and the average: one bar per score, its count written
// beside it (the bar is decoration; the text says it all).
import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useDataProvider, useLocale, useTranslate } from 'ra-core';
import { formatNumberText } from '../../domain/format/numbers.ts';

interface Summary {
  total: number;
  average: number | null;
  distribution: { point: number; count: number }[];
}

export function FeedbackDistribution() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider() as unknown as {
    call(resource: string, params: { method: 'GET'; path: string }): Promise<{ data?: Summary }>;
  };
  const [summary, setSummary] = useState<Summary | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider
      .call('feedback', { method: 'GET', path: '/summary' })
      .then((json) => live && setSummary(json.data ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dataProvider]);
  if (!summary) return null;
  const most = Math.max(1, ...summary.distribution.map((d) => d.count));
  return (
    <Card component="section" aria-labelledby="feedback-distribution" sx={{ mt: 1 }}>
      <CardContent>
        <Typography id="feedback-distribution" variant="h6" component="h2">
          {translate('custom.widgets.distribution.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {summary.total === 0
            ? translate('custom.widgets.distribution.none')
            : `${translate('custom.widgets.distribution.total', { smart_count: summary.total })} · ${translate(
                'custom.widgets.distribution.average',
                { value: formatNumberText(summary.average ?? 0, locale) },
              )}`}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {summary.distribution.map((d) => (
            <Box
              component="li"
              key={d.point}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
            >
              <Typography variant="body2" sx={{ minWidth: { xs: 150, sm: 200 } }}>
                {translate('custom.widgets.distribution.bar', {
                  label: `${d.point} · ${translate(`custom.widgets.feedback.points.${d.point}`)}`,
                  count: d.count,
                })}
              </Typography>
              <Box
                aria-hidden
                sx={{
                  height: 10,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  width: `${(d.count / most) * 100}%`,
                  maxWidth: 240,
                  minWidth: d.count > 0 ? 4 : 0,
                }}
              />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
