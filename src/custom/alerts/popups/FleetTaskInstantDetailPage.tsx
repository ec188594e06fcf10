// Fleet Task Instant Detail (§2 named route, param id; /fleet-task-instant/:id?logId=): where a
// fleet-order alert's popup leads. The fleet-order data of §3 from GET
// /fleet-task/{id}/instant-detail, with the point on the map; needs fleet-task:read and the four
// fleet-task-instant scopes (§6), as the server does.
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'ra-core';
import { AccessDenied, Loading, Title } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useLiveAccess } from '../../../auth/liveAccess';
import { FLEET_TASK_INSTANT_SCOPES } from '../../../domain/access/featureScopes';
// The map is the shared map widget of issue 29's contract (src/custom/map, owned by MAPS).
import { GeoMap } from '../../map/GeoMap';
import { NOTIFICATION_ROUTE } from '../paths';
import { FleetOrderDetailView } from './FleetOrderDetailView';
import { useFleetOrderDetail } from './useFleetOrderDetail';

const positive = (value: string | null | undefined): number | null => {
  const number = Number(value);
  return value && /^[0-9]+$/.test(value) && Number.isSafeInteger(number) && number > 0
    ? number
    : null;
};

export default function FleetTaskInstantDetailPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const { scopes } = useLiveAccess();
  const allowed =
    scopes.includes('fleet-task:read') &&
    FLEET_TASK_INSTANT_SCOPES.every((scope) => scopes.includes(scope));
  const taskId = positive(id);
  const state = useFleetOrderDetail(taskId, positive(search.get('logId')), allowed);
  if (!allowed) return <AccessDenied />;
  const title = translate('custom.alerts.popups.fleet.title');
  const location = state.status === 'ready' ? state.detail.detail.location : null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={title} />
      <Button
        component={Link}
        to={NOTIFICATION_ROUTE}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('custom.alerts.popups.fleet.back')}
      </Button>
      <Typography variant="h5" component="h1">
        {title}
        {state.status === 'ready' && state.detail.number ? ` · ${state.detail.number}` : ''}
      </Typography>
      {state.status === 'loading' || state.status === 'idle' ? (
        <Loading />
      ) : state.status === 'none' ? (
        <Alert severity="warning">{translate('custom.alerts.popups.fleet.none')}</Alert>
      ) : state.status === 'ready' ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            {location?.latitude != null && location.longitude != null ? (
              <GeoMap
                ariaLabel={translate('custom.alerts.popups.fleet.location')}
                height={280}
                markers={[
                  {
                    id: 'point',
                    lat: location.latitude,
                    lng: location.longitude,
                    label: location.name ?? '',
                    kind: 'destination',
                  },
                ]}
              />
            ) : null}
            <FleetOrderDetailView detail={state.detail} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
