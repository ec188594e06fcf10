// The fleet-order data (§3): the point and its location, its km, target / actual / estimated times
// and the durations, as a description list. Used by the popup and by Fleet Task Instant Detail.
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { FleetOrderDetail } from './popupApi';

const time = (value: string | null, locale: string) =>
  value
    ? new Date(value).toLocaleString(locale === 'en' ? 'en-GB' : 'id-ID', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '-';

export function FleetOrderDetailView({
  detail,
  dense,
}: {
  detail: FleetOrderDetail;
  dense?: boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`custom.alerts.popups.fleet.${key}`, args);
  const location = detail.detail.location;
  const duration = (minutes: number) =>
    minutes >= 60
      ? t('hours_minutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t('minutes', { minutes });
  const rows: [string, string][] = [
    [t('number'), detail.number ?? '-'],
    [t('point_location_name'), detail.point_location_name ?? '-'],
    [
      t('location'),
      location
        ? [
            location.address,
            location.latitude != null && location.longitude != null
              ? `${location.latitude}, ${location.longitude}`
              : null,
          ]
            .filter(Boolean)
            .join(' · ') || '-'
        : '-',
    ],
    [t('point_in_km'), t('km', { km: detail.point_in_km })],
    [t('target_time'), time(detail.target_time, locale)],
    [t('actual_time'), time(detail.actual_time, locale)],
    [t('estimated_target_time'), time(detail.estimated_target_time, locale)],
    [t('total_fo_duration'), duration(detail.total_fo_duration)],
    [t('planned_activities_duration'), duration(detail.planned_activities_duration)],
  ];
  if (!dense && detail.log_id) rows.push([t('log_id'), String(detail.log_id)]);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: dense
          ? 'minmax(0, 2fr) minmax(0, 3fr)'
          : 'minmax(0, 1fr) minmax(0, 2fr)',
        columnGap: 1,
        rowGap: dense ? 0.25 : 1,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant={dense ? 'caption' : 'body2'} color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant={dense ? 'caption' : 'body2'}
            sx={{ m: 0, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
