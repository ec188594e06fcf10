// The task's activities in route order: type, place, status, completion time, contact, note,
// intervention reason and photos (the delivery page's preview); an Intervensi button on each open
// activity of a STARTED task for a dispatcher who may update tasks.
import { useState } from 'react';
import {
  Box,
  ButtonBase,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatDateTime } from '../../config/dates.ts';
import { PhotoPreview } from '../shared/PhotoPreview.tsx';
import { addressLabel, type TaskActivity, type TaskOrder } from './contracts.ts';
import { TONES } from './FleetTaskStatusChip.tsx';
import { LabelValueList } from '../views/LabelValueList.tsx';

export interface TaskActivitiesProps {
  activities: TaskActivity[];
  orders: TaskOrder[];
  /** The sequence to intervene in, when the user may (else no button). */
  onIntervene?: (sequence: number) => void;
}

const STATUS_TONES = { UNCOMPLETED: 'neutral', COMPLETED: 'done', SKIPPED: 'progress' } as const;

export function TaskActivities({ activities, orders, onIntervene }: TaskActivitiesProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.fleet_task.screens.activities.${key}`, options);
  const [preview, setPreview] = useState<{ photos: string[]; index: number } | null>(null);
  const orderNumber = (id: unknown) => orders.find((o) => String(o.id) === String(id))?.number;
  const sorted = [...activities].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));

  return (
    <Card variant="outlined" component="section" aria-labelledby="fleet-task-activities">
      <CardContent>
        <Typography id="fleet-task-activities" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        {sorted.length === 0 ? (
          <Typography variant="body2">{t('empty')}</Typography>
        ) : (
          <List disablePadding component="ol">
            {sorted.map((activity, position) => {
              const sequence = activity.sequence ?? position + 1;
              const photos = (activity.attachments ?? [])
                .map((a) => a.url)
                .filter((u): u is string => !!u);
              const details: [string, string | null | undefined][] = [
                [t('order'), orderNumber(activity.delivery_order_id)],
                [t('completed_on'), formatDateTime(activity.completed_on)],
                [t('contact'), activity.contact_person_name],
                [t('note'), activity.note],
                [t('reason'), activity.intervention_reason],
              ];
              return (
                <ListItem
                  key={sequence}
                  divider
                  disableGutters
                  sx={{ display: 'block' }}
                  data-testid={`activity-${sequence}`}
                >
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                  >
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {sequence}. {t(`type.${activity.type}`)}
                    </Typography>
                    {activity.is_transit && (
                      <Chip size="small" variant="outlined" label={t('transit')} />
                    )}
                    <Chip
                      size="small"
                      label={t(`status.${activity.status}`)}
                      sx={{ ...TONES[STATUS_TONES[activity.status] ?? 'neutral'], fontWeight: 600 }}
                    />
                    {onIntervene && activity.status === 'UNCOMPLETED' && (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => onIntervene(sequence)}
                        aria-label={t('intervene_label', { sequence })}
                        sx={{ ml: 'auto' }}
                      >
                        {t('intervene')}
                      </Button>
                    )}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {addressLabel(activity.address) || '-'}
                    {activity.address?.address ? ` · ${activity.address.address}` : ''}
                  </Typography>
                  <LabelValueList
                    rows={details.filter(([, value]) => !!value)}
                    sx={{ gridTemplateColumns: 'auto 1fr', rowGap: 0.25, my: 1 }}
                  />
                  {photos.length > 0 && (
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
                      }}
                    >
                      {photos.map((url, index) => (
                        <li key={`${url}-${index}`}>
                          <ButtonBase
                            onClick={() => setPreview({ photos, index })}
                            aria-label={t('photo', { index: index + 1, count: photos.length })}
                            sx={{
                              width: 72,
                              height: 72,
                              borderRadius: 1,
                              overflow: 'hidden',
                              border: 1,
                              borderColor: 'divider',
                              bgcolor: 'grey.100',
                            }}
                          >
                            <Box
                              component="img"
                              src={url}
                              alt=""
                              loading="lazy"
                              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                            />
                          </ButtonBase>
                        </li>
                      ))}
                    </Box>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
        {preview && (
          <PhotoPreview
            photos={preview.photos}
            open
            startIndex={preview.index}
            onClose={() => setPreview(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}
