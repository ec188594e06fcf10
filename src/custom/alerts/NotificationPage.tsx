// /notification (§2): Notifikasi, the urgent and important alerts of the last two days; or, with
// e1j-log-notification:read, Notification Log: every alert, paged, filtered by urgency, status and
// date. Rows open Notification Detail; push events refetch the page shown.
import { useState } from 'react';
import {
  Alert,
  Box,
  CircularProgress,
  List,
  MenuItem,
  Paper,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { AccessDenied, Title } from 'react-admin';
import { useLiveAccess } from '../../auth/liveAccess';
import { useAlertClient } from './alertClient';
import { fetchRawAlerts, type RawAlertFilter } from './api';
import { useAlertsChanged } from './AlertEventsContext';
import { AlertRow } from './AlertRow';
import { DateFilter } from '../../resources/registry/DateFilter';
import { useAlertQuery } from './useAlertQuery';
import { ALERT_SCOPES, GROUP_SIZE, lookBackRange } from './centreRules';
import { useTablePaginationLabels } from '../../resources/registry/paginationLabels';

type UrgencyFilter = 'all' | 'urgent' | 'important';
type StatusFilter = 'all' | 'unresolved' | 'resolved' | 'false_alert';

/** The rawAlerts filter of the page's choices (docs/alerts.md §2: isUrgent and isImportant both true mean either). */
export function notificationFilter(
  choice: {
    urgency: UrgencyFilter;
    status: StatusFilter;
    from: string;
    to: string;
    urgentScope: boolean;
    log: boolean;
  },
  now: number,
): RawAlertFilter {
  const filter: RawAlertFilter = {};
  if (choice.urgency === 'urgent' && choice.urgentScope) filter.isUrgent = true;
  else if (choice.urgency === 'important' || !choice.urgentScope) filter.isImportant = true;
  else Object.assign(filter, { isUrgent: true, isImportant: true });
  if (choice.status === 'unresolved')
    Object.assign(filter, { isResolved: false, isFalseAlert: false });
  if (choice.status === 'resolved')
    Object.assign(filter, { isResolved: true, isFalseAlert: false });
  if (choice.status === 'false_alert') filter.isFalseAlert = true;
  if (!choice.log) return { ...filter, ...lookBackRange(now) };
  if (choice.from) filter.startDate = new Date(`${choice.from}T00:00:00`).toISOString();
  if (choice.to) filter.endDate = new Date(`${choice.to}T23:59:59.999`).toISOString();
  return filter;
}

export default function NotificationPage() {
  const translate = useTranslate();
  const paginationLabels = useTablePaginationLabels();
  const { scopes } = useLiveAccess();
  const client = useAlertClient();
  const log = scopes.includes(ALERT_SCOPES.logNotification);
  const urgentScope = scopes.includes(ALERT_SCOPES.urgent);
  const [urgency, setUrgency] = useState<UrgencyFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [show, setShow] = useState(GROUP_SIZE);
  const allowed = scopes.includes(ALERT_SCOPES.main);
  const query = useAlertQuery(
    () =>
      allowed
        ? fetchRawAlerts(client, {
            ...notificationFilter({ urgency, status, from, to, urgentScope, log }, Date.now()),
            pagination: { page: page + 1, show },
          })
        : Promise.resolve({ data: [], total: 0 }),
    JSON.stringify([urgency, status, from, to, page, show, urgentScope, log, allowed]),
  );
  useAlertsChanged(query.refetch);
  if (!allowed) return <AccessDenied />;
  const filtered = (apply: () => void) => {
    apply();
    setPage(0);
  };
  const title = translate(
    log ? 'custom.alerts.pages.log_title' : 'custom.alerts.pages.notification_title',
  );
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Title title={title} />
      {/* Two filters a row on a phone, all in one row from md up (react-admin's theme makes every field full width). */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 220px))',
          },
          columnGap: 1.5,
        }}
      >
        <TextField
          select
          size="small"
          label={translate('custom.alerts.filters.urgency')}
          value={urgency}
          onChange={(e) => filtered(() => setUrgency(e.target.value as UrgencyFilter))}
        >
          <MenuItem value="all">{translate('custom.alerts.filters.all')}</MenuItem>
          {urgentScope ? (
            <MenuItem value="urgent">{translate('custom.alerts.groups.urgent')}</MenuItem>
          ) : null}
          <MenuItem value="important">{translate('custom.alerts.groups.important')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={translate('custom.alerts.filters.status')}
          value={status}
          onChange={(e) => filtered(() => setStatus(e.target.value as StatusFilter))}
        >
          <MenuItem value="all">{translate('custom.alerts.filters.all')}</MenuItem>
          <MenuItem value="unresolved">{translate('custom.alerts.status.unresolved')}</MenuItem>
          <MenuItem value="resolved">{translate('custom.alerts.status.resolved')}</MenuItem>
          <MenuItem value="false_alert">{translate('custom.alerts.status.false_alert')}</MenuItem>
        </TextField>
        {log ? (
          <>
            <DateFilter
              label={translate('custom.alerts.filters.from')}
              value={from}
              onChange={(next) => filtered(() => setFrom(next))}
            />
            <DateFilter
              label={translate('custom.alerts.filters.to')}
              value={to}
              onChange={(next) => filtered(() => setTo(next))}
            />
          </>
        ) : null}
      </Box>
      <Paper variant="outlined">
        {query.loading && !query.data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={translate('custom.alerts.loading')} />
          </Box>
        ) : query.error && !query.data ? (
          <Alert severity="error">{translate('custom.alerts.load_failed')}</Alert>
        ) : (query.data?.data.length ?? 0) === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('custom.alerts.empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={title}>
            {query.data?.data.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                urgentColours={urgentScope}
                showOverspeedDuration={scopes.includes(ALERT_SCOPES.overspeedDuration)}
              />
            ))}
          </List>
        )}
        <TablePagination
          component="div"
          count={query.data?.total ?? 0}
          page={page}
          onPageChange={(_e, next) => setPage(next)}
          rowsPerPage={show}
          rowsPerPageOptions={[10, 20, 50, 100]}
          onRowsPerPageChange={(e) => filtered(() => setShow(Number(e.target.value)))}
          {...paginationLabels}
        />
      </Paper>
    </Stack>
  );
}
