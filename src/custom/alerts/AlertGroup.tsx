// One accordion of the centre (§4): Urgent or Important, at most 20 alerts of the last two days,
// unresolved only when the filter is on; refetched when alerts change (push or this tab).
import { memo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Badge,
  List,
  Typography,
  CircularProgress,
  Box,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'ra-core';
import { useAlertClient } from './alertClient';
import { fetchRawAlerts } from './api';
import { useAlertsChanged } from './AlertEventsContext';
import { useAlertQuery } from './useAlertQuery';
import { AlertRow } from './AlertRow';
import { GROUP_SIZE, lookBackRange } from './centreRules';

export interface AlertGroupProps {
  urgency: 'urgent' | 'important';
  unresolvedOnly: boolean;
  disabled?: boolean;
  urgentColours: boolean;
  showOverspeedDuration: boolean;
}

/** Memoised: the bell's counts change with every push, and must not re-render the lists with them. */
export const AlertGroup = memo(function AlertGroup({
  urgency,
  unresolvedOnly,
  disabled,
  urgentColours,
  showOverspeedDuration,
}: AlertGroupProps) {
  const translate = useTranslate();
  const client = useAlertClient();
  const [expanded, setExpanded] = useState(true);
  const query = useAlertQuery(
    () =>
      disabled
        ? Promise.resolve({ data: [], total: 0 })
        : fetchRawAlerts(client, {
            pagination: { page: 1, show: GROUP_SIZE },
            ...(urgency === 'urgent' ? { isUrgent: true } : { isImportant: true }),
            ...(unresolvedOnly ? { isResolved: false, isFalseAlert: false } : {}),
            ...lookBackRange(Date.now()),
          }),
    `${urgency}:${unresolvedOnly}:${disabled}`,
  );
  useAlertsChanged(query.refetch);
  const alerts = (query.data?.data ?? []).slice(0, GROUP_SIZE);
  const id = `alert-group-${urgency}`;
  return (
    <Accordion
      expanded={expanded && !disabled}
      disabled={disabled}
      onChange={(_event, open) => setExpanded(open)}
      disableGutters
      elevation={0}
      square
    >
      {/* The count follows the label in the line (placed over the label's end, a two-digit count touched its last letter); none at 0. */}
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`${id}-content`}
        id={`${id}-header`}
      >
        <Badge
          color={urgency === 'urgent' ? 'error' : 'warning'}
          badgeContent={query.data?.total ?? 0}
          max={99}
          sx={{
            alignItems: 'center',
            '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 1 },
            '& .MuiBadge-invisible': { display: 'none' },
          }}
        >
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {translate(`custom.alerts.groups.${urgency}`)}
          </Typography>
        </Badge>
      </AccordionSummary>
      {/* The region around it takes the id the summary controls (MUI), so the details carry none. */}
      <AccordionDetails sx={{ p: 0 }}>
        {query.loading && !query.data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label={translate('custom.alerts.loading')} />
          </Box>
        ) : query.error && !query.data ? (
          <Alert severity="error" sx={{ m: 1 }}>
            {translate('custom.alerts.load_failed')}
          </Alert>
        ) : alerts.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {translate('custom.alerts.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={translate(`custom.alerts.groups.${urgency}`)}>
            {alerts.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                urgentColours={urgentColours}
                showOverspeedDuration={showOverspeedDuration}
              />
            ))}
          </List>
        )}
      </AccordionDetails>
    </Accordion>
  );
});
