// The centre's content, whatever its frame (§2 "Alert centre"): the header with the reminder
// setting, the gear to the alert-rule settings and the mode buttons; the unresolved-only filter; the
// Urgent and Important accordions (or the 'coming soon' banner without the urgent scope); the link
// to the other notifications.
import { useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  Alert,
  Box,
  FormControlLabel,
  IconButton,
  Link as MuiLink,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SettingsIcon from '@mui/icons-material/Settings';
import PushPinIcon from '@mui/icons-material/PushPin';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { AlertGroup } from './AlertGroup';
import { ALERT_RULE_SETTINGS_PATH, NOTIFICATION_ROUTE } from './paths';
import { ALERT_SCOPES, REMINDER_CHOICES, type CentreMode } from './centreRules';

export interface AlertCentrePanelProps {
  scopes: readonly string[];
  mode: CentreMode;
  phone: boolean;
  reminderMinutes: number;
  onReminderChange: (minutes: number) => void;
  onModeChange: (mode: CentreMode) => void;
  /** The detached window's drag handle (the header). */
  onDragStart?: (event: ReactPointerEvent<HTMLElement>) => void;
}

export function AlertCentrePanel({
  scopes,
  mode,
  phone,
  reminderMinutes,
  onReminderChange,
  onModeChange,
  onDragStart,
}: AlertCentrePanelProps) {
  const translate = useTranslate();
  const [unresolvedOnly, setUnresolvedOnly] = useState(true);
  const urgentScope = scopes.includes(ALERT_SCOPES.urgent);
  const showOverspeedDuration = scopes.includes(ALERT_SCOPES.overspeedDuration);
  const close = () => onModeChange('closed');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        spacing={0.5}
        onPointerDown={mode === 'detached' ? onDragStart : undefined}
        sx={{
          alignItems: 'center',
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          cursor: mode === 'detached' ? 'move' : undefined,
          touchAction: mode === 'detached' ? 'none' : undefined,
        }}
      >
        <Typography
          variant="subtitle1"
          component="h2"
          id="alert-centre-title"
          sx={{ fontWeight: 700, flexGrow: 1 }}
        >
          {translate('custom.alerts.title')}
        </Typography>
        {scopes.includes(ALERT_SCOPES.ruleSetting) ? (
          <Tooltip title={translate('custom.alerts.settings')}>
            <IconButton
              size="small"
              component={Link}
              to={ALERT_RULE_SETTINGS_PATH}
              aria-label={translate('custom.alerts.settings')}
              onClick={mode === 'popup' ? close : undefined}
            >
              <SettingsIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        {phone ? null : (
          <>
            <Tooltip
              title={translate(
                mode === 'pinned' ? 'custom.alerts.mode.unpin' : 'custom.alerts.mode.pin',
              )}
            >
              <IconButton
                size="small"
                aria-pressed={mode === 'pinned'}
                color={mode === 'pinned' ? 'primary' : 'default'}
                sx={mode === 'pinned' ? { bgcolor: 'action.selected' } : undefined}
                aria-label={translate('custom.alerts.mode.pin')}
                onClick={() => onModeChange(mode === 'pinned' ? 'popup' : 'pinned')}
              >
                <PushPinIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip
              title={translate(
                mode === 'detached' ? 'custom.alerts.mode.attach' : 'custom.alerts.mode.detach',
              )}
            >
              <IconButton
                size="small"
                aria-pressed={mode === 'detached'}
                color={mode === 'detached' ? 'primary' : 'default'}
                sx={mode === 'detached' ? { bgcolor: 'action.selected' } : undefined}
                aria-label={translate('custom.alerts.mode.detach')}
                onClick={() => onModeChange(mode === 'detached' ? 'popup' : 'detached')}
              >
                <OpenInNewIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
        <IconButton size="small" aria-label={translate('custom.alerts.close')} onClick={close}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 1.5,
          py: 1,
          flexWrap: 'wrap',
        }}
        useFlexGap
      >
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={unresolvedOnly}
              onChange={(event) => setUnresolvedOnly(event.target.checked)}
            />
          }
          label={
            <Typography variant="body2">{translate('custom.alerts.unresolved_only')}</Typography>
          }
        />
        <TextField
          select
          size="small"
          label={translate('custom.alerts.reminder.label')}
          value={reminderMinutes}
          onChange={(event) => onReminderChange(Number(event.target.value))}
          sx={{ minWidth: 150 }}
        >
          {REMINDER_CHOICES.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {minutes === 0
                ? translate('custom.alerts.reminder.none')
                : translate('custom.alerts.reminder.minutes', { smart_count: minutes })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', minHeight: 0 }}>
        {urgentScope ? (
          <AlertGroup
            urgency="urgent"
            unresolvedOnly={unresolvedOnly}
            urgentColours
            showOverspeedDuration={showOverspeedDuration}
          />
        ) : (
          <Alert severity="info" sx={{ m: 1 }}>
            {translate('custom.alerts.coming_soon')}
          </Alert>
        )}
        <AlertGroup
          urgency="important"
          unresolvedOnly={unresolvedOnly}
          disabled={!urgentScope}
          urgentColours={urgentScope}
          showOverspeedDuration={showOverspeedDuration}
        />
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'center' }}>
        <MuiLink
          component={Link}
          to={NOTIFICATION_ROUTE}
          onClick={mode === 'popup' ? close : undefined}
          variant="body2"
        >
          {translate('custom.alerts.see_other')}
        </MuiLink>
      </Box>
    </Box>
  );
}
