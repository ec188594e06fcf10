// Calling the driver (alert-centre-and-shell.md §1, §3 callState, §6, §9; docs/calls-and-liveview.md):
// who may call, which devices carry two-way voice, when a device counts as reachable, how a call's
// state may move, and the concurrent-call limits. Pure: the console draws the call button with
// these rules and the server refuses a call with the same ones. Time is passed in.

import { TWO_WAY_COMMUNICATION_SCOPES } from '../access/featureScopes.ts';

/** Both are needed to call (§6): holding one of them is not enough. */
export const TWO_WAY_SCOPES = TWO_WAY_COMMUNICATION_SCOPES;

/** The device types that carry two-way voice (§6: "only for device types bsj or vss-howen"). */
export const VOIP_DEVICE_TYPES = ['bsj', 'vss-howen'] as const;

/** A device last seen longer ago than this is unreachable (§9: 10 min), for calls as for media. */
export const DEVICE_UNREACHABLE_MS = 10 * 60_000;

/**
 * The concurrent-call limit (§9 leaves its value open; ours): one active call (calling or connected)
 * per user, and at most this many per company at once. A call beyond either is refused with 409.
 */
export const MAX_ACTIVE_CALLS_PER_USER = 1;
export const MAX_ACTIVE_CALLS_PER_COMPANY = 5;

export const CALL_STATES = ['calling', 'connected', 'ended', 'failed'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** The states in which a call still holds a line (and counts against the limits). */
export const ACTIVE_CALL_STATES: readonly CallState[] = ['calling', 'connected'];

export const isCallState = (value: unknown): value is CallState =>
  typeof value === 'string' && (CALL_STATES as readonly string[]).includes(value);

export const isActiveCall = (state: CallState): boolean => ACTIVE_CALL_STATES.includes(state);

/** calling -> connected | ended | failed; connected -> ended | failed; ended and failed are final. */
const NEXT: Readonly<Record<CallState, readonly CallState[]>> = {
  calling: ['connected', 'ended', 'failed'],
  connected: ['ended', 'failed'],
  ended: [],
  failed: [],
};

/** Whether a call in `from` may move to `to` (a repeated state is no move: false). */
export const canMoveCall = (from: CallState, to: CallState): boolean => NEXT[from].includes(to);

/** The scopes of TWO_WAY_SCOPES the user lacks, in order (empty: may call). */
export const missingCallScopes = (scopes: readonly string[]): string[] =>
  TWO_WAY_SCOPES.filter((scope) => !scopes.includes(scope));

/** Whether the device type carries two-way voice. */
export const hasVoip = (deviceType: string | null | undefined): boolean =>
  typeof deviceType === 'string' && (VOIP_DEVICE_TYPES as readonly string[]).includes(deviceType);

/** The call button's gate (§6): both scopes, and a bsj or vss-howen device. */
export const mayCall = (
  scopes: readonly string[],
  deviceType: string | null | undefined,
): boolean => missingCallScopes(scopes).length === 0 && hasVoip(deviceType);

/** Whether a device last seen at `lastSeenAt` is reachable at `now` (ms); never seen: not reachable. */
export function isReachable(lastSeenAt: string | null | undefined, now: number): boolean {
  if (!lastSeenAt) return false;
  const seen = Date.parse(lastSeenAt);
  return !Number.isNaN(seen) && now - seen <= DEVICE_UNREACHABLE_MS;
}

/** The raw alert's callState (§3), from its vehicle's device; all null/false without a vehicle. */
export interface CallStateView {
  isHaveVoip: boolean;
  deviceType: string | null;
  imeiVoip: string | null;
  vehicleIdVoip: number | null;
}

export function callStateOf(
  vehicle: { id: number; device_type: string | null; imei: string | null } | null | undefined,
): CallStateView {
  if (!vehicle) return { isHaveVoip: false, deviceType: null, imeiVoip: null, vehicleIdVoip: null };
  const voip = hasVoip(vehicle.device_type);
  return {
    isHaveVoip: voip,
    deviceType: vehicle.device_type,
    imeiVoip: voip ? vehicle.imei : null,
    vehicleIdVoip: voip ? vehicle.id : null,
  };
}

/**
 * Why a call may not be placed, field-keyed as the API answers it (409), or undefined: the device
 * must carry voice and be reachable, and neither limit may be reached. The scopes are checked
 * before (403). `active` counts the calls already calling or connected.
 */
export function callRefusal(input: {
  deviceType: string | null | undefined;
  lastSeenAt: string | null | undefined;
  now: number;
  activeForUser: number;
  activeForCompany: number;
}): Record<string, string> | undefined {
  if (!hasVoip(input.deviceType)) return { device_type: 'invalid-value' };
  if (!isReachable(input.lastSeenAt, input.now)) return { last_seen_at: 'invalid-status' };
  if (input.activeForUser >= MAX_ACTIVE_CALLS_PER_USER) return { calls_per_user: 'too-large' };
  if (input.activeForCompany >= MAX_ACTIVE_CALLS_PER_COMPANY)
    return { calls_per_company: 'too-large' };
  return undefined;
}
