// One vehicle's device status on the live view: plate, device type, IMEI, online or offline (last
// seen within 10 min), when last seen, speed, heading and position.
import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import dayjs from 'dayjs';
import { LabelValueList } from '../../resources/views/LabelValueList';
import { vehicleOnline } from '../../domain/liveview/vehicleStatus';
import type { LiveVehicle } from './useVehiclePositions';

export function OnlineChip({ lastSeenAt, now }: { lastSeenAt?: string | null; now: number }) {
  const translate = useTranslate();
  const online = vehicleOnline(lastSeenAt, now);
  return (
    <Chip
      size="small"
      color={online === 'online' ? 'success' : 'default'}
      variant={online === 'online' ? 'filled' : 'outlined'}
      label={translate(`custom.liveview.status.${online}`)}
    />
  );
}

export function VehicleStatus({ vehicle, now }: { vehicle: LiveVehicle; now: number }) {
  const translate = useTranslate();
  const dash = '-';
  const position =
    vehicle.latitude != null && vehicle.longitude != null
      ? `${vehicle.latitude.toFixed(5)}, ${vehicle.longitude.toFixed(5)}`
      : dash;
  const rows: [string, React.ReactNode][] = [
    [
      translate('resources.vehicle.fields.device_type'),
      translate(`resources.vehicle.enums.device_type.${vehicle.device_type}`, {
        _: vehicle.device_type,
      }),
    ],
    [translate('resources.vehicle.fields.imei'), vehicle.imei],
    [
      translate('resources.vehicle.fields.last_seen_at'),
      vehicle.last_seen_at ? dayjs(vehicle.last_seen_at).format('D MMM YYYY HH:mm:ss') : dash,
    ],
    [
      translate('resources.vehicle.fields.speed_kmh'),
      vehicle.speed_kmh != null ? `${vehicle.speed_kmh} km/h` : dash,
    ],
    [
      translate('resources.vehicle.fields.heading'),
      vehicle.heading != null ? `${Math.round(vehicle.heading)}°` : dash,
    ],
    [
      translate('custom.liveview.position'),
      <span key="position" data-testid="vehicle-position">
        {position}
      </span>,
    ],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="device-status">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="device-status" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('custom.liveview.device_status')}
        </Typography>
        <OnlineChip lastSeenAt={vehicle.last_seen_at} now={now} />
      </Stack>
      <LabelValueList
        rows={rows}
        sx={{ gridTemplateColumns: 'minmax(110px, max-content) 1fr', rowGap: 0.5 }}
      />
    </Paper>
  );
}
