// The API in process on bench:api's seeded PostgreSQL (armada_bench_orders, BENCH_PG_REUSE=1),
// signed in as its bench user, and bench:api's filtered delivery-order list: what apiProfile.ts and
// apiCappedCount.ts both ask, one request at a time with app.inject.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openPostgres, type Db } from '../server/db.ts';
import { resources } from '../src/generated/registry.ts';

/** bench:api's search terms, one per request in turn (a count cache cannot answer them all). */
export const TERMS = ['EGLV', 'MAEU', 'ONEY', 'COSU', 'HLCU', 'MEDU', 'CMDU', 'OOLU'];

export interface InProcessApi {
  app: FastifyInstance;
  token: string;
  /** The app's database: a caller may record what it sends (bench/apiExplain.ts). */
  db: Db;
  /** The delivery-order list bench:api times: CONFIRMED, the last 30 days, a search, newest first. */
  listUrl: (term: string) => string;
  /** Closes the app and its database connections. */
  close: () => Promise<void>;
}

export async function inProcessApi(url: string): Promise<InProcessApi> {
  const db = await openPostgres(url);
  const app = await buildApp({
    db,
    config: loadConfig({ AUTH_SECRET: 'p'.repeat(40), STATIC_DIR: '', DATABASE_URL: url }),
    logger: false,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: 'bench', password: 'bench-password' },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const def = resources['delivery-order']!;
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86_400_000);
  const listUrl = (term: string) =>
    `${def.basePath}${def.path}?limit=10&page=1&search=${term}&sorts=created_on:desc&${[
      `status.name eq 'CONFIRMED'`,
      `created_on gte '${from.toISOString()}'`,
      `created_on lte '${to.toISOString()}'`,
    ]
      .map((f) => `filters=${encodeURIComponent(f)}`)
      .join('&')}`;
  const close = async () => {
    await app.close();
    await db.close();
  };
  return { app, token, db, listUrl, close };
}
