// Notification Detail (raw or composite id, marked read, history, actions) and Notifikasi /
// Notification Log (title by scope, filters, paging) against a GraphQL double.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationDetailPage from '../../../src/custom/alerts/NotificationDetailPage';
import NotificationPage from '../../../src/custom/alerts/NotificationPage';
import { actionOk, page, rawAlert, renderAlerts, testClient, type GqlCall } from './harness';

const detail = rawAlert({
  id: 41,
  isRead: false,
  isResolved: true,
  lastUserFeedback: {
    feedback: 'Tidak ada kejadian',
    createdOn: '2026-11-22T10:00:00Z',
    userId: 7,
  },
  userLogs: [
    {
      date: '2026-11-22',
      logs: [
        {
          typeField: 'Resolve',
          data: 'true',
          createdOn: '2026-11-22T10:05:00Z',
          userId: 7,
          user: { fullname: 'Dita' },
        },
        {
          typeField: 'Recheck',
          data: null,
          createdOn: '2026-11-22T10:03:00Z',
          userId: 7,
          user: { fullname: 'Dita' },
        },
        {
          typeField: 'FalseAlert',
          data: 'Tidak ada kejadian',
          createdOn: '2026-11-22T10:01:00Z',
          userId: 7,
          user: { fullname: 'Dita' },
        },
      ],
    },
  ],
});

const detailHandler = (call: GqlCall) =>
  call.variables.id === '41' || call.variables.id === detail.compositeId
    ? { rawAlertDetail: { isSuccessful: true, message: null, status: 200, data: detail } }
    : {
        rawAlertDetail: {
          isSuccessful: false,
          message: 'Data tidak ditemukan',
          status: 404,
          data: null,
        },
      };

describe('Notification Detail', () => {
  it('shows the alert by its composite id, marks it read and lists its history', async () => {
    const { client, calls } = testClient({
      RawAlertDetail: detailHandler,
      UpsertRawAlertsAction: () => actionOk('Read'),
    });
    renderAlerts(<NotificationDetailPage />, {
      client,
      url: `/notification/${detail.compositeId}`,
      path: '/notification/:id',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overspeed' })).toBeInTheDocument();
    expect(screen.getByText('B 1234 XYZ')).toBeInTheDocument();
    expect(screen.getByText('95 km/h for 75 seconds')).toBeInTheDocument();
    // The known note in the current language.
    expect(screen.getByText('No Occurrences')).toBeInTheDocument();
    expect(screen.getByText('Dita marked Resolved')).toBeInTheDocument();
    expect(screen.getByText('Dita canceled False Alert')).toBeInTheDocument();
    expect(screen.getByText('Dita False Alert: No Occurrences')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.find((c) => c.operationName === 'UpsertRawAlertsActionRead')?.variables,
      ).toMatchObject({ ids: [41] }),
    );
    expect(screen.getByRole('button', { name: 'Mark Unresolved' })).toBeInTheDocument();
  });

  it('returns an alert to unresolved after confirming, and adds a note', async () => {
    const { client, calls } = testClient({
      RawAlertDetail: detailHandler,
      UpsertRawAlertsAction: () => actionOk(),
    });
    renderAlerts(<NotificationDetailPage />, {
      client,
      url: '/notification/41',
      path: '/notification/:id',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tandai Belum Selesai' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Tandai belum selesai?' })).getByRole(
        'button',
        { name: 'Ya, lanjutkan' },
      ),
    );
    expect(await screen.findByText('Notifikasi ditandai belum selesai')).toBeInTheDocument();
    expect(
      calls.find((c) => c.operationName === 'UpsertRawAlertsActionResolve')?.variables,
    ).toMatchObject({ ids: [41], data: 'false' });
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Catatan' }));
    const form = await screen.findByRole('dialog', { name: 'Tambah Catatan' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Catatan/ }), {
      target: { value: 'Sopir sudah dihubungi' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Berhasil disimpan')).toBeInTheDocument();
    expect(
      calls.find((c) => c.operationName === 'UpsertRawAlertsActionFeedback')?.variables,
    ).toMatchObject({ data: 'Sopir sudah dihubungi' });
  });

  it('says when the alert does not exist', async () => {
    const { client } = testClient({ RawAlertDetail: detailHandler });
    renderAlerts(<NotificationDetailPage />, {
      client,
      url: '/notification/999',
      path: '/notification/:id',
    });
    expect(await screen.findByText('Notifikasi tidak ditemukan.')).toBeInTheDocument();
  });
});

describe('Notifikasi and Notification Log', () => {
  it('is Notification Log with the log scope: filters and pages go to rawAlerts', async () => {
    const { client, calls } = testClient({
      RawAlerts: () => ({
        rawAlerts: { isSuccessful: true, rawAlerts: { data: [rawAlert({ id: 5 })], total: 45 } },
      }),
    });
    renderAlerts(<NotificationPage />, { client, url: '/notification' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log Notifikasi' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Kecepatan berlebih/ })).toHaveAttribute(
      'href',
      '/notification/5',
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Alarm Palsu' }));
    await waitFor(() =>
      expect(calls.at(-1)?.variables.filter).toMatchObject({
        isFalseAlert: true,
        isUrgent: true,
        isImportant: true,
        pagination: { page: 1, show: 20 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /next page|berikutnya/i }));
    await waitFor(() =>
      expect(calls.at(-1)?.variables.filter).toMatchObject({ pagination: { page: 2, show: 20 } }),
    );
  });

  it("filters the log by dates typed in the console's date pickers: from the first day's start to the last day's end", async () => {
    const { client, calls } = testClient({ RawAlerts: () => page([]) });
    renderAlerts(<NotificationPage />, { client, url: '/notification' });
    const filterOf = () => calls.at(-1)?.variables.filter as Record<string, unknown>;
    const from = await screen.findByRole('group', { name: 'Dari tanggal' });
    await userEvent.click(within(from).getAllByRole('spinbutton')[0]);
    // Unfinished, it asks nothing new.
    await userEvent.keyboard('20');
    const asked = calls.length;
    await userEvent.keyboard('11');
    expect(calls).toHaveLength(asked);
    await userEvent.keyboard('2026');
    expect(from).toHaveTextContent('20 Nov 2026');
    await waitFor(() =>
      expect(filterOf()).toMatchObject({
        startDate: new Date('2026-11-20T00:00:00').toISOString(),
        pagination: { page: 1 },
      }),
    );
    expect(filterOf()).not.toHaveProperty('endDate');
    const to = screen.getByRole('group', { name: 'Sampai tanggal' });
    await userEvent.click(within(to).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('22112026');
    await waitFor(() =>
      expect(filterOf()).toMatchObject({
        endDate: new Date('2026-11-22T23:59:59.999').toISOString(),
      }),
    );
    // Cleared, the filter goes.
    await userEvent.click(within(from).getByRole('button', { name: /hapus|clear/i }));
    await waitFor(() => expect(filterOf()).not.toHaveProperty('startDate'));
    expect(filterOf()).toHaveProperty('endDate');
  });

  it('is Notifikasi without it: the last two days, no date filter', async () => {
    const { client, calls } = testClient({ RawAlerts: () => page([]) });
    renderAlerts(<NotificationPage />, {
      client,
      url: '/notification',
      scopes: ['e4a-alert-center-main:read'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifikasi' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada peringatan.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Dari tanggal')).not.toBeInTheDocument();
    expect(calls[0].variables.filter).toMatchObject({ isImportant: true });
    expect(calls[0].variables.filter).not.toHaveProperty('isUrgent');
  });
});
