// One notification popup (§2): the alert's description, plate and driver, time passed, its map
// (embedded with e4d-alert-center-embed-map:read, a static image otherwise), address, data (overspeed
// duration against its threshold with e4d-alert-overspeed-threshold-duration:read, fuel,
// temperature, idle, parking, driving time; a fleet-order alert's fleet-order data with the four
// fleet-task-instant scopes), media status, call buttons, the note box, the false-alert form, the
// centre's actions and the navigate-away link.
import { useState } from 'react';
import { Box, Button, Divider, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useGetMany, useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { isFleetOrderCode, OVERSPEED_CODE, parseAlertData } from '../../../domain/alerts/alertData';
import { FLEET_TASK_INSTANT_SCOPES } from '../../../domain/access/featureScopes';
// The map is the shared map widget of issue 29's contract (src/custom/map, owned by MAPS).
import { GeoMap, StaticMap } from '../../map/GeoMap';
import { AlertActions } from '../AlertActions';
import { alertDescription } from '../AlertRow';
import { ALERT_SCOPES } from '../centreRules';
import { FalseAlertDialog } from '../FalseAlertDialog';
import { TimePassed } from '../TimePassed';
import { useAlertAction } from '../useAlertAction';
import { CallButtons } from '../calls/CallButtons';
import { AlertMediaStatus } from '../media/AlertMediaStatus';
import { FleetOrderDetailView } from './FleetOrderDetailView';
import { fleetTaskInstantPath, liveViewPath } from './paths';
import type { PopupAlert } from './popupApi';
import { overspeedThreshold, popupDataLines } from './popupData';
import { PopupNoteBox } from './PopupNoteBox';
import { useFleetOrderDetail } from './useFleetOrderDetail';

export interface AlertPopupCardProps {
  alert: PopupAlert;
  scopes: readonly string[];
  phone: boolean;
  onClose: () => void;
}

export const plateOf = (alert: PopupAlert) =>
  alert.vehicle?.licensePlate ?? alert.licensePlate ?? '-';

export function AlertPopupCard({ alert, scopes, phone, onClose }: AlertPopupCardProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { run, busy } = useAlertAction();
  const [falseAlertOpen, setFalseAlertOpen] = useState(false);
  const plate = plateOf(alert);
  const driver = alert.driver?.fullname ?? alert.driverName;
  const urgent = scopes.includes(ALERT_SCOPES.urgent) && alert.isUrgent;
  const colour = urgent ? 'error' : 'warning';

  const showOverspeed =
    alert.alertCode === OVERSPEED_CODE && scopes.includes(ALERT_SCOPES.overspeedDuration);
  const ruleIds = alert.alertRuleIds ?? [];
  const { data: rules } = useGetMany<{ id: number; min_threshold_time?: number | null }>(
    'alert-rule',
    { ids: ruleIds },
    { enabled: showOverspeed && ruleIds.length > 0 },
  );
  const threshold = overspeedThreshold(
    (rules ?? []).map((rule) => rule.min_threshold_time ?? null),
  );
  const lines = popupDataLines(alert, {
    showOverspeedDuration: showOverspeed,
    thresholdSeconds: threshold,
  });

  const fleetOrder = isFleetOrderCode(alert.alertCode);
  const parsed = parseAlertData(alert.alertCode, alert.alertData);
  const fleetScopes = FLEET_TASK_INSTANT_SCOPES.every((scope) => scopes.includes(scope));
  const fleet = useFleetOrderDetail(parsed.fleetTaskId, parsed.logId, fleetOrder && fleetScopes);

  const hasPosition = alert.latitude != null && alert.longitude != null;
  const mapLabel = translate('custom.alerts.popups.map', { plate });
  const mapHeight = phone ? 140 : 160;
  const vehicleId = alert.vehicle?.id ?? null;

  return (
    <Stack spacing={1} sx={{ p: 1.5 }} data-alert-popup={alert.id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{ width: 4, alignSelf: 'stretch', bgcolor: `${colour}.main`, borderRadius: 1 }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
            {alertDescription(alert, locale)}
          </Typography>
          <Typography variant="body2">
            {plate}
            {driver ? ` · ${driver}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <TimePassed createdOn={alert.createdOn} />
          </Typography>
        </Box>
        <AlertActions alert={alert} popupItem={false} />
        <Tooltip title={translate('custom.alerts.popups.close', { plate })}>
          <IconButton
            size="small"
            aria-label={translate('custom.alerts.popups.close', { plate })}
            onClick={onClose}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box data-testid="alert-popup-map" sx={{ borderRadius: 1, overflow: 'hidden' }}>
        {!hasPosition ? (
          <Typography variant="caption" color="text.secondary">
            {translate('custom.alerts.popups.no_position')}
          </Typography>
        ) : scopes.includes(ALERT_SCOPES.embedMap) ? (
          <GeoMap
            ariaLabel={mapLabel}
            height={mapHeight}
            markers={[
              {
                id: `alert-${alert.id}`,
                lat: alert.latitude!,
                lng: alert.longitude!,
                label: plate,
                kind: 'alert',
              },
            ]}
          />
        ) : (
          <StaticMap
            lat={alert.latitude!}
            lng={alert.longitude!}
            label={mapLabel}
            width={phone ? 360 : 376}
            height={mapHeight}
          />
        )}
      </Box>
      {alert.address ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('custom.alerts.popups.address')}:{' '}
          </Box>
          {alert.address}
        </Typography>
      ) : null}
      {lines.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="alert-popup-data">
          {lines.map((line) => (
            <Typography component="li" variant="body2" key={line.key}>
              {translate(`custom.alerts.popups.data.${line.key}`, line.args)}
            </Typography>
          ))}
        </Box>
      ) : null}
      {fleetOrder && fleetScopes ? (
        fleet.status === 'ready' ? (
          <FleetOrderDetailView detail={fleet.detail} dense />
        ) : (
          <Typography variant="caption" color="text.secondary" role="status">
            {translate(
              fleet.status === 'loading'
                ? 'custom.alerts.popups.fleet.loading'
                : 'custom.alerts.popups.fleet.none',
            )}
          </Typography>
        )
      ) : null}
      <AlertMediaStatus alert={alert} />
      <CallButtons alert={alert} />
      <Divider />
      <PopupNoteBox
        alertId={alert.id}
        busy={busy}
        onSave={(note) => run('Feedback', [alert], note)}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        {!alert.isFalseAlert ? (
          <Button size="small" color="warning" onClick={() => setFalseAlertOpen(true)}>
            {translate('custom.alerts.popups.false_alert')}
          </Button>
        ) : (
          <span />
        )}
        {fleetOrder && fleetScopes && parsed.fleetTaskId ? (
          <Link component={RouterLink} to={fleetTaskInstantPath(parsed.fleetTaskId, parsed.logId)}>
            {translate('custom.alerts.popups.fleet_detail')}
          </Link>
        ) : vehicleId ? (
          <Link component={RouterLink} to={liveViewPath(vehicleId)}>
            {translate('custom.alerts.popups.live_view')}
          </Link>
        ) : null}
      </Stack>
      {falseAlertOpen ? (
        <FalseAlertDialog
          open
          busy={busy}
          onClose={() => setFalseAlertOpen(false)}
          onSubmit={(reason) =>
            void run('FalseAlert', [alert], reason).then((ok) => ok && setFalseAlertOpen(false))
          }
        />
      ) : null}
    </Stack>
  );
}
