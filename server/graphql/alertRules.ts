// The alert-rule module (docs/alerts.md §1, master-data §7 "GraphQL: alert rules" and "GraphQL:
// company"): the light list, the alert-code catalogue, the rule templates with what the caller's
// company already has active, the active-flag list, bulk activate / delete, rules from templates
// (all or none), and the caller's company. Everything is scoped to the caller's company.
import { ApiError } from '../errors.ts';
import { contractList } from '../routes/contractList.ts';
import { enveloped, forbidden, pageEnveloped } from './envelope.ts';
import { ENVELOPE_FIELDS, LIST_ARGUMENT_NAMES, listQuery } from './generate.ts';
import { camelCase, fromGraphql, toGraphql } from '../../src/domain/graphql/names.ts';
import type { GraphqlContext, GraphqlModule } from './types.ts';
import { ALERT_CODES } from '../alerts/codes.ts';
import type { AlertUrgency } from '../../src/domain/alerts/urgency.ts';
import { MAX_LIMIT } from '../../src/domain/list/limits.ts';
import { ONBOARDING_TEMPLATE_PAGE_SIZE } from '../../src/domain/widgets/onboarding.ts';

interface AlertRuleTemplate {
  templateId: number;
  category: 'Recommendation';
  nameIdn: string;
  nameEng: string;
  descriptionIdn: string;
  descriptionEng: string;
  iconUrl: string | null;
  defaultAlertCodes: readonly number[];
  additionalAlertCodes: readonly number[];
}

/** The recommended rule sets a company starts from (ours: the spec lists the shape, not the sets). */
const ALERT_RULE_TEMPLATES: readonly AlertRuleTemplate[] = [
  {
    templateId: 1,
    category: 'Recommendation',
    nameIdn: 'Keselamatan Pengemudi',
    nameEng: 'Driver safety',
    descriptionIdn: 'Pantau kecepatan, kelelahan dan perilaku berbahaya pengemudi.',
    descriptionEng: 'Watch speed, fatigue and dangerous driver behaviour.',
    iconUrl: null,
    defaultAlertCodes: [8, 50, 110, 55],
    additionalAlertCodes: [49, 51, 52, 53, 54, 56, 111, 117],
  },
  {
    templateId: 2,
    category: 'Recommendation',
    nameIdn: 'Bantuan Pengemudi (ADAS)',
    nameEng: 'Driver assistance (ADAS)',
    descriptionIdn: 'Peringatan tabrakan, keluar jalur dan manuver kasar dari kamera depan.',
    descriptionEng: 'Collision, lane and harsh-manoeuvre warnings from the forward camera.',
    iconUrl: null,
    defaultAlertCodes: [90, 91, 92],
    additionalAlertCodes: [96, 113, 134],
  },
  {
    templateId: 3,
    category: 'Recommendation',
    nameIdn: 'Efisiensi BBM',
    nameEng: 'Fuel efficiency',
    descriptionIdn: 'Kurangi pemborosan dan kehilangan bahan bakar.',
    descriptionEng: 'Cut fuel waste and loss.',
    iconUrl: null,
    defaultAlertCodes: [14, 15],
    additionalAlertCodes: [13, 16],
  },
  {
    templateId: 4,
    category: 'Recommendation',
    nameIdn: 'Keamanan Muatan',
    nameEng: 'Cargo safety',
    descriptionIdn: 'Jaga suhu ruang muat dan kendaraan yang berhenti terlalu lama.',
    descriptionEng: 'Keep the cargo temperature in range and watch long stops.',
    iconUrl: null,
    defaultAlertCodes: [17, 18],
    additionalAlertCodes: [16],
  },
  {
    templateId: 5,
    category: 'Recommendation',
    nameIdn: 'Pemantauan Penugasan',
    nameEng: 'Fleet task monitoring',
    descriptionIdn: 'Ikuti kemajuan setiap penugasan dari mulai sampai selesai.',
    descriptionEng: 'Follow every fleet task from start to finish.',
    iconUrl: null,
    defaultAlertCodes: [143, 141],
    additionalAlertCodes: [137, 138, 139, 140, 142],
  },
];

/** The urgency a rule made from a template starts with (ours): safety-critical codes are urgent. */
const TEMPLATE_URGENCY: Readonly<Record<number, AlertUrgency>> = {
  8: 'URGENT',
  49: 'URGENT',
  50: 'URGENT',
  90: 'URGENT',
  96: 'URGENT',
  110: 'URGENT',
};
const FLEET_CODES = new Set([137, 138, 139, 140, 141, 142]);
const urgencyOf = (code: number): AlertUrgency =>
  TEMPLATE_URGENCY[code] ?? (FLEET_CODES.has(code) ? 'NORMAL' : 'IMPORTANT');

const typeDefs = `
type AlertRuleLight {
  id: Int!
  label: String
  alertCode: Int
  isActive: Boolean
}

type AlertRulesLightResult {
  ${ENVELOPE_FIELDS}
  data: [AlertRuleLight!]!
}

type AlertRuleTemplateCode {
  alertCode: Int!
  descriptionIdn: String
  descriptionEng: String
  fullDescriptionIdn: String
  fullDescriptionEng: String
  unit: String
  iconUrl: String
  "True when the caller's company has an active rule for this code."
  isAlreadyActive: Boolean!
  "The caller's company's active rules for this code."
  alertRule: [AlertRuleLight!]!
}

type AlertRuleTemplate {
  templateId: Int!
  category: String!
  nameIdn: String!
  nameEng: String!
  descriptionIdn: String
  descriptionEng: String
  iconUrl: String
  defaultAlertCodes: [AlertRuleTemplateCode!]!
  additionalAlertCodes: [AlertRuleTemplateCode!]!
}

input AlertRuleTemplateFilter {
  category: String
}

type AlertRuleTemplatesResult {
  ${ENVELOPE_FIELDS}
  data: [AlertRuleTemplate!]!
  total: Int!
}

type AlertRuleFlag {
  alertRuleId: Int!
  isActive: Boolean!
}

type AlertRuleFlagsResult {
  ${ENVELOPE_FIELDS}
  data: [AlertRuleFlag!]!
}

type AlertRuleIdsResult {
  ${ENVELOPE_FIELDS}
  data: [Int!]
}

type AlertRulesResult {
  ${ENVELOPE_FIELDS}
  data: [AlertRule!]
}

input AlertRuleTemplateChoice {
  templateId: Int!
  alertCodes: [Int!]!
}

input CreateAlertRulesInput {
  templates: [AlertRuleTemplateChoice!]!
}

extend input CompanyPatch {
  "The caller's company id (another company's is refused)."
  id: Int!
  "When sent, checked as PATCH does (409 conflict when stale)."
  version: Int
}

extend type Query {
  alertRulesLight: AlertRulesLightResult!
  alertCodes(pagination: Pagination, search: String): AlertCodePage!
  alertRuleTemplates(filter: AlertRuleTemplateFilter, pagination: Pagination): AlertRuleTemplatesResult!
  activeAlertRuleFlags: AlertRuleFlagsResult!
  "The caller's company."
  company: CompanyResult!
}

extend type Mutation {
  bulkUpdateAlertRules(ids: [Int!]!, isActive: Boolean!): AlertRuleIdsResult!
  bulkDeleteAlertRules(ids: [Int!]!): AlertRuleIdsResult!
  "One rule per code of each template, all or none."
  createAlertRules(input: CreateAlertRulesInput!): AlertRulesResult!
  updateCompany(input: CompanyPatch!): CompanyResult!
}
`;

const scopesOf = (
  context: GraphqlContext,
  resource: string,
  action: 'read' | 'create' | 'update' | 'delete',
) => context.server.resources[resource]?.scopes[action] ?? [`${resource}:${action}`];

const log = (context: GraphqlContext) => (error: unknown) =>
  context.request.log.error({ err: error }, 'graphql alert-rule module failed');

interface RuleRow {
  id: number;
  label: string;
  alert_code: number;
  is_active: boolean;
}

async function companyRules(context: GraphqlContext, activeOnly = false): Promise<RuleRow[]> {
  const { rows } = await context.server.db.query<RuleRow>(
    `SELECT id, label, alert_code, is_active FROM "alert_rule" WHERE company_id = $1::bigint${activeOnly ? ' AND is_active' : ''} ORDER BY id`,
    [context.account.company_id],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    label: r.label,
    alert_code: Number(r.alert_code),
    is_active: r.is_active === true,
  }));
}

const light = (r: RuleRow) => ({
  id: r.id,
  label: r.label,
  alertCode: r.alert_code,
  isActive: r.is_active,
});

/** Checks that every id names a rule of the caller's company: 404 on `ids.<index>` otherwise. */
async function checkOwnRules(context: GraphqlContext, ids: number[]): Promise<void> {
  if (ids.length === 0) throw new ApiError(400, { ids: 'required' });
  const own = new Set((await companyRules(context)).map((r) => r.id));
  const missing = ids.findIndex((id) => !own.has(id));
  if (missing >= 0) throw new ApiError(404, { [`ids.${missing}`]: 'not-found' });
}

async function catalogue(context: GraphqlContext): Promise<Map<number, Record<string, unknown>>> {
  const { rows } = await context.server.db.query<Record<string, unknown>>(
    `SELECT * FROM "alert_code"`,
  );
  return new Map(rows.map((row) => [Number(row.code), row]));
}

/** The catalogue columns a template code shows (camelCase, null when absent). */
const CODE_FIELDS = [
  'description_idn',
  'description_eng',
  'full_description_idn',
  'full_description_eng',
  'unit',
  'icon_url',
] as const;

function templateCode(
  code: number,
  codes: Map<number, Record<string, unknown>>,
  active: RuleRow[],
) {
  const row =
    codes.get(code) ??
    (ALERT_CODES.find((c) => c.code === code) as Record<string, unknown> | undefined) ??
    {};
  const rules = active.filter((r) => r.alert_code === code);
  return {
    alertCode: code,
    ...Object.fromEntries(CODE_FIELDS.map((field) => [camelCase(field), row[field] ?? null])),
    isAlreadyActive: rules.length > 0,
    alertRule: rules.map(light),
  };
}

const page = (
  pagination: { page?: number; show?: number } | null | undefined,
  maxShow = MAX_LIMIT,
) => {
  const show = pagination?.show ?? 20;
  const number = pagination?.page ?? 1;
  if (!Number.isInteger(show) || show < 1)
    throw new ApiError(400, { 'pagination.show': 'too-small' });
  if (show > maxShow) throw new ApiError(400, { 'pagination.show': 'too-large' });
  if (!Number.isInteger(number) || number < 1)
    throw new ApiError(400, { 'pagination.page': 'too-small' });
  return { offset: (number - 1) * show, show };
};

const MAX_LABEL = 100;

export const alertRulesModule: GraphqlModule = {
  resources: ['alert-rule', 'alert-code', 'company'],
  typeDefs,
  resolvers: {
    Query: {
      alertRulesLight: async (_parent, _args, context: GraphqlContext) => {
        const refusal = forbidden(context, scopesOf(context, 'alert-rule', 'read'));
        if (refusal) return { ...refusal, data: [] };
        const result = await enveloped(async () => (await companyRules(context)).map(light), {
          log: log(context),
        });
        return { ...result, data: result.data ?? [] };
      },
      alertCodes: async (_parent, args, context: GraphqlContext) =>
        pageEnveloped(
          forbidden(context, scopesOf(context, 'alert-code', 'read')),
          async () => {
            const store = context.server.store('alert-code');
            const list = await contractList(context.server.db, store.source, {
              ...listQuery({ search: args.search, pagination: args.pagination }),
              sorts: 'code:asc',
            });
            return {
              rows: list.data.paginated_result.map((r) =>
                toGraphql(r, store.def.schema.properties),
              ),
              total: list.metadata.total_count,
            };
          },
          { rename: LIST_ARGUMENT_NAMES, log: log(context) },
        ),
      alertRuleTemplates: async (_parent, args, context: GraphqlContext) => {
        const refusal = forbidden(context, ['alert_rule_template:read']);
        if (refusal) return { ...refusal, data: [], total: 0 };
        let total = 0;
        const result = await enveloped(
          async () => {
            // The onboarding wizard asks for 999 (the whole catalogue, §9): a page of the constants.
            const { offset, show } = page(args.pagination, ONBOARDING_TEMPLATE_PAGE_SIZE);
            const category = args.filter?.category;
            const matching = ALERT_RULE_TEMPLATES.filter(
              (t) => !category || t.category === category,
            );
            total = matching.length;
            const [codes, active] = await Promise.all([
              catalogue(context),
              companyRules(context, true),
            ]);
            return matching.slice(offset, offset + show).map((t) => ({
              ...t,
              defaultAlertCodes: t.defaultAlertCodes.map((code) =>
                templateCode(code, codes, active),
              ),
              additionalAlertCodes: t.additionalAlertCodes.map((code) =>
                templateCode(code, codes, active),
              ),
            }));
          },
          { log: log(context) },
        );
        return { ...result, data: result.data ?? [], total };
      },
      activeAlertRuleFlags: async (_parent, _args, context: GraphqlContext) => {
        const refusal = forbidden(context, scopesOf(context, 'alert-rule', 'read'));
        if (refusal) return { ...refusal, data: [] };
        const result = await enveloped(
          async () =>
            (await companyRules(context)).map((r) => ({
              alertRuleId: r.id,
              isActive: r.is_active,
            })),
          { log: log(context) },
        );
        return { ...result, data: result.data ?? [] };
      },
      company: async (_parent, _args, context: GraphqlContext) => {
        return (
          forbidden(context, scopesOf(context, 'company', 'read')) ??
          enveloped(
            async () => {
              const store = context.server.store('company');
              return toGraphql(
                await store.get(context.server.db, context.account.company_id),
                store.def.schema.properties,
              );
            },
            { log: log(context) },
          )
        );
      },
    },
    Mutation: {
      bulkUpdateAlertRules: async (_parent, args, context: GraphqlContext) => {
        return (
          forbidden(context, scopesOf(context, 'alert-rule', 'update')) ??
          enveloped(
            async () => {
              const ids = [...new Set(args.ids as number[])];
              await checkOwnRules(context, ids);
              const store = context.server.store('alert-rule');
              await context.server.db.transaction(async (tx) => {
                for (const id of ids) {
                  const current = await store.getRaw(tx, id, undefined, true);
                  await store.applyUpdate(
                    tx,
                    current,
                    { is_active: args.isActive },
                    { account: context.account },
                  );
                }
              });
              return ids;
            },
            { log: log(context) },
          )
        );
      },
      bulkDeleteAlertRules: async (_parent, args, context: GraphqlContext) => {
        return (
          forbidden(context, scopesOf(context, 'alert-rule', 'delete')) ??
          enveloped(
            async () => {
              const ids = args.ids as number[];
              await checkOwnRules(context, ids);
              return context.server
                .store('alert-rule')
                .bulkRemove(context.server.db, { ids }, { account: context.account });
            },
            { log: log(context) },
          )
        );
      },
      createAlertRules: async (_parent, args, context: GraphqlContext) => {
        return (
          forbidden(context, [
            'alert_rule_template:create',
            ...scopesOf(context, 'alert-rule', 'create'),
          ]) ??
          enveloped(
            async () => {
              const store = context.server.store('alert-rule');
              const codes = await catalogue(context);
              const choices = (args.input?.templates ?? []) as {
                templateId: number;
                alertCodes: number[];
              }[];
              if (choices.length === 0) throw new ApiError(400, { templates: 'required' });
              const prepared = choices.flatMap((choice, t) => {
                const template = ALERT_RULE_TEMPLATES.find(
                  (x) => x.templateId === choice.templateId,
                );
                if (!template)
                  throw new ApiError(404, { [`templates.${t}.templateId`]: 'not-found' });
                if (choice.alertCodes.length === 0)
                  throw new ApiError(400, { [`templates.${t}.alertCodes`]: 'required' });
                return choice.alertCodes.map((code, c) => {
                  const offered =
                    template.defaultAlertCodes.includes(code) ||
                    template.additionalAlertCodes.includes(code);
                  const known = codes.get(code);
                  if (!offered || !known)
                    throw new ApiError(400, {
                      [`templates.${t}.alertCodes.${c}`]: 'invalid-value',
                    });
                  const label = `${template.nameIdn}: ${String(known.description_idn)}`.slice(
                    0,
                    MAX_LABEL,
                  );
                  return store.prepareCreate(
                    {
                      label,
                      alert_code: code,
                      company_id: context.account.company_id,
                      is_active: true,
                      alert_urgency_type: urgencyOf(code),
                      auto_popup: urgencyOf(code) === 'URGENT',
                    },
                    { account: context.account },
                  );
                });
              });
              const created = await context.server.db.transaction(async (tx) => {
                const rows = [];
                for (const record of prepared)
                  rows.push(await store.createIn(tx, record, { account: context.account }));
                return rows;
              });
              return created.map((r) => toGraphql(r, store.def.schema.properties));
            },
            { status: 201, log: log(context) },
          )
        );
      },
      updateCompany: async (_parent, args, context: GraphqlContext) => {
        return (
          forbidden(context, scopesOf(context, 'company', 'update')) ??
          enveloped(
            async () => {
              const store = context.server.store('company');
              const { id, version, ...input } = args.input as Record<string, unknown>;
              if (id !== context.account.company_id) throw new ApiError(404, { id: 'not-found' });
              const body = {
                ...fromGraphql(input, store.def.schema.properties),
                ...(version === undefined || version === null ? {} : { version }),
              };
              return toGraphql(
                await store.update(context.server.db, id, body, { account: context.account }),
                store.def.schema.properties,
              );
            },
            { log: log(context) },
          )
        );
      },
    },
  },
};
