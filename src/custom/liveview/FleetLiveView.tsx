// Liveview (/liveview; also /liveview-2/ without a vehicle): the company's vehicles on one map with a
// list beside it (plate, device type, online or offline, speed), each leading to its own live view.
// Markers move as the push channel reports positions (docs/calls-and-liveview.md).
import {
  Alert,
  CircularProgress,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { vehicleLiveViewPath } from '../../domain/liveview/vehicleStatus';
import { useLiveViewParts } from './parts';
import { OnlineChip } from './VehicleStatus';
import { useFleet, useNow } from './useVehiclePositions';

export default function FleetLiveView() {
  const translate = useTranslate();
  const { Map } = useLiveViewParts();
  const { vehicles, isPending, error } = useFleet();
  const now = useNow();
  const markers = vehicles
    .filter((v) => v.latitude != null && v.longitude != null)
    .map((v) => ({
      id: String(v.id),
      lat: v.latitude!,
      lng: v.longitude!,
      label: v.license_plate,
      kind: 'vehicle' as const,
      heading: v.heading ?? null,
    }));
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={translate('custom.liveview.title')} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {translate('custom.liveview.title')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('custom.liveview.load_failed')}</Alert>
      ) : isPending ? (
        <CircularProgress aria-label={translate('custom.liveview.loading')} />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Map
              markers={markers}
              follow
              height={480}
              ariaLabel={translate('custom.liveview.map_label', { smart_count: markers.length })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" component="section" aria-labelledby="fleet-list">
              <Typography
                id="fleet-list"
                variant="subtitle1"
                component="h2"
                sx={{ fontWeight: 600, px: 2, pt: 1.5 }}
              >
                {translate('custom.liveview.vehicles', { smart_count: vehicles.length })}
              </Typography>
              {vehicles.length === 0 ? (
                <Typography color="text.secondary" sx={{ p: 2 }}>
                  {translate('custom.liveview.empty')}
                </Typography>
              ) : (
                <List dense>
                  {vehicles.map((v) => (
                    <ListItem key={v.id} disablePadding divider>
                      <ListItemButton component={Link} to={vehicleLiveViewPath(v.id)}>
                        <ListItemText
                          primary={v.license_plate}
                          secondary={`${translate(`resources.vehicle.enums.device_type.${v.device_type}`, { _: v.device_type })} · ${v.speed_kmh != null ? `${v.speed_kmh} km/h` : '-'}`}
                        />
                        <OnlineChip lastSeenAt={v.last_seen_at} now={now} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </Paper>
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
