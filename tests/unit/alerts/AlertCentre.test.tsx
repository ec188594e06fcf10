// The bell and the centre against a GraphQL double: counts, accordions, the scope gates, an action
// confirmed in its dialog with its toast, the server's message on failure, and push refetches.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AlertBell } from '../../../src/custom/alerts/AlertBell';
import { STORAGE_KEYS } from '../../../src/custom/alerts/storage';
import {
  actionOk,
  counts,
  page,
  rawAlert,
  renderAlerts,
  testClient,
  testEvents,
  type GqlCall,
} from './harness';

const urgent = rawAlert({ id: 1, isUrgent: true });
const important = rawAlert({
  id: 2,
  isUrgent: false,
  isImportant: true,
  licensePlate: 'D 55 AB',
  vehicle: { id: 2, licensePlate: 'D 55 AB' },
  alertCode: 49,
  alertData: null,
  formattedAlertData: null,
  alert: { descriptionIdn: 'Pengemudi mengantuk', descriptionEng: 'Drowsy driver' },
});

const lists = (call: GqlCall) => {
  const filter = call.variables.filter as { isUrgent?: boolean };
  return page(filter.isUrgent ? [urgent] : [important]);
};

describe('alert bell and centre', () => {
  it('shows the unresolved counts (99+ above 99), stores them, and opens the accordions', async () => {
    const { client, calls } = testClient({
      TotalImportantAlerts: () => counts(150, 3),
      RawAlerts: lists,
    });
    renderAlerts(<AlertBell start="now" />, { client });
    const bell = await screen.findByRole('button', {
      name: 'Notifikasi: 99+ mendesak, 3 penting belum selesai',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.counts) ?? '{}')).toMatchObject({
      urgent: 150,
      important: 3,
    });
    fireEvent.click(bell);
    const centre = await screen.findByRole('dialog', { name: 'Pusat Peringatan' });
    const urgentList = await within(centre).findByRole('list', { name: 'Mendesak' });
    expect(within(urgentList).getByText('Kecepatan berlebih')).toBeInTheDocument();
    expect(within(urgentList).getByText(/B 1234 XYZ · Budi Santoso/)).toBeInTheDocument();
    expect(within(urgentList).getByText('95 km/jam selama 75 detik')).toBeInTheDocument();
    expect(within(urgentList).getByText('1 menit lalu')).toBeInTheDocument();
    expect(await within(centre).findByText('Pengemudi mengantuk')).toBeInTheDocument();
    expect(within(centre).getByRole('link', { name: 'Pengaturan notifikasi' })).toHaveAttribute(
      'href',
      '/alert-rule',
    );
    expect(within(centre).getByRole('link', { name: 'Lihat notifikasi lainnya' })).toHaveAttribute(
      'href',
      '/notification',
    );
    const filter = calls.find((c) => c.operationName === 'RawAlerts')?.variables.filter as Record<
      string,
      unknown
    >;
    expect(filter).toMatchObject({
      pagination: { page: 1, show: 20 },
      orderBy: { createdOn: 'DESC' },
      isResolved: false,
      isFalseAlert: false,
    });
    expect(Date.parse(String(filter.endDate)) - Date.parse(String(filter.startDate))).toBe(
      172_800_000,
    );
    // The unresolved-only filter off: no resolved/false-alert filter.
    fireEvent.click(within(centre).getByRole('switch', { name: 'Hanya yang belum selesai' }));
    const rawAlertCalls = () =>
      calls
        .filter((c) => c.operationName === 'RawAlerts')
        .map((c) => c.variables.filter as Record<string, unknown>);
    await waitFor(() =>
      expect(rawAlertCalls().filter((f) => f.isUrgent && !('isResolved' in f))).toHaveLength(1),
    );
  });

  it('without the urgent scope shows the coming-soon banner and disables Important', async () => {
    const { client } = testClient({ TotalImportantAlerts: () => counts(0, 4), RawAlerts: lists });
    renderAlerts(<AlertBell start="now" />, {
      client,
      scopes: ['e4a-alert-center-main:read'],
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Notifikasi: 4 penting belum selesai' }),
    );
    const centre = await screen.findByRole('dialog', { name: 'Pusat Peringatan' });
    expect(within(centre).getByText('Peringatan mendesak segera hadir.')).toBeInTheDocument();
    expect(within(centre).getByRole('button', { name: /Penting/ })).toBeDisabled();
    expect(
      within(centre).queryByRole('link', { name: 'Pengaturan notifikasi' }),
    ).not.toBeInTheDocument();
  });

  it('loads nothing of the centre before its start, unless the bell is clicked', async () => {
    const { client, calls } = testClient({
      TotalImportantAlerts: () => counts(2, 0),
      RawAlerts: lists,
    });
    renderAlerts(<AlertBell start="on-demand" />, { client });
    const bell = screen.getByRole('button', { name: /^Notifikasi:/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    fireEvent.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Pusat Peringatan' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.operationName === 'TotalImportantAlerts')).toBe(true),
    );
  });

  it('is not there without the alert-centre scope', () => {
    const { client } = testClient({});
    renderAlerts(<AlertBell start="now" />, { client, scopes: [] });
    expect(screen.queryByRole('button', { name: /Notifikasi/ })).not.toBeInTheDocument();
  });

  it('resolves an alert after the confirmation, with its toast, and shows the server message on failure', async () => {
    let fail = false;
    const { client, calls } = testClient({
      TotalImportantAlerts: () => counts(1, 1),
      RawAlerts: lists,
      UpsertRawAlertsAction: () =>
        fail
          ? {
              upsertRawAlertsAction: {
                isSuccessful: false,
                message: 'Rentang tanggal tidak valid',
                status: 400,
                errorCode: 'invalid-value',
                action: null,
              },
            }
          : actionOk(),
    });
    renderAlerts(<AlertBell start="now" />, { client });
    fireEvent.click(await screen.findByRole('button', { name: /Notifikasi/ }));
    const centre = await screen.findByRole('dialog', { name: 'Pusat Peringatan' });
    const urgentList = await within(centre).findByRole('list', { name: 'Mendesak' });
    fireEvent.click(within(urgentList).getByRole('button', { name: 'Tindakan untuk B 1234 XYZ' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Tandai Selesai' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tandai selesai?' });
    const before = calls.length;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya, lanjutkan' }));
    expect(await screen.findByText('Notifikasi ditandai selesai')).toBeInTheDocument();
    const action = calls.find((c) => c.operationName.startsWith('UpsertRawAlertsAction'));
    expect(action?.operationName).toBe('UpsertRawAlertsActionResolve');
    expect(action?.variables).toMatchObject({ ids: [1], data: 'true' });
    expect(
      Date.parse(String(action?.variables.end)) - Date.parse(String(action?.variables.start)),
    ).toBe(2000);
    // The lists and counts refetch after the action.
    await waitFor(() =>
      expect(
        calls.slice(before).filter((c) => c.operationName === 'TotalImportantAlerts').length,
      ).toBeGreaterThan(0),
    );

    fail = true;
    // The confirmation fades out first (the centre is aria-hidden until then).
    fireEvent.click(
      await within(urgentList).findByRole('button', { name: 'Tindakan untuk B 1234 XYZ' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Tandai Selesai' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Tandai selesai?' })).getByRole('button', {
        name: 'Ya, lanjutkan',
      }),
    );
    expect(await screen.findByText('Rentang tanggal tidak valid')).toBeInTheDocument();
  });

  it('marks a false alert through its form', async () => {
    const { client, calls } = testClient({
      TotalImportantAlerts: () => counts(1, 1),
      RawAlerts: lists,
      UpsertRawAlertsAction: () => actionOk('FalseAlert'),
    });
    renderAlerts(<AlertBell start="now" />, { client });
    fireEvent.click(await screen.findByRole('button', { name: /Notifikasi/ }));
    const urgentList = await screen.findByRole('list', { name: 'Mendesak' });
    fireEvent.click(within(urgentList).getByRole('button', { name: 'Tindakan untuk B 1234 XYZ' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Alarm Palsu' }));
    const form = await screen.findByRole('dialog', { name: 'Tandai sebagai Alarm Palsu' });
    fireEvent.click(within(form).getByRole('button', { name: 'Tidak ada kejadian' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Berhasil ditandai sebagai alarm palsu')).toBeInTheDocument();
    expect(
      calls.find((c) => c.operationName === 'UpsertRawAlertsActionFalseAlert')?.variables,
    ).toMatchObject({ ids: [1], data: 'Tidak ada kejadian' });
  });

  it('refetches the counts when a push event arrives, ignoring new alerts of no subscribed rule once the rules are read again', async () => {
    let urgentCount = 1;
    const { client, calls } = testClient({
      TotalImportantAlerts: () => counts(urgentCount, 0),
      RawAlerts: lists,
      AlertCentrePayload: () => ({
        payload: {
          subscribedAlertRules: {
            urgentAlertRules: [1],
            importantAlertRules: [2],
            autoPopupAlertRules: [],
          },
        },
      }),
    });
    const { events, emit } = testEvents();
    renderAlerts(<AlertBell start="now" />, { client, events });
    await screen.findByRole('button', { name: 'Notifikasi: 1 mendesak, 0 penting belum selesai' });
    await waitFor(() =>
      expect(calls.some((c) => c.operationName === 'AlertCentrePayload')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    const countCalls = () => calls.filter((c) => c.operationName === 'TotalImportantAlerts').length;
    const payloadCalls = () => calls.filter((c) => c.operationName === 'AlertCentrePayload').length;
    // Rule 99 is new to the console (made since it read the rules): the counts are asked, and the rules read again.
    const readBefore = payloadCalls();
    emit('alert-center-new-7', { rawAlertId: 7, alertRuleIds: [99] });
    await waitFor(() => expect(payloadCalls()).toBe(readBefore + 1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The new reading does not list 99: it is normal for this user, and its next alert changes nothing.
    const before = countCalls();
    emit('alert-center-new-7', { rawAlertId: 8, alertRuleIds: [99] });
    expect(countCalls()).toBe(before);
    expect(payloadCalls()).toBe(readBefore + 1);
    urgentCount = 2;
    emit('alert-center-new-7', { rawAlertId: 9, alertRuleIds: [1] });
    expect(
      await screen.findByRole('button', {
        name: 'Notifikasi: 2 mendesak, 0 penting belum selesai',
      }),
    ).toBeInTheDocument();
    urgentCount = 0;
    emit('alert-center-resolve-1', { mode: 's', ids: [1], r: true });
    expect(
      await screen.findByRole('button', {
        name: 'Notifikasi: 0 mendesak, 0 penting belum selesai',
      }),
    ).toBeInTheDocument();
  });

  it('reminds of the unresolved alerts when the reminder is due', async () => {
    localStorage.setItem(
      STORAGE_KEYS.reminder,
      JSON.stringify({ minutes: 5, startedAt: Date.now() - 300_000 + 300 }),
    );
    const { client } = testClient({ TotalImportantAlerts: () => counts(2, 1), RawAlerts: lists });
    renderAlerts(<AlertBell start="now" />, { client });
    expect(await screen.findByText('Ada 3 peringatan yang belum selesai.')).toBeInTheDocument();
  });

  it('pins the centre at the side and remembers the mode', async () => {
    const { client } = testClient({ TotalImportantAlerts: () => counts(0, 0), RawAlerts: lists });
    renderAlerts(<AlertBell start="now" />, { client });
    fireEvent.click(await screen.findByRole('button', { name: /Notifikasi/ }));
    const centre = await screen.findByRole('dialog', { name: 'Pusat Peringatan' });
    fireEvent.click(within(centre).getByRole('button', { name: 'Sematkan di samping' }));
    expect(
      await screen.findByRole('complementary', { name: 'Pusat Peringatan' }),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.mode) ?? '""')).toBe('pinned');
  });
});
