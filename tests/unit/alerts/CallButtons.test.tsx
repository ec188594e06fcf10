// The call buttons (src/custom/alerts/calls/CallButtons.tsx): shown only with both b3f scopes and a
// bsj or vss-howen device; a call placed shows Memanggil…, a voip-call push for that call moves it
// on, hang-up ends it; a refusal is a toast naming why. fetch is the API's double.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CallButtons } from '../../../src/custom/alerts/calls/CallButtons';
import { rawAlert, renderAlerts, testClient, testEvents } from './harness';

const CALL = ['b3f-two-way-communication:read', 'b3f-two-way-communication-all-module:read'];
const MAIN = 'e4a-alert-center-main:read';
const bsj = rawAlert({
  id: 41,
  callState: { isHaveVoip: true, deviceType: 'bsj', imeiVoip: '1', vehicleIdVoip: 1 },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const { client } = testClient({});

describe('the gate', () => {
  it.each([
    ['both scopes, bsj', [MAIN, ...CALL], 'bsj', 1],
    ['both scopes, vss-howen', [MAIN, ...CALL], 'vss-howen', 1],
    ['both scopes, concox', [MAIN, ...CALL], 'concox', 0],
    ['both scopes, no device', [MAIN, ...CALL], null, 0],
    ['read only', [MAIN, CALL[0]!], 'bsj', 0],
    ['all-module only', [MAIN, CALL[1]!], 'bsj', 0],
  ])('%s', (_name, scopes, deviceType, shown) => {
    renderAlerts(
      <CallButtons
        alert={rawAlert({
          callState: { isHaveVoip: shown === 1, deviceType, imeiVoip: null, vehicleIdVoip: null },
        })}
      />,
      { client, scopes },
    );
    expect(screen.queryAllByRole('button', { name: /Hubungi pengemudi/i })).toHaveLength(shown);
  });
});

describe('a call', () => {
  it('calling, connected by push, then hung up', async () => {
    const { events, emit } = testEvents();
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { id: 5, raw_alert_id: 41, state: 'calling' } }),
    );
    renderAlerts(<CallButtons alert={bsj} />, { client, scopes: [MAIN, ...CALL], events });
    fireEvent.click(screen.getByRole('button', { name: /Hubungi pengemudi/i }));
    expect(await screen.findByRole('status')).toHaveTextContent('Memanggil…');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/vsms2-rest\/api\/raw-alert\/41\/call$/);
    // Another call's push changes nothing; this call's moves it on.
    emit('voip-call-7', { callId: 99, rawAlertId: 41, state: 'failed' });
    emit('voip-call-7', { callId: 5, rawAlertId: 41, state: 'connected' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Tersambung'));
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { id: 5, raw_alert_id: 41, state: 'ended' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tutup Panggilan' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Panggilan berakhir'));
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(/\/raw-alert\/41\/call\/5\/hang-up$/);
    expect(screen.getByRole('button', { name: /Hubungi pengemudi/i })).toBeVisible();
  });

  it('a refusal is a toast naming why', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { errors: { last_seen_at: 'invalid-status' } }));
    renderAlerts(<CallButtons alert={bsj} />, { client, scopes: [MAIN, ...CALL] });
    fireEvent.click(screen.getByRole('button', { name: /Hubungi pengemudi/i }));
    expect(
      await screen.findByText(
        'Perangkat tidak dapat dihubungi (terakhir terlihat lebih dari 10 menit lalu).',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
