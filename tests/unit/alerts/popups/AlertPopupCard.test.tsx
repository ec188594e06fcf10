// One popup's card in jsdom (docs/alerts.md "Popups"): a fleet-order alert's fleet-order data fetched
// by task id and log id with the four fleet-task-instant scopes (and its link to Fleet Task Instant
// Detail), no detail when the fetch fails (§8), no fetch and the live-view link without the scopes;
// the note box's rules and its Feedback action.
import { screen, waitFor, render, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { memoryStore, TestMemoryRouter } from 'ra-core';
import { AdminContext, Notification } from 'react-admin';
import { clearSession, saveSession } from '../../../../src/auth/session';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider';
import { theme } from '../../../../src/theme';
import { fakeAuthProvider } from '../../resources/harness';
import { AlertClientContext } from '../../../../src/custom/alerts/alertClient';
import { AlertPopupCard } from '../../../../src/custom/alerts/popups/AlertPopupCard';
import { FLEET_TASK_INSTANT_SCOPES } from '../../../../src/domain/access/featureScopes';
import { actionOk, ALL_ALERT_SCOPES, rawAlert, testClient } from '../harness';

afterEach(() => {
  cleanup();
  clearSession();
});

const DETAIL = {
  fleet_task_id: 12,
  number: 'FT-2611-0012',
  log_id: 345,
  status: 'STARTED',
  detail: {
    location: {
      name: 'Toko Sentosa',
      address: 'Jl. Asia Afrika',
      latitude: -6.9,
      longitude: 107.6,
    },
  },
  total_fo_duration: 180,
  target_time: '2026-11-27T03:00:00.000Z',
  actual_time: null,
  point_location_name: 'Toko Sentosa',
  point_in_km: 42.5,
  estimated_target_time: '2026-11-27T03:20:00.000Z',
  planned_activities_duration: 45,
};

function renderCard(
  alert: ReturnType<typeof rawAlert>,
  scopes: string[],
  call: (...args: unknown[]) => Promise<unknown>,
) {
  const { client, calls } = testClient({ UpsertRawAlertsAction: () => actionOk('Feedback') });
  saveSession({
    token: 't',
    user: { id: 7, fullname: 'Dita', company_id: 1, scopes, feature_flags: [] },
  });
  const dataProvider = {
    call: vi.fn(call),
    getMany: vi.fn(async () => ({ data: [] })),
  } as never;
  render(
    <TestMemoryRouter>
      <AdminContext
        authProvider={fakeAuthProvider(scopes)}
        dataProvider={dataProvider}
        i18nProvider={createI18nProvider('id')}
        store={memoryStore()}
        theme={theme}
      >
        <AlertClientContext.Provider value={client}>
          <AlertPopupCard alert={alert} scopes={scopes} phone={false} onClose={() => undefined} />
        </AlertClientContext.Provider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { call: (dataProvider as { call: ReturnType<typeof vi.fn> }).call, calls };
}

const fleetAlert = () =>
  rawAlert({
    alertCode: 140,
    alertData: 'FT-2611-0012|12|345',
    formattedAlertData: null,
    alert: { descriptionIdn: 'Penugasan terlambat', descriptionEng: 'Fleet task late' },
    vehicle: { id: 103, licensePlate: 'B 1234 XYZ' },
  });

describe('fleet-order alerts', () => {
  test('the data of the task and log, and the link to Fleet Task Instant Detail', async () => {
    const scopes = [...ALL_ALERT_SCOPES, 'fleet-task:read', ...FLEET_TASK_INSTANT_SCOPES];
    const { call } = renderCard(fleetAlert(), scopes, async () => ({ data: DETAIL }));
    expect(await screen.findByText('Toko Sentosa', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('42.5 km')).toBeTruthy();
    expect(screen.getByText('3 jam 0 menit')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('fleet-task', {
      method: 'GET',
      path: '/{id}/instant-detail',
      id: 12,
      query: { logId: 345 },
    });
    expect(screen.getByText('Penugasan FT-2611-0012')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat detail penugasan' }).getAttribute('href')).toBe(
      '/fleet-task-instant/12?logId=345',
    );
  });
  test('a failed fetch: no detail, no toast', async () => {
    const scopes = [...ALL_ALERT_SCOPES, 'fleet-task:read', ...FLEET_TASK_INSTANT_SCOPES];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCard(fleetAlert(), scopes, async () => {
      throw new Error('404');
    });
    expect(await screen.findByText('Detail penugasan tidak tersedia.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });
  test('without the four scopes: no fetch, the live-view link', () => {
    const scopes = [...ALL_ALERT_SCOPES, ...FLEET_TASK_INSTANT_SCOPES.slice(0, 3)];
    const { call } = renderCard(fleetAlert(), scopes, async () => ({ data: DETAIL }));
    expect(call).not.toHaveBeenCalled();
    expect(
      screen.getByRole('link', { name: 'Lihat kendaraan di live view' }).getAttribute('href'),
    ).toBe('/liveview-2/?type=vehicle&vehicleId=103');
  });
});

describe('the note box', () => {
  test('empty on save: the note label and the required message; a note is sent as Feedback', async () => {
    const alert = rawAlert({ alertCode: 50, alertData: null });
    const { calls } = renderCard(alert, ALL_ALERT_SCOPES, async () => ({}));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan catatan' }));
    expect(await screen.findByText('Catatan wajib diisi')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Catatan/ }), {
      target: { value: 'Sopir sudah ditelepon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan catatan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationName.startsWith('UpsertRawAlertsAction'))).toBeTruthy(),
    );
    const sent = calls.find((c) => c.operationName.startsWith('UpsertRawAlertsAction'))!;
    expect(sent.operationName).toBe('UpsertRawAlertsActionFeedback');
    expect(sent.variables).toMatchObject({ ids: [alert.id], data: 'Sopir sudah ditelepon' });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Catatan/ }) as HTMLTextAreaElement).value).toBe(
        '',
      ),
    );
  });
});
