// AlertMediaStatus in jsdom against GraphQL answers by operation name (harness.tsx), with the
// clock faked (vi.useFakeTimers: Date and setTimeout), so the 30 s poll is jumped over: the status
// line, the rule's calls and what the server is told, the toasts, push, and the video modal.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertMediaStatus } from '../../../../src/custom/alerts/media/AlertMediaStatus';
import { rawAlert, renderAlerts, testClient, testEvents, type GqlCall } from '../harness';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const MIN = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the answers arrive and the due timers run. */
const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

const ok = { isSuccessful: true, message: 'OK', errorCode: null, status: 200 };

function media(overrides: Record<string, unknown> = {}) {
  return {
    rawAlertDetail: {
      ...ok,
      data: {
        id: 1,
        createdOn: new Date(NOW - 40 * MIN).toISOString(),
        vehicleId: 103,
        vehicle: {
          id: 103,
          licensePlate: 'B 9518 UIO',
          imei: '865432101015839',
          gpsPhone: '08115550174',
          vehicleType: { category: 'Pick Up' },
          device: {
            deviceType: 'bsj',
            imei: '865432101015839',
            channels: [3],
            lastSeenAt: new Date(NOW - 180 * MIN).toISOString(),
          },
        },
        videoData: null,
        pollingStatus: null,
        retryCount: 0,
        canRequest: true,
        canCheck: true,
        ...overrides,
      },
    },
  };
}

function server(overrides: Record<string, unknown> = {}, lastReceive = NOW - 180 * MIN) {
  const saved: { pollingStatus: string; retryCount: number }[] = [];
  const { client, calls } = testClient({
    RawAlertMedia: () => media(overrides),
    FindDownloadVideoHistories: () => ({ findDownloadVideoHistories: { ...ok, data: [] } }),
    VehicleStatuses: () => ({
      vehicleStatuses: { ...ok, data: [{ lastReceive: new Date(lastReceive).toISOString() }] },
    }),
    UpdateAlertMediaStatus: (call: GqlCall) => {
      saved.push(call.variables as { pollingStatus: string; retryCount: number });
      return { updateAlertMediaStatus: ok };
    },
  });
  return { client, calls, saved };
}

const alert = (code = 50) =>
  rawAlert({ id: 1, alertCode: code, createdOn: new Date(NOW - 40 * MIN).toISOString() });
const line = () => screen.getByTestId('alert-media-status');

describe('AlertMediaStatus', () => {
  it('renders nothing for an alert without media, nor for a device without its camera', async () => {
    const { client, calls } = server({ canCheck: false });
    const { container } = renderAlerts(<AlertMediaStatus alert={alert(8)} />, { client });
    await settle();
    expect(container.textContent).toBe('');
    expect(calls).toEqual([]);
    renderAlerts(<AlertMediaStatus alert={alert(50)} />, { client });
    await settle();
    expect(screen.queryByTestId('alert-media-status')).toBeNull();
  });

  it('checks twice 30 s apart, times out at 40 min, tells the server; the request finds the device unreachable', async () => {
    const { client, calls, saved } = server();
    renderAlerts(<AlertMediaStatus alert={alert()} />, { client });
    await settle();
    expect(line().dataset.status).toBe('checking');
    expect(line().textContent).toContain('pemeriksaan 2 dari 2');
    const history = calls.filter((c) => c.operationName === 'FindDownloadVideoHistories');
    expect(history).toHaveLength(1);
    expect(history[0]!.variables).toEqual({
      startTime: new Date(NOW - 3 * 24 * 60 * MIN).toISOString(),
      vehicleId: 103,
    });
    await settle(29_999);
    expect(calls.filter((c) => c.operationName === 'FindDownloadVideoHistories')).toHaveLength(1);
    await settle(1);
    expect(line().dataset.status).toBe('timeout');
    // Loading was already the state (the server's null): the first change told is checking.
    expect(saved).toEqual([
      { rawAlertId: 1, pollingStatus: 'checking', retryCount: 1 },
      { rawAlertId: 1, pollingStatus: 'timeout', retryCount: 2 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Minta video' }));
    await settle();
    expect(line().dataset.status).toBe('timeout');
    expect(
      screen.getByText(
        'Perangkat tidak dapat dihubungi: terakhir aktif lebih dari 10 menit yang lalu.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'SetUploadMedia')).toBe(false);
  });

  it('a pushed video completes it; the modal shows the vehicle and labelled controls', async () => {
    const { client } = server({ pollingStatus: 'waiting', retryCount: 2 });
    const { events, emit } = testEvents();
    renderAlerts(<AlertMediaStatus alert={alert()} />, { client, events });
    await settle();
    expect(line().dataset.status).toBe('waiting');
    // Another alert's video: nothing.
    act(() => emit('alert-media-1', { rawAlertId: 2, pollingStatus: 'complete', videoUrl: '/x' }));
    expect(line().dataset.status).toBe('waiting');
    act(() =>
      emit('alert-media-1', {
        rawAlertId: 1,
        pollingStatus: 'complete',
        retryCount: 0,
        videoUrl: '/files/v1?exp=1&sig=a',
      }),
    );
    await settle();
    expect(line().dataset.status).toBe('complete');
    fireEvent.click(screen.getByRole('button', { name: 'Tonton video' }));
    const dialog = screen.getByRole('dialog', { name: 'Video peringatan B 9518 UIO' });
    for (const text of ['Pick Up', '08115550174', '865432101015839', 'Budi Santoso'])
      expect(dialog.textContent).toContain(text);
    const tools = within(dialog).getByRole('toolbar', { name: 'Kontrol video' });
    for (const name of ['Putar', 'Bisukan', 'Layar penuh'])
      expect(within(tools).getByRole('button', { name })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Unduh video' }).getAttribute('href')).toBe(
      '/files/v1?exp=1&sig=a&download=1',
    );
    fireEvent.click(within(tools).getByRole('button', { name: 'Bisukan' }));
    expect(within(tools).getByRole('button', { name: 'Bunyikan' })).toBeTruthy();
  });
});
