// The device calls' GraphQL module (docs/devices.md, spec §7): vehicleStatuses,
// findDownloadVideoHistories, vehicleVideos, requestVehicleFileList, setUploadMedia and
// updateAlertMediaStatus, and the raw alert's media fields (vehicle.device, vehicle.gpsPhone,
// videoData, canRequest, canCheck; pollingStatus and retryCount are its columns). Listed in
// server/graphql/modules.ts after the raw alerts' module, whose RawAlert and RawAlertVehicle it
// extends. Every call needs the alert centre's main read scope (the upload request too: ours), sees
// only the caller's company (row-level security), and answers errors in the result, field-keyed,
// never as a 5xx.
import { failed, failure, type Failure } from '../graphql/envelope.ts';
import type { GraphqlContext, GraphqlModule } from '../graphql/types.ts';
import type { RecordData } from '../storage/records.ts';
import { ALERT_READ_SCOPE } from '../push/hub.ts';
import { camelCase, toGraphql } from '../../src/domain/graphql/names.ts';
import {
  canCheckMedia,
  canRequestMedia,
  isUnreachable,
} from '../../src/domain/devices/channels.ts';
import { findRawAlert } from '../alerts/queries.ts';
import {
  deviceOf,
  downloadVideoHistories,
  requestFileList,
  setUploadMedia,
  updateAlertMediaStatus,
  vehicleStatuses,
  vehicleVideos,
  vehiclesById,
  videoUrlOf,
  videoUrlsOf,
  type HistoryRow,
  type VehicleRow,
} from './media.ts';
import { UPLOAD_NOT_SENT, UPLOAD_SENT } from './gateway.ts';

const ENVELOPE = `
    isSuccessful: Boolean!
    message: String
    status: Int!
    errorCode: String
    errorName: String
    errors: JSON`;

const typeDefs = /* GraphQL */ `
  type RawAlertDevice {
    deviceType: String!
    deviceCode: String!
    imei: String!
    channels: [Int!]!
    lastSeenAt: String
    isReachable: Boolean!
  }
  extend type RawAlertVehicle {
    gpsPhone: String
    device: RawAlertDevice
  }
  type VideoData {
    url: String!
  }
  extend type Vehicle {
    device: RawAlertDevice!
    vehicleType: RawAlertVehicleType!
  }
  extend type RawAlert {
    videoData: VideoData
    canRequest: Boolean!
    canCheck: Boolean!
  }
  input VehicleStatusFilter {
    vehicleId: Int
    vehicleStatus: [String!]
  }
  type VehicleStatusDevice {
    deviceCode: String!
    deviceType: String!
    imei: String!
    channels: [Int!]!
  }
  type VehicleStatusVehicle {
    id: Int!
    licensePlate: String!
    device: VehicleStatusDevice!
  }
  type VehicleStatus {
    vehicleId: Int!
    vehicleStatus: String!
    lastReceive: String
    isReachable: Boolean!
    vehicle: VehicleStatusVehicle!
  }
  type VehicleStatusesResult {${ENVELOPE}
    data: [VehicleStatus!]!
  }
  input DownloadVideoHistoryFilter {
    startTime: String
    vehicleId: Int
  }
  input DevicePagination {
    page: Int = 1
    show: Int = 20
  }
  type DownloadVideoHistoryItem {
    id: Int!
    vehicleId: Int!
    imei: String!
    channel: Int
    startTime: String!
    endTime: String!
    status: String!
    rawAlertId: Int
    sizeBytes: Int
    requestedOn: String
    completedOn: String
    videoData: VideoData
  }
  type DownloadVideoHistoriesResult {${ENVELOPE}
    data: [DownloadVideoHistoryItem!]!
    total: Int!
  }
  input VehicleVideosFilter {
    channel: Int
    fileListOnly: Boolean
    isFromCache: Boolean
    vehicleId: Int
    startTime: String
    endTime: String
  }
  type VehicleVideoFile {
    fileName: String!
    channel: Int
    startTime: String!
    endTime: String!
    sizeBytes: Int!
  }
  type VehicleVideosResult {${ENVELOPE}
    data: [VehicleVideoFile!]!
  }
  input RequestVehicleFileListInput {
    imei: String
    channel: Int
    vehicleId: Int
  }
  type DeviceRequestResult {${ENVELOPE}
  }
  input BsjUploadInput {
    channel: String
    startTime: String
    endTime: String
    createdOnRawAlert: String
  }
  input RawAlertUploadInput {
    cameraPosition: Int
    rawAlertCreatedOn: String
  }
  input SetUploadMediaInput {
    imei: String
    rawAlertId: Int
    bsjInput: BsjUploadInput
    rawAlertInput: RawAlertUploadInput
  }
  type SetUploadMediaResult {${ENVELOPE}
    historyId: Int
  }
  input AlertMediaStatusInput {
    rawAlertId: Int
    pollingStatus: String
    retryCount: Int
  }
  type AlertMediaStatusResult {${ENVELOPE}
    data: RawAlert
  }
  extend type Query {
    vehicleStatuses(filter: VehicleStatusFilter): VehicleStatusesResult!
    findDownloadVideoHistories(
      filter: DownloadVideoHistoryFilter
      pagination: DevicePagination
    ): DownloadVideoHistoriesResult!
    vehicleVideos(filter: VehicleVideosFilter): VehicleVideosResult!
  }
  extend type Mutation {
    requestVehicleFileList(input: RequestVehicleFileListInput): DeviceRequestResult!
    setUploadMedia(input: SetUploadMediaInput): SetUploadMediaResult!
    updateAlertMediaStatus(input: AlertMediaStatusInput): AlertMediaStatusResult!
  }
`;

const denied = (context: GraphqlContext): Failure | undefined =>
  context.account.scopes.includes(ALERT_READ_SCOPE)
    ? undefined
    : failure(403, { scope: ALERT_READ_SCOPE });

const OK = { isSuccessful: true, status: 200, message: 'OK', errorCode: null, errorName: null };

/** Runs a call: the scope first, then the work; a refusal is the envelope plus `empty`. */
async function run<T extends object>(
  context: GraphqlContext,
  empty: Record<string, unknown>,
  work: () => Promise<T>,
) {
  const refused = denied(context);
  if (refused) return { ...refused, ...empty };
  try {
    return { ...OK, errors: null, ...(await work()) };
  } catch (error) {
    return { ...failed(error), ...empty };
  }
}

const field = <T>(parent: RecordData, snake: string): T =>
  (parent[snake] ?? parent[camelCase(snake)]) as T;

/** Per request: vehicles and stored videos asked for by the listed alerts, one query each per turn. */
interface Batch<K, V> {
  keys: K[];
  result: Promise<Map<K, V>>;
}
const batches = new WeakMap<object, Map<string, Batch<number, unknown>>>();
function batched<V>(
  context: GraphqlContext,
  name: string,
  key: number,
  load: (keys: number[]) => Promise<Map<number, V>>,
): Promise<V | undefined> {
  let byName = batches.get(context.request);
  if (!byName) batches.set(context.request, (byName = new Map()));
  let batch = byName.get(name) as Batch<number, V> | undefined;
  if (!batch) {
    const keys: number[] = [];
    const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      byName.delete(name);
      return load(keys);
    });
    batch = { keys, result };
    byName.set(name, batch as Batch<number, unknown>);
  }
  batch.keys.push(key);
  return batch.result.then((map) => map.get(key));
}

const vehicleFor = (context: GraphqlContext, id: number) =>
  batched(context, 'vehicle', Number(id), (ids) =>
    vehiclesById(context.server.db, context.account.company_id, ids),
  );

function deviceShape(row: VehicleRow) {
  const device = deviceOf(row);
  return {
    deviceType: device.deviceType,
    deviceCode: device.deviceType,
    imei: device.imei,
    channels: device.channels,
    lastSeenAt: device.lastSeenAt,
    isReachable: !isUnreachable(device.lastSeenAt, Date.now()),
  };
}

const historyShape = (context: GraphqlContext, row: HistoryRow) => ({
  id: Number(row.id),
  vehicleId: Number(row.vehicle_id),
  imei: row.imei,
  channel: row.channel === null ? null : Number(row.channel),
  startTime: new Date(row.start_time).toISOString(),
  endTime: new Date(row.end_time).toISOString(),
  status: row.status,
  rawAlertId: row.raw_alert_id === null ? null : Number(row.raw_alert_id),
  sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
  requestedOn: row.requested_on ? new Date(row.requested_on).toISOString() : null,
  completedOn: row.completed_on ? new Date(row.completed_on).toISOString() : null,
  videoData:
    row.status === 'S' && row.attachment
      ? { url: videoUrlOf(context.server, row.attachment) }
      : null,
});

async function deviceOfAlert(parent: RecordData, context: GraphqlContext) {
  const row = await vehicleFor(context, field<number>(parent, 'vehicle_id'));
  return row ? deviceOf(row) : null;
}

export const devicesModule: GraphqlModule = {
  typeDefs,
  resources: ['raw-alert', 'vehicle', 'download-video-history'],
  resolvers: {
    Query: {
      vehicleStatuses: (_parent, args: { filter?: unknown }, context: GraphqlContext) =>
        run(context, { data: [] }, async () => ({
          data: (await vehicleStatuses(context.server, context.account, args.filter)).map(
            ({ vehicle, status, lastReceive }) => ({
              vehicleId: Number(vehicle.id),
              vehicleStatus: status,
              lastReceive,
              isReachable: !isUnreachable(lastReceive, Date.now()),
              vehicle: {
                id: Number(vehicle.id),
                licensePlate: vehicle.license_plate,
                device: deviceShape(vehicle),
              },
            }),
          ),
        })),
      findDownloadVideoHistories: (
        _parent,
        args: { filter?: unknown; pagination?: unknown },
        context: GraphqlContext,
      ) =>
        run(context, { data: [], total: 0 }, async () => {
          const found = await downloadVideoHistories(
            context.server,
            context.account,
            args.filter,
            args.pagination,
          );
          return { data: found.data.map((row) => historyShape(context, row)), total: found.total };
        }),
      vehicleVideos: (_parent, args: { filter?: unknown }, context: GraphqlContext) =>
        run(context, { data: [] }, async () => ({
          data: await vehicleVideos(context.server, context.account, args.filter),
        })),
    },
    Mutation: {
      requestVehicleFileList: (_parent, args: { input?: unknown }, context: GraphqlContext) =>
        run(context, {}, async () => {
          const accepted = await requestFileList(context.server, context.account, args.input);
          return { isSuccessful: accepted, message: accepted ? UPLOAD_SENT : 'Not Sent' };
        }),
      setUploadMedia: (_parent, args: { input?: unknown }, context: GraphqlContext) =>
        run(context, { historyId: null }, async () => {
          const answer = await setUploadMedia(context.server, context.account, args.input);
          return {
            isSuccessful: answer.message === UPLOAD_SENT,
            message: answer.message === UPLOAD_SENT ? UPLOAD_SENT : UPLOAD_NOT_SENT,
            historyId: answer.historyId,
          };
        }),
      updateAlertMediaStatus: (_parent, args: { input?: unknown }, context: GraphqlContext) =>
        run(context, { data: null }, async () => {
          const id = await updateAlertMediaStatus(context.server, context.account, args.input);
          const found = await findRawAlert(context.server, context.account.company_id, String(id));
          const properties = context.server.resources['raw-alert']?.schema.properties ?? {};
          return { data: found ? { ...found, ...toGraphql(found, properties) } : null };
        }),
    },
    Vehicle: {
      device: (parent: RecordData) =>
        deviceShape({
          id: field<number>(parent, 'id'),
          company_id: 0,
          license_plate: field<string>(parent, 'license_plate'),
          category: null,
          driver_name: null,
          device_type: field<string>(parent, 'device_type'),
          imei: field<string>(parent, 'imei'),
          gps_phone: null,
          channels: field<number[] | null>(parent, 'channels'),
          last_seen_at: field<string | null>(parent, 'last_seen_at') ?? null,
          is_active: null,
        }),
      vehicleType: (parent: RecordData) => ({
        category: field<string | null>(parent, 'category') ?? null,
      }),
    },
    RawAlertVehicle: {
      gpsPhone: async (parent: { id: number }, _args, context: GraphqlContext) =>
        (await vehicleFor(context, parent.id))?.gps_phone ?? null,
      device: async (parent: { id: number }, _args, context: GraphqlContext) => {
        const row = await vehicleFor(context, parent.id);
        return row ? deviceShape(row) : null;
      },
    },
    RawAlert: {
      retryCount: (parent: RecordData) => Number(field<number | null>(parent, 'retry_count') ?? 0),
      videoData: async (parent: RecordData, _args, context: GraphqlContext) => {
        const historyId = field<number | null>(parent, 'video_history_id');
        if (historyId) {
          const url = await batched(context, 'video', Number(historyId), (ids) =>
            videoUrlsOf(context.server, context.account.company_id, ids),
          );
          if (url) return { url };
        }
        // A device feed may ingest an alert with its own video address.
        const external = field<string | null>(parent, 'video_url');
        return external ? { url: external } : null;
      },
      canCheck: async (parent: RecordData, _args, context: GraphqlContext) =>
        canCheckMedia(field<number>(parent, 'alert_code'), await deviceOfAlert(parent, context)),
      canRequest: async (parent: RecordData, _args, context: GraphqlContext) =>
        canRequestMedia(field<number>(parent, 'alert_code'), await deviceOfAlert(parent, context)),
    },
  },
};
