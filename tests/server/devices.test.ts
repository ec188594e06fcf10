// Devices and alert media (docs/devices.md): the demo gateway's rules on a controlled clock and
// timer; the §7 GraphQL calls through the real /graphql endpoint with their field-keyed refusals;
// an upload requested, completed (the timer run by hand) and failed; the video served from its
// signed URL in byte ranges; and two companies that never see each other's vehicles or videos.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { alertUsers, INGEST } from './raw-alerts.fixtures.ts';
import { asOwnerOf } from '../../server/tenancy.ts';
import { PUSH_CHANNEL } from '../../server/push/publish.ts';
import { signUrl } from '../../server/attachments/signing.ts';
import { MAX_OPEN_RANGE_BYTES } from '../../server/attachments/routes.ts';
import {
  attachmentUrl,
  insertAttachment,
  readAttachmentRange,
} from '../../server/attachments/store.ts';
import {
  createDemoGateway,
  demoClip,
  isRecordedMinute,
  type Scheduler,
} from '../../server/devices/demoGateway.ts';
import type { DeviceVehicle, UploadOutcome } from '../../server/devices/gateway.ts';
import { completeUpload, setDeviceGateway } from '../../server/devices/media.ts';
import { seedVideoHistory } from '../../server/devices/seed.ts';
import { UPLOAD_NOT_SENT, UPLOAD_SENT } from '../../src/domain/devices/channels.ts';

/** A timer the test runs by hand. */
function manualScheduler() {
  const queue: { fn: () => void; ms: number }[] = [];
  const scheduler: Scheduler = (fn, ms) => {
    const entry = { fn, ms };
    queue.push(entry);
    return () => queue.splice(queue.indexOf(entry), 1);
  };
  return {
    scheduler,
    queue,
    /** Runs every pending timer (an upload's completion) and lets its database work finish. */
    async flush() {
      for (const entry of queue.splice(0)) entry.fn();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const MINUTE = 60_000;
/** 30 s into the newest recorded (or gap) minute at least `ago` minutes before now. */
function minuteAt(ago: number, recorded: boolean): Date {
  let minute = Math.floor((Date.now() - ago * MINUTE) / MINUTE) * MINUTE;
  while (isRecordedMinute(minute) !== recorded) minute -= MINUTE;
  return new Date(minute + 30_000);
}

describe('the demo gateway', () => {
  const now = Date.UTC(2026, 10, 27, 10, 0, 0);
  const online: DeviceVehicle = {
    id: 1,
    companyId: 1,
    imei: '865432100000001',
    deviceType: 'bsj',
    channels: [1, 3],
    lastSeenAt: new Date(now - 2 * MINUTE).toISOString(),
  };
  const offline = { ...online, lastSeenAt: new Date(now - 11 * MINUTE).toISOString() };
  const at = (h: number, m: number, s = 30) => new Date(Date.UTC(2026, 10, 27, h, m, s));

  test('a minute ending in 4 or 9 has no recording', () => {
    expect(isRecordedMinute(at(9, 3, 0).getTime())).toBe(true);
    expect(isRecordedMinute(at(9, 4, 0).getTime())).toBe(false);
    expect(isRecordedMinute(at(9, 9, 0).getTime())).toBe(false);
    expect(isRecordedMinute(at(9, 10, 0).getTime())).toBe(true);
  });

  test('the file list holds one file a minute of the camera, without the gaps', async () => {
    const gateway = createDemoGateway({ uploadDelayMs: 4000, now: () => now });
    const files = await gateway.listFiles(online, {
      channel: 3,
      startTime: at(9, 2, 0),
      endTime: at(9, 5, 59),
      fromCache: false,
    });
    expect(files.map((file) => file.fileName)).toEqual([
      'CH03_20261127_090200.mp4',
      'CH03_20261127_090300.mp4',
      'CH03_20261127_090500.mp4',
    ]);
    expect(files[0]).toMatchObject({
      channel: 3,
      startTime: '2026-11-27T09:02:00.000Z',
      endTime: '2026-11-27T09:03:00.000Z',
    });
    // No channel: every camera; a camera the vehicle lacks: nothing; older than 3 days: nothing.
    const both = await gateway.listFiles(online, {
      channel: null,
      startTime: at(9, 2, 0),
      endTime: at(9, 2, 59),
      fromCache: false,
    });
    expect(both.map((file) => file.channel)).toEqual([1, 3]);
    expect(
      await gateway.listFiles(
        { ...online, channels: [1] },
        { channel: 3, startTime: at(9, 2, 0), endTime: at(9, 3, 0), fromCache: false },
      ),
    ).toEqual([]);
    const old = new Date(now - 4 * 86_400_000);
    expect(
      await gateway.listFiles(online, {
        channel: 3,
        startTime: old,
        endTime: new Date(old.getTime() + MINUTE),
        fromCache: false,
      }),
    ).toEqual([]);
  });

  test('a reachable device accepts a file-list update; one silent for over 10 minutes does not', async () => {
    const gateway = createDemoGateway({ uploadDelayMs: 4000, now: () => now });
    expect(await gateway.requestFileList(online, 3)).toBe(true);
    expect(await gateway.requestFileList(offline, 3)).toBe(false);
    expect(await gateway.requestFileList({ ...online, lastSeenAt: null }, null)).toBe(false);
  });

  test('an upload is Sent and completes with the channel clip after the delay, or is Not Sent', async () => {
    const timer = manualScheduler();
    const gateway = createDemoGateway({
      uploadDelayMs: 4000,
      now: () => now,
      scheduler: timer.scheduler,
    });
    const outcomes: UploadOutcome[] = [];
    const done = async (outcome: UploadOutcome) => void outcomes.push(outcome);
    const window = (t: Date, channel: 1 | 3 = 3) => ({
      kind: 'bsjInput' as const,
      channel,
      alertTime: t,
      startTime: new Date(t.getTime() - 5000),
      endTime: new Date(t.getTime() + 5000),
    });
    expect(await gateway.requestUpload(online, window(at(9, 3)), done)).toBe(UPLOAD_SENT);
    expect(timer.queue.map((entry) => entry.ms)).toEqual([4000]);
    expect(outcomes).toEqual([]);
    await timer.flush();
    expect(outcomes).toHaveLength(1);
    const outcome = outcomes[0]!;
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.contentType).toBe('video/mp4');
      expect(Buffer.from(outcome.data).toString('latin1', 4, 8)).toBe('ftyp');
      expect(Buffer.compare(Buffer.from(outcome.data), demoClip(3))).toBe(0);
      expect(outcome.fileName).toBe('CH03_20261127_090325.mp4');
    }
    // The gap minute, a window across into it, an unreachable device, a missing camera: Not Sent.
    expect(await gateway.requestUpload(online, window(at(9, 4)), done)).toBe(UPLOAD_NOT_SENT);
    expect(await gateway.requestUpload(online, window(at(9, 3, 58)), done)).toBe(UPLOAD_NOT_SENT);
    expect(await gateway.requestUpload(offline, window(at(9, 3)), done)).toBe(UPLOAD_NOT_SENT);
    expect(await gateway.requestUpload({ ...online, channels: [1] }, window(at(9, 3)), done)).toBe(
      UPLOAD_NOT_SENT,
    );
    expect(timer.queue).toEqual([]);
    // close() cancels what is pending.
    expect(await gateway.requestUpload(online, window(at(9, 2), 1), done)).toBe(UPLOAD_SENT);
    gateway.close();
    expect(timer.queue).toEqual([]);
  });

  test('the demo clips are small H.264 MP4s with the index first (faststart)', () => {
    for (const channel of [1, 3] as const) {
      const clip = demoClip(channel);
      expect(clip.byteLength).toBeLessThanOrEqual(150 * 1024);
      expect(clip.toString('latin1', 4, 8)).toBe('ftyp');
      const moov = clip.indexOf('moov', 0, 'latin1');
      const mdat = clip.indexOf('mdat', 0, 'latin1');
      expect(moov).toBeGreaterThan(0);
      expect(moov).toBeLessThan(mdat);
      expect(clip.indexOf('avc1', 0, 'latin1')).toBeGreaterThan(0);
    }
  });
});

describe('devices and media through the API', () => {
  let h: Harness;
  const timer = manualScheduler();
  const vehicles: Record<string, { id: number; imei: string }> = {};
  const events: { kind: string; companyId?: number; payload: Record<string, unknown> }[] = [];
  let unlisten: () => Promise<void>;

  async function vehicle(
    name: string,
    fields: { device_type: string; channels: number[]; minutesAgo: number },
    companyId = 1,
  ) {
    const imei = `8659990000${String(Object.keys(vehicles).length + 10).padStart(5, '0')}`;
    const created = await h.create(
      'vehicle',
      {
        license_plate: `B ${1000 + Object.keys(vehicles).length} TES`,
        device_type: fields.device_type,
        imei,
        channels: fields.channels,
        gps_phone: '081155500100',
        category: 'Truk Box',
        is_active: true,
      },
      companyId,
    );
    await asOwnerOf(companyId, () =>
      h.db.query(`UPDATE "vehicle" SET last_seen_at = $2::timestamptz WHERE id = $1::bigint`, [
        created.id,
        new Date(Date.now() - fields.minutesAgo * MINUTE).toISOString(),
      ]),
    );
    vehicles[name] = { id: created.id, imei };
  }

  async function ingest(name: string, code: number, at: Date, user = 'admin') {
    const v = vehicles[name]!;
    const response = await h.request(user, {
      method: 'POST',
      url: INGEST,
      payload: {
        created_on: at.toISOString(),
        alert_code: code,
        vehicle_id: v.id,
        license_plate: 'B 1000 TES',
        imei: v.imei,
        source_device_category: 'true',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.ids[0] as number;
  }

  async function gql(user: string, query: string, variables: Record<string, unknown> = {}) {
    const response = await h.request(user, {
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  }

  const ENVELOPE = 'isSuccessful message status errorCode errorName errors';
  const STATUSES = `query ($filter: VehicleStatusFilter) { vehicleStatuses(filter: $filter) { ${ENVELOPE} data { vehicleId vehicleStatus lastReceive isReachable vehicle { id licensePlate device { deviceCode deviceType imei channels } } } } }`;
  const VIDEOS = `query ($filter: VehicleVideosFilter) { vehicleVideos(filter: $filter) { ${ENVELOPE} data { fileName channel startTime endTime sizeBytes } } }`;
  const FILE_LIST = `mutation ($input: RequestVehicleFileListInput) { requestVehicleFileList(input: $input) { ${ENVELOPE} } }`;
  const UPLOAD = `mutation ($input: SetUploadMediaInput) { setUploadMedia(input: $input) { ${ENVELOPE} historyId } }`;
  const HISTORIES = `query ($filter: DownloadVideoHistoryFilter, $pagination: DevicePagination) { findDownloadVideoHistories(filter: $filter, pagination: $pagination) { ${ENVELOPE} total data { id vehicleId imei channel startTime endTime status rawAlertId sizeBytes videoData { url } } } }`;
  const MEDIA_STATUS = `mutation ($input: AlertMediaStatusInput) { updateAlertMediaStatus(input: $input) { ${ENVELOPE} data { id pollingStatus retryCount } } }`;
  const DETAIL = `query ($id: String!) { rawAlertDetail(id: $id) { status data { id pollingStatus retryCount canCheck canRequest videoData { url } vehicle { id licensePlate imei gpsPhone vehicleType { category } device { deviceType deviceCode imei channels lastSeenAt isReachable } } } } }`;

  const detail = async (id: number, user = 'dispatcher') =>
    (await gql(user, DETAIL, { id: String(id) })).rawAlertDetail;

  beforeAll(async () => {
    const { resources } = await import('../../src/generated/registry.ts');
    h = await startHarness({ users: alertUsers(resources) });
    setDeviceGateway(h.app.armada, createDemoGateway({ uploadDelayMs: 4000, ...timer }));
    await vehicle('bsj', { device_type: 'bsj', channels: [1, 3], minutesAgo: 1 });
    await vehicle('offline', { device_type: 'bsj', channels: [3], minutesAgo: 180 });
    await vehicle('howen', { device_type: 'vss-howen', channels: [1], minutesAgo: 2 });
    await vehicle('gps', { device_type: 'concox', channels: [], minutesAgo: 1 });
    await vehicle('theirs', { device_type: 'bsj', channels: [1, 3], minutesAgo: 1 }, 2);
    unlisten = await h.db.listen(PUSH_CHANNEL, (payload) => events.push(JSON.parse(payload)));
  }, 120_000);
  afterAll(async () => {
    await unlisten?.();
    await h?.close();
  });

  test('vehicleStatuses: the company’s vehicles with their last report; filter by vehicle and status', async () => {
    const all = (await gql('dispatcher', STATUSES)).vehicleStatuses;
    expect(all.isSuccessful).toBe(true);
    const ids = all.data.map((row: { vehicleId: number }) => row.vehicleId);
    expect(ids).toContain(vehicles.bsj!.id);
    expect(ids).not.toContain(vehicles.theirs!.id);
    const one = (
      await gql('dispatcher', STATUSES, {
        filter: { vehicleId: vehicles.offline!.id, vehicleStatus: ['service', 'repair'] },
      })
    ).vehicleStatuses;
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({
      vehicleId: vehicles.offline!.id,
      vehicleStatus: 'service',
      isReachable: false,
      vehicle: { device: { deviceCode: 'bsj', imei: vehicles.offline!.imei, channels: [3] } },
    });
    expect(Date.now() - Date.parse(one.data[0].lastReceive)).toBeGreaterThan(170 * MINUTE);
    expect(
      (await gql('dispatcher', STATUSES, { filter: { vehicleStatus: ['archived'] } }))
        .vehicleStatuses.data,
    ).toEqual([]);
    // Refusals: field-keyed; another company's vehicle is simply not there.
    const bad = (
      await gql('dispatcher', STATUSES, { filter: { vehicleStatus: ['service', 'parked'] } })
    ).vehicleStatuses;
    expect(bad).toMatchObject({
      isSuccessful: false,
      status: 400,
      errors: { 'filter.vehicleStatus.1': 'invalid-value' },
      data: [],
    });
    expect(
      (await gql('other', STATUSES, { filter: { vehicleId: vehicles.bsj!.id } })).vehicleStatuses
        .data,
    ).toEqual([]);
    // vehicle(id): the generated read, with the device and vehicle type of the contract.
    const VEHICLE = `query ($id: Int!) { vehicle(id: $id) { status data { id licensePlate imei vehicleType { category } device { deviceType imei channels isReachable } } } }`;
    // (scope vehicle:read, which admin holds; its isolation is the generated read's, tenancy.test.ts)
    expect((await gql('admin', VEHICLE, { id: vehicles.howen!.id })).vehicle).toMatchObject({
      status: 200,
      data: {
        id: vehicles.howen!.id,
        vehicleType: { category: 'Truk Box' },
        device: {
          deviceType: 'vss-howen',
          imei: vehicles.howen!.imei,
          channels: [1],
          isReachable: true,
        },
      },
    });
    expect((await gql('nobody', STATUSES)).vehicleStatuses).toMatchObject({
      status: 403,
      errors: { scope: 'e4a-alert-center-main:read' },
    });
  });

  test('vehicleVideos: the device’s files in a window; the window’s rules', async () => {
    const at = minuteAt(20, true);
    const start = new Date(at.getTime() - 5 * MINUTE).toISOString();
    const end = new Date(at.getTime() + 60_000).toISOString();
    const found = (
      await gql('dispatcher', VIDEOS, {
        filter: {
          vehicleId: vehicles.bsj!.id,
          channel: 3,
          fileListOnly: true,
          isFromCache: false,
          startTime: start,
          endTime: end,
        },
      })
    ).vehicleVideos;
    expect(found.isSuccessful).toBe(true);
    expect(found.data.length).toBeGreaterThanOrEqual(5);
    expect(found.data.every((file: { channel: number }) => file.channel === 3)).toBe(true);
    // Every file is a recorded minute: the gap minute of the window is missing.
    const minutes = found.data.map((file: { startTime: string }) => Date.parse(file.startTime));
    expect(minutes.every((m: number) => isRecordedMinute(m))).toBe(true);
    expect(minutes.length).toBeLessThan(7);

    const refused = async (filter: Record<string, unknown>, user = 'dispatcher') =>
      (await gql(user, VIDEOS, { filter })).vehicleVideos;
    expect(await refused({ channel: 3, startTime: start, endTime: end })).toMatchObject({
      status: 400,
      errors: { 'filter.vehicleId': 'required' },
    });
    expect(
      await refused({
        vehicleId: vehicles.bsj!.id,
        channel: 2,
        startTime: 'kemarin',
        endTime: end,
      }),
    ).toMatchObject({
      status: 400,
      errors: { 'filter.channel': 'invalid-value', 'filter.startTime': 'invalid-format' },
    });
    expect(
      await refused({ vehicleId: vehicles.bsj!.id, startTime: end, endTime: start }),
    ).toMatchObject({ status: 400, errors: { 'filter.endTime': 'invalid-value' } });
    expect(
      await refused(
        { vehicleId: vehicles.bsj!.id, startTime: start, endTime: end, channel: 3 },
        'other',
      ),
    ).toMatchObject({ status: 404, errors: { vehicleId: 'not-found' }, data: [] });
  });

  test('requestVehicleFileList: accepted by a reachable device; the input’s rules', async () => {
    const ok = (
      await gql('dispatcher', FILE_LIST, {
        input: { imei: vehicles.bsj!.imei, channel: 3, vehicleId: vehicles.bsj!.id },
      })
    ).requestVehicleFileList;
    expect(ok).toMatchObject({ isSuccessful: true, status: 200, message: 'Sent' });
    // The one device type asks without a channel.
    expect(
      (await gql('dispatcher', FILE_LIST, { input: { imei: vehicles.howen!.imei } }))
        .requestVehicleFileList.isSuccessful,
    ).toBe(true);
    expect(
      (await gql('dispatcher', FILE_LIST, { input: { imei: vehicles.offline!.imei, channel: 3 } }))
        .requestVehicleFileList,
    ).toMatchObject({ isSuccessful: false, status: 200, message: 'Not Sent' });
    const refused = async (input: Record<string, unknown>, user = 'dispatcher') =>
      (await gql(user, FILE_LIST, { input })).requestVehicleFileList;
    expect(await refused({ channel: 3 })).toMatchObject({
      status: 400,
      errors: { imei: 'required' },
    });
    expect(await refused({ imei: '12345' })).toMatchObject({
      errors: { imei: 'invalid-format' },
    });
    expect(await refused({ imei: vehicles.howen!.imei, channel: 3 })).toMatchObject({
      status: 400,
      errors: { channel: 'invalid-value' },
    });
    expect(await refused({ imei: vehicles.gps!.imei })).toMatchObject({
      status: 400,
      errors: { imei: 'invalid-value' },
    });
    expect(await refused({ imei: vehicles.bsj!.imei }, 'other')).toMatchObject({
      status: 404,
      errors: { imei: 'not-found' },
    });
  });

  test('setUploadMedia: Sent, then the video arrives: history S, the alert complete with its signed URL, pushed', async () => {
    const at = minuteAt(15, true);
    const id = await ingest('bsj', 50, at);
    const before = await detail(id);
    expect(before.data).toMatchObject({
      pollingStatus: null,
      retryCount: 0,
      canCheck: true,
      canRequest: true,
      videoData: null,
      vehicle: {
        id: vehicles.bsj!.id,
        gpsPhone: '081155500100',
        device: {
          deviceType: 'bsj',
          imei: vehicles.bsj!.imei,
          channels: [1, 3],
          isReachable: true,
        },
      },
    });
    const sent = (
      await gql('dispatcher', UPLOAD, {
        input: {
          imei: vehicles.bsj!.imei,
          bsjInput: {
            channel: 'CH03',
            startTime: new Date(at.getTime() - 5000).toISOString(),
            endTime: new Date(at.getTime() + 5000).toISOString(),
            createdOnRawAlert: at.toISOString(),
          },
        },
      })
    ).setUploadMedia;
    expect(sent).toMatchObject({ isSuccessful: true, status: 200, message: UPLOAD_SENT });
    const since = new Date(at.getTime() - 3 * 86_400_000).toISOString();
    const pending = (
      await gql('dispatcher', HISTORIES, {
        filter: { vehicleId: vehicles.bsj!.id, startTime: since },
        pagination: { page: 1, show: 9999 },
      })
    ).findDownloadVideoHistories;
    expect(pending.data.find((row: { id: number }) => row.id === sent.historyId)).toMatchObject({
      status: 'P',
      channel: 3,
      videoData: null,
    });
    events.length = 0;
    await timer.flush();
    await expect.poll(() => events.filter((e) => e.kind === 'alert-media').length).toBe(1);
    const stored = (
      await gql('dispatcher', HISTORIES, {
        filter: { vehicleId: vehicles.bsj!.id, startTime: since },
      })
    ).findDownloadVideoHistories;
    const row = stored.data.find((entry: { id: number }) => entry.id === sent.historyId);
    expect(row).toMatchObject({
      status: 'S',
      imei: vehicles.bsj!.imei,
      startTime: new Date(at.getTime() - 5000).toISOString(),
      endTime: new Date(at.getTime() + 5000).toISOString(),
      sizeBytes: demoClip(3).byteLength,
    });
    expect(row.videoData.url).toMatch(/^\/files\/[A-Za-z0-9_-]+\?exp=\d+&sig=/);
    const after = await detail(id);
    expect(after.data.pollingStatus).toBe('complete');
    expect(after.data.videoData.url).toMatch(/^\/files\//);
    const event = events.find((e) => e.kind === 'alert-media')!;
    expect(event).toMatchObject({
      companyId: 1,
      payload: { rawAlertId: id, pollingStatus: 'complete', retryCount: 0 },
    });
    expect(String(event.payload.videoUrl)).toMatch(/^\/files\//);

    // The video plays from its signed URL.
    const video = await h.app.inject({ method: 'GET', url: after.data.videoData.url });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(video.rawPayload, demoClip(3))).toBe(0);
  });

  test('setUploadMedia for the one device type (rawAlertInput) names its alert and completes it', async () => {
    const at = minuteAt(25, true);
    const id = await ingest('howen', 90, at);
    const other = await ingest('howen', 91, new Date(at.getTime() + 2000));
    const sent = (
      await gql('dispatcher', UPLOAD, {
        input: {
          imei: vehicles.howen!.imei,
          rawAlertId: id,
          rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: at.toISOString() },
        },
      })
    ).setUploadMedia;
    expect(sent.message).toBe(UPLOAD_SENT);
    await timer.flush();
    await expect.poll(async () => (await detail(id)).data.pollingStatus).toBe('complete');
    // Only the alert named got the video.
    expect((await detail(other)).data).toMatchObject({ pollingStatus: null, videoData: null });
  });

  test('setUploadMedia: Not Sent(No video downloaded) when the device has no video; nothing is stored', async () => {
    const gap = minuteAt(15, false);
    const id = await ingest('bsj', 51, gap);
    const window = (t: Date) => ({
      channel: 'CH03',
      startTime: new Date(t.getTime() - 5000).toISOString(),
      endTime: new Date(t.getTime() + 5000).toISOString(),
      createdOnRawAlert: t.toISOString(),
    });
    const answer = (
      await gql('dispatcher', UPLOAD, {
        input: { imei: vehicles.bsj!.imei, bsjInput: window(gap) },
      })
    ).setUploadMedia;
    expect(answer).toMatchObject({
      isSuccessful: false,
      status: 200,
      message: UPLOAD_NOT_SENT,
      historyId: null,
    });
    // An unreachable device cannot upload either.
    const offline = minuteAt(15, true);
    expect(
      (
        await gql('dispatcher', UPLOAD, {
          input: { imei: vehicles.offline!.imei, bsjInput: window(offline) },
        })
      ).setUploadMedia.message,
    ).toBe(UPLOAD_NOT_SENT);
    const { rows } = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "download_video_history" WHERE start_time = $1::timestamptz`,
      [new Date(gap.getTime() - 5000).toISOString()],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    expect(timer.queue).toEqual([]);
    expect((await detail(id)).data.videoData).toBeNull();
  });

  test('setUploadMedia: the input’s rules, field-keyed', async () => {
    const at = minuteAt(15, true);
    const iso = (offset: number) => new Date(at.getTime() + offset).toISOString();
    const bsj = {
      channel: 'CH03',
      startTime: iso(-5000),
      endTime: iso(5000),
      createdOnRawAlert: iso(0),
    };
    const refused = async (input: Record<string, unknown>, user = 'dispatcher') =>
      (await gql(user, UPLOAD, { input })).setUploadMedia;
    expect(await refused({ imei: vehicles.bsj!.imei })).toMatchObject({
      status: 400,
      errors: { bsjInput: 'required' },
    });
    expect(
      await refused({
        imei: vehicles.bsj!.imei,
        bsjInput: bsj,
        rawAlertInput: { cameraPosition: 2, rawAlertCreatedOn: iso(0) },
      }),
    ).toMatchObject({ status: 400, errors: { rawAlertInput: 'invalid-value' } });
    expect(
      await refused({ imei: vehicles.bsj!.imei, bsjInput: { ...bsj, channel: 'CH02' } }),
    ).toMatchObject({ status: 400, errors: { 'bsjInput.channel': 'invalid-value' } });
    expect(
      await refused({ imei: vehicles.bsj!.imei, bsjInput: { ...bsj, startTime: iso(-60_000) } }),
    ).toMatchObject({ status: 400, errors: { 'bsjInput.startTime': 'invalid-value' } });
    expect(
      await refused({ imei: vehicles.bsj!.imei, bsjInput: { ...bsj, endTime: 'nanti' } }),
    ).toMatchObject({ status: 400, errors: { 'bsjInput.endTime': 'invalid-format' } });
    expect(
      await refused({
        imei: vehicles.bsj!.imei,
        rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: iso(0) },
      }),
    ).toMatchObject({ status: 400, errors: { rawAlertInput: 'invalid-value' } });
    expect(
      await refused({
        imei: vehicles.howen!.imei,
        rawAlertInput: { cameraPosition: 3, rawAlertCreatedOn: iso(0) },
      }),
    ).toMatchObject({ status: 400, errors: { 'rawAlertInput.cameraPosition': 'invalid-value' } });
    expect(
      await refused({
        imei: vehicles.howen!.imei,
        rawAlertInput: { cameraPosition: 2, rawAlertCreatedOn: iso(0) },
      }),
    ).toMatchObject({ status: 400, errors: { 'rawAlertInput.cameraPosition': 'invalid-value' } });
    expect(await refused({ imei: vehicles.gps!.imei, bsjInput: bsj })).toMatchObject({
      status: 400,
      errors: { imei: 'invalid-value' },
    });
    expect(
      await refused({ imei: vehicles.bsj!.imei, bsjInput: bsj, rawAlertId: 99_999_999 }),
    ).toMatchObject({
      status: 404,
      errors: { rawAlertId: 'not-found' },
    });
    // Company 2 cannot ask company 1's device, nor company 1 company 2's.
    expect(await refused({ imei: vehicles.bsj!.imei, bsjInput: bsj }, 'other')).toMatchObject({
      status: 404,
      errors: { imei: 'not-found' },
    });
    expect(await refused({ imei: vehicles.theirs!.imei, bsjInput: bsj })).toMatchObject({
      status: 404,
      errors: { imei: 'not-found' },
    });
    expect(await refused({ imei: vehicles.bsj!.imei, bsjInput: bsj }, 'nobody')).toMatchObject({
      status: 403,
      errors: { scope: 'e4a-alert-center-main:read' },
    });
    expect(timer.queue).toEqual([]);
  });

  test('a failed upload: history F and the alert failed, pushed', async () => {
    const at = minuteAt(35, true);
    const id = await ingest('bsj', 52, at);
    const { rows } = await asOwnerOf(1, () =>
      h.db.query<{ id: number }>(
        `INSERT INTO "download_video_history" (company_id, vehicle_id, imei, channel, start_time, end_time, status, raw_alert_id) VALUES (1, $1, $2, 3, $3, $4, 'P', $5) RETURNING id`,
        [
          vehicles.bsj!.id,
          vehicles.bsj!.imei,
          new Date(at.getTime() - 5000).toISOString(),
          new Date(at.getTime() + 5000).toISOString(),
          id,
        ],
      ),
    );
    events.length = 0;
    await asOwnerOf(1, () => completeUpload(h.app.armada, 1, Number(rows[0]!.id), { ok: false }));
    const { rows: after } = await h.db.query<{ status: string; attachment: string | null }>(
      `SELECT status, attachment FROM "download_video_history" WHERE id = $1`,
      [rows[0]!.id],
    );
    expect(after[0]).toEqual({ status: 'F', attachment: null });
    expect((await detail(id)).data).toMatchObject({ pollingStatus: 'failed', videoData: null });
    await expect
      .poll(() => events.find((e) => e.kind === 'alert-media')?.payload)
      .toEqual({ rawAlertId: id, pollingStatus: 'failed', retryCount: 0, videoUrl: null });
  });

  test('findDownloadVideoHistories: the rules; another company’s vehicle is not found', async () => {
    const refused = async (variables: Record<string, unknown>, user = 'dispatcher') =>
      (await gql(user, HISTORIES, variables)).findDownloadVideoHistories;
    expect(await refused({ filter: { vehicleId: vehicles.bsj!.id } })).toMatchObject({
      status: 400,
      errors: { 'filter.startTime': 'required' },
      data: [],
      total: 0,
    });
    expect(
      await refused({
        filter: { vehicleId: vehicles.bsj!.id, startTime: '2026-11-01T00:00:00Z' },
        pagination: { page: 1, show: 10_000 },
      }),
    ).toMatchObject({ status: 400, errors: { 'pagination.show': 'too-large' } });
    expect(
      await refused(
        { filter: { vehicleId: vehicles.bsj!.id, startTime: '2026-11-01T00:00:00Z' } },
        'other',
      ),
    ).toMatchObject({ status: 404, errors: { vehicleId: 'not-found' }, data: [] });
  });

  test('updateAlertMediaStatus: the shared polling state, pushed; its rules', async () => {
    const id = await ingest('bsj', 53, minuteAt(40, true));
    events.length = 0;
    const saved = (
      await gql('dispatcher', MEDIA_STATUS, {
        input: { rawAlertId: id, pollingStatus: 'checking', retryCount: 1 },
      })
    ).updateAlertMediaStatus;
    expect(saved).toMatchObject({
      isSuccessful: true,
      status: 200,
      data: { id, pollingStatus: 'checking', retryCount: 1 },
    });
    // The second dispatcher reads the same state.
    expect((await detail(id, 'plain')).data).toMatchObject({
      pollingStatus: 'checking',
      retryCount: 1,
    });
    await expect
      .poll(() => events.find((e) => e.kind === 'alert-media')?.payload)
      .toEqual({ rawAlertId: id, pollingStatus: 'checking', retryCount: 1, videoUrl: null });
    // retryCount kept when not sent.
    expect(
      (await gql('plain', MEDIA_STATUS, { input: { rawAlertId: id, pollingStatus: 'waiting' } }))
        .updateAlertMediaStatus.data,
    ).toMatchObject({ pollingStatus: 'waiting', retryCount: 1 });
    const refused = async (input: Record<string, unknown>, user = 'dispatcher') =>
      (await gql(user, MEDIA_STATUS, { input })).updateAlertMediaStatus;
    expect(await refused({ rawAlertId: id, pollingStatus: 'done' })).toMatchObject({
      status: 400,
      errors: { pollingStatus: 'invalid-value' },
      data: null,
    });
    expect(
      await refused({ rawAlertId: id, pollingStatus: 'failed', retryCount: -1 }),
    ).toMatchObject({ status: 400, errors: { retryCount: 'too-small' } });
    expect(await refused({ pollingStatus: 'failed' })).toMatchObject({
      status: 400,
      errors: { rawAlertId: 'required' },
    });
    expect(await refused({ rawAlertId: id, pollingStatus: 'failed' }, 'other')).toMatchObject({
      status: 404,
      errors: { rawAlertId: 'not-found' },
    });
    expect(await refused({ rawAlertId: id, pollingStatus: 'failed' }, 'nobody')).toMatchObject({
      status: 403,
    });
    expect((await detail(id)).data.pollingStatus).toBe('waiting');
  });

  test('canCheck and canRequest follow the alert’s camera and the vehicle’s device', async () => {
    const at = minuteAt(50, true);
    const cases: [string, number, boolean, boolean][] = [
      ['bsj', 90, true, true], // driver assistance, channel 1: the bsj has it
      ['offline', 90, false, false], // channel 3 only
      ['offline', 50, true, true], // unreachable, but it has the camera: the client times out
      ['gps', 50, false, false],
      ['bsj', 8, false, false], // overspeed: no media
    ];
    for (const [index, [name, code, canCheck, canRequest]] of cases.entries()) {
      const id = await ingest(name, code, new Date(at.getTime() + index * 1000));
      expect((await detail(id)).data, `${name} ${code}`).toMatchObject({ canCheck, canRequest });
    }
  });

  test('the demo seed’s history: older camera alerts with their video, complete', async () => {
    const at = minuteAt(90, true);
    const ids = [
      await ingest('bsj', 54, at),
      await ingest('bsj', 55, new Date(at.getTime() + 1000)),
    ];
    const even = ids.find((id) => id % 2 === 0)!;
    const odd = ids.find((id) => id % 2 !== 0)!;
    const stored = await asOwnerOf(1, () =>
      h.db.transaction((tx) =>
        seedVideoHistory(h.app.armada, tx, {
          companyId: 1,
          now: new Date(),
          alerts: ids.map((id, index) => ({
            id,
            createdOn: new Date(at.getTime() + index * 1000).toISOString(),
            alertCode: 54 + index,
            vehicleId: vehicles.bsj!.id,
          })),
        }),
      ),
    );
    expect(stored).toBe(1);
    const done = (await detail(even)).data;
    expect(done.pollingStatus).toBe('complete');
    const video = await h.app.inject({ method: 'GET', url: done.videoData.url });
    expect(video.headers['content-type']).toBe('video/mp4');
    expect((await detail(odd)).data.videoData).toBeNull();
  });
});

describe('video bytes from the attachment store, in ranges', () => {
  let h: Harness;
  let key: string;
  const clip = demoClip(1);

  beforeAll(async () => {
    h = await startHarness({ users: [] });
    key = await asOwnerOf(1, () =>
      h.db.transaction((tx) =>
        insertAttachment(tx, { contentType: 'video/mp4', data: clip, fileName: 'CH01 alert.mp4' }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const url = () => signUrl(h.app.armada, attachmentUrl(key));

  test('the store reads a range in the database', async () => {
    expect(
      Buffer.compare((await readAttachmentRange(h.db, key, 10, 19))!, clip.subarray(10, 20)),
    ).toBe(0);
    // Past the end: cut at the end.
    const tail = (await readAttachmentRange(h.db, key, clip.length - 4, clip.length + 100))!;
    expect(Buffer.compare(tail, clip.subarray(clip.length - 4))).toBe(0);
    expect(await readAttachmentRange(h.db, 'x'.repeat(32), 0, 9)).toBeUndefined();
  });

  test('the whole file: 200, video/mp4, Accept-Ranges; download=1 saves it', async () => {
    const whole = await h.app.inject({ method: 'GET', url: url() });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toBe('inline; filename="CH01_alert.mp4"');
    expect(Buffer.compare(whole.rawPayload, clip)).toBe(0);
    const saved = await h.app.inject({ method: 'GET', url: `${url()}&download=1` });
    expect(saved.headers['content-disposition']).toBe('attachment; filename="CH01_alert.mp4"');
  });

  test('a range: 206 with exactly those bytes and Content-Range; suffix and open ranges', async () => {
    const part = await h.app.inject({
      method: 'GET',
      url: url(),
      headers: { range: 'bytes=100-1099' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${clip.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(Buffer.compare(part.rawPayload, clip.subarray(100, 1100))).toBe(0);
    const suffix = await h.app.inject({
      method: 'GET',
      url: url(),
      headers: { range: 'bytes=-500' },
    });
    expect(suffix.statusCode).toBe(206);
    expect(Buffer.compare(suffix.rawPayload, clip.subarray(clip.length - 500))).toBe(0);
    const open = await h.app.inject({
      method: 'GET',
      url: url(),
      headers: { range: `bytes=${clip.length - 10}-` },
    });
    expect(open.headers['content-range']).toBe(
      `bytes ${clip.length - 10}-${clip.length - 1}/${clip.length}`,
    );
    expect(Buffer.compare(open.rawPayload, clip.subarray(clip.length - 10))).toBe(0);
    // Several ranges or a malformed header: the whole file.
    for (const range of ['bytes=0-9,20-29', 'items=0-9']) {
      const whole = await h.app.inject({ method: 'GET', url: url(), headers: { range } });
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.length).toBe(clip.length);
    }
  });

  test('an open range of a large video is answered in a chunk from its start; the whole file streams', async () => {
    const big = Buffer.alloc(MAX_OPEN_RANGE_BYTES * 3);
    for (let i = 0; i < big.length; i++) big[i] = (i * 7) % 251;
    const bigKey = await asOwnerOf(1, () =>
      h.db.transaction((tx) => insertAttachment(tx, { contentType: 'video/mp4', data: big })),
    );
    const bigUrl = signUrl(h.app.armada, attachmentUrl(bigKey));
    const first = await h.app.inject({
      method: 'GET',
      url: bigUrl,
      headers: { range: 'bytes=0-' },
    });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(
      `bytes 0-${MAX_OPEN_RANGE_BYTES - 1}/${big.length}`,
    );
    expect(Buffer.compare(first.rawPayload, big.subarray(0, MAX_OPEN_RANGE_BYTES))).toBe(0);
    const last = await h.app.inject({
      method: 'GET',
      url: bigUrl,
      headers: { range: `bytes=${big.length - 100}-` },
    });
    expect(Buffer.compare(last.rawPayload, big.subarray(big.length - 100))).toBe(0);
    // Without a range, the whole file (streamed in chunks).
    const whole = await h.app.inject({ method: 'GET', url: `${bigUrl}&download=1` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(big.length));
    expect(Buffer.compare(whole.rawPayload, big)).toBe(0);
    // An explicit range is answered exactly, however long.
    const explicit = await h.app.inject({
      method: 'GET',
      url: bigUrl,
      headers: { range: `bytes=1-${big.length - 2}` },
    });
    expect(explicit.headers['content-range']).toBe(`bytes 1-${big.length - 2}/${big.length}`);
    expect(Buffer.compare(explicit.rawPayload, big.subarray(1, big.length - 1))).toBe(0);
  });

  test('a range outside the file: 416 with Content-Range bytes */size', async () => {
    const outside = await h.app.inject({
      method: 'GET',
      url: url(),
      headers: { range: `bytes=${clip.length}-${clip.length + 10}` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${clip.length}`);
    expect(outside.json()).toEqual({ errors: { range: 'invalid-value' } });
  });

  test('a signed URL expires: 403 once its time has passed, before any byte is read', async () => {
    const old = signUrl(h.app.armada, attachmentUrl(key), new Date(Date.now() - 2 * 3_600_000));
    const expired = await h.app.inject({
      method: 'GET',
      url: old,
      headers: { range: 'bytes=0-9' },
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ errors: { sig: 'forbidden' } });
    const forged = await h.app.inject({
      method: 'GET',
      url: url().replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`),
    });
    expect(forged.statusCode).toBe(403);
  });
});
