// The call buttons of an alert (alert-centre-and-shell.md §2, §6; docs/calls-and-liveview.md): shown
// only to a user with both b3f-two-way-communication scopes, for an alert whose vehicle's device is
// bsj or vss-howen (the domain's mayCall, the same rule the server enforces). "Call the driver"
// places the call; its state (calling, connected, ended, failed) shows beside it, with "Hang up"
// while it is active.
import { Button, Chip, Stack } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import CallEndIcon from '@mui/icons-material/CallEnd';
import { useTranslate } from 'ra-core';
import { useLiveAccess } from '../../../auth/liveAccess';
import { mayCall, type CallState } from '../../../domain/calls/callRules';
import type { RawAlert } from '../types';
import { useCall } from './useCall';

const STATE_COLOUR: Record<CallState, 'info' | 'success' | 'default' | 'error'> = {
  calling: 'info',
  connected: 'success',
  ended: 'default',
  failed: 'error',
};

export function CallButtons({ alert }: { alert: RawAlert }) {
  const { scopes } = useLiveAccess();
  if (!mayCall(scopes, alert.callState?.deviceType)) return null;
  return <CallControls alert={alert} />;
}

function CallControls({ alert }: { alert: RawAlert }) {
  const translate = useTranslate();
  const rawAlertId = alert.rawAlertId ?? alert.id;
  const { call, busy, start, hangUp, active } = useCall(rawAlertId);
  const plate = alert.vehicle?.licensePlate ?? alert.licensePlate ?? '';
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="call-buttons"
    >
      {active ? (
        <Button
          variant="contained"
          color="error"
          size="small"
          startIcon={<CallEndIcon />}
          disabled={busy}
          onClick={() => void hangUp()}
        >
          {translate('custom.calls.hang_up')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          size="small"
          startIcon={<PhoneIcon />}
          disabled={busy}
          aria-label={translate('custom.calls.call_driver_of', { plate })}
          onClick={() => void start()}
        >
          {translate('custom.calls.call_driver')}
        </Button>
      )}
      {call ? (
        <Chip
          size="small"
          role="status"
          color={STATE_COLOUR[call.state]}
          variant={active ? 'filled' : 'outlined'}
          label={translate(`custom.calls.state.${call.state}`)}
        />
      ) : null}
    </Stack>
  );
}
