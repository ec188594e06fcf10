// The shell widgets of issue 30 (docs/widgets.md): feedback (validation, storage, status, summary,
// per company), the return to VSMS 1.0 (a reason required, recorded, the redirect target; unset
// LEGACY_CONSOLE_URL), the onboarding wizard's calls (templates at page size 999, rules from
// templates that then match an ingested alert, the company marked set up) and the company settings
// (categories, bank accounts, branding) per company. One app on one database for the file.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allScopes, startHarness, type Harness } from './harness.ts';
import { alertBody, INGEST, LIST } from './raw-alerts.fixtures.ts';
import { ONBOARDING_TEMPLATE_PAGE_SIZE } from '../../src/domain/widgets/onboarding.ts';

const LEGACY = 'https://vsms1.example.id';
const FEEDBACK = '/vsms2-rest/api/feedback';
const STATUS = '/vsms2-rest/api/feedback-status';
const ENVELOPE = 'isSuccessful errorCode errorName message status errors';

let h: Harness;

beforeAll(async () => {
  const { resources } = await import('../../src/generated/registry.ts');
  const all = allScopes(resources);
  h = await startHarness({
    config: { legacyConsoleUrl: LEGACY },
    users: [
      {
        username: 'admin',
        fullname: 'Admin Armada',
        scopes: [
          ...all,
          'alert-ingest:create',
          'alert_rule_template:read',
          'alert_rule_template:create',
          'e4a-alert-center-main:read',
        ],
      },
      { username: 'staff', fullname: 'Siti Staf', scopes: ['customer-wish-feedback:create'] },
      { username: 'other', fullname: 'Admin Sentosa', company_id: 2, scopes: all },
      { username: 'nobody', fullname: 'Tanpa Akses', scopes: [] },
    ],
  });
  await h.create('company', { name: 'PT Armada Logistik Nusantara' });
  await h.create('company', { name: 'PT Sentosa Ekspres Mandiri' });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const rest = (user: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  h.request(user, { method, url, ...(payload ? { payload } : {}) });

async function call(user: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await h.request(user, {
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data as Record<string, any>)[0];
}

describe('feedback', () => {
  test('POST needs customer-wish-feedback:create', async () => {
    expect((await rest(null, 'POST', FEEDBACK, { point: 4 })).statusCode).toBe(401);
    const refused = await rest('nobody', 'POST', FEEDBACK, { point: 4 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: { scope: 'customer-wish-feedback:create' } });
    expect((await rest('nobody', 'GET', STATUS)).statusCode).toBe(403);
  });

  test('bad points and a comment over 1,000 characters are field-keyed 400s', async () => {
    for (const [body, errors] of [
      [{ point: 0 }, { point: 'too-small' }],
      [{ point: 6 }, { point: 'too-large' }],
      [{ point: 'lima' }, { point: 'invalid-format' }],
      [{ point: 2.5 }, { point: 'invalid-format' }],
      [{ point: 3, comment: 'x'.repeat(1001) }, { comment: 'too-long' }],
    ] as const) {
      const response = await rest('staff', 'POST', FEEDBACK, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors, JSON.stringify(body)).toEqual(errors);
    }
  });

  test('the status says ask until the user answered; the answer is stored with the user, 5 by default', async () => {
    const before = await rest('staff', 'GET', STATUS);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({ status: true, last_feedback_on: null });

    const created = await rest('staff', 'POST', FEEDBACK, { comment: 'Mudah dipakai' });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject({
      point: 5,
      comment: 'Mudah dipakai',
      user_id: h.users.staff!.id,
      user_fullname: 'Siti Staf',
    });
    expect(
      (await rest('staff', 'POST', FEEDBACK, { point: 1, comment: 'x'.repeat(1000) })).statusCode,
    ).toBe(201);

    const after = (await rest('staff', 'GET', STATUS)).json().data;
    expect(after.status).toBe(false);
    expect(Date.parse(after.last_feedback_on)).toBeGreaterThan(Date.now() - 60_000);
    // Another user of the company is still asked.
    expect((await rest('admin', 'GET', STATUS)).json().data.status).toBe(true);
  });

  test('a user cannot post as someone else: user fields are the server’s', async () => {
    for (const body of [
      { point: 3, user_id: h.users.admin!.id },
      { point: 3, user_fullname: 'Admin Armada' },
    ]) {
      // Read-only fields a client sends are dropped (docs/api.md); the hook fills them from the session.
      const response = await rest('staff', 'POST', FEEDBACK, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(201);
      expect(response.json().data).toMatchObject({
        user_id: h.users.staff!.id,
        user_fullname: 'Siti Staf',
      });
    }
  });

  test('administrators list their company’s feedback and its distribution; the other company sees none of it', async () => {
    expect((await rest('other', 'POST', FEEDBACK, { point: 2 })).statusCode).toBe(201);
    const mine = (await rest('admin', 'GET', `${FEEDBACK}?limit=100`)).json();
    // Company 2's score (2) is not among company 1's.
    expect(mine.data.paginated_result.map((r: { point: number }) => r.point)).not.toContain(2);
    expect(mine.data.paginated_result.map((r: { point: number }) => r.point).sort()).toEqual(
      expect.arrayContaining([1, 5]),
    );
    const summary = (await rest('admin', 'GET', `${FEEDBACK}/summary`)).json().data;
    const count = (point: number) =>
      summary.distribution.find((d: { point: number }) => d.point === point).count;
    expect(summary.distribution.map((d: { point: number }) => d.point)).toEqual([1, 2, 3, 4, 5]);
    expect(count(2)).toBe(0);
    expect(count(5)).toBe(1);
    expect(count(1)).toBe(1);
    expect(summary.total).toBe(mine.data.paginated_result.length);
    const theirs = (await rest('other', 'GET', `${FEEDBACK}/summary`)).json().data;
    expect(theirs).toEqual({
      total: 1,
      average: 2,
      distribution: [1, 2, 3, 4, 5].map((point) => ({ point, count: point === 2 ? 1 : 0 })),
    });
    expect(
      (await rest('other', 'GET', `${FEEDBACK}?limit=100`)).json().data.paginated_result,
    ).toHaveLength(1);
    expect((await rest('staff', 'GET', `${FEEDBACK}/summary`)).statusCode).toBe(403);
  });
});

describe('return to VSMS 1.0', () => {
  const back = (user: string, input: string) =>
    call(
      user,
      `mutation { backToVsmsV1(input: ${input}) { ${ENVELOPE} host data { id reason message userFullname } } }`,
    );

  test('refuses without a reason, and "Alasan lain" without a text; records nothing', async () => {
    expect(await back('admin', '{}')).toMatchObject({
      isSuccessful: false,
      status: 400,
      errors: { reason: 'required' },
      host: null,
    });
    expect(await back('admin', '{ reason: 4, message: "  " }')).toMatchObject({
      status: 400,
      errors: { message: 'required' },
    });
    expect(await back('admin', '{ reason: 7 }')).toMatchObject({
      status: 400,
      errorName: 'reason',
    });
    expect(await back('nobody', '{ reason: 0 }')).toMatchObject({
      status: 403,
      errors: { scope: 'back_to_vsms1:create' },
    });
    expect((await h.db.query('SELECT 1 FROM back_to_vsms1')).rows).toHaveLength(0);
  });

  test('records the reason and answers the old console as the redirect target', async () => {
    const answer = await back('admin', '{ reason: 4, message: "Laporan lama lebih lengkap" }');
    expect(answer).toMatchObject({
      isSuccessful: true,
      status: 201,
      host: LEGACY,
      message: LEGACY,
      data: { reason: '4', message: 'Laporan lama lebih lengkap', userFullname: 'Admin Armada' },
    });
    expect((await back('other', '{ reason: 2 }')).host).toBe(LEGACY);
    const list = (await rest('admin', 'GET', '/vsms2-rest/api/back-to-vsms1?limit=100')).json();
    expect(list.data.paginated_result.map((r: { reason: string }) => r.reason)).toEqual(['4']);
  });

  test('without LEGACY_CONSOLE_URL: 400 integration-not-configured, nothing recorded', async () => {
    const config = h.app.armada.config;
    const saved = config.legacyConsoleUrl;
    config.legacyConsoleUrl = undefined;
    try {
      const before = (await h.db.query('SELECT 1 FROM back_to_vsms1')).rows.length;
      expect(await back('admin', '{ reason: 1 }')).toMatchObject({
        status: 400,
        errors: { legacyConsole: 'integration-not-configured' },
        host: null,
      });
      expect((await h.db.query('SELECT 1 FROM back_to_vsms1')).rows).toHaveLength(before);
    } finally {
      config.legacyConsoleUrl = saved;
    }
  });
});

describe('onboarding wizard', () => {
  test('templates at page size 999, rules from two templates, the company set up; the rules match an ingested alert', async () => {
    const templates = await call(
      'admin',
      `query Templates($pagination: Pagination) { alertRuleTemplates(filter: { category: "Recommendation" }, pagination: $pagination) { ${ENVELOPE} total data { templateId nameIdn defaultAlertCodes { alertCode isAlreadyActive alertRule { id label } } additionalAlertCodes { alertCode } } } }`,
      { pagination: { page: 1, show: ONBOARDING_TEMPLATE_PAGE_SIZE } },
    );
    expect(templates).toMatchObject({ isSuccessful: true, status: 200, total: 5 });
    expect(templates.data).toHaveLength(5);
    expect(
      templates.data[0].defaultAlertCodes.map((c: { alertCode: number }) => c.alertCode),
    ).toContain(8);
    expect(templates.data[0].defaultAlertCodes[0].isAlreadyActive).toBe(false);

    const created = await call(
      'admin',
      `mutation { createAlertRules(input: { templates: [{ templateId: 1, alertCodes: [8, 50] }, { templateId: 3, alertCodes: [14] }] }) { ${ENVELOPE} data { id alertCode alertUrgencyType isActive } } }`,
    );
    expect(created).toMatchObject({ isSuccessful: true, status: 201 });
    expect(created.data.map((r: { alertCode: number }) => r.alertCode)).toEqual([8, 50, 14]);
    const overspeedRule = created.data[0].id;

    const company = await call('admin', `{ company { data { id version setupNotifCompleted } } }`);
    const updated = await call(
      'admin',
      `mutation { updateCompany(input: { id: ${company.data.id}, setupNotifCompleted: true }) { ${ENVELOPE} data { setupNotifCompleted } } }`,
    );
    expect(updated).toMatchObject({ isSuccessful: true, data: { setupNotifCompleted: true } });

    // The templates now say the code is active, with the rule.
    const again = await call(
      'admin',
      `{ alertRuleTemplates(pagination: { page: 1, show: 999 }) { data { defaultAlertCodes { alertCode isAlreadyActive alertRule { id } } } } }`,
    );
    const code8 = again.data[0].defaultAlertCodes.find(
      (c: { alertCode: number }) => c.alertCode === 8,
    );
    expect(code8).toEqual({
      alertCode: 8,
      isAlreadyActive: true,
      alertRule: [{ id: overspeedRule }],
    });

    // An overspeed of 90 s from the company's feed: the created rule fires on it.
    const ingested = await h.request('admin', {
      method: 'POST',
      url: INGEST,
      payload: alertBody({ alert_code: 8, alert_data: '99|90' }),
    });
    expect(ingested.statusCode, ingested.body).toBe(200);
    const alert = (
      await h.request('admin', { method: 'GET', url: `${LIST}/${ingested.json().data.ids[0]}` })
    ).json().data;
    expect(alert.alert_rule_ids).toContain(overspeedRule);
  });

  test('a page larger than 999 is still refused', async () => {
    const refused = await call(
      'admin',
      `{ alertRuleTemplates(pagination: { page: 1, show: 1000 }) { status errors } }`,
    );
    expect(refused).toEqual({ status: 400, errors: { 'pagination.show': 'too-large' } });
  });
});

describe('company settings, per company', () => {
  test('categories: created and listed by GraphQL, each company its own', async () => {
    const created = await call(
      'admin',
      `mutation { createCompanyCategory(input: { text: "Distributor", hasRelation: false }) { ${ENVELOPE} data { id text } } }`,
    );
    expect(created).toMatchObject({
      isSuccessful: true,
      data: { text: 'Distributor' },
    });
    const empty = await call(
      'admin',
      `mutation { createCompanyCategory(input: { text: "" }) { status errors } }`,
    );
    expect(empty).toEqual({ status: 400, errors: { text: 'required' } });
    await call(
      'other',
      `mutation { createCompanyCategory(input: { text: "Agen" }) { isSuccessful } }`,
    );
    const list = (user: string) =>
      call(
        user,
        `{ companyCategories(pagination: { page: 1, show: 100 }) { total data { text } } }`,
      );
    expect((await list('admin')).data).toEqual([{ text: 'Distributor' }]);
    expect((await list('other')).data).toEqual([{ text: 'Agen' }]);
    // The same text in another company is allowed; twice in one is not.
    const twice = await call(
      'other',
      `mutation { createCompanyCategory(input: { text: "Agen" }) { status errors } }`,
    );
    expect(twice).toEqual({ status: 400, errors: { text: 'not-unique' } });
  });

  test('bank accounts: Company.bankAccounts and deleteBankAccount, the caller’s company only', async () => {
    const add = (user: string, no: string) =>
      call(
        user,
        `mutation { createBankAccount(input: { bankName: "BCA", accountName: "PT Satu", accountNo: "${no}", isDefault: true }) { ${ENVELOPE} data { id } } }`,
      );
    const mine = (await add('admin', '1234567890')).data.id;
    const theirs = (await add('other', '9876543210')).data.id;
    expect((await add('admin', '12ab')).isSuccessful).toBe(false);
    const accounts = (user: string) =>
      call(user, `{ company { data { id bankAccounts { id bankName accountNo isDefault } } } }`);
    expect((await accounts('admin')).data.bankAccounts).toEqual([
      { id: mine, bankName: 'BCA', accountNo: '1234567890', isDefault: true },
    ]);
    expect((await accounts('other')).data.bankAccounts.map((a: { id: number }) => a.id)).toEqual([
      theirs,
    ]);
    const cross = await call('other', `mutation { deleteBankAccount(id: ${mine}) { status } }`);
    expect(cross.status).toBe(404);
    const removed = await call(
      'admin',
      `mutation { deleteBankAccount(id: ${mine}) { isSuccessful } }`,
    );
    expect(removed.isSuccessful).toBe(true);
    expect((await accounts('admin')).data.bankAccounts).toEqual([]);
  });

  test('branding: name, colour and variant through updateCompany, checked', async () => {
    const id = (await call('other', `{ company { data { id } } }`)).data.id;
    const saved = await call(
      'other',
      `mutation { updateCompany(input: { id: ${id}, brandName: "Sentosa Track", brandColor: "#0a7d3b", brandVariant: "co-brand", feedbackLastDays: 3 }) { ${ENVELOPE} data { brandName brandColor brandVariant feedbackLastDays } } }`,
    );
    expect(saved).toMatchObject({
      isSuccessful: true,
      data: {
        brandName: 'Sentosa Track',
        brandColor: '#0a7d3b',
        brandVariant: 'co-brand',
        feedbackLastDays: 3,
      },
    });
    const bad = await call(
      'other',
      `mutation { updateCompany(input: { id: ${id}, brandColor: "hijau", feedbackLastDays: 40 }) { status errors } }`,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.errors).sort()).toEqual(['brandColor', 'feedbackLastDays']);
    const first = (await call('admin', `{ company { data { brandName brandVariant } } }`)).data;
    expect(first).toEqual({ brandName: null, brandVariant: 'vsms' });
  });
});
