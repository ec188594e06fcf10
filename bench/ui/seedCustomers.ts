// Fills the bench database with generated customers and reads back what the other apps need.
// Prefers the project's own generator (server/seed: seedGenerated(db, {rows})) on the stopped
// server's PGlite; falls back to creating customers through the API.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { resources } from '../../src/generated/registry.ts';
import { apiLogin, repoRoot, type ServerHandle } from '../../tests/e2e/harness/server.ts';

export interface SeedResult {
  method: string;
  total: number;
  /** Every customer, as the API returns them (json-server gets the same rows). */
  customers: Record<string, unknown>[];
  users: Record<string, unknown>[];
  /** The console's first page (its default sort), for the static page and the first-row check. */
  firstPage: Record<string, unknown>[];
}

// API paths from the generated registry, so the bench follows the schemas.
const apiPath = (name: string) => resources[name].basePath + resources[name].path;
const CUSTOMER_PATH = apiPath('customer');
const USER_PATH = apiPath('user');

interface ListBody {
  data: { paginated_result: Record<string, unknown>[] };
  metadata: { total_count: number };
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function listAll(
  baseUrl: string,
  token: string,
  apiPath: string,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const body = await getJson<ListBody>(
      `${baseUrl}${apiPath}?limit=100&page=${page}&sorts=id:asc`,
      token,
    );
    out.push(...body.data.paginated_result);
    if (body.data.paginated_result.length < 100 || out.length >= body.metadata.total_count)
      return out;
  }
}

async function countCustomers(baseUrl: string, token: string): Promise<number> {
  const body = await getJson<ListBody>(`${baseUrl}${CUSTOMER_PATH}?limit=1`, token);
  return body.metadata.total_count;
}

async function createThroughApi(baseUrl: string, token: string, missing: number, startAt: number) {
  let next = 0;
  const worker = async () => {
    while (next < missing) {
      const i = startAt + next++;
      const n = String(i).padStart(5, '0');
      const res = await fetch(`${baseUrl}${CUSTOMER_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench Customer ${n}`,
          code: `BENCH-${n}`,
          phone: `0812${n.padStart(8, '0')}`,
          city: 'Jakarta',
          is_active: true,
        }),
      });
      if (!res.ok) throw new Error(`POST customer ${n}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

export async function seedCustomers(options: {
  server: ServerHandle;
  dataDir: string;
  rows: number;
  restart: () => Promise<ServerHandle>;
}): Promise<SeedResult> {
  let server = options.server;
  let { token } = await apiLogin(server.url, 'admin', 'admin123');
  let method = 'api';
  const seedModule = path.join(repoRoot, 'server', 'seed', 'generated.ts');
  const have = await countCustomers(server.url, token);
  if (have < options.rows && existsSync(seedModule)) {
    const mod = (await import(seedModule)) as {
      seedGenerated?: (db: unknown, opts: { rows: number }) => Promise<unknown>;
    };
    if (typeof mod.seedGenerated === 'function') {
      // PGlite is single-process: stop the server, seed its directory, start it again.
      await server.stop();
      const { openPglite } = (await import(path.join(repoRoot, 'server', 'db.ts'))) as {
        openPglite: (dir?: string) => Promise<{ close(): Promise<void> }>;
      };
      const db = await openPglite(options.dataDir);
      try {
        await mod.seedGenerated(db, { rows: options.rows - have });
      } finally {
        await db.close();
      }
      server = await options.restart();
      ({ token } = await apiLogin(server.url, 'admin', 'admin123'));
      method = 'seedGenerated';
    }
  }
  const now = await countCustomers(server.url, token);
  if (now < options.rows) {
    await createThroughApi(server.url, token, options.rows - now, now + 1);
    if (method !== 'api') method += ' + api';
  }
  const customers = await listAll(server.url, token, CUSTOMER_PATH);
  const users = await listAll(server.url, token, USER_PATH);
  const sort = resources.customer.list.sort;
  const first = await getJson<ListBody>(
    `${server.url}${CUSTOMER_PATH}?limit=10&page=1&sorts=${sort.field}:${sort.order.toLowerCase()}`,
    token,
  );
  return {
    method,
    total: customers.length,
    customers,
    users,
    firstPage: first.data.paginated_result,
  };
}
