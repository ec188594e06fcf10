// Test harness: the real app on a fresh database (a copy of a migrated PGlite template in a temp
// directory, or a new database on the PostgreSQL server named by TEST_DATABASE_URL, dropped
// afterwards) with users of known scopes. Build ONE per test file.
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppRegistry } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { openPglite, openPostgres, type Db } from '../../server/db.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { migrate } from '../../server/storage/migrate.ts';
import { asOwnerOf, COMPANY_SETTING } from '../../server/tenancy.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';

export interface TestUser {
  username: string;
  /** Defaults to username + '123' (the demo convention). */
  password?: string;
  fullname?: string;
  position?: string;
  company_id?: number;
  scopes: string[];
  feature_flags?: string[];
  is_active?: boolean;
}

export interface Harness {
  app: FastifyInstance;
  db: Db;
  /** The fresh database's URL on PostgreSQL (a second app instance may open it); undefined on PGlite. */
  databaseUrl?: string;
  config: ServerConfig;
  registry: AppRegistry;
  users: Record<string, { id: number } & TestUser>;
  /** A bearer token for a harness user (logged in once through POST /auth/login, then cached). */
  token(username: string): Promise<string>;
  /** Creates a record straight through the storage layer (validated), e.g. for read-only resources like address; company 1's unless named. */
  create(
    resource: string,
    record: Record<string, unknown>,
    companyId?: number,
  ): Promise<Record<string, unknown> & { id: number }>;
  /** app.inject with the user's bearer token (username null: anonymous). */
  request(username: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** An ISO instant `days` from now at `hour`:00 UTC: order dates that stay in the future (or past) whenever the test runs. */
export function inDays(days: number, hour = 9): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

export function allScopes(resources: Record<string, ResourceDef>): string[] {
  return [
    ...new Set(Object.values(resources).flatMap((d) => Object.values(d.scopes).flat())),
  ].sort();
}

export function readScopes(resources: Record<string, ResourceDef>): string[] {
  return [...new Set(Object.values(resources).flatMap((d) => d.scopes.read))].sort();
}

/** Demo-like users: admin (every scope), viewer (every read scope), nobody (none), inactive (every scope, deactivated). */
export function defaultUsers(resources: Record<string, ResourceDef>): TestUser[] {
  const all = allScopes(resources);
  return [
    {
      username: 'admin',
      fullname: 'Admin Armada',
      position: 'Administrator',
      // The platform operator too (banners, announcements to every company: docs/announcements.md).
      scopes: [...all, 'platform:operator'].sort(),
      feature_flags: ['doIntegrationShellFlag'],
    },
    {
      username: 'viewer',
      fullname: 'Viewer Armada',
      position: 'Auditor',
      scopes: readScopes(resources),
    },
    { username: 'nobody', fullname: 'Tanpa Akses', position: 'Staff', scopes: [] },
    {
      username: 'driver',
      fullname: 'Budi Santoso',
      position: 'Driver',
      scopes: ['tms_driver:read', 'tms_driver:update'],
    },
    {
      username: 'inactive',
      fullname: 'Mantan Pegawai',
      position: 'Staff',
      scopes: all,
      is_active: false,
    },
  ];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const DAY_MS = 24 * 3600 * 1000;

/** Templates of older schemas and copies left by crashed runs, once they are a day old. */
function removeStale(current: string) {
  for (const entry of readdirSync(tmpdir())) {
    if (entry === current || !/^armada-pglite-(template|test)-/.test(entry)) continue;
    const full = path.join(tmpdir(), entry);
    try {
      if (Date.now() - statSync(full).mtimeMs > DAY_MS)
        rmSync(full, { recursive: true, force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

/**
 * A migrated, empty PGlite cluster for this registry, built once per machine and copied per test
 * file: opening a copy takes about a second, a fresh initdb several. The key covers the registry,
 * the migration code and the PGlite version, so a change to any of them builds a new template.
 */
async function pgliteTemplate(resources: Record<string, ResourceDef>): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(resources));
  for (const file of [
    '../../server/storage/migrate.ts',
    '../../server/storage/columns.ts',
    '../../server/db.ts',
    '../../node_modules/@electric-sql/pglite/package.json',
    '../../server/audit/table.ts',
  ]) {
    hash.update(readFileSync(path.join(here, file)));
  }
  const dir = path.join(tmpdir(), `armada-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  removeStale(path.basename(dir));
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const building = mkdtempSync(`${dir}-building-`);
  const db = await openPglite(building);
  await migrate(db, resources);
  await db.close();
  try {
    renameSync(building, dir);
  } catch {
    // Another worker finished first: use its template.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * `ownerCompany`: the company the owner's own writes (fixtures in raw SQL, a store's insert) belong to
 * when no tenant scope names one, as a database default of `armada.company_id`. Production has no
 * such default (a system write must name its company: docs/tenancy.md); tests that prove tenancy
 * pass null.
 */
async function freshDatabase(
  resources: Record<string, ResourceDef>,
  ownerCompany: number | null,
): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const copy = mkdtempSync(path.join(tmpdir(), 'armada-pglite-test-'));
    cpSync(await pgliteTemplate(resources), copy, { recursive: true });
    const db = await openPglite(copy);
    // PGlite is one connection: a session setting holds for every statement after.
    if (ownerCompany !== null)
      await db.query(`SELECT set_config('${COMPANY_SETTING}', $1, false)`, [String(ownerCompany)]);
    return {
      db,
      drop: async () => {
        await db.close();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  }
  return newPostgresDatabase(url, ownerCompany);
}

/** A new, empty database on the PostgreSQL server at `url`, dropped again by `drop`. */
async function newPostgresDatabase(
  url: string,
  ownerCompany: number | null = null,
): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const admin = await openPostgres(url);
  const name = `armada_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  // Every connection of the pool opens with it (see freshDatabase).
  if (ownerCompany !== null)
    await admin.query(`ALTER DATABASE ${name} SET ${COMPANY_SETTING} = '${Number(ownerCompany)}'`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  return {
    db,
    url: target.toString(),
    drop: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** An empty database, nothing migrated: in-memory PGlite, or a new database in the PostgreSQL stage (unless `engine` asks for PGlite). */
export async function emptyDatabase(
  ownerCompany: number | null = 1,
  engine?: 'pglite',
): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && engine !== 'pglite') return newPostgresDatabase(url, ownerCompany);
  const db = await openPglite();
  // The owner's own fixtures belong to this company (see freshDatabase).
  if (ownerCompany !== null)
    await db.query(`SELECT set_config('${COMPANY_SETTING}', $1, false)`, [String(ownerCompany)]);
  return { db, drop: () => db.close() };
}

export async function insertUser(db: Db, user: TestUser): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO "user" (username, fullname, position, company_id, scopes, feature_flags, is_active) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7) RETURNING id`,
    [
      user.username,
      user.fullname ?? user.username,
      user.position ?? 'Staff',
      user.company_id ?? 1,
      JSON.stringify(user.scopes),
      JSON.stringify(user.feature_flags ?? []),
      user.is_active ?? true,
    ],
  );
  const id = Number(rows[0].id);
  await db.query(
    `INSERT INTO auth_credential (user_id, password_hash, company_id) VALUES ($1, $2, $3)`,
    [id, await hashPassword(user.password ?? `${user.username}123`), user.company_id ?? 1],
  );
  return id;
}

export async function startHarness(
  options: {
    registry?: AppRegistry;
    users?: TestUser[];
    config?: Partial<ServerConfig>;
    staticDir?: string;
    ownerCompany?: number | null;
  } = {},
): Promise<Harness> {
  const registry = options.registry ?? {
    resources: (await import('../../src/generated/registry.ts')).resources,
    validators: (await import('../../src/generated/validators.js')).validators,
  };
  const {
    db,
    url: databaseUrl,
    drop,
  } = await freshDatabase(
    registry.resources,
    options.ownerCompany === undefined ? 1 : options.ownerCompany,
  );
  const config: ServerConfig = {
    ...loadConfig({ AUTH_SECRET: 'test-secret-for-armada-console-tests', STATIC_DIR: '' }),
    loginRateLimit: { max: 5, timeWindowMs: 60_000 },
    ...options.config,
  };
  const app = await buildApp({ db, config, registry, staticDir: options.staticDir, logger: false });
  await app.ready();
  const users: Harness['users'] = {};
  for (const user of options.users ?? defaultUsers(registry.resources)) {
    users[user.username] = { ...user, id: await insertUser(db, user) };
  }
  const tokens = new Map<string, string>();
  const names = Object.keys(users);
  const token = async (username: string) => {
    const cached = tokens.get(username);
    if (cached) return cached;
    const user = users[username];
    if (!user) throw new Error(`no harness user ${username}`);
    // One address per user, so the harness never trips the per-IP login limit.
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: `10.0.0.${names.indexOf(username) + 1}`,
      payload: { username, password: user.password ?? `${username}123` },
    });
    if (response.statusCode !== 200)
      throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
    const value = response.json().data.token as string;
    tokens.set(username, value);
    return value;
  };
  return {
    app,
    db,
    databaseUrl,
    config,
    registry,
    users,
    token,
    async create(resource, record, companyId = 1) {
      const store = app.armada.store(resource);
      // As the owner acting for the company (docs/tenancy.md): the row is that company's.
      return (await asOwnerOf(companyId, () =>
        db.transaction((tx) => store.insert(tx, record)),
      )) as Record<string, unknown> & { id: number };
    },
    async request(username, opts) {
      const headers = { ...opts.headers } as Record<string, string>;
      if (username) headers.authorization = `Bearer ${await token(username)}`;
      return app.inject({ ...opts, headers });
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
