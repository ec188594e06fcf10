// One alert in a list (§4): its icon and description in the current language, plate, driver, time
// passed, address, the urgency colour (danger for urgent, warning otherwise), the overspeed duration
// with its scope, its state, and the actions. The row opens Notification Detail.
import { memo } from 'react';
import {
  Avatar,
  Box,
  Chip,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { AlertActions } from './AlertActions';
import { TimePassed } from './TimePassed';
import { parseAlertData } from '../../domain/alerts/alertData';
import { notificationDetailPath } from './paths';
import type { RawAlert } from './types';

export interface AlertRowProps {
  alert: RawAlert;
  /** With e4e-alert-center-urgent:read: urgent alerts are coloured danger, others warning (§6). */
  urgentColours: boolean;
  showOverspeedDuration: boolean;
}

export function alertDescription(alert: RawAlert, locale: string): string {
  const text =
    locale === 'en'
      ? (alert.alert?.descriptionEng ?? alert.alert?.descriptionIdn)
      : (alert.alert?.descriptionIdn ?? alert.alert?.descriptionEng);
  return text ?? String(alert.alertCode);
}

/** A refetch answers new objects for the same alerts: a row re-renders only when its alert's fields or its props changed. */
export const AlertRow = memo(
  function AlertRow({ alert, urgentColours, showOverspeedDuration }: AlertRowProps) {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const colour = urgentColours && alert.isUrgent ? 'error' : 'warning';
    const plate = alert.vehicle?.licensePlate ?? alert.licensePlate ?? '-';
    const driver = alert.driver?.fullname ?? alert.driverName;
    const parsed = parseAlertData(alert.alertCode, alert.alertData);
    const duration = alert.formattedAlertData?.durationSeconds ?? parsed.durationSeconds;
    const description = alertDescription(alert, locale);
    return (
      <ListItem
        disablePadding
        divider
        secondaryAction={<AlertActions alert={alert} />}
        sx={{
          borderLeft: 4,
          borderColor: `${colour}.main`,
          bgcolor: alert.isRead ? undefined : 'action.hover',
        }}
      >
        <ListItemButton
          component={Link}
          to={notificationDetailPath(alert.id)}
          sx={{ alignItems: 'flex-start', pr: 6 }}
        >
          <ListItemAvatar sx={{ minWidth: 44 }}>
            <Avatar
              sx={{ width: 32, height: 32, bgcolor: `${colour}.main` }}
              src={alert.alert?.iconUrl ?? undefined}
              alt=""
            >
              <NotificationsIcon fontSize="small" />
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            disableTypography
            primary={
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}
              >
                <Typography variant="body2" sx={{ fontWeight: alert.isRead ? 400 : 700 }}>
                  {description}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  <TimePassed createdOn={alert.createdOn} />
                </Typography>
              </Stack>
            }
            secondary={
              <Box sx={{ color: 'text.secondary' }}>
                <Typography variant="caption" component="div">
                  {plate}
                  {driver ? ` · ${driver}` : ''}
                </Typography>
                {alert.address ? (
                  <Typography variant="caption" component="div" sx={{ overflowWrap: 'anywhere' }}>
                    {alert.address}
                  </Typography>
                ) : null}
                {showOverspeedDuration && duration != null ? (
                  <Typography variant="caption" component="div">
                    {translate('custom.alerts.row.overspeed_duration', {
                      seconds: duration,
                      km: alert.formattedAlertData?.km ?? parsed.km ?? '-',
                    })}
                  </Typography>
                ) : null}
                <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                  {alert.isFalseAlert ? (
                    <Chip size="small" label={translate('custom.alerts.status.false_alert')} />
                  ) : alert.isResolved ? (
                    <Chip
                      size="small"
                      color="success"
                      label={translate('custom.alerts.status.resolved')}
                    />
                  ) : (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={colour}
                      label={translate('custom.alerts.status.unresolved')}
                    />
                  )}
                </Stack>
              </Box>
            }
          />
        </ListItemButton>
      </ListItem>
    );
  },
  (before, after) =>
    before.urgentColours === after.urgentColours &&
    before.showOverspeedDuration === after.showOverspeedDuration &&
    sameAlert(before.alert, after.alert),
);

/** The same alert as shown: every field but the server's timePassed (TimePassed counts from createdOn itself). */
function sameAlert(before: RawAlert, after: RawAlert): boolean {
  const shown = ({ timePassed: _timePassed, ...rest }: RawAlert) => JSON.stringify(rest);
  return before === after || shown(before) === shown(after);
}
