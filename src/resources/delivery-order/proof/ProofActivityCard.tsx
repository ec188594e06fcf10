// One completed pickup or drop (delivery-order.md §2 "Proof tabs"): date ('Hari ini' today) and
// time, who did it (the vendor, or the fleet task as a link), the location badge, contact,
// location, note and photos (opened in the preview).
import { useState } from 'react';
import { Box, ButtonBase, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'ra-core';
import { fleetTaskDetailPath } from '../../../config/routes';
import dayjs from 'dayjs';
import { CLOCK_DISPLAY_FORMAT } from '../../../domain/format/dates.ts';
import type { DeliveryOrderActivity } from '../../../generated/types';
import { formatDate } from '../../format';
import { PhotoPreview } from '../../shared/PhotoPreview';

export type ActivityRecord = DeliveryOrderActivity & { id: number };

export interface ProofActivityCardProps {
  activity: ActivityRecord;
  /** The clock, passed in so 'Hari ini' is testable. */
  now: Date;
}

/** Lokasi Transit for a transit leg, else Lokasi Asal for a pickup and Lokasi Tujuan for a drop. */
export const locationBadge = (activity: Pick<DeliveryOrderActivity, 'is_transit' | 'type'>) =>
  activity.is_transit ? 'transit' : activity.type === 'PICKUP' ? 'origin' : 'destination';

const BADGE_COLORS = {
  transit: { background: '#f3e5f5', color: '#5b1385' },
  origin: { background: '#e3f2fd', color: '#0d47a1' },
  destination: { background: '#e8f5e9', color: '#1b5e20' },
};

export function ProofActivityCard({ activity, now }: ProofActivityCardProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [preview, setPreview] = useState<number | null>(null);
  const [broken, setBroken] = useState<Record<number, boolean>>({});
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.delivery.history.proof.${key}`, options);

  const completed = activity.completed_on ? dayjs(activity.completed_on) : null;
  const date = completed
    ? completed.isSame(now, 'day')
      ? t('today')
      : formatDate(activity.completed_on, locale)
    : '-';
  const badge = locationBadge(activity);
  const photos = (activity.attachments ?? []).map((a) => a.url);
  const isPickup = activity.type === 'PICKUP';
  const task = activity.fleet_task;

  const rows: [string, string | null | undefined][] = [
    [t(isPickup ? 'sender' : 'receiver'), activity.contact_person_name],
    [
      t('location'),
      activity.address?.name
        ? [activity.address.name, activity.address.city].filter(Boolean).join(', ')
        : null,
    ],
    [t('note'), activity.note],
  ];

  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={`${date} ${completed?.format(CLOCK_DISPLAY_FORMAT) ?? ''}`.trim()}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Box>
            <Typography
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600, lineHeight: 1.3 }}
            >
              {date}
              {completed && (
                <Typography
                  component="time"
                  dateTime={activity.completed_on ?? undefined}
                  variant="subtitle1"
                  color="text.secondary"
                  sx={{ ml: 1 }}
                >
                  {completed.format(CLOCK_DISPLAY_FORMAT)}
                </Typography>
              )}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t(isPickup ? 'picked_by' : 'delivered_by')}{' '}
              {activity.vendor_name ? (
                <Box component="strong">{activity.vendor_name}</Box>
              ) : task ? (
                <Link
                  component={RouterLink}
                  to={fleetTaskDetailPath(task.id)}
                  sx={{ fontWeight: 600 }}
                >
                  {task.number}
                </Link>
              ) : (
                '-'
              )}
            </Typography>
          </Box>
          <Chip
            label={t(`badge.${badge}`)}
            size="small"
            sx={{
              backgroundColor: BADGE_COLORS[badge].background,
              color: BADGE_COLORS[badge].color,
              fontWeight: 600,
              borderRadius: 1,
            }}
          />
        </Box>

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: { xs: 0, sm: 0.5 },
            m: 0,
            mt: 1.5,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ mt: { xs: 0.75, sm: 0 } }}
              >
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value || '-'}
              </Typography>
            </Box>
          ))}
        </Box>

        <Typography
          component="h4"
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1.5, mb: 0.75 }}
        >
          {t('photos')}
        </Typography>
        {photos.length === 0 ? (
          <Typography variant="body2">{t('no_photos')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {photos.map((url, index) => (
              <li key={`${url}-${index}`}>
                <ButtonBase
                  onClick={() => setPreview(index)}
                  aria-label={t('open_photo', { index: index + 1, total: photos.length })}
                  sx={{
                    width: 88,
                    height: 88,
                    borderRadius: 1,
                    overflow: 'hidden',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: 'grey.100',
                  }}
                >
                  {broken[index] ? (
                    <BrokenImageIcon aria-hidden color="disabled" />
                  ) : (
                    <Box
                      component="img"
                      src={url}
                      alt=""
                      loading="lazy"
                      onError={() => setBroken((b) => ({ ...b, [index]: true }))}
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  )}
                </ButtonBase>
              </li>
            ))}
          </Box>
        )}
        {photos.length > 0 && (
          <PhotoPreview
            photos={photos}
            open={preview !== null}
            startIndex={preview ?? 0}
            onClose={() => setPreview(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}
