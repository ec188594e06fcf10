// Server configuration: read and validated here, and only here.
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory (ignored when databaseUrl is set). */
  dataDir: string;
  databaseUrl?: string;
  /** HMAC secret for access tokens; random per process when AUTH_SECRET is unset (tokens then die with the process). */
  authSecret: string;
  tokenTtlSeconds: number;
  loginRateLimit: { max: number; timeWindowMs: number };
  bodyLimitBytes: number;
  /** GRAPHQL_TIME_BUDGET_MS: how long a GraphQL query may run before it answers 503 (docs/api.md, "GraphQL limits"). */
  graphqlTimeBudgetMs: number;
  /** PUSH_AUTH_TIMEOUT_MS: how long a push socket may wait before its auth message (5 s; docs/alerts.md §3). */
  pushAuthTimeoutMs: number;
  /** MAX_PHOTO_BYTES: the largest photo a driver may upload (each of at most 5 per completion). */
  maxPhotoBytes: number;
  /** FILE_SIGNING_SECRET: HMAC key of the signed /files URLs; derived from the auth secret when unset. */
  fileSigningSecret: string;
  /** Seed demo data on an empty embedded database (SEED=false turns it off; SEED=true forces it on PostgreSQL). */
  seed: 'auto' | 'always' | 'never';
  /** Built console to serve at /, or undefined for API only. */
  staticDir?: string;
  logLevel: string;
  /** LOG_FORMAT: 'pretty' (pino-pretty), 'json' (one JSON object a line), or 'auto': pretty on a terminal, JSON otherwise. */
  logFormat: 'auto' | 'json' | 'pretty';
  /** CONSOLE_URL: where the console is served when this server does not serve it (npm run dev sets Vite's URL); the start banner names it. */
  consoleUrl?: string;
  /** LIVE_REGISTRY=1 (npm run dev): watch src/generated/ and apply a regenerated registry without a restart (server/live.ts). */
  liveRegistry?: boolean;
  /** GraphiQL at /graphiql: development only (npm run dev, or NODE_ENV=development; never production or under test). */
  graphiql?: boolean;
  /** The address people reach the console at; tracking links are built on it. */
  publicUrl: string;
  /** TRACKING_PHOTOS=1: the public tracking page shows the activities' photos (off by default: anyone with the link sees them). */
  trackingPhotos: boolean;
  /**
   * DEMO_ALERTS_PER_MINUTE: raw alerts the demo source plays for the demo vehicles (server/alerts/demoSource.ts);
   * 4 by default on the embedded database, 0 (off) with DATABASE_URL. It plays only where the demo users exist.
   */
  demoAlertsPerMinute: number;
  /** Outbound webhooks of the integrations; unset means the integration is not configured (calls answer 400 integration-not-configured). */
  integrations: {
    energy?: { url: string; secret?: string };
    accounting?: { url: string; secret?: string };
    /** Shared secret the accounting system signs its inbound webhook with (HMAC-SHA256, header X-Armada-Signature). */
    accountingInboundSecret?: string;
  };
}

function url(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return parsed.toString().replace(/\/$/, '');
}

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): ServerConfig {
  const seedRaw = (env.SEED ?? 'auto').toLowerCase();
  if (!['auto', 'true', 'false', 'always', 'never'].includes(seedRaw))
    throw new Error(`SEED must be true, false or auto, got "${env.SEED}"`);
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const logFormat = (env.LOG_FORMAT || 'auto').toLowerCase();
  if (logFormat !== 'auto' && logFormat !== 'json' && logFormat !== 'pretty')
    throw new Error(`LOG_FORMAT must be json, pretty or auto, got "${env.LOG_FORMAT}"`);
  const energy = url(env, 'ENERGY_WEBHOOK_URL');
  const accounting = url(env, 'ACCOUNTING_WEBHOOK_URL');
  const authSecret = env.AUTH_SECRET || randomBytes(32).toString('hex');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    authSecret,
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    loginRateLimit: { max: integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 100_000), timeWindowMs: 60_000 },
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 50 * 1_048_576),
    graphqlTimeBudgetMs: integer(env, 'GRAPHQL_TIME_BUDGET_MS', 5000, 100, 120_000),
    pushAuthTimeoutMs: integer(env, 'PUSH_AUTH_TIMEOUT_MS', 5000, 50, 60_000),
    maxPhotoBytes: integer(env, 'MAX_PHOTO_BYTES', 5 * 1_048_576, 1024, 50 * 1_048_576),
    // A key of its own, not the token key itself: a file URL's signature can never pass for a token's.
    fileSigningSecret:
      env.FILE_SIGNING_SECRET ||
      createHmac('sha256', authSecret).update('armada-file-urls').digest('hex'),
    seed:
      seedRaw === 'true' || seedRaw === 'always'
        ? 'always'
        : seedRaw === 'false' || seedRaw === 'never'
          ? 'never'
          : 'auto',
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(root, env.STATIC_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat,
    consoleUrl: url(env, 'CONSOLE_URL'),
    liveRegistry: env.LIVE_REGISTRY === '1' || env.LIVE_REGISTRY === 'true',
    // Development is `npm run dev` (LIVE_REGISTRY=1) or NODE_ENV=development; never production or a test run.
    graphiql:
      (env.NODE_ENV === 'development' || env.LIVE_REGISTRY === '1') &&
      env.NODE_ENV !== 'production' &&
      env.NODE_ENV !== 'test' &&
      !env.VITEST,
    publicUrl: url(env, 'PUBLIC_URL') ?? `http://localhost:${port || 8080}`,
    trackingPhotos: env.TRACKING_PHOTOS === '1' || env.TRACKING_PHOTOS === 'true',
    demoAlertsPerMinute: integer(env, 'DEMO_ALERTS_PER_MINUTE', env.DATABASE_URL ? 0 : 4, 0, 600),
    integrations: {
      energy: energy ? { url: energy, secret: env.ENERGY_WEBHOOK_SECRET || undefined } : undefined,
      accounting: accounting
        ? { url: accounting, secret: env.ACCOUNTING_WEBHOOK_SECRET || undefined }
        : undefined,
      accountingInboundSecret: env.ACCOUNTING_INBOUND_SECRET || undefined,
    },
  };
}
