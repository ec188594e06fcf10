// The task's map on Fleet Task Detail (docs/maps.md, issue 29 "the same map on the tracking
// pages"): its pickup and drop places and, while it runs (STARTED), its vehicle's last position,
// from the dispatcher's track summary (GET …/fleet-task/track/{id}), on the shared GeoMap.
import { Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate, type Identifier } from 'ra-core';
import { GeoMap } from '../../custom/map/GeoMap.tsx';
import type { OrderServiceMethods } from '../../dataProviders/orderService.ts';
import {
  BUSINESS_TIME_ZONE,
  DATE_TIME_DISPLAY_FORMAT,
  formatInZone,
} from '../../domain/format/dates.ts';
import { FLEET_TASK } from './contracts.ts';
import { taskMarkers, type TrackSummary } from './taskMarkers.ts';

export function TaskMap({ taskId, number }: { taskId: Identifier; number: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const service = useDataProvider() as unknown as OrderServiceMethods;
  const { data } = useQuery({
    queryKey: ['fleet-task-track', String(taskId)],
    queryFn: async () =>
      (
        (await service.call(FLEET_TASK, { method: 'GET', path: '/track/{id}', id: taskId })) as {
          data: TrackSummary;
        }
      ).data,
    // A running task's vehicle moves: read again every minute while there is one.
    refetchInterval: (q) => (q.state.data?.vehicle ? 60_000 : false),
  });
  if (!data) return null;
  const markers = taskMarkers(data, {
    origin: (name) => translate('custom.map.origin', { name }),
    destination: (name) => translate('custom.map.destination', { name }),
    vehicle: (at) =>
      at
        ? translate('custom.map.vehicle', {
            time: formatInZone(at, DATE_TIME_DISPLAY_FORMAT, BUSINESS_TIME_ZONE, locale),
          })
        : translate('custom.map.vehicle_unknown_time'),
  });
  if (markers.length === 0) return null;
  const title = translate('custom.map.task_region', { number });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 } }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <GeoMap markers={markers} ariaLabel={title} height={340} follow />
    </Paper>
  );
}
