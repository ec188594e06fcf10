// The call rules (src/domain/calls/callRules.ts): the gate per scope and device type, reachability at
// the 10-minute edge, the state machine, the refusals in the order the API reports them, callState.
import { describe, expect, it } from 'vitest';
import {
  callRefusal,
  callStateOf,
  canMoveCall,
  CALL_STATES,
  isReachable,
  MAX_ACTIVE_CALLS_PER_COMPANY,
  mayCall,
  missingCallScopes,
  TWO_WAY_SCOPES,
  type CallState,
} from '../../../../src/domain/calls/callRules';

const [READ, ALL_MODULE] = TWO_WAY_SCOPES;
const NOW = Date.parse('2026-11-27T10:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('mayCall: both b3f scopes and a bsj or vss-howen device', () => {
  it.each([
    [[READ, ALL_MODULE], 'bsj', true],
    [[READ, ALL_MODULE], 'vss-howen', true],
    [[READ, ALL_MODULE], 'concox', false],
    [[READ, ALL_MODULE], 'teltonika', false],
    [[READ, ALL_MODULE], null, false],
    [[READ, ALL_MODULE], undefined, false],
    [[READ], 'bsj', false],
    [[ALL_MODULE], 'vss-howen', false],
    [[], 'bsj', false],
  ] as const)('%j with %s: %s', (scopes, device, expected) => {
    expect(mayCall(scopes, device)).toBe(expected);
  });

  it('names the missing scopes in order', () => {
    expect(missingCallScopes([])).toEqual([READ, ALL_MODULE]);
    expect(missingCallScopes([ALL_MODULE])).toEqual([READ]);
    expect(missingCallScopes([READ, ALL_MODULE, 'x'])).toEqual([]);
  });
});

describe('isReachable: last seen within 10 minutes', () => {
  it.each([
    [ago(0), true],
    [ago(10 * 60_000), true],
    [ago(10 * 60_000 + 1), false],
    [ago(180 * 60_000), false],
    [null, false],
    ['not a date', false],
  ])('%s: %s', (lastSeen, expected) => {
    expect(isReachable(lastSeen, NOW)).toBe(expected);
  });
});

describe('the call state machine', () => {
  const allowed: Record<CallState, CallState[]> = {
    calling: ['connected', 'ended', 'failed'],
    connected: ['ended', 'failed'],
    ended: [],
    failed: [],
  };
  for (const from of CALL_STATES)
    for (const to of CALL_STATES)
      it(`${from} -> ${to}: ${allowed[from].includes(to)}`, () => {
        expect(canMoveCall(from, to)).toBe(allowed[from].includes(to));
      });
});

describe('callRefusal', () => {
  const ok = {
    deviceType: 'bsj',
    lastSeenAt: ago(60_000),
    now: NOW,
    activeForUser: 0,
    activeForCompany: 0,
  };
  it('allows a reachable voice device under both limits', () => {
    expect(callRefusal(ok)).toBeUndefined();
    expect(
      callRefusal({ ...ok, activeForCompany: MAX_ACTIVE_CALLS_PER_COMPANY - 1 }),
    ).toBeUndefined();
  });
  it.each([
    [{ deviceType: 'concox' }, { device_type: 'invalid-value' }],
    [{ deviceType: 'concox', lastSeenAt: null }, { device_type: 'invalid-value' }],
    [{ lastSeenAt: ago(11 * 60_000) }, { last_seen_at: 'invalid-status' }],
    [{ lastSeenAt: ago(11 * 60_000), activeForUser: 1 }, { last_seen_at: 'invalid-status' }],
    [{ activeForUser: 1 }, { calls_per_user: 'too-large' }],
    [{ activeForUser: 1, activeForCompany: 9 }, { calls_per_user: 'too-large' }],
    [{ activeForCompany: MAX_ACTIVE_CALLS_PER_COMPANY }, { calls_per_company: 'too-large' }],
  ])('%j: %j', (change, expected) => {
    expect(callRefusal({ ...ok, ...change })).toEqual(expected);
  });
});

describe('callStateOf', () => {
  it('a voice device: its imei and vehicle id', () => {
    expect(callStateOf({ id: 7, device_type: 'vss-howen', imei: '865432100000001' })).toEqual({
      isHaveVoip: true,
      deviceType: 'vss-howen',
      imeiVoip: '865432100000001',
      vehicleIdVoip: 7,
    });
  });
  it('a GPS-only device: no voip', () => {
    expect(callStateOf({ id: 7, device_type: 'concox', imei: '1' })).toEqual({
      isHaveVoip: false,
      deviceType: 'concox',
      imeiVoip: null,
      vehicleIdVoip: null,
    });
  });
  it('no vehicle: nothing', () => {
    expect(callStateOf(undefined).isHaveVoip).toBe(false);
  });
});
