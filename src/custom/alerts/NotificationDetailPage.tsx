// /notification/:id, Notification Detail (§2): the alert by raw id or composite id, marked read when
// opened, its fields, the actions and its history. Push events and this tab's actions refetch it.
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useLocaleState, useTranslate } from 'ra-core';
import { AccessDenied, Loading, Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { useLiveAccess } from '../../auth/liveAccess';
import { LabelValueList } from '../../resources/views/LabelValueList';
import { useAlertClient } from './alertClient';
import { fetchRawAlertDetail } from './api';
import { useAlertsChanged } from './AlertEventsContext';
import { AlertActions } from './AlertActions';
import { CallButtons } from './calls/CallButtons';
import { alertDescription } from './AlertRow';
import { TimePassed } from './TimePassed';
import { UserLogList } from './UserLogList';
import { useAlertAction } from './useAlertAction';
import { useAlertQuery } from './useAlertQuery';
import { NOTIFICATION_ROUTE } from './paths';
import { parseAlertData } from '../../domain/alerts/alertData';
import { displayNote } from '../../domain/alerts/knownNotes';
import { ALERT_SCOPES } from './centreRules';
import { AlertMediaStatus } from './media/AlertMediaStatus';

export default function NotificationDetailPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { id = '' } = useParams();
  const { scopes } = useLiveAccess();
  const client = useAlertClient();
  const allowed = scopes.includes(ALERT_SCOPES.main);
  const query = useAlertQuery(
    () => (allowed ? fetchRawAlertDetail(client, id) : Promise.resolve(undefined)),
    `${id}:${allowed}`,
  );
  useAlertsChanged(query.refetch);
  const { run } = useAlertAction();
  const alert = query.data;
  // Mark Read when opened (§4), once per alert.
  const marked = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (alert && !alert.isRead && marked.current !== alert.id) {
      marked.current = alert.id;
      void run('Read', [alert]);
    }
  }, [alert, run]);

  if (!allowed) return <AccessDenied />;
  const back = (
    <Button
      component={Link}
      to={NOTIFICATION_ROUTE}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate('custom.alerts.pages.back')}
    </Button>
  );
  if (query.loading && !query.data) return <Loading />;
  if (!alert) {
    return (
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        {back}
        <Alert severity={query.error ? 'error' : 'warning'}>
          {translate(query.error ? 'custom.alerts.load_failed' : 'custom.alerts.pages.not_found')}
        </Alert>
      </Stack>
    );
  }
  const urgentScope = scopes.includes(ALERT_SCOPES.urgent);
  const parsed = parseAlertData(alert.alertCode, alert.alertData);
  const duration = alert.formattedAlertData?.durationSeconds ?? parsed.durationSeconds;
  const language = locale === 'en' ? 'en' : 'id';
  const rows: [string, ReactNode][] = [
    [
      translate('custom.alerts.fields.plate'),
      alert.vehicle?.licensePlate ?? alert.licensePlate ?? '-',
    ],
    [translate('custom.alerts.fields.driver'), alert.driver?.fullname ?? alert.driverName ?? '-'],
    [
      translate('custom.alerts.fields.time'),
      <>
        {dayjs(alert.createdOn).format('D MMM YYYY HH:mm:ss')} (
        <TimePassed createdOn={alert.createdOn} />)
      </>,
    ],
    [translate('custom.alerts.fields.address'), alert.address ?? '-'],
  ];
  if (scopes.includes(ALERT_SCOPES.overspeedDuration) && duration != null) {
    rows.push([
      translate('custom.alerts.fields.overspeed'),
      translate('custom.alerts.row.overspeed_duration', {
        seconds: duration,
        km: alert.formattedAlertData?.km ?? parsed.km ?? '-',
      }),
    ]);
  }
  if (alert.isFalseAlert && alert.falseAlertReason)
    rows.push([
      translate('custom.alerts.fields.false_alert_reason'),
      displayNote(alert.falseAlertReason, language),
    ]);
  if (alert.lastUserFeedback?.feedback)
    rows.push([
      translate('custom.alerts.labels.note'),
      displayNote(alert.lastUserFeedback.feedback, language),
    ]);
  const colour = urgentScope && alert.isUrgent ? 'error' : 'warning';
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={translate('custom.alerts.pages.detail_title')} />
      {back}
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {alertDescription(alert, locale)}
        </Typography>
        <Chip
          size="small"
          color={colour}
          label={translate(
            `custom.alerts.groups.${urgentScope && alert.isUrgent ? 'urgent' : 'important'}`,
          )}
        />
        {alert.isFalseAlert ? (
          <Chip size="small" label={translate('custom.alerts.status.false_alert')} />
        ) : (
          <Chip
            size="small"
            variant={alert.isResolved ? 'filled' : 'outlined'}
            color={alert.isResolved ? 'success' : colour}
            label={translate(
              `custom.alerts.status.${alert.isResolved ? 'resolved' : 'unresolved'}`,
            )}
          />
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {/* On a phone label and value stack: space between the pairs, not inside them. */}
        <LabelValueList
          rows={rows}
          sx={{
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
            rowGap: { xs: 0.25, sm: 1 },
            '& dt:not(:first-of-type)': { mt: { xs: 1.25, sm: 0 } },
          }}
        />
      </Paper>
      <AlertMediaStatus alert={alert} />
      <AlertActions alert={alert} variant="buttons" />
      <CallButtons alert={alert} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('custom.alerts.logs.title')}
        </Typography>
        <UserLogList groups={alert.userLogs ?? []} />
      </Paper>
    </Stack>
  );
}
