// The server's side of alert media (docs/devices.md): the spec §7 device calls, checked and run
// through the configured device gateway, and the bookkeeping that is the same for every gateway:
// a download-video-history row per upload ('P' while uploading, 'S' stored, 'F' failed), the video
// in the attachment store, the alerts of that camera and window pointing at it (video_history_id,
// polling_status complete), and `alert-media-{companyId}` on the push channel. Every read and write
// runs as the caller's company (row-level security) and names the company besides.
import type { Db } from '../db.ts';
import type { ServerContext } from '../context.ts';
import { ApiError, badRequest, notFound, type ErrorMap } from '../errors.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import { asTenant } from '../tenancy.ts';
import { publishPush } from '../push/publish.ts';
import { noteChange } from '../push/recordChanges.ts';
import { MEDIA_STATUSES, type MediaStatus } from '../../src/domain/alerts/media.ts';
import { attachmentUrl, insertAttachment } from '../attachments/store.ts';
import { signUrl } from '../attachments/signing.ts';
import {
  channelOfCameraPosition,
  channelOfCode,
  UPLOAD_NOT_SENT,
  UPLOAD_WINDOW_SECONDS,
  uploadInputKind,
  type CameraChannel,
} from '../../src/domain/devices/channels.ts';
import { hasMedia } from '../../src/domain/alerts/alertData.ts';
import {
  createDeviceGateway,
  type DeviceGateway,
  type DeviceVehicle,
  type UploadOutcome,
  type UploadReply,
  type UploadRequest,
} from './gateway.ts';

export const VEHICLE = 'vehicle';
export const HISTORY = 'download-video-history';
const vehicles = quoteIdent(tableName(VEHICLE));
const histories = quoteIdent(tableName(HISTORY));
const alerts = quoteIdent(tableName('raw-alert'));

/** The media polling statuses the server keeps (spec §4): the domain rule's. */
export const POLLING_STATUSES = MEDIA_STATUSES;
export type PollingStatus = MediaStatus;
/** retryCount's ceiling (the schema's maximum). */
export const MAX_RETRY_COUNT = 1000;
/** Page size ceiling of findDownloadVideoHistories (spec §9: the console asks for 9999). */
export const MAX_HISTORY_PAGE = 9999;
/** The longest window vehicleVideos lists (a day of one-minute files). */
export const MAX_FILE_WINDOW_MS = 86_400_000;

// ---- The gateway in force, per server ----

const gateways = new WeakMap<object, DeviceGateway>();

/** The server's device gateway (made from its configuration on first use). */
export function gatewayOf(server: Pick<ServerContext, 'config'>): DeviceGateway {
  let gateway = gateways.get(server);
  if (!gateway) gateways.set(server, (gateway = createDeviceGateway(server.config)));
  return gateway;
}

/** Stops the server's gateway's pending work (the server closes). */
export function closeDeviceGateway(server: object): void {
  gateways.get(server)?.close();
  gateways.delete(server);
}

/** Replaces a server's gateway (tests: a demo gateway on a controlled clock and timer). */
export function setDeviceGateway(server: object, gateway: DeviceGateway): void {
  gateways.get(server)?.close();
  gateways.set(server, gateway);
}

// ---- Input checks ----

export interface Caller {
  id: number;
  company_id: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function positiveId(value: unknown, path: string, errors: ErrorMap, required = true) {
  if (value === undefined || value === null) {
    if (required) errors[path] = 'required';
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    errors[path] = 'invalid-format';
    return undefined;
  }
  return value;
}

function instant(value: unknown, path: string, errors: ErrorMap, required = true) {
  if (value === undefined || value === null || value === '') {
    if (required) errors[path] = 'required';
    return undefined;
  }
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) {
    errors[path] = 'invalid-format';
    return undefined;
  }
  return new Date(ms);
}

function imeiOf(value: unknown, path: string, errors: ErrorMap, required = true) {
  if (value === undefined || value === null || value === '') {
    if (required) errors[path] = 'required';
    return undefined;
  }
  if (typeof value !== 'string' || !/^[0-9]{15}$/.test(value)) {
    errors[path] = 'invalid-format';
    return undefined;
  }
  return value;
}

function channelOf(value: unknown, path: string, errors: ErrorMap): CameraChannel | null {
  if (value === undefined || value === null) return null;
  if (value !== 1 && value !== 3) {
    errors[path] = 'invalid-value';
    return null;
  }
  return value;
}

const check = (errors: ErrorMap) => {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
};

// ---- Vehicles ----

export interface VehicleRow {
  id: number;
  company_id: number;
  license_plate: string;
  category: string | null;
  driver_name: string | null;
  device_type: string;
  imei: string;
  gps_phone: string | null;
  channels: number[] | null;
  last_seen_at: string | null;
  is_active: boolean | null;
}

export const deviceOf = (row: VehicleRow): DeviceVehicle => ({
  id: Number(row.id),
  companyId: Number(row.company_id),
  imei: row.imei,
  deviceType: row.device_type,
  channels: (row.channels ?? []).filter((c): c is CameraChannel => c === 1 || c === 3),
  lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
});

const VEHICLE_COLUMNS =
  'id, company_id, license_plate, category, driver_name, device_type, imei, gps_phone, channels, last_seen_at, is_active';

/** The company's vehicles by id (missing ids are left out). */
export async function vehiclesById(
  db: Db,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, VehicleRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<VehicleRow>(
    `SELECT ${VEHICLE_COLUMNS} FROM ${vehicles} WHERE id = ANY($1::bigint[]) AND company_id = $2::bigint`,
    [[...new Set(ids)], companyId],
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** The company's vehicle by id and/or IMEI; 404 under the field that named it. */
async function findVehicle(
  db: Db,
  companyId: number,
  by: { vehicleId?: number; imei?: string },
): Promise<VehicleRow> {
  const where = ['company_id = $1::bigint'];
  const params: unknown[] = [companyId];
  if (by.vehicleId !== undefined) {
    params.push(by.vehicleId);
    where.push(`id = $${params.length}::bigint`);
  }
  if (by.imei !== undefined) {
    params.push(by.imei);
    where.push(`imei = $${params.length}`);
  }
  const { rows } = await db.query<VehicleRow>(
    `SELECT ${VEHICLE_COLUMNS} FROM ${vehicles} WHERE ${where.join(' AND ')} LIMIT 1`,
    params,
  );
  if (!rows[0]) throw notFound(by.vehicleId !== undefined ? 'vehicleId' : 'imei');
  return rows[0];
}

// ---- vehicleStatuses ----

export const VEHICLE_STATUSES = ['service', 'archived', 'repair'] as const;

/**
 * vehicleStatuses: the company's vehicles (one, or all) with their device's last report. A vehicle's
 * status (ours: the schema has is_active only) is 'service' when active, 'archived' otherwise; no
 * vehicle is in 'repair'.
 */
export async function vehicleStatuses(
  server: ServerContext,
  caller: Caller,
  filter: unknown,
): Promise<{ vehicle: VehicleRow; status: string; lastReceive: string | null }[]> {
  const errors: ErrorMap = {};
  const given = isObject(filter) ? filter : {};
  if (filter !== undefined && filter !== null && !isObject(filter))
    errors.filter = 'invalid-format';
  const vehicleId = positiveId(given.vehicleId, 'filter.vehicleId', errors, false);
  let wanted: string[] = [...VEHICLE_STATUSES];
  if (given.vehicleStatus !== undefined && given.vehicleStatus !== null) {
    const list = Array.isArray(given.vehicleStatus) ? given.vehicleStatus : [given.vehicleStatus];
    list.forEach((value, index) => {
      if (!VEHICLE_STATUSES.includes(value as never))
        errors[`filter.vehicleStatus.${index}`] = 'invalid-value';
    });
    wanted = list as string[];
  }
  check(errors);
  const params: unknown[] = [caller.company_id];
  let where = 'company_id = $1::bigint';
  if (vehicleId !== undefined) {
    params.push(vehicleId);
    where += ` AND id = $2::bigint`;
  }
  const { rows } = await server.db.query<VehicleRow>(
    `SELECT ${VEHICLE_COLUMNS} FROM ${vehicles} WHERE ${where} ORDER BY id`,
    params,
  );
  const gateway = gatewayOf(server);
  const out = [];
  for (const row of rows) {
    const status = row.is_active === false ? 'archived' : 'service';
    if (!wanted.includes(status)) continue;
    out.push({ vehicle: row, status, lastReceive: await gateway.lastReceive(deviceOf(row)) });
  }
  return out;
}

// ---- findDownloadVideoHistories ----

export interface HistoryRow {
  id: number;
  vehicle_id: number;
  imei: string;
  channel: number | null;
  start_time: string;
  end_time: string;
  status: 'P' | 'S' | 'F';
  raw_alert_id: number | null;
  attachment: string | null;
  size_bytes: number | null;
  requested_on: string | null;
  completed_on: string | null;
  created_on: string;
}

/** findDownloadVideoHistories: the vehicle's uploads whose window ends at or after startTime, newest first. */
export async function downloadVideoHistories(
  server: ServerContext,
  caller: Caller,
  filter: unknown,
  pagination: unknown,
): Promise<{ data: HistoryRow[]; total: number }> {
  const errors: ErrorMap = {};
  if (!isObject(filter)) throw badRequest({ filter: 'required' });
  const vehicleId = positiveId(filter.vehicleId, 'filter.vehicleId', errors);
  const since = instant(filter.startTime, 'filter.startTime', errors);
  const paging = isObject(pagination) ? pagination : {};
  const page = paging.page ?? 1;
  const show = paging.show ?? 20;
  if (typeof page !== 'number' || !Number.isSafeInteger(page) || page < 1)
    errors['pagination.page'] = 'too-small';
  if (typeof show !== 'number' || !Number.isSafeInteger(show) || show < 1)
    errors['pagination.show'] = 'too-small';
  else if (show > MAX_HISTORY_PAGE) errors['pagination.show'] = 'too-large';
  check(errors);
  await findVehicle(server.db, caller.company_id, { vehicleId });
  const params = [caller.company_id, vehicleId, since!.toISOString()];
  const where = `company_id = $1::bigint AND vehicle_id = $2::bigint AND end_time >= $3::timestamptz`;
  const [rows, count] = await Promise.all([
    server.db.query<HistoryRow>(
      `SELECT * FROM ${histories} WHERE ${where} ORDER BY start_time DESC, id DESC LIMIT ${Number(show)} OFFSET ${(Number(page) - 1) * Number(show)}`,
      params,
    ),
    server.db.query<{ n: number }>(
      `SELECT count(*)::bigint AS n FROM ${histories} WHERE ${where}`,
      params,
    ),
  ]);
  return { data: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** A history row's video as a signed URL (null until stored). */
export const videoUrlOf = (
  server: Pick<ServerContext, 'config'>,
  attachment: string | null,
): string | null => (attachment ? signUrl(server, attachment) : null);

// ---- vehicleVideos ----

/** vehicleVideos: the recordings the device holds for a camera (or all) in a window of at most a day. */
export async function vehicleVideos(server: ServerContext, caller: Caller, filter: unknown) {
  if (!isObject(filter)) throw badRequest({ filter: 'required' });
  const errors: ErrorMap = {};
  const vehicleId = positiveId(filter.vehicleId, 'filter.vehicleId', errors);
  const channel = channelOf(filter.channel, 'filter.channel', errors);
  const start = instant(filter.startTime, 'filter.startTime', errors);
  const end = instant(filter.endTime, 'filter.endTime', errors);
  if (start && end && end.getTime() < start.getTime()) errors['filter.endTime'] = 'invalid-value';
  else if (start && end && end.getTime() - start.getTime() > MAX_FILE_WINDOW_MS)
    errors['filter.endTime'] = 'too-large';
  for (const flag of ['fileListOnly', 'isFromCache'])
    if (filter[flag] !== undefined && filter[flag] !== null && typeof filter[flag] !== 'boolean')
      errors[`filter.${flag}`] = 'invalid-format';
  check(errors);
  const vehicle = await findVehicle(server.db, caller.company_id, { vehicleId });
  return gatewayOf(server).listFiles(deviceOf(vehicle), {
    channel,
    startTime: start!,
    endTime: end!,
    fromCache: filter.isFromCache === true,
  });
}

// ---- The file-list update ----

/** requestVehicleFileList: asks the device to refresh its file list; answers whether it accepted. */
export async function requestFileList(server: ServerContext, caller: Caller, input: unknown) {
  if (!isObject(input)) throw badRequest({ input: 'required' });
  const errors: ErrorMap = {};
  const imei = imeiOf(input.imei, 'imei', errors);
  const vehicleId = positiveId(input.vehicleId, 'vehicleId', errors, false);
  const channel = channelOf(input.channel, 'channel', errors);
  check(errors);
  const vehicle = await findVehicle(server.db, caller.company_id, { imei, vehicleId });
  const device = deviceOf(vehicle);
  if (uploadInputKind(device.deviceType) === null) throw badRequest({ imei: 'invalid-value' });
  if (channel !== null && !device.channels.includes(channel))
    throw badRequest({ channel: 'invalid-value' });
  return gatewayOf(server).requestFileList(device, channel);
}

// ---- setUploadMedia ----

export interface UploadAnswer {
  message: UploadReply;
  historyId: number | null;
}

/**
 * setUploadMedia: input {imei, bsjInput {channel CH01|CH03, startTime, endTime, createdOnRawAlert}}
 * for bsj devices, or {imei, rawAlertInput {cameraPosition 1|2, rawAlertCreatedOn}} for vss-howen
 * ones (the window is then the alert time ±5 s). Optional rawAlertId (ours) names the alert; without
 * it the alerts of that camera in the window get the video. 'Sent' stores a 'P' history row that the
 * gateway's completion turns 'S' (or 'F').
 */
export async function setUploadMedia(
  server: ServerContext,
  caller: Caller,
  input: unknown,
): Promise<UploadAnswer> {
  if (!isObject(input)) throw badRequest({ input: 'required' });
  const errors: ErrorMap = {};
  const imei = imeiOf(input.imei, 'imei', errors);
  const rawAlertId = positiveId(input.rawAlertId, 'rawAlertId', errors, false);
  const bsj = input.bsjInput;
  const raw = input.rawAlertInput;
  let request: UploadRequest | undefined;
  if ((bsj === undefined || bsj === null) === (raw === undefined || raw === null))
    errors[bsj ? 'rawAlertInput' : 'bsjInput'] = bsj ? 'invalid-value' : 'required';
  else if (bsj !== undefined && bsj !== null) {
    if (!isObject(bsj)) errors.bsjInput = 'invalid-format';
    else {
      const channel = bsj.channel === 'CH01' ? 1 : bsj.channel === 'CH03' ? 3 : undefined;
      if (!channel)
        errors['bsjInput.channel'] =
          bsj.channel === undefined || bsj.channel === null ? 'required' : 'invalid-value';
      const start = instant(bsj.startTime, 'bsjInput.startTime', errors);
      const end = instant(bsj.endTime, 'bsjInput.endTime', errors);
      const alertTime = instant(bsj.createdOnRawAlert, 'bsjInput.createdOnRawAlert', errors);
      if (start && end && end.getTime() <= start.getTime())
        errors['bsjInput.endTime'] = 'invalid-value';
      // The window the spec names: the alert time ±5 s (a little slack for rounding is not given).
      else if (
        start &&
        end &&
        alertTime &&
        (alertTime.getTime() - start.getTime() > UPLOAD_WINDOW_SECONDS * 1000 ||
          end.getTime() - alertTime.getTime() > UPLOAD_WINDOW_SECONDS * 1000 ||
          alertTime < start ||
          alertTime > end)
      )
        errors['bsjInput.startTime'] = 'invalid-value';
      if (channel && start && end && alertTime)
        request = { kind: 'bsjInput', channel, startTime: start, endTime: end, alertTime };
    }
  } else if (!isObject(raw)) errors.rawAlertInput = 'invalid-format';
  else {
    const position = raw.cameraPosition;
    if (position !== 1 && position !== 2)
      errors['rawAlertInput.cameraPosition'] =
        position === undefined || position === null ? 'required' : 'invalid-value';
    const alertTime = instant(raw.rawAlertCreatedOn, 'rawAlertInput.rawAlertCreatedOn', errors);
    if ((position === 1 || position === 2) && alertTime)
      request = {
        kind: 'rawAlertInput',
        channel: channelOfCameraPosition(position),
        startTime: new Date(alertTime.getTime() - UPLOAD_WINDOW_SECONDS * 1000),
        endTime: new Date(alertTime.getTime() + UPLOAD_WINDOW_SECONDS * 1000),
        alertTime,
      };
  }
  check(errors);
  const vehicle = await findVehicle(server.db, caller.company_id, { imei });
  const device = deviceOf(vehicle);
  const kind = uploadInputKind(device.deviceType);
  if (kind === null) throw badRequest({ imei: 'invalid-value' });
  if (kind !== request!.kind) throw badRequest({ [request!.kind]: 'invalid-value' });
  if (!device.channels.includes(request!.channel))
    throw badRequest({
      [request!.kind === 'bsjInput' ? 'bsjInput.channel' : 'rawAlertInput.cameraPosition']:
        'invalid-value',
    });
  if (rawAlertId !== undefined) {
    const { rows } = await server.db.query<{ vehicle_id: number }>(
      `SELECT vehicle_id FROM ${alerts} WHERE id = $1::bigint AND company_id = $2::bigint`,
      [rawAlertId, caller.company_id],
    );
    if (!rows[0]) throw notFound('rawAlertId');
    if (Number(rows[0].vehicle_id) !== device.id) throw badRequest({ rawAlertId: 'invalid-value' });
  }

  const gateway = gatewayOf(server);
  let historyId: number | null = null;
  const companyId = caller.company_id;
  // The history row is written before the device is asked, so a completion (however soon) finds it;
  // it is removed again when the device answers 'Not Sent'.
  historyId = await insertHistory(server.db, {
    device,
    request: request!,
    rawAlertId: rawAlertId ?? null,
  });
  const id = historyId;
  let reply: UploadReply;
  try {
    reply = await gateway.requestUpload(device, request!, (outcome) =>
      asTenant(companyId, () => completeUpload(server, companyId, id, outcome)).catch(
        (error: unknown) => {
          // Nobody awaits a completion: it is reported, and the history row stays 'P'.
          console.error(`device gateway: completing upload ${id} failed`, error);
        },
      ),
    );
  } catch (error) {
    await server.db.query(`DELETE FROM ${histories} WHERE id = $1::bigint`, [id]);
    throw error;
  }
  if (reply === UPLOAD_NOT_SENT) {
    await server.db.query(`DELETE FROM ${histories} WHERE id = $1::bigint`, [id]);
    historyId = null;
  }
  return { message: reply, historyId };
}

async function insertHistory(
  db: Db,
  entry: { device: DeviceVehicle; request: UploadRequest; rawAlertId: number | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${histories} (company_id, vehicle_id, imei, channel, start_time, end_time, status, raw_alert_id, requested_on)
     VALUES ($1::bigint, $2::bigint, $3, $4::bigint, $5::timestamptz, $6::timestamptz, 'P', $7::bigint, now()) RETURNING id`,
    [
      entry.device.companyId,
      entry.device.id,
      entry.device.imei,
      entry.request.channel,
      entry.request.startTime.toISOString(),
      entry.request.endTime.toISOString(),
      entry.rawAlertId,
    ],
  );
  return Number(rows[0]!.id);
}

/**
 * The device finished an upload (the gateway calls this in the company's tenant scope): the video
 * is stored, the history row becomes 'S' (or 'F'), and the alerts of that camera and window (or the
 * one alert named) point at it with polling status complete (failed), each announced on
 * `alert-media-{companyId}`.
 */
export async function completeUpload(
  server: ServerContext,
  companyId: number,
  historyId: number,
  outcome: UploadOutcome,
): Promise<void> {
  await server.db.transaction(async (tx) => {
    const { rows } = await tx.query<HistoryRow>(
      `SELECT * FROM ${histories} WHERE id = $1::bigint AND company_id = $2::bigint FOR UPDATE`,
      [historyId, companyId],
    );
    const history = rows[0];
    if (!history || history.status !== 'P') return;
    let attachment: string | null = null;
    if (outcome.ok) {
      const key = await insertAttachment(tx, {
        contentType: outcome.contentType,
        data: outcome.data,
        fileName: outcome.fileName,
      });
      attachment = attachmentUrl(key);
    }
    await tx.query(
      `UPDATE ${histories} SET status = $2, attachment = $3, size_bytes = $4::bigint, completed_on = now(), version = version + 1, updated_on = now() WHERE id = $1::bigint`,
      [historyId, outcome.ok ? 'S' : 'F', attachment, outcome.ok ? outcome.data.byteLength : null],
    );
    await pointAlerts(tx, server, {
      companyId,
      history: { ...history, id: Number(history.id), attachment },
      status: outcome.ok ? 'complete' : 'failed',
    });
  });
}

/** The alerts a stored (or failed) upload answers, updated and announced. */
export async function pointAlerts(
  tx: Db,
  server: Pick<ServerContext, 'config'>,
  options: {
    companyId: number;
    history: Pick<
      HistoryRow,
      'id' | 'vehicle_id' | 'channel' | 'start_time' | 'end_time' | 'raw_alert_id' | 'attachment'
    >;
    status: 'complete' | 'failed';
    publish?: boolean;
  },
): Promise<number[]> {
  const { history, companyId } = options;
  const { rows } = history.raw_alert_id
    ? await tx.query<{ id: number; alert_code: number; retry_count: number | null }>(
        `SELECT id, alert_code, retry_count FROM ${alerts} WHERE id = $1::bigint AND company_id = $2::bigint`,
        [history.raw_alert_id, companyId],
      )
    : await tx.query<{ id: number; alert_code: number; retry_count: number | null }>(
        `SELECT id, alert_code, retry_count FROM ${alerts} WHERE company_id = $1::bigint AND vehicle_id = $2::bigint AND created_on BETWEEN $3::timestamptz AND $4::timestamptz`,
        [companyId, history.vehicle_id, history.start_time, history.end_time],
      );
  const matching = rows.filter(
    (row) =>
      hasMedia(Number(row.alert_code)) &&
      (history.channel === null || channelOfCode(Number(row.alert_code)) === history.channel),
  );
  const ids = matching.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const complete = options.status === 'complete';
  await tx.query(
    `UPDATE ${alerts} SET polling_status = $2, video_history_id = CASE WHEN $3::boolean THEN $4::bigint ELSE video_history_id END, version = version + 1, updated_on = now() WHERE id = ANY($1::bigint[])`,
    [ids, options.status, complete, history.id],
  );
  if (options.publish === false) return ids;
  noteChange(
    tx,
    'raw-alert',
    'update',
    ids.map((id) => ({ id })),
    null,
  );
  const videoUrl = complete ? videoUrlOf(server, history.attachment) : null;
  for (const row of matching)
    await publishPush(tx, {
      kind: 'alert-media',
      companyId,
      payload: {
        rawAlertId: Number(row.id),
        pollingStatus: options.status,
        retryCount: Number(row.retry_count ?? 0),
        videoUrl,
      },
    });
  return ids;
}

// ---- updateAlertMediaStatus ----

/** updateAlertMediaStatus: the shared polling state of one alert; announced to the company. */
export async function updateAlertMediaStatus(
  server: ServerContext,
  caller: Caller,
  input: unknown,
): Promise<number> {
  if (!isObject(input)) throw badRequest({ input: 'required' });
  const errors: ErrorMap = {};
  const rawAlertId = positiveId(input.rawAlertId, 'rawAlertId', errors);
  const status = input.pollingStatus;
  if (status === undefined || status === null) errors.pollingStatus = 'required';
  else if (!POLLING_STATUSES.includes(status as never)) errors.pollingStatus = 'invalid-value';
  const retry = input.retryCount;
  if (retry !== undefined && retry !== null) {
    if (typeof retry !== 'number' || !Number.isSafeInteger(retry))
      errors.retryCount = 'invalid-format';
    else if (retry < 0) errors.retryCount = 'too-small';
    else if (retry > MAX_RETRY_COUNT) errors.retryCount = 'too-large';
  }
  check(errors);
  return server.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      retry_count: number | null;
      video_history_id: number | null;
    }>(
      `SELECT id, retry_count, video_history_id FROM ${alerts} WHERE id = $1::bigint AND company_id = $2::bigint FOR UPDATE`,
      [rawAlertId, caller.company_id],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, { rawAlertId: 'not-found' });
    const retryCount = typeof retry === 'number' ? retry : Number(row.retry_count ?? 0);
    await tx.query(
      `UPDATE ${alerts} SET polling_status = $2, retry_count = $3::bigint, version = version + 1, updated_on = now() WHERE id = $1::bigint`,
      [rawAlertId, status, retryCount],
    );
    let videoUrl: string | null = null;
    if (row.video_history_id) {
      const found = await tx.query<{ attachment: string | null }>(
        `SELECT attachment FROM ${histories} WHERE id = $1::bigint`,
        [row.video_history_id],
      );
      videoUrl = videoUrlOf(server, found.rows[0]?.attachment ?? null);
    }
    noteChange(tx, 'raw-alert', 'update', [{ id: rawAlertId! }], null);
    await publishPush(tx, {
      kind: 'alert-media',
      companyId: caller.company_id,
      payload: {
        rawAlertId: rawAlertId!,
        pollingStatus: status as PollingStatus,
        retryCount,
        videoUrl,
      },
    });
    return rawAlertId!;
  });
}

/** The stored videos of alerts by their history ids, as signed URLs. */
export async function videoUrlsOf(
  server: Pick<ServerContext, 'config' | 'db'>,
  companyId: number,
  historyIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (historyIds.length === 0) return new Map();
  const { rows } = await server.db.query<{ id: number; attachment: string | null }>(
    `SELECT id, attachment FROM ${histories} WHERE id = ANY($1::bigint[]) AND company_id = $2::bigint AND status = 'S'`,
    [[...new Set(historyIds)], companyId],
  );
  return new Map(rows.map((row) => [Number(row.id), videoUrlOf(server, row.attachment)]));
}
