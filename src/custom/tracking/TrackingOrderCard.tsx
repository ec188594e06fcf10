// One order on the public page: number, current status, route, the status timeline and the
// completed activities (type, time, place, transit badge, photos when the server sends them).
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { labelIn, type TrackingOrder, type TrackingPlace } from './trackingApi.ts';
import { formatWib } from './wib.ts';

const place = (p: TrackingPlace | null | undefined) =>
  p ? [p.name, p.city].filter(Boolean).join(', ') : '';

export function TrackingOrderCard({
  order,
  index,
  locale,
}: {
  order: TrackingOrder;
  index: number;
  locale: string;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.tracking.${key}`, options);
  const statusLabel = (name: string | null | undefined, label: Parameters<typeof labelIn>[0]) =>
    labelIn(label, locale) ??
    (name ? translate(`resources.delivery-order.enums.status.name.${name}`, { _: name }) : '-');
  const headingId = `tracking-order-${index}`;
  const time = (value: string | null | undefined) => {
    const text = formatWib(value, locale);
    return text ? `${text} ${t('time_zone')}` : '-';
  };
  const activities = order.activities ?? [];
  const timeline = order.timeline ?? [];
  const route = [place(order.origin), place(order.destination)].filter(Boolean).join(' → ');

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography
            id={headingId}
            component="h2"
            variant="h6"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {t('order', { number: order.number ?? '-' })}
          </Typography>
        </Stack>
        {route && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {route}
          </Typography>
        )}
        <Box
          component="dl"
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1.5 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('current_status')}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Chip
              color="primary"
              label={statusLabel(order.status?.name, order.status?.label)}
              sx={{ fontWeight: 600 }}
            />
          </Box>
        </Box>

        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
          {t('timeline')}
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 1,
            borderLeft: 2,
            borderColor: 'divider',
            pl: 2,
          }}
        >
          {timeline.map((entry, i) => (
            <Box component="li" key={`${entry.status}-${i}`} sx={{ mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {statusLabel(entry.status, entry.label)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {time(entry.time)}
              </Typography>
            </Box>
          ))}
        </Box>

        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
          {t('activities')}
        </Typography>
        {activities.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('no_activities')}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {activities.map((activity, i) => {
              const type = translate(`custom.tracking.type.${activity.type}`, { _: activity.type });
              return (
                <Box
                  component="li"
                  key={`${activity.type}-${i}`}
                  sx={{ py: 1, borderTop: i ? 1 : 0, borderColor: 'divider' }}
                >
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {type}
                    </Typography>
                    {activity.is_transit && (
                      <Chip size="small" variant="outlined" label={t('transit')} />
                    )}
                  </Stack>
                  <Typography variant="body2">{place(activity.location) || '-'}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {time(activity.completed_on)}
                  </Typography>
                  {(activity.photos?.length ?? 0) > 0 && (
                    <Box
                      component="ul"
                      aria-label={t('photos')}
                      sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        gap: 1,
                        listStyle: 'none',
                        p: 0,
                        m: 0,
                        mt: 1,
                      }}
                    >
                      {activity.photos!.map((url, p) => (
                        <li key={`${url}-${p}`}>
                          <a href={url} target="_blank" rel="noopener noreferrer">
                            <Box
                              component="img"
                              src={url}
                              alt={t('photo', { index: p + 1, type })}
                              loading="lazy"
                              sx={{
                                width: 72,
                                height: 72,
                                objectFit: 'cover',
                                borderRadius: 1,
                                border: 1,
                                borderColor: 'divider',
                                display: 'block',
                              }}
                            />
                          </a>
                        </li>
                      ))}
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
