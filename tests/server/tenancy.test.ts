// The cross-company matrix (docs/tenancy.md): the demo data of company 1 beside company 2's users.
// Company 2's administrator (every scope) calls every route of the route table with company 1's ids,
// every GraphQL query, and lists everything; not one answer may carry company 1's data (its
// customers' names, order and task numbers, usernames, file keys), and afterwards company 1's rows
// are exactly as they were. Run as is, both lines of defence are on. ARMADA_TENANCY=policies-only
// (the application's company filters off) and ARMADA_TENANCY=filters-only (requests keep the owner's
// role, so no policy applies) prove that each line holds alone: `npm run test:tenancy-lines`.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  GraphQLNonNull,
  GraphQLObjectType,
  getNamedType,
} from '../../server/graphql/graphqlLib.ts';
import type { GraphQLOutputType } from 'graphql';
import { startHarness, type Harness } from './harness.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { resources } from '../../src/generated/registry.ts';
import { graphqlNames } from '../../src/domain/graphql/names.ts';
import { tableName } from '../../server/storage/columns.ts';
import { createCompany } from '../../server/platform/companies.ts';

let h: Harness;
const tokens: Record<string, string> = {};
/** Company 1's ids per resource (what company 2 tries to reach). */
const ownIds: Record<string, number[]> = {};
/** Strings only company 1's data contains. */
let fingerprints: string[] = [];
/** Strings company 1 and company 2 both hold as their own (left out of the fingerprints). */
let shared: string[] = [];
let before: string;

const companyTables = Object.values(resources).filter((def) => def.tenancy === 'company');

async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const def of companyTables) {
    const { rows } = await h.db.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY id), '')) AS digest FROM "${tableName(def.name)}" t WHERE company_id = 1`,
    );
    parts.push(`${def.name}:${rows[0]!.digest}`);
  }
  return parts.join('\n');
}

async function login(username: string, password: string): Promise<string> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: `10.9.0.${Object.keys(tokens).length + 1}`,
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token as string;
}

const call = (username: string, method: string, url: string, payload?: unknown) =>
  h.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${tokens[username]}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/**
 * The text company 1 declared to company 2, its paired vendor: the strings of the `request` of the
 * share rows between them that carry a fingerprint (docs/vendor-requests.md: the shipper's order
 * numbers, the route's address names...), longest first. Company 2 may see these and nothing else
 * of company 1.
 */
let declared: string[] = [];

/** A body with every declared text cut out, as it would read in JSON. */
const undeclared = (body: string) =>
  declared.reduce(
    (rest, text) => rest.split(JSON.stringify(text).slice(1, -1)).join('\u0000'),
    body,
  );

/** The first fingerprint of company 1 a body carries outside what company 1 declared, or null. */
const leakIn = (body: string) => {
  const rest = undeclared(body);
  return fingerprints.find((mark) => rest.includes(mark)) ?? null;
};

/** Every string leaf of a JSON value. */
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(texts)
      : [];

beforeAll(async () => {
  // No owner default company: every write of the app must name its company itself.
  h = await startHarness({ users: [], ownerCompany: null });
  await seedDemo(h.db, { server: h.app.armada });
  tokens.c1 = await login('admin', 'admin123');
  tokens.c2 = await login('sentosa.admin', 'sentosa123');
  for (const def of companyTables) {
    const { rows } = await h.db.query<{ id: number }>(
      `SELECT id FROM "${tableName(def.name)}" WHERE company_id = 1 ORDER BY id LIMIT 3`,
    );
    ownIds[def.name] = rows.map((r) => Number(r.id));
  }
  const strings = async (sql: string) =>
    (await h.db.query<{ v: string }>(sql)).rows
      .map((r) => r.v)
      .filter((v) => typeof v === 'string' && v.length >= 6);
  const marks = async (company: number) => [
    ...(await strings(`SELECT name AS v FROM customer WHERE company_id = ${company}`)),
    ...(await strings(`SELECT number AS v FROM delivery_order WHERE company_id = ${company}`)),
    ...(await strings(`SELECT number AS v FROM fleet_task WHERE company_id = ${company}`)),
    ...(await strings(`SELECT fullname AS v FROM "user" WHERE company_id = ${company}`)),
    ...(await strings(`SELECT key AS v FROM attachment WHERE company_id = ${company}`)),
    ...(await strings(`SELECT label AS v FROM alert_rule WHERE company_id = ${company}`)),
    ...(await strings(`SELECT composite_id AS v FROM raw_alert WHERE company_id = ${company}`)),
  ];
  // A string company 2 holds as its own proves nothing: numbers run per company, so company 2's
  // own DO/…/000001 (the first request it received) is company 1's DO/…/000001 as well.
  const own = new Set(await marks(2));
  fingerprints = (await marks(1)).filter((mark) => !own.has(mark));
  shared = (await marks(1)).filter((mark) => own.has(mark));
  const { rows: shares } = await h.db.query<{ request: unknown }>(
    `SELECT request FROM delivery_order_share WHERE shipper_company_id = 1 AND vendor_company_id = 2`,
  );
  declared = [...new Set(shares.flatMap((r) => texts(r.request)))]
    // Only the texts that carry a fingerprint are cut: a short common word ('Karton') cut out of
    // a body could split a fingerprint around it and hide a real leak.
    .filter((text) => fingerprints.some((mark) => text.includes(mark)))
    .sort((a, b) => b.length - a.length);
  before = await snapshot();
}, 180_000);

afterAll(async () => {
  await h?.close();
});

describe('two companies on one installation', () => {
  test('the demo has both, and company 1 has data of every kind the matrix looks for', () => {
    expect(fingerprints.length).toBeGreaterThan(100);
    // Only the order numbers both sequences issued are left out, nothing else.
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((mark) => /^DO\/\d{4}\/\d{2}\/\d{6}$/.test(mark))).toBe(true);
    for (const name of [
      'customer',
      'delivery-order',
      'fleet-task',
      'alert-rule',
      'raw-alert',
      'user',
    ])
      expect(ownIds[name]!.length, name).toBeGreaterThan(0);
  });

  test('company 1 sent company 2 requests, and only their declared text is let through', async () => {
    // The demo's company 1 sends orders to its paired vendor, company 2 (docs/vendor-requests.md).
    expect(declared.length).toBeGreaterThan(0);
    const numbers = (
      await h.db.query<{ v: string }>(
        `SELECT request->>'shipper_order_number' AS v FROM delivery_order_share WHERE vendor_company_id = 2`,
      )
    ).rows.map((r) => r.v);
    expect(numbers.length).toBeGreaterThan(0);
    // A declared order number is let through, and is one of the fingerprints (the cut is needed).
    const sent = numbers.find((number) => fingerprints.includes(number));
    expect(sent).toBeDefined();
    expect(leakIn(JSON.stringify({ external_reference_number: sent }))).toBeNull();
    // Anything of company 1 beside it still counts: a number it did not send, a customer's name.
    const { rows: unsent } = await h.db.query<{ v: string }>(
      `SELECT number AS v FROM delivery_order o WHERE company_id = 1 AND NOT EXISTS (SELECT 1 FROM delivery_order_share s WHERE s.shipper_order_id = o.id) ORDER BY number DESC LIMIT 1`,
    );
    const { rows: customer } = await h.db.query<{ v: string }>(
      `SELECT name AS v FROM customer WHERE company_id = 1 ORDER BY id LIMIT 1`,
    );
    for (const mark of [unsent[0]!.v, customer[0]!.v]) {
      expect(fingerprints).toContain(mark);
      expect(
        leakIn(JSON.stringify({ external_reference_number: sent, other: mark })),
      ).not.toBeNull();
    }
  });

  test('company 1 sees its own rows (the matrix would pass trivially otherwise)', async () => {
    const list = await call('c1', 'GET', '/order/api/web/v1/customer?limit=5');
    expect(list.statusCode).toBe(200);
    expect(leakIn(list.body)).not.toBeNull();
  });

  test('every route of the route table, called by company 2 with company 1 ids: no answer carries company 1 data, nothing of it changes', async () => {
    const leaks: string[] = [];
    const served: string[] = [];
    // Announcements the platform operator addressed to every company are company 2's to read too, and
    // marking one read writes company 2's own read state (docs/announcements.md): not a write to company 1.
    const toEveryCompany = new Set(
      (
        await h.db.query<{ id: number }>(
          `SELECT id FROM system_notification WHERE audience = 'all' AND published_on IS NOT NULL`,
        )
      ).rows.map((r) => String(r.id)),
    );
    for (const route of h.app.live.dispatcher.routes) {
      if (!route.scopes) continue; // public: signed webhooks, tracking tokens (an unguessable token is the key)
      const { spec } = route;
      const def = resources[spec.resource]!;
      if (def.tenancy === 'platform') continue;
      const ids = def.tenancy === 'company-record' ? [1] : (ownIds[def.name] ?? []);
      const url = spec.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
        const target =
          name === 'id' ? def.name : def.parent?.field === name ? def.parent.resource : def.name;
        return String((target === def.name ? ids : (ownIds[target] ?? ids))[0] ?? 1);
      });
      const payloads: unknown[] =
        spec.method === 'GET' || spec.method === 'DELETE'
          ? [undefined]
          : [{}, { ids: ids }, { company_id: 1, companyId: 1, version: 1 }];
      for (const payload of payloads) {
        const response = await call('c2', spec.method, url, payload);
        served.push(`${spec.method} ${url} ${response.statusCode}`);
        expect(response.statusCode, `${spec.method} ${url}`).toBeLessThan(500);
        const mark = leakIn(response.body);
        if (mark)
          leaks.push(
            `${spec.method} ${url} (${JSON.stringify(payload)}) -> ${response.statusCode} carries ${mark}`,
          );
        // A write that names company 1's rows by id never succeeds (ids unknown, or company refused).
        const ownReadState =
          spec.url.endsWith('/system-notification/:id/read') &&
          toEveryCompany.has(url.split('/').at(-2)!);
        if (spec.method !== 'GET' && /:id|:[a-z_]+_id/.test(spec.url) && !ownReadState)
          expect(response.statusCode, `${spec.method} ${url}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(served.length).toBeGreaterThan(80);
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, 300_000);

  test('a create naming company 1 is a field-keyed 403, and a create without it belongs to company 2', async () => {
    const refused = await call('c2', 'POST', '/order/api/web/v1/customer', {
      name: 'PT Coba Lintas',
      code: 'X-1',
      phone: '0311234567',
      company_id: 1,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: { company_id: 'forbidden' } });
    const made = await call('c2', 'POST', '/order/api/web/v1/customer', {
      name: 'PT Coba Sendiri',
      code: 'CUS-0010',
      phone: '0311234567',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { rows } = await h.db.query<{ company_id: number }>(
      `SELECT company_id FROM customer WHERE id = $1`,
      [made.json().data.id],
    );
    expect(Number(rows[0]!.company_id)).toBe(2);
    // Codes are unique per company: company 1 has CUS-0010 too, and now company 2 has it once.
    const again = await call('c2', 'POST', '/order/api/web/v1/customer', {
      name: 'PT Coba Lagi',
      code: 'CUS-0010',
      phone: '0311234567',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.code).toBe('not-unique');
  });

  test('every GraphQL list and single-record query answers company 2 with its own rows only', async () => {
    const { schema } = h.app.graphqlSchema;
    const fields = schema.getQueryType()!.getFields();
    const isLeafType = (type: GraphQLOutputType) =>
      !(getNamedType(type) instanceof GraphQLObjectType);
    const selection = (type: GraphQLOutputType, depth: number): string => {
      const named = getNamedType(type);
      if (depth === 0 || !(named instanceof GraphQLObjectType)) return '';
      const parts = Object.values(named.getFields())
        .filter((f) => f.args.every((a) => !(a.type instanceof GraphQLNonNull)))
        .map((f) =>
          isLeafType(f.type)
            ? f.name
            : ((s) => (s ? `${f.name} { ${s} }` : ''))(selection(f.type, depth - 1)),
        )
        .filter(Boolean);
      return parts.join(' ');
    };
    const leaks: string[] = [];
    let asked = 0;
    for (const def of Object.values(resources)) {
      if (def.tenancy !== 'company') continue;
      const names = graphqlNames(def.name);
      for (const [name, args] of [
        [names.list, '(pagination: { show: 100 })'],
        [names.single, `(id: ${ownIds[def.name]?.[0] ?? 1})`],
      ] as const) {
        const field = fields[name];
        // Module queries of their own shape (the alert centre's rawAlerts) have their own tests.
        if (!field || (name === names.list && !field.args.some((a) => a.name === 'pagination')))
          continue;
        const query = `{ ${name}${args} { ${selection(field.type, 4)} } }`;
        const response = await call('c2', 'POST', '/graphql', { query });
        asked++;
        expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        // Answered, not refused (a refusal would pass the leak check trivially).
        expect(response.json().errors, `${name}: ${response.body.slice(0, 300)}`).toBeUndefined();
        const mark = leakIn(response.body);
        if (mark) leaks.push(`${name} carries ${mark}`);
      }
    }
    expect(asked).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
    // Company 1 asking the same sees its own (the check can fail).
    const own = await call('c1', 'POST', '/graphql', {
      query: `{ ${graphqlNames('customer').list}(pagination: { show: 5 }) { ${selection(fields[graphqlNames('customer').list]!.type, 4)} } }`,
    });
    expect(leakIn(own.body)).not.toBeNull();
  });

  test('GraphQL writes cannot reach company 1: updating its alert rule is not found, a rule created is company 2s', async () => {
    const ruleId = ownIds['alert-rule']![0]!;
    const names = graphqlNames('alert-rule');
    const fields = h.app.graphqlSchema.schema.getMutationType()!.getFields();
    if (fields[names.update]) {
      const response = await call('c2', 'POST', '/graphql', {
        query: `mutation { ${names.update}(id: ${ruleId}, patch: { label: "diambil alih" }) { __typename } }`,
      });
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await snapshot()).toBe(before);
  });

  test('the simple REST dialect and CSV-style full lists: company 2 counts only its own rows', async () => {
    const simple = await call('c2', 'GET', '/api/simple/customer?_start=0&_end=1000');
    expect(simple.statusCode).toBe(200);
    const rows = simple.json() as { id: number }[];
    const { rows: mine } = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customer WHERE company_id = 2`,
    );
    expect(rows.length).toBe(mine[0]!.n);
    expect(simple.headers['content-range']).toMatch(new RegExp(`/${mine[0]!.n}$`));
  });

  test('a platform operator adds a company: its administrator signs in to an empty company; bad input writes nothing', async () => {
    const companies = async () =>
      Number(
        (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM company`)).rows[0]!.n,
      );
    const count = await companies();
    await expect(
      createCompany(h.db, {
        name: 'PT Lemah',
        admin: { username: 'lemah.admin', password: 'pendek' },
      }),
    ).rejects.toMatchObject({
      errors: { 'admin.password': expect.any(String) },
    });
    await expect(
      createCompany(h.db, {
        name: 'PT Kembar',
        admin: { username: 'admin', password: 'Rahasia2026x' },
      }),
    ).rejects.toMatchObject({
      errors: { 'admin.username': 'not-unique' },
    });
    expect(await companies()).toBe(count);
    const created = await createCompany(h.db, {
      name: 'PT Contoh Logistik',
      admin: { username: 'contoh.admin', password: 'Rahasia2026x' },
    });
    expect(await companies()).toBe(count + 1);
    tokens.c3 = await login('contoh.admin', 'Rahasia2026x');
    const me = await call('c3', 'GET', '/auth/me');
    expect(me.json().data.company_id).toBe(created.companyId);
    for (const resource of ['customer', 'delivery-order', 'vendor']) {
      const list = await call('c3', 'GET', `/api/simple/${resource}`);
      expect(list.statusCode, resource).toBe(200);
      expect(list.json(), resource).toEqual([]);
    }
    const users = await call('c3', 'GET', '/api/simple/user');
    expect((users.json() as { username: string }[]).map((u) => u.username)).toEqual([
      'contoh.admin',
    ]);
    const company = await call('c3', 'GET', `/user/api/web/v1/company/${created.companyId}`);
    expect(company.statusCode, company.body).toBe(200);
    expect((await call('c3', 'GET', '/user/api/web/v1/company/1')).statusCode).toBe(404);
  });

  test('an alert rule made by a company, over REST or GraphQL, is that company’s and fires on its next matching alert', async () => {
    const rest = await call('c2', 'POST', '/vsms2-rest/api/alert-rule', {
      label: 'Ngebut Sentosa',
      alert_code: 8,
      alert_urgency_type: 'URGENT',
      is_active: true,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.company_id).toBe(2);
    const gql = await call('c2', 'POST', '/graphql', {
      query: `mutation { createAlertRule(input: { label: "Ngebut Sentosa 2", alertCode: 8, alertUrgencyType: URGENT, isActive: true }) { data { id companyId } } }`,
    });
    expect(gql.json().errors, gql.body).toBeUndefined();
    const viaGraphql = gql.json().data.createAlertRule.data;
    expect(viaGraphql.companyId).toBe(2);
    // A body naming another company is refused, over either.
    const foreign = await call('c2', 'POST', '/vsms2-rest/api/alert-rule', {
      label: 'Titipan',
      alert_code: 8,
      alert_urgency_type: 'URGENT',
      company_id: 1,
    });
    expect(foreign.statusCode).toBe(403);

    const ingested = await call('c2', 'POST', '/vsms2-rest/api/raw-alert/ingest', {
      created_on: new Date().toISOString(),
      alert_code: 8,
      vehicle_id: 9001,
      license_plate: 'L 1234 SE',
      driver_name: 'Slamet',
      alert_data: '95|90',
      latitude: -7.25,
      longitude: 112.75,
    });
    expect(ingested.statusCode, ingested.body).toBe(200);
    const [alertId] = ingested.json().data.ids as number[];
    const { rows } = await h.db.query<{ company_id: number; alert_rule_ids: number[] }>(
      `SELECT company_id, alert_rule_ids FROM raw_alert WHERE id = $1`,
      [alertId],
    );
    expect(Number(rows[0]!.company_id)).toBe(2);
    // Both new rules fire; none of company 1's (it has code 8 rules too) does.
    expect([...rows[0]!.alert_rule_ids].sort()).toEqual(
      [rest.json().data.id, viaGraphql.id].sort(),
    );
    const ownList = await call('c1', 'GET', '/vsms2-rest/api/alert-rule?limit=100');
    expect(
      ownList.json().data.paginated_result.map((r: { label: string }) => r.label),
    ).not.toContain('Ngebut Sentosa');
  });

  test('numbers are gap-free per company: company 2 starts its own sequence while company 1 has many orders this month', async () => {
    const ORDERS = '/order/api/web/v1/delivery-order';
    const ids = async (resource: string, company: number) =>
      (
        await h.db.query<{ id: number }>(
          `SELECT id FROM "${tableName(resource)}" WHERE company_id = $1 ORDER BY id`,
          [company],
        )
      ).rows.map((r) => Number(r.id));
    const [customer] = await ids('customer', 2);
    const [origin, destination] = await ids('address', 2);
    const [box] = await ids('box-type', 2);
    const body = {
      customer_id: customer,
      billed_customer_id: customer,
      origin_address_id: origin,
      destination_address_id: destination,
      expected_pickup_on: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      expected_delivered_on: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      box_type_id: box,
    };
    const first = await call('c2', 'POST', ORDERS, body);
    expect(first.statusCode, first.body).toBe(201);
    const second = await call('c2', 'POST', ORDERS, body);
    expect(second.statusCode, second.body).toBe(201);
    const serial = (number: string) => Number(number.split('/').pop());
    // Company 2 already numbered the requests company 1 sent it this month (its own copies), so
    // each company's serials of the month run 1, 2, 3... with no gap and no number of the other's.
    const month = first.json().data.number.replace(/\d+$/, '%');
    const serials = async (company: number) =>
      (
        await h.db.query<{ number: string }>(
          `SELECT number FROM delivery_order WHERE company_id = $1 AND number LIKE $2`,
          [company, month],
        )
      ).rows
        .map((r) => serial(r.number))
        .sort((a, b) => a - b);
    const mine = await serials(2);
    const theirs = await serials(1);
    expect(mine.at(-2)).toBe(serial(first.json().data.number));
    expect(mine.at(-1)).toBe(serial(second.json().data.number));
    expect(mine).toEqual(mine.map((_, i) => i + 1));
    // Company 1 numbered more orders this month than company 2 has: one counter each.
    expect(theirs.length).toBeGreaterThan(mine.length);
    expect(theirs).toEqual(theirs.map((_, i) => i + 1));
    // Company 2's references to company 1's records are unknown to it.
    const foreign = await call('c2', 'POST', ORDERS, { ...body, customer_id: ownIds.customer![0] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.customer_id).toBe('not-found');
  });
});
