// One alert's call as the buttons show it: placed and hung up through the API, its later states
// (connected, ended, failed) from the push channel's voip-call-{userId} messages, matched by call id.
import { useCallback, useContext, useEffect, useState } from 'react';
import { useNotify } from 'ra-core';
import { AlertEventsContext } from '../AlertEventsContext';
import { isActiveCall, isCallState, type CallState } from '../../../domain/calls/callRules';
import { hangUpCall, placeCall, refusalOf } from './callApi';

export const VOIP_CALL_PREFIX = 'voip-call-';

/** The refusals the API names (routes.ts), each with its message; anything else is 'unknown'. */
const REFUSALS = [
  'device_type',
  'last_seen_at',
  'calls_per_user',
  'calls_per_company',
  'vehicle_id',
  'integration',
  'scope',
  'state',
];

export function useCall(rawAlertId: number) {
  const notify = useNotify();
  const events = useContext(AlertEventsContext);
  const [call, setCall] = useState<{ id: number; state: CallState }>();
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      events.subscribe(VOIP_CALL_PREFIX, (payload) => {
        const { callId, state } = (payload ?? {}) as { callId?: unknown; state?: unknown };
        if (typeof callId !== 'number' || !isCallState(state)) return;
        setCall((current) => (current?.id === callId ? { id: callId, state } : current));
      }),
    [events],
  );

  const fail = useCallback(
    (error: unknown) => {
      const field = refusalOf(error);
      notify(`custom.calls.refused.${REFUSALS.includes(field) ? field : 'unknown'}`, {
        type: 'error',
      });
    },
    [notify],
  );

  const start = useCallback(async () => {
    setBusy(true);
    try {
      const placed = await placeCall(rawAlertId);
      // A push may already have moved it on: keep the later state.
      setCall((current) =>
        current?.id === placed.id ? current : { id: placed.id, state: placed.state },
      );
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }, [rawAlertId, fail]);

  const hangUp = useCallback(async () => {
    if (!call) return;
    setBusy(true);
    try {
      const ended = await hangUpCall(rawAlertId, call.id);
      setCall({ id: ended.id, state: ended.state });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }, [rawAlertId, call, fail]);

  return { call, busy, start, hangUp, active: call ? isActiveCall(call.state) : false };
}
