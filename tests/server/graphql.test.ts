// POST /graphql (docs/alerts.md §1): the types and operations generated from the registry in force,
// their scopes, validation, version check and envelopes, the modules' overrides, and the alert-rule
// module. One app on one database for the whole file; the live-registry case runs last.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  getNamedType,
} from '../../server/graphql/graphqlLib.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate } from '../../scripts/lib/generator.ts';
import { buildApp } from '../../server/app.ts';
import { camelCase, graphqlNames, pascalCase, shapeOf } from '../../src/domain/graphql/names.ts';
import type { GraphqlModule } from '../../server/graphql/types.ts';
import { importGenerated } from '../../server/live.ts';
import { ALERT_CODES } from '../../server/alerts/codes.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { sampleRecord } from '../fixtures/records.ts';
import { allScopes, defaultUsers, startHarness, type Harness } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
let h: Harness;

beforeAll(async () => {
  const resources = (await import('../../src/generated/registry.ts')).resources;
  // The template scopes are feature scopes (server/auth/roles.ts): admin holds both, viewer reads.
  const users = defaultUsers(resources).map((u) =>
    u.username === 'admin'
      ? { ...u, scopes: [...u.scopes, 'alert_rule_template:read', 'alert_rule_template:create'] }
      : u.username === 'viewer'
        ? { ...u, scopes: [...u.scopes, 'alert_rule_template:read'] }
        : u,
  );
  h = await startHarness({
    users: [
      ...users,
      {
        username: 'other',
        fullname: 'Perusahaan Lain',
        company_id: 2,
        scopes: allScopes(resources).concat([
          'alert_rule_template:read',
          'alert_rule_template:create',
        ]),
      },
    ],
  });
  // Company 1 (the harness users' company) and company 2.
  await h.create('company', sampleRecord('company', {}));
  await h.create('company', sampleRecord('company', {}));
}, 120_000);
afterAll(async () => {
  await h?.close();
});

interface GqlResponse {
  data?: Record<string, any>;
  errors?: { message: string }[];
}

async function gql(
  user: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlResponse> {
  const response = await h.request(user, {
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The root field's result, after checking the call raised no GraphQL error. */
async function call(
  user: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<any> {
  const body = await gql(user, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data!)[0];
}

const ENVELOPE = 'isSuccessful errorCode errorName message status errors';

describe('the endpoint', () => {
  test('refuses a request without a valid bearer token with 401 and the REST body', async () => {
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ registryHash }' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: { token: 'required' } });
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    const forged = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: 'Bearer nope' },
      payload: { query: '{ registryHash }' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ errors: { token: 'invalid-value' } });
    const inactive = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${h.app.jwt.sign({ sub: String(h.users.inactive.id) })}` },
      payload: { query: '{ registryHash }' },
    });
    expect(inactive.statusCode).toBe(401);
  });

  test('answers a signed-in caller; GraphiQL is off under test', async () => {
    expect(await gql('nobody', '{ registryHash }')).toEqual({ data: { registryHash: null } });
    expect((await h.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
  });
});

describe('generated from the registry', () => {
  test('every resource has its type, with a camelCase field per schema property', () => {
    const { schema } = h.app.graphqlSchema;
    for (const def of Object.values(h.registry.resources) as ResourceDef[]) {
      const type = schema.getType(graphqlNames(def.name).type);
      expect(type, def.name).toBeInstanceOf(GraphQLObjectType);
      const fields = (type as GraphQLObjectType).getFields();
      const expected = Object.keys(def.schema.properties).map(camelCase);
      // A module may extend the type with computed fields: every property is there, plus maybe more.
      expect(Object.keys(fields), def.name).toEqual(expect.arrayContaining(expected));
      expect(fields.id.type, def.name).toBeInstanceOf(GraphQLNonNull);
      expect(fields.version.type, def.name).toBeInstanceOf(GraphQLNonNull);
      for (const [property, schemaOf] of Object.entries(def.schema.properties)) {
        const fieldType = fields[camelCase(property)].type;
        const types = [schemaOf.type].flat().filter((t) => t && t !== 'null');
        const named = getNamedType(fieldType).name;
        const at = `${def.name}.${property}`;
        // A string enum is a GraphQL enum, date-time and date strings their own scalars (shapeOf).
        const shape = shapeOf(schemaOf);
        if (types.length === 1 && types[0] === 'string')
          expect(named, at).toBe(
            shape.kind === 'enum'
              ? `${graphqlNames(def.name).type}${pascalCase(property)}`
              : shape.kind === 'scalar'
                ? ({ 'date-time': 'DateTime', date: 'Date' }[schemaOf.format ?? ''] ?? 'String')
                : 'JSON',
          );
        if (shape.kind === 'enum')
          expect(
            (schema.getType(named) as GraphQLEnumType).getValues().map((v) => v.name),
            at,
          ).toEqual(shape.values);
        // Required and never null: non-null, unless a read scope may leave it out of the record.
        const required =
          (def.schema.required ?? []).includes(property) &&
          ![schemaOf.type].flat().includes('null') &&
          !Object.hasOwn(def.readScopes ?? {}, property);
        if (property !== 'id' && property !== 'version')
          expect(fieldType instanceof GraphQLNonNull, at).toBe(required);
        if (types.length === 1 && types[0] === 'boolean')
          expect(named, `${def.name}.${property}`).toBe('Boolean');
        if (types.length === 1 && types[0] === 'number')
          expect(named, `${def.name}.${property}`).toBe('Float');
        if (types.length === 1 && types[0] === 'array') {
          const inner = fieldType instanceof GraphQLNonNull ? fieldType.ofType : fieldType;
          expect(inner, `${def.name}.${property}`).toBeInstanceOf(GraphQLList);
        }
      }
    }
    // Nested objects get their own types, named after the owner and the property.
    const geofence = h.app.graphqlSchema.schema.getType('AlertRuleGeofence') as GraphQLObjectType;
    expect(Object.keys(geofence.getFields())).toEqual([
      'geofenceId',
      'fenceName',
      'address',
      'type',
      'serviceLocType',
    ]);
  });

  test('root fields exist exactly for the operations each schema lists', () => {
    const { schema, operations } = h.app.graphqlSchema;
    const query = schema.getQueryType()!.getFields();
    const mutation = schema.getMutationType()!.getFields();
    for (const def of Object.values(h.registry.resources) as ResourceDef[]) {
      const names = graphqlNames(def.name);
      const generated = operations.filter((op) => op.resource === def.name);
      const replaced = (field: string) => !generated.some((op) => op.field === field);
      for (const [op, field, root] of [
        ['list', names.list, query],
        ['read', names.single, query],
        ['create', names.create, mutation],
        ['update', names.update, mutation],
        ['delete', names.remove, mutation],
      ] as const) {
        const listed = def.operations.includes(op);
        // A module's root field of the same name replaces the generated one (alertCodes, company, updateCompany).
        if (listed && replaced(field))
          expect(root[field], `${def.name} ${op} (module)`).toBeDefined();
        else if (listed) expect(root[field], `${def.name} ${op}`).toBeDefined();
        else
          expect(
            generated.some((g) => g.field === field),
            `${def.name} ${op}`,
          ).toBe(false);
      }
    }
  });

  test('every generated operation refuses a caller without its scopes, before reading or writing', async () => {
    const { operations } = h.app.graphqlSchema;
    expect(operations.length).toBeGreaterThan(40);
    const before = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "reason"`);
    for (const op of operations) {
      const def = h.registry.resources[op.resource] as ResourceDef;
      const args =
        op.action === 'read' && op.field === graphqlNames(def.name).list
          ? ''
          : op.action === 'read'
            ? '(id: 1)'
            : op.action === 'create'
              ? '(input: {})'
              : op.action === 'update'
                ? '(id: 1, version: 1, input: {})'
                : '(id: 1)';
      const root = op.root === 'Query' ? 'query' : 'mutation';
      const result = await call('nobody', `${root} { ${op.field}${args} { ${ENVELOPE} } }`);
      expect(result, `${op.root}.${op.field}`).toMatchObject({
        isSuccessful: false,
        status: 403,
        errorCode: 'forbidden',
        errorName: 'scope',
        errors: { scope: def.scopes[op.action][0] },
      });
      expect(result.message).toBe('Anda tidak berhak mengakses data ini');
    }
    const after = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "reason"`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

const RULE_FIELDS =
  'id version label alertCode alertUrgencyType isActive autoPopup maxThreshold dayOfWeek geofences { geofenceId fenceName } vehicles { id licensePlate } createdOn';

describe('alert rules through the generated operations', () => {
  let id: number;

  test('create validates with the REST validators and answers field-keyed errors', async () => {
    const bad = await call(
      'admin',
      `mutation($input: AlertRuleInput!) { createAlertRule(input: $input) { ${ENVELOPE} data { id } } }`,
      {
        input: { alertCode: 8, withSchedule: true, startTime: '25:00' },
      },
    );
    expect(bad).toMatchObject({ isSuccessful: false, status: 400, data: null });
    expect(bad.errors).toMatchObject({ label: 'required', startTime: 'invalid-format' });
    expect(bad.errorName).toBe(Object.keys(bad.errors)[0]);
    expect(bad.errorCode).toBe(Object.values(bad.errors)[0]);

    const created = await call(
      'admin',
      `mutation($input: AlertRuleInput!) { createAlertRule(input: $input) { ${ENVELOPE} data { ${RULE_FIELDS} } } }`,
      {
        input: {
          label: 'Kecepatan berlebih tol',
          alertCode: 8,
          alertUrgencyType: 'URGENT',
          maxThreshold: 100,
          geofences: [{ geofenceId: 3, fenceName: 'Tol Cikampek' }],
          withGeofence: true,
          vehicles: [{ id: 7, licensePlate: 'B 9123 KXT' }],
        },
      },
    );
    expect(created).toMatchObject({ isSuccessful: true, status: 201, errors: null });
    expect(created.data).toMatchObject({
      version: 1,
      label: 'Kecepatan berlebih tol',
      alertCode: 8,
      isActive: true,
      geofences: [{ geofenceId: 3, fenceName: 'Tol Cikampek' }],
    });
    id = created.data.id;
    // The same record through REST: snake_case columns.
    const rest = await h.request('admin', {
      method: 'GET',
      url: `/vsms2-rest/api/alert-rule/${id}`,
    });
    expect(rest.json().data).toMatchObject({
      alert_code: 8,
      geofences: [{ geofence_id: 3, fence_name: 'Tol Cikampek' }],
    });
  });

  test('read, and not-found as an envelope', async () => {
    expect(
      await call('viewer', `{ alertRule(id: ${id}) { ${ENVELOPE} data { id label } } }`),
    ).toMatchObject({
      isSuccessful: true,
      status: 200,
      data: { id, label: 'Kecepatan berlebih tol' },
    });
    expect(
      await call('viewer', `{ alertRule(id: 999999) { ${ENVELOPE} data { id } } }`),
    ).toMatchObject({
      isSuccessful: false,
      status: 404,
      errorCode: 'not-found',
      errorName: 'id',
      errors: { id: 'not-found' },
      data: null,
    });
  });

  test('update checks the version as PATCH does', async () => {
    const updated = await call(
      'admin',
      `mutation { updateAlertRule(id: ${id}, version: 1, input: { maxThreshold: 90 }) { ${ENVELOPE} data { version maxThreshold } } }`,
    );
    expect(updated).toMatchObject({
      isSuccessful: true,
      status: 200,
      data: { version: 2, maxThreshold: 90 },
    });
    const stale = await call(
      'admin',
      `mutation { updateAlertRule(id: ${id}, version: 1, input: { maxThreshold: 95 }) { ${ENVELOPE} data { version } } }`,
    );
    expect(stale).toMatchObject({
      isSuccessful: false,
      status: 409,
      errorCode: 'conflict',
      errorName: 'version',
      errors: { version: 'conflict' },
      data: null,
    });
    const invalid = await call(
      'admin',
      `mutation { updateAlertRule(id: ${id}, version: 2, input: { maxThreshold: -5 }) { ${ENVELOPE} } }`,
    );
    expect(invalid).toMatchObject({ status: 400, errors: { maxThreshold: 'too-small' } });
    // An enum field takes only its values: anything else is refused by GraphQL's validation, in its shape.
    const notAValue = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${await h.token('admin')}` },
      payload: {
        query: `mutation { updateAlertRule(id: ${id}, version: 2, input: { alertUrgencyType: HIGH }) { isSuccessful } }`,
      },
    });
    expect(notAValue.statusCode).toBe(400);
    expect(notAValue.json().errors[0].message).toContain('AlertRuleAlertUrgencyType');
  });

  test('the list takes the REST filter grammar, sort and paging', async () => {
    for (const label of ['Aturan A', 'Aturan B', 'Aturan C']) {
      await call(
        'admin',
        `mutation { createAlertRule(input: { label: "${label}", alertCode: 50, alertUrgencyType: IMPORTANT }) { isSuccessful } }`,
      );
    }
    const page = await call(
      'viewer',
      `{ alertRules(filter: ["alert_code eq 50", "alert_urgency_type in ('IMPORTANT')"], orderBy: "label:desc", pagination: { page: 1, show: 2 }) { ${ENVELOPE} total data { label } } }`,
    );
    expect(page).toMatchObject({
      isSuccessful: true,
      total: 3,
      data: [{ label: 'Aturan C' }, { label: 'Aturan B' }],
    });
    const second = await call(
      'viewer',
      `{ alertRules(filter: "alert_code eq 50", orderBy: "label:desc", pagination: { page: 2, show: 2 }) { total data { label } } }`,
    );
    expect(second).toEqual({ total: 3, data: [{ label: 'Aturan A' }] });
    const searched = await call('viewer', `{ alertRules(search: "tol") { total data { id } } }`);
    expect(searched).toEqual({ total: 1, data: [{ id }] });
    const badFilter = await call(
      'viewer',
      `{ alertRules(filter: "alert_code equals 50") { ${ENVELOPE} total data { id } } }`,
    );
    expect(badFilter).toMatchObject({
      isSuccessful: false,
      status: 400,
      errors: { filter: 'invalid-format' },
      total: 0,
      data: [],
    });
    const badSort = await call('viewer', `{ alertRules(orderBy: "nope:asc") { ${ENVELOPE} } }`);
    expect(badSort).toMatchObject({ status: 400, errors: { orderBy: 'invalid-value' } });
    const tooMany = await call(
      'viewer',
      `{ alertRules(pagination: { show: 100000 }) { ${ENVELOPE} } }`,
    );
    expect(tooMany).toMatchObject({ status: 400, errors: { 'pagination.show': 'too-large' } });
  });

  test('delete', async () => {
    const removed = await call(
      'admin',
      `mutation { deleteAlertRule(id: ${id}) { ${ENVELOPE} data { id } } }`,
    );
    expect(removed).toMatchObject({ isSuccessful: true, data: { id } });
    expect(
      await call('admin', `mutation { deleteAlertRule(id: ${id}) { status errorCode } }`),
    ).toEqual({ status: 404, errorCode: 'not-found' });
  });
});

describe('the alert-rule module', () => {
  const ruleIds: number[] = [];

  test('alertCodes pages the seeded catalogue', async () => {
    const first = await call(
      'viewer',
      `{ alertCodes(pagination: { page: 1, show: 5 }) { ${ENVELOPE} total data { code descriptionIdn descriptionEng unit categories { categoryIdn categoryEng } } } }`,
    );
    expect(first.isSuccessful).toBe(true);
    expect(first.total).toBe(ALERT_CODES.length);
    expect(first.data.map((c: { code: number }) => c.code)).toEqual([8, 13, 14, 15, 16]);
    expect(first.data[0]).toMatchObject({
      descriptionIdn: 'Kecepatan Berlebih',
      descriptionEng: 'Overspeed',
      unit: 'km/h',
      categories: [{ categoryEng: 'Vehicle' }],
    });
    const searched = await call(
      'viewer',
      `{ alertCodes(search: "lelah") { total data { code } } }`,
    );
    expect(searched).toEqual({ total: 1, data: [{ code: 50 }] });
    expect(await call('nobody', `{ alertCodes { status errors } }`)).toEqual({
      status: 403,
      errors: { scope: 'alert-rule:read' },
    });
  });

  test('createAlertRules makes one rule per code, all or none', async () => {
    const mutation = `mutation($input: CreateAlertRulesInput!) { createAlertRules(input: $input) { ${ENVELOPE} data { id label alertCode alertUrgencyType companyId } } }`;
    const refused = await call('admin', mutation, {
      input: {
        templates: [
          { templateId: 1, alertCodes: [8, 50] },
          { templateId: 3, alertCodes: [14, 90] },
        ],
      },
    });
    expect(refused).toMatchObject({
      isSuccessful: false,
      status: 400,
      errors: { 'templates.1.alertCodes.1': 'invalid-value' },
    });
    expect(
      (await h.db.query(`SELECT 1 FROM alert_rule WHERE alert_code IN (8, 14)`)).rows,
    ).toHaveLength(0);
    expect(
      await call('admin', mutation, {
        input: { templates: [{ templateId: 99, alertCodes: [8] }] },
      }),
    ).toMatchObject({
      status: 404,
      errors: { 'templates.0.templateId': 'not-found' },
    });
    const made = await call('admin', mutation, {
      input: {
        templates: [
          { templateId: 1, alertCodes: [8, 50] },
          { templateId: 3, alertCodes: [14] },
        ],
      },
    });
    expect(made).toMatchObject({ isSuccessful: true, status: 201 });
    expect(made.data).toMatchObject([
      {
        alertCode: 8,
        alertUrgencyType: 'URGENT',
        companyId: 1,
        label: 'Keselamatan Pengemudi: Kecepatan Berlebih',
      },
      { alertCode: 50, alertUrgencyType: 'URGENT' },
      { alertCode: 14, alertUrgencyType: 'IMPORTANT' },
    ]);
    ruleIds.push(...made.data.map((r: { id: number }) => r.id));
    expect(
      await call(
        'viewer',
        `mutation { createAlertRules(input: { templates: [{ templateId: 1, alertCodes: [8] }] }) { status errors } }`,
      ),
    ).toEqual({
      status: 403,
      errors: { scope: 'alert_rule_template:create' },
    });
  });

  test('templates show what the caller’s company already has active', async () => {
    const result = await call(
      'viewer',
      `{ alertRuleTemplates(filter: { category: "Recommendation" }, pagination: { show: 2 }) { ${ENVELOPE} total data { templateId nameIdn nameEng category defaultAlertCodes { alertCode descriptionIdn descriptionEng fullDescriptionIdn fullDescriptionEng unit iconUrl isAlreadyActive alertRule { id label } } additionalAlertCodes { alertCode isAlreadyActive } } } }`,
    );
    expect(result).toMatchObject({ isSuccessful: true, total: 5 });
    expect(result.data).toHaveLength(2);
    const [safety] = result.data;
    expect(safety).toMatchObject({
      templateId: 1,
      nameIdn: 'Keselamatan Pengemudi',
      nameEng: 'Driver safety',
      category: 'Recommendation',
    });
    const overspeed = safety.defaultAlertCodes.find(
      (c: { alertCode: number }) => c.alertCode === 8,
    );
    expect(overspeed).toMatchObject({
      descriptionIdn: 'Kecepatan Berlebih',
      isAlreadyActive: true,
      alertRule: [{ id: ruleIds[0] }],
    });
    // The catalogue's columns, camelCase, null when absent.
    expect(overspeed).toMatchObject({
      descriptionEng: 'Overspeed',
      fullDescriptionIdn:
        'Kendaraan melaju di atas batas kecepatan selama durasi minimal yang ditentukan.',
      fullDescriptionEng: 'The vehicle drove above the speed limit for at least the set duration.',
      unit: 'km/h',
    });
    expect(overspeed).toHaveProperty('iconUrl');
    expect(
      safety.defaultAlertCodes.find((c: { alertCode: number }) => c.alertCode === 110)
        .isAlreadyActive,
    ).toBe(false);
    // Another company's caller sees none of company 1's rules as theirs.
    const other = await call(
      'other',
      `{ alertRuleTemplates { data { defaultAlertCodes { isAlreadyActive } } } }`,
    );
    expect(
      other.data
        .flatMap((t: { defaultAlertCodes: { isAlreadyActive: boolean }[] }) => t.defaultAlertCodes)
        .some((c: { isAlreadyActive: boolean }) => c.isAlreadyActive),
    ).toBe(false);
    expect(
      await call(
        'other',
        `{ alertRuleTemplates(filter: { category: "Custom" }) { total data { templateId } } }`,
      ),
    ).toEqual({ total: 0, data: [] });
    expect(await call('nobody', `{ alertRuleTemplates { status errors } }`)).toEqual({
      status: 403,
      errors: { scope: 'alert_rule_template:read' },
    });
  });

  test('bulk update, flags and the light list, within the caller’s company', async () => {
    const result = await call(
      'admin',
      `mutation { bulkUpdateAlertRules(ids: [${ruleIds[0]}, ${ruleIds[1]}], isActive: false) { ${ENVELOPE} data } }`,
    );
    expect(result).toMatchObject({ isSuccessful: true, data: [ruleIds[0], ruleIds[1]] });
    const flags = await call(
      'viewer',
      `{ activeAlertRuleFlags { ${ENVELOPE} data { alertRuleId isActive } } }`,
    );
    expect(flags.data).toEqual(
      expect.arrayContaining([
        { alertRuleId: ruleIds[0], isActive: false },
        { alertRuleId: ruleIds[2], isActive: true },
      ]),
    );
    const lightList = await call(
      'viewer',
      `{ alertRulesLight { data { id label alertCode isActive } } }`,
    );
    expect(lightList.data).toEqual(
      expect.arrayContaining([
        { id: ruleIds[2], label: 'Efisiensi BBM: Penurunan BBM', alertCode: 14, isActive: true },
      ]),
    );
    expect(await call('other', `{ alertRulesLight { data { id } } }`)).toEqual({ data: [] });
    expect(
      await call(
        'other',
        `mutation { bulkUpdateAlertRules(ids: [${ruleIds[0]}], isActive: true) { status errors } }`,
      ),
    ).toEqual({
      status: 404,
      errors: { 'ids.0': 'not-found' },
    });
    expect(
      await call(
        'viewer',
        `mutation { bulkUpdateAlertRules(ids: [${ruleIds[0]}], isActive: true) { status errors } }`,
      ),
    ).toEqual({
      status: 403,
      errors: { scope: 'alert-rule:update' },
    });
    const versions = await h.db.query<{ version: number }>(
      `SELECT version FROM alert_rule WHERE id = $1`,
      [ruleIds[0]],
    );
    expect(versions.rows[0].version).toBe(2);
  });

  test('bulk delete, all or none', async () => {
    const missing = await call(
      'admin',
      `mutation { bulkDeleteAlertRules(ids: [${ruleIds[0]}, 999999]) { ${ENVELOPE} } }`,
    );
    expect(missing).toMatchObject({
      isSuccessful: false,
      status: 404,
      errors: { 'ids.1': 'not-found' },
    });
    expect(
      (await h.db.query(`SELECT 1 FROM alert_rule WHERE id = $1`, [ruleIds[0]])).rows,
    ).toHaveLength(1);
    const removed = await call(
      'admin',
      `mutation { bulkDeleteAlertRules(ids: [${ruleIds[0]}, ${ruleIds[1]}]) { isSuccessful data } }`,
    );
    expect(removed).toEqual({ isSuccessful: true, data: [ruleIds[0], ruleIds[1]] });
  });

  test('company and updateCompany: the caller’s own', async () => {
    const company = await call(
      'viewer',
      `{ company { ${ENVELOPE} data { id version name setupNotifCompleted } } }`,
    );
    expect(company).toMatchObject({
      isSuccessful: true,
      data: { id: 1, version: 1, setupNotifCompleted: false },
    });
    expect((await call('other', `{ company { data { id } } }`)).data.id).toBe(2);
    const updated = await call(
      'admin',
      `mutation { updateCompany(input: { id: 1, setupNotifCompleted: true, idleTimeout: 20 }) { ${ENVELOPE} data { version setupNotifCompleted idleTimeout } } }`,
    );
    expect(updated).toMatchObject({
      isSuccessful: true,
      data: { version: 2, setupNotifCompleted: true, idleTimeout: 20 },
    });
    expect(
      await call(
        'admin',
        `mutation { updateCompany(input: { id: 1, version: 1, name: "X" }) { status errors } }`,
      ),
    ).toEqual({ status: 409, errors: { version: 'conflict' } });
    expect(
      await call(
        'admin',
        `mutation { updateCompany(input: { id: 2, name: "X" }) { status errors } }`,
      ),
    ).toEqual({ status: 404, errors: { id: 'not-found' } });
    expect(
      await call(
        'admin',
        `mutation { updateCompany(input: { id: 1, email: "bukan-email" }) { status errors } }`,
      ),
    ).toEqual({
      status: 400,
      errors: { email: 'invalid-format' },
    });
    expect(
      await call(
        'viewer',
        `mutation { updateCompany(input: { id: 1, name: "X" }) { status errors } }`,
      ),
    ).toEqual({ status: 403, errors: { scope: 'company:update' } });
  });
});

describe('modules', () => {
  test('a module root field replaces the generated one, and a module extends a generated type', async () => {
    const shout: GraphqlModule = {
      typeDefs: `extend type Reason { shout: String }\nextend type Query { reasons: [Reason!]! }`,
      resolvers: {
        Query: { reasons: () => [{ id: 1, version: 1, reason: 'Ban bocor' }] },
        Reason: { shout: (parent: { reason: string }) => parent.reason.toUpperCase() },
      },
    };
    const app = await buildApp({
      db: h.db,
      config: h.config,
      registry: h.registry,
      graphqlModules: [shout],
    });
    try {
      expect(app.graphqlSchema.operations.some((op) => op.field === 'reasons')).toBe(false);
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${await h.token('viewer')}` },
        payload: { query: '{ reasons { id reason shout } }' },
      });
      expect(response.json()).toEqual({
        data: { reasons: [{ id: 1, reason: 'Ban bocor', shout: 'BAN BOCOR' }] },
      });
      // The other generated operations of the resource stay.
      expect(app.graphqlSchema.operations.some((op) => op.field === 'reason')).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('the live registry', () => {
  test('a schema added later gets its type and operations, with no code', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'armada-graphql-'));
    try {
      const schemasDir = path.join(dir, 'schemas');
      cpSync(path.join(root, 'schemas'), schemasDir, { recursive: true });
      cpSync(
        path.join(root, 'tests/server/fixtures/dock.schema.json'),
        path.join(schemasDir, 'dock.schema.json'),
      );
      const outDir = path.join(dir, 'generated');
      await generate({ schemasDir, outDir, quiet: true });
      const before = await h.request('admin', {
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ docks { total } }' },
      });
      expect(before.json().errors[0].message).toMatch(/docks/);
      await h.app.live.reload(await importGenerated(outDir));
      const address = await h.create('address', {
        name: 'Gudang',
        category: 'WAREHOUSE',
        full_name: 'Gudang, Bekasi',
        province: 'Jawa Barat',
        city: 'Bekasi',
      });
      const created = await call(
        'admin',
        `mutation { createDock(input: { code: "D-01", name: "Dok Utara", addressId: ${address.id}, capacity: { trucks: 4 } }) { ${ENVELOPE} data { id code addressId capacity { trucks } isOpen } } }`,
      );
      expect(created).toMatchObject({
        isSuccessful: true,
        status: 201,
        data: { code: 'D-01', addressId: address.id, capacity: { trucks: 4 }, isOpen: true },
      });
      const listed = await call(
        'admin',
        `{ docks(filter: "capacity.trucks gte 2") { total data { code } } }`,
      );
      expect(listed).toEqual({ total: 1, data: [{ code: 'D-01' }] });
      expect(await call('nobody', `{ docks { status errors } }`)).toEqual({
        status: 403,
        errors: { scope: 'dock:read' },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
