// The raw alerts' GraphQL module (docs/alerts.md §2, "GraphQL"): the alert centre's queries and its
// one mutation, and the computed fields the spec's RawAlert carries besides its columns. Listed in
// server/graphql/modules.ts; the RawAlert type itself is generated from schemas/raw-alert.schema.json.
// Every read and action is the caller's company's; errors come back in the result (status,
// errorCode, errors with field paths), never as a 5xx.
import { failed, failure, type Failure } from '../graphql/envelope.ts';
import type { GraphqlContext, GraphqlModule } from '../graphql/types.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import type { RecordData } from '../storage/records.ts';
import { ALERT_READ_SCOPE, channelsFor, VEHICLE_READ_SCOPE } from '../push/hub.ts';
import { camelCase, toGraphql } from '../../src/domain/graphql/names.ts';
import { parseAlertData } from '../../src/domain/alerts/alertData.ts';
import { urgencyOf, visibleUrgency } from '../../src/domain/alerts/urgency.ts';
import { applyAlertAction, userLogsOf, type UserLogGroup } from './actions.ts';
import {
  findRawAlert,
  listRawAlerts,
  unresolvedCounts,
  urgencySets,
  type RawAlertFilter,
  type UrgencySets,
} from './queries.ts';
import { subscribedAlertRules } from './subscriptions.ts';

const typeDefs = /* GraphQL */ `
  enum SortDirection {
    ASC
    DESC
  }
  enum RawAlertActionType {
    Read
    Resolve
    FalseAlert
    Recheck
    Feedback
  }
  input RawAlertPagination {
    page: Int = 1
    show: Int = 20
  }
  input RawAlertOrderBy {
    createdOn: SortDirection
  }
  input RawAlertFilter {
    pagination: RawAlertPagination
    orderBy: RawAlertOrderBy
    isUrgent: Boolean
    isImportant: Boolean
    isResolved: Boolean
    isFalseAlert: Boolean
    startDate: String
    endDate: String
    vehicleId: Int
  }
  input RawAlertDateRange {
    start: String!
    end: String!
  }
  input RawAlertActionInput {
    actionType: RawAlertActionType!
    data: String
    rawAlertId: [Int!]!
    selectionMode: String!
    dateRange: RawAlertDateRange
  }
  input TotalImportantAlertsFilter {
    startDate: String
    endDate: String
  }
  input PayloadFilter {
    isSharedVehicle: Boolean
    filterByType: [String!]
  }
  type RawAlertList {
    data: [RawAlert!]!
    total: Int!
  }
  type RawAlertsResult {
    isSuccessful: Boolean!
    message: String
    status: Int!
    errorCode: String
    errors: JSON
    rawAlerts: RawAlertList!
  }
  type RawAlertDetailResult {
    isSuccessful: Boolean!
    message: String
    status: Int!
    errorCode: String
    errors: JSON
    data: RawAlert
  }
  type AlertUrgencyCount {
    alertUrgencyType: String!
    unresolved: Int!
  }
  type SubscribedAlertRules {
    urgentAlertRules: [Int!]!
    importantAlertRules: [Int!]!
    autoPopupAlertRules: [Int!]!
  }
  type AlertCentrePayload {
    payload: JSON
    subscribedAlertRules: SubscribedAlertRules!
  }
  type RawAlertAction {
    actionType: String!
    data: String
    createdOn: String!
    userId: Int!
  }
  type RawAlertActionResult {
    isSuccessful: Boolean!
    message: String
    status: Int!
    errorCode: String
    errorName: String
    errors: JSON
    action: RawAlertAction
  }
  type RawAlertDescription {
    iconUrl: String
    descriptionIdn: String!
    descriptionEng: String!
  }
  type RawAlertVehicleType {
    category: String
  }
  type RawAlertVehicle {
    id: Int!
    licensePlate: String!
    vehicleType: RawAlertVehicleType!
    imei: String
  }
  type RawAlertDriver {
    fullname: String
  }
  type RawAlertLogUser {
    fullname: String!
  }
  type RawAlertLog {
    typeField: String!
    data: String
    note: String
    createdOn: String!
    userId: Int
    user: RawAlertLogUser
  }
  type RawAlertLogGroup {
    date: String!
    logs: [RawAlertLog!]!
  }
  extend type RawAlert {
    rawAlertId: Int!
    isUrgent: Boolean!
    isImportant: Boolean!
    alert: RawAlertDescription!
    vehicle: RawAlertVehicle!
    driver: RawAlertDriver!
    timePassed: Int!
    formattedAlertData: JSON!
    userLogs: [RawAlertLogGroup!]!
  }
  extend type Query {
    rawAlerts(filter: RawAlertFilter!): RawAlertsResult!
    rawAlertDetail(id: String!): RawAlertDetailResult!
    totalImportantAlerts(filter: TotalImportantAlertsFilter): [AlertUrgencyCount!]!
    payload(filter: PayloadFilter): AlertCentrePayload!
  }
  extend type Mutation {
    upsertRawAlertsAction(input: RawAlertActionInput!): RawAlertActionResult!
  }
`;

/**
 * A stored record for the generated RawAlert type: its columns as the generated resolvers read them
 * (camelCase, nested objects too: the domain's toGraphql), beside the snake_case ones this module's
 * own resolvers read (vehicle, driver, formattedAlertData).
 */
function asRawAlert(record: RecordData, context: GraphqlContext): RecordData {
  const properties = context.server.resources['raw-alert']?.schema.properties ?? {};
  return { ...record, ...toGraphql(record, properties) };
}

const forbidden = (context: GraphqlContext, scope = ALERT_READ_SCOPE): Failure | undefined =>
  context.account.scopes.includes(scope) ? undefined : failure(403, { scope });

/** Per request: the caller's urgency sets, the alert-code descriptions and the pending userLogs batch, read once. */
const perRequest = new WeakMap<
  object,
  {
    sets?: Promise<UrgencySets>;
    codes: Map<
      number,
      Promise<{ iconUrl: string | null; descriptionIdn: string; descriptionEng: string }>
    >;
    logs?: { ids: number[]; result: Promise<Map<number, UserLogGroup[]>> };
  }
>();
function cacheOf(context: GraphqlContext) {
  let cache = perRequest.get(context.request);
  if (!cache) perRequest.set(context.request, (cache = { codes: new Map() }));
  return cache;
}

/** An alert's userLogs: the listed alerts asking in the same turn share one query (not one per alert). */
async function logsFor(context: GraphqlContext, id: number): Promise<UserLogGroup[]> {
  const cache = cacheOf(context);
  let batch = cache.logs;
  if (!batch) {
    const ids: number[] = [];
    const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      cache.logs = undefined;
      return userLogsOf(context.server.db, ids);
    });
    batch = cache.logs = { ids, result };
  }
  batch.ids.push(Number(id));
  return (await batch.result).get(Number(id))!;
}

const field = <T>(parent: RecordData, snake: string): T =>
  (parent[snake] ?? parent[camelCase(snake)]) as T;

/** The caller's urgency sets, read once per request (by the list's filter and every alert's isUrgent / isImportant). */
const setsOf = (context: GraphqlContext) => () =>
  (cacheOf(context).sets ??= urgencySets(context.server.db, context.account));

async function urgencyFor(parent: RecordData, context: GraphqlContext) {
  const sets = await setsOf(context)();
  return visibleUrgency(
    urgencyOf(field<number[]>(parent, 'alert_rule_ids'), sets.rules),
    sets.mayReadUrgent,
  );
}

function describe(context: GraphqlContext, code: number) {
  const cache = cacheOf(context);
  let found = cache.codes.get(code);
  if (!found) {
    found = (async () => {
      const fallback = {
        iconUrl: null,
        descriptionIdn: `Peringatan ${code}`,
        descriptionEng: `Alert ${code}`,
      };
      // The alert-code resource (its own branch of work) may be absent from the registry.
      if (!context.server.resources['alert-code']) return fallback;
      const { rows } = await context.server.db.query<{
        icon_url: string | null;
        description_idn: string;
        description_eng: string;
      }>(
        `SELECT icon_url, description_idn, description_eng FROM ${quoteIdent(tableName('alert-code'))} WHERE code = $1::bigint LIMIT 1`,
        [code],
      );
      const row = rows[0];
      return row
        ? {
            iconUrl: row.icon_url ?? null,
            descriptionIdn: row.description_idn,
            descriptionEng: row.description_eng,
          }
        : fallback;
    })();
    cache.codes.set(code, found);
  }
  return found;
}

/** The channels the caller's push connection receives, by type (SystemNotif, AlertCenter). */
function pushPayload(
  context: GraphqlContext,
  filter: { isSharedVehicle?: boolean | null; filterByType?: string[] | null } | null | undefined,
) {
  const { id, company_id } = context.account;
  const types = filter?.filterByType ?? ['SystemNotif', 'AlertCenter'];
  const alerts = types.includes('AlertCenter') && context.account.scopes.includes(ALERT_READ_SCOPE);
  const vehicles = context.account.scopes.includes(VEHICLE_READ_SCOPE);
  const channels = channelsFor(
    { userId: id, companyId: company_id, alerts, vehicles },
    types.includes('SystemNotif'),
  );
  return {
    userId: id,
    companyId: company_id,
    isSharedVehicle: filter?.isSharedVehicle ?? false,
    channels,
  };
}

export const rawAlertsModule: GraphqlModule = {
  typeDefs,
  resolvers: {
    Query: {
      async rawAlerts(_parent, args: { filter: RawAlertFilter }, context: GraphqlContext) {
        const denied = forbidden(context);
        if (denied) return { ...denied, rawAlerts: { data: [], total: 0 } };
        try {
          const result = await listRawAlerts(
            context.server,
            context.account,
            args.filter ?? {},
            setsOf(context),
          );
          return {
            isSuccessful: true,
            status: 200,
            message: 'OK',
            rawAlerts: {
              data: result.data.map((record) => asRawAlert(record, context)),
              total: result.total,
            },
          };
        } catch (error) {
          return { ...failed(error), rawAlerts: { data: [], total: 0 } };
        }
      },
      async rawAlertDetail(_parent, args: { id: string }, context: GraphqlContext) {
        const denied = forbidden(context);
        if (denied) return { ...denied, data: null };
        const found = await findRawAlert(
          context.server,
          context.account.company_id,
          args.id.trim(),
        );
        if (!found) return { ...failure(404, { id: 'not-found' }), data: null };
        return { isSuccessful: true, status: 200, message: 'OK', data: asRawAlert(found, context) };
      },
      async totalImportantAlerts(
        _parent,
        args: { filter?: { startDate?: string | null; endDate?: string | null } | null },
        context: GraphqlContext,
      ) {
        // A list, not a result: without the scope there is nothing to count.
        if (forbidden(context)) return [];
        try {
          return await unresolvedCounts(
            context.server,
            context.account,
            args.filter ?? {},
            setsOf(context),
          );
        } catch (error) {
          failed(error);
          return [];
        }
      },
      async payload(
        _parent,
        args: {
          filter?: { isSharedVehicle?: boolean | null; filterByType?: string[] | null } | null;
        },
        context: GraphqlContext,
      ) {
        const rules = forbidden(context)
          ? { urgentAlertRules: [], importantAlertRules: [], autoPopupAlertRules: [] }
          : await subscribedAlertRules(context.server.db, context.account);
        return { payload: pushPayload(context, args.filter), subscribedAlertRules: rules };
      },
    },
    Mutation: {
      async upsertRawAlertsAction(_parent, args: { input: unknown }, context: GraphqlContext) {
        const denied = forbidden(context);
        if (denied) return { ...denied, action: null };
        try {
          const action = await applyAlertAction(context.server, context.account, args.input);
          return {
            isSuccessful: true,
            status: 200,
            message: 'OK',
            errorCode: null,
            errors: null,
            action,
          };
        } catch (error) {
          return { ...failed(error), action: null };
        }
      },
    },
    RawAlert: {
      rawAlertId: (parent: RecordData) => field<number>(parent, 'id'),
      isUrgent: async (parent: RecordData, _args, context: GraphqlContext) =>
        (await urgencyFor(parent, context)) === 'URGENT',
      isImportant: async (parent: RecordData, _args, context: GraphqlContext) =>
        (await urgencyFor(parent, context)) === 'IMPORTANT',
      alert: (parent: RecordData, _args, context: GraphqlContext) =>
        describe(context, field<number>(parent, 'alert_code')),
      vehicle: (parent: RecordData) => ({
        id: field<number>(parent, 'vehicle_id'),
        licensePlate: field<string>(parent, 'license_plate'),
        vehicleType: { category: field<string | null>(parent, 'vehicle_category') ?? null },
        imei: field<string | null>(parent, 'imei') ?? null,
      }),
      driver: (parent: RecordData) => ({
        fullname: field<string | null>(parent, 'driver_name') ?? null,
      }),
      timePassed: (parent: RecordData) =>
        Math.max(
          0,
          Math.floor((Date.now() - Date.parse(field<string>(parent, 'created_on'))) / 1000),
        ),
      formattedAlertData: (parent: RecordData) =>
        parseAlertData(
          field<number>(parent, 'alert_code'),
          field<string | null>(parent, 'alert_data'),
        ),
      userLogs: (parent: RecordData, _args, context: GraphqlContext) =>
        logsFor(context, field<number>(parent, 'id')),
    },
  },
};
