// The permission matrix, over every route the server registers (not a hand-picked list): a route
// with an access rule answers 401 without a token, 403 naming the scope to a user who holds every
// other scope, and neither to a user holding exactly its scopes. A route without an access rule
// must be on the list of routes that are public on purpose. Routes added later are walked too.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertUser, startHarness, type Harness } from './harness.ts';

let h: Harness;

/** Public on purpose: sign-in, health, the API documentation, webhooks signed by their sender, files behind a signed URL, and the tracking page's read by an unguessable token. */
const PUBLIC: RegExp[] = [
  /^POST \/auth\/login$/,
  /^(GET|HEAD) \/health$/,
  /^(GET|HEAD) \/files\/:key$/,
  /^(GET|HEAD) \/api\/docs(\/.*)?$/,
  /^POST .*\/delivery-order\/accurate\/webhook$/,
  /^POST .*\/raw-alert\/voip\/webhook$/,
  /^(GET|HEAD) .*\/fleet-task\/public\/\*$/,
  // The static map shows only the shipped basemap around the point its URL names (docs/maps.md).
  /^(GET|HEAD) \/vsms2-rest\/api\/map\/(static|config)$/,
];

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** A concrete URL for a route pattern: every path parameter is 1. */
const concrete = (url: string) => url.replace(/:[a-z_]+/g, '1').replace(/\*$/, '');

const tokens = new Map<string, string>();
async function tokenFor(scopes: string[]): Promise<string> {
  const name = scopes.join(' ');
  const cached = tokens.get(name);
  if (cached) return cached;
  const id = await insertUser(h.db, {
    username: `perm${tokens.size}`,
    fullname: `Perm ${tokens.size}`,
    scopes,
  });
  // Signed like a login would; the matrix needs many users and the login is rate-limited.
  const token = h.app.jwt.sign({ sub: String(id) });
  tokens.set(name, token);
  return token;
}

async function send(route: { method: string; url: string }, token?: string) {
  const withBody = ['POST', 'PATCH', 'PUT'].includes(route.method);
  return h.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(withBody ? { payload: {} } : {}),
  });
}

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

describe('permission matrix', () => {
  test('the server registers the routes the matrix walks', () => {
    const routes = h.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(100);
    // The route table's special routes are among them (a custom one, a nested one, a bulk one).
    const keys = routes.map(key);
    expect(keys).toContain('POST /order/api/web/v1/delivery-order/:id/transition');
    expect(keys).toContain('GET /order/api/web/v1/delivery-order/:delivery_order_id/history');
    expect(keys).toContain('POST /order/api/web/v1/delivery-order/delete');
  });

  test('every route without a scope is public on purpose', () => {
    // GET /push authenticates in band, by its first WebSocket message (tests/server/push.test.ts).
    const inBand = h.app.registeredRoutes.filter((r) => r.authenticatedBy !== undefined).map(key);
    expect(inBand).toEqual(['GET /push', 'HEAD /push']);
    const open = h.app.registeredRoutes
      .filter(
        (r) => r.scopes === undefined && r.authenticatedBy === undefined && r.method !== 'OPTIONS',
      )
      .map(key);
    expect(open.filter((k) => !PUBLIC.some((p) => p.test(k)))).toEqual([]);
    expect(open.length).toBeGreaterThan(0);
  });

  test('every guarded route: 401 without a token, 403 naming each missing scope, never 401/403/5xx with exactly its scopes', async () => {
    const guarded = h.app.registeredRoutes.filter(
      (r) => r.scopes !== undefined && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    const universe = [...new Set(guarded.flatMap((r) => r.scopes!))].sort();
    const failures: string[] = [];
    for (const route of guarded) {
      const anonymous = await send(route);
      if (anonymous.statusCode !== 401)
        failures.push(`${key(route)} without token: ${anonymous.statusCode}`);
      for (const scope of route.scopes!) {
        const response = await send(route, await tokenFor(universe.filter((s) => s !== scope)));
        if (response.statusCode !== 403 || response.json().errors?.scope !== scope)
          failures.push(`${key(route)} without ${scope}: ${response.statusCode} ${response.body}`);
      }
      const exact = await send(route, await tokenFor(route.scopes!));
      // A 403 that names no scope is the record's own rule, not the route's guard: user 1 (the
      // harness admin) holds more than a caller with only user:update may manage (server/resources/user/index.ts).
      const scopeRefused =
        exact.statusCode === 403 &&
        (exact.json().errors?.scope !== undefined || exact.json().errors?.id !== 'forbidden');
      if (exact.statusCode === 401 || scopeRefused || exact.statusCode >= 500)
        failures.push(
          `${key(route)} with ${route.scopes!.join(',')}: ${exact.statusCode} ${exact.body}`,
        );
    }
    expect(failures).toEqual([]);
    expect(guarded.length).toBeGreaterThan(100);
  }, 120_000);
});
