// Live view v2 (/liveview-2/?type=vehicle&vehicleId=…, alert-centre-and-shell.md §2): one vehicle on
// the map at its last position (followed as the push channel moves it), its device status, its
// recent alerts with their actions and call buttons. Another company's vehicle, or none, is "not
// found". Without a vehicle in the query the page is the fleet view.
import { Alert, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { parseLiveViewQuery } from '../../domain/liveview/vehicleStatus';
import { LIVEVIEW_ROUTES } from '../../config/routes';
import FleetLiveView from './FleetLiveView';
import { useLiveViewParts } from './parts';
import { VehicleStatus } from './VehicleStatus';
import { useLiveVehicle, useNow } from './useVehiclePositions';

export default function VehicleLiveView() {
  const { search } = useLocation();
  const query = parseLiveViewQuery(search);
  if (!query) return <FleetLiveView />;
  return <OneVehicle vehicleId={query.vehicleId} />;
}

function OneVehicle({ vehicleId }: { vehicleId: number }) {
  const translate = useTranslate();
  const { Map, VehicleAlerts } = useLiveViewParts();
  const { vehicle, isPending, error } = useLiveVehicle(vehicleId);
  const now = useNow();
  const back = (
    <Button
      component={Link}
      to={LIVEVIEW_ROUTES.fleet}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate('custom.liveview.back')}
    </Button>
  );
  if (isPending)
    return <CircularProgress sx={{ m: 2 }} aria-label={translate('custom.liveview.loading')} />;
  if (error || !vehicle)
    return (
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        <Title title={translate('custom.liveview.title')} />
        {back}
        <Alert severity="warning">{translate('custom.liveview.not_found')}</Alert>
      </Stack>
    );
  const markers =
    vehicle.latitude != null && vehicle.longitude != null
      ? [
          {
            id: String(vehicle.id),
            lat: vehicle.latitude,
            lng: vehicle.longitude,
            label: vehicle.license_plate,
            kind: 'vehicle' as const,
            heading: vehicle.heading ?? null,
          },
        ]
      : [];
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={translate('custom.liveview.vehicle_title', { plate: vehicle.license_plate })} />
      {back}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {translate('custom.liveview.vehicle_title', { plate: vehicle.license_plate })}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          {markers.length > 0 ? (
            <Map
              markers={markers}
              follow
              height={420}
              ariaLabel={translate('custom.liveview.vehicle_map_label', {
                plate: vehicle.license_plate,
              })}
            />
          ) : (
            <Alert severity="info">{translate('custom.liveview.no_position')}</Alert>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <VehicleStatus vehicle={vehicle} now={now} />
        </Grid>
      </Grid>
      <VehicleAlerts vehicleId={vehicle.id} />
    </Stack>
  );
}
