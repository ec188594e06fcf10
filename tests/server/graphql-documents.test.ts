// The console's hand-written GraphQL documents (src/custom/alerts/operations.ts) against the schema
// the server really serves: every document validates (variable types included), so a nullable
// variable in a non-null position, a renamed field or a missing argument fails here rather than in
// a dispatcher's hands. The unit tests of the alert centre answer from handlers and cannot see it.
import { createRequire } from 'node:module';
import type * as GraphqlJs from 'graphql';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  PAYLOAD,
  RAW_ALERT_DETAIL,
  RAW_ALERTS,
  TOTAL_IMPORTANT_ALERTS,
  upsertRawAlertsAction,
  FIND_DOWNLOAD_VIDEO_HISTORIES,
  REQUEST_VEHICLE_FILE_LIST,
  SET_UPLOAD_MEDIA,
  UPDATE_ALERT_MEDIA_STATUS,
  VEHICLE_STATUSES,
  VEHICLE_VIDEOS,
} from '../../src/custom/alerts/operations.ts';
import { ALERT_ACTION_TYPES } from '../../src/domain/alerts/actions.ts';
import { startHarness, type Harness } from './harness.ts';

// graphql-js as mercurius loads it (server/graphql/graphqlLib.ts): a schema only validates with its own copy.
const graphql = createRequire(import.meta.url)('graphql') as typeof GraphqlJs;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.app.ready();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const documents: [string, DocumentNode][] = [
  ['RawAlerts', RAW_ALERTS],
  ['RawAlertDetail', RAW_ALERT_DETAIL],
  ['TotalImportantAlerts', TOTAL_IMPORTANT_ALERTS],
  ['AlertCentrePayload', PAYLOAD],
  ...ALERT_ACTION_TYPES.map((type): [string, DocumentNode] => [
    `UpsertRawAlertsAction${type}`,
    upsertRawAlertsAction(type),
  ]),
  ['VehicleStatuses', VEHICLE_STATUSES],
  ['FindDownloadVideoHistories', FIND_DOWNLOAD_VIDEO_HISTORIES],
  ['VehicleVideos', VEHICLE_VIDEOS],
  ['RequestVehicleFileList', REQUEST_VEHICLE_FILE_LIST],
  ['SetUploadMedia', SET_UPLOAD_MEDIA],
  ['UpdateAlertMediaStatus', UPDATE_ALERT_MEDIA_STATUS],
];

test.each(documents)('%s validates against the served schema', (_name, document) => {
  const schema = (h.app as unknown as { graphql: { schema: GraphqlJs.GraphQLSchema } }).graphql
    .schema;
  const errors = graphql.validate(schema, graphql.parse(print(document)));
  expect(errors.map((error) => error.message)).toEqual([]);
});
