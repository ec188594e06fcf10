// A vehicle's recent alerts on its live view (docs/calls-and-liveview.md): the raw alerts of that
// vehicle, newest first, each with its status, the alert actions (AlertActions) and the call buttons
// (CallButtons); read again when the alert channels say alerts changed. The live view (another
// custom page) gets this component from App.tsx, so neither page imports the other.
import {
  Alert,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import dayjs from 'dayjs';
import { AlertPalette } from '../AlertPalette';
import { AlertActions } from '../AlertActions';
import { alertDescription } from '../AlertRow';
import { CallButtons } from '../calls/CallButtons';
import { fetchRawAlerts } from '../api';
import { useAlertClient } from '../alertClient';
import { useAlertQuery } from '../useAlertQuery';
import { useAlertsChanged } from '../AlertEventsContext';
import { notificationDetailPath } from '../paths';
import type { RawAlert } from '../types';

/** How many of the vehicle's newest alerts the live view lists. */
export const VEHICLE_ALERTS_SHOWN = 10;

export default function VehicleAlerts({ vehicleId }: { vehicleId: number }) {
  const translate = useTranslate();
  const client = useAlertClient();
  const query = useAlertQuery(
    () =>
      fetchRawAlerts(client, {
        vehicleId,
        pagination: { page: 1, show: VEHICLE_ALERTS_SHOWN },
        orderBy: { createdOn: 'DESC' },
      }),
    String(vehicleId),
  );
  useAlertsChanged(query.refetch);
  return (
    <AlertPalette>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="vehicle-alerts">
        <Typography id="vehicle-alerts" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('custom.liveview.alerts.title')}
        </Typography>
        {query.loading ? (
          <CircularProgress size={24} aria-label={translate('custom.alerts.loading')} />
        ) : query.error && !query.data ? (
          <Alert severity="error">{translate('custom.alerts.load_failed')}</Alert>
        ) : (query.data?.data.length ?? 0) === 0 ? (
          <Typography color="text.secondary">{translate('custom.alerts.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {query.data!.data.map((alert) => (
              <VehicleAlertRow key={alert.id} alert={alert} onDone={query.refetch} />
            ))}
          </List>
        )}
      </Paper>
    </AlertPalette>
  );
}

function VehicleAlertRow({ alert, onDone }: { alert: RawAlert; onDone: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const status = alert.isFalseAlert ? 'false_alert' : alert.isResolved ? 'resolved' : 'unresolved';
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ListItemText
          sx={{ minWidth: 0, m: 0 }}
          primary={
            <Link to={notificationDetailPath(alert.compositeId ?? String(alert.id))}>
              {alertDescription(alert, locale)}
            </Link>
          }
          secondary={dayjs(alert.createdOn).format('D MMM YYYY HH:mm')}
        />
        <Chip size="small" label={translate(`custom.alerts.status.${status}`)} />
        <AlertActions alert={alert} onDone={onDone} />
      </Stack>
      <CallButtons alert={alert} />
    </ListItem>
  );
}
