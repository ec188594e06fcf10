// Server configuration: read and validated here, and only here.
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import envSchema from 'env-schema';
import { Ajv } from 'ajv';

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
  /**
   * TRUST_PROXY: the addresses (comma-separated IPs or CIDRs, or proxy-addr's names: loopback,
   * linklocal, uniquelocal) of the reverse proxies in front of the server, whose X-Forwarded-For
   * then names the client (its address for the sign-in rate limit and the logs). Unset: none is
   * trusted, the peer's address is the client's (docs/scaling.md).
   */
  trustProxy?: string;
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
  /** LEGACY_CONSOLE_URL: where backToVsmsV1 sends a user back to VSMS 1.0; unset, the mutation answers 400 legacyConsole: integration-not-configured and records nothing. */
  legacyConsoleUrl?: string;
  /** AUDIT_RETENTION_DAYS: audit rows older than this are pruned at start-up and daily (docs/audit.md); 365 when unset. */
  auditRetentionDays?: number;
  /** DEVICE_GATEWAY: the device gateway the video calls go through (docs/devices.md); `demo` when unset. */
  deviceGateway?: 'demo';
  /** DEMO_UPLOAD_DELAY_MS: how long the demo gateway's devices take to upload a requested video (4000). */
  demoUploadDelayMs?: number;
  /** MAP_TILE_URL / MAP_TILE_ATTRIBUTION: an OpenStreetMap-compatible tile template the console's maps draw (docs/maps.md); unset: the shipped basemap only. */
  map: { tileUrl?: string; tileAttribution?: string };
  /** Outbound webhooks of the integrations; unset means the integration is not configured (calls answer 400 integration-not-configured). */
  integrations: {
    energy?: { url: string; secret?: string };
    accounting?: { url: string; secret?: string };
    /** Shared secret the accounting system signs its inbound webhook with (HMAC-SHA256, header X-Armada-Signature). */
    accountingInboundSecret?: string;
  };
  /**
   * Calls (docs/calls-and-liveview.md): VOIP_WEBHOOK_URL set, calls go to that VoIP service (signed
   * with VOIP_WEBHOOK_SECRET; its call states come back signed with VOIP_INBOUND_SECRET); unset, the
   * demo gateway answers each call after VOIP_DEMO_ANSWER_MS (3000).
   */
  voip: {
    webhook?: { url: string; secret?: string };
    inboundSecret?: string;
    demoAnswerMs: number;
  };
  /** DEMO_VEHICLE_MOVE_MS: how often the demo vehicles move (server/devices/movement.ts); 5000, 0 is off (and the default under test). */
  demoVehicleMoveMs: number;
}

const integer = (minimum: number, maximum: number, fallback?: number) =>
  ({
    type: 'integer',
    minimum,
    maximum,
    ...(fallback === undefined ? {} : { default: fallback }),
  }) as const;
const httpUrl = { type: 'string', format: 'http-url' } as const;
const text = { type: 'string' } as const;
const tileUrl = { type: 'string', format: 'tile-url' } as const;

/**
 * The environment the server reads, as a JSON Schema (Fastify's env-schema validates and coerces it).
 * Properties are listed in the order they are checked: the first one that fails names the error.
 * An empty variable counts as unset (its default applies), except STATIC_DIR (empty: API only) and SEED.
 */
const ENV_SCHEMA = {
  type: 'object',
  properties: {
    SEED: { type: 'string', enum: ['auto', 'true', 'false', 'always', 'never'], default: 'auto' },
    PORT: integer(0, 65535, 8080),
    LOG_FORMAT: { type: 'string', enum: ['auto', 'json', 'pretty'], default: 'auto' },
    ENERGY_WEBHOOK_URL: httpUrl,
    ACCOUNTING_WEBHOOK_URL: httpUrl,
    TOKEN_TTL_SECONDS: integer(60, 30 * 24 * 3600, 12 * 3600),
    LOGIN_RATE_LIMIT: integer(1, 100_000, 10),
    BODY_LIMIT_BYTES: integer(1024, 50 * 1_048_576, 1_048_576),
    GRAPHQL_TIME_BUDGET_MS: integer(100, 120_000, 5000),
    PUSH_AUTH_TIMEOUT_MS: integer(50, 60_000, 5000),
    MAX_PHOTO_BYTES: integer(1024, 50 * 1_048_576, 5 * 1_048_576),
    CONSOLE_URL: httpUrl,
    PUBLIC_URL: httpUrl,
    LEGACY_CONSOLE_URL: httpUrl,
    // Its default depends on DATABASE_URL (4 embedded, 0 on PostgreSQL): applied below.
    DEMO_ALERTS_PER_MINUTE: integer(0, 600),
    AUDIT_RETENTION_DAYS: integer(1, 36_500, 365),
    DEVICE_GATEWAY: { type: 'string', enum: ['demo'], default: 'demo' },
    DEMO_UPLOAD_DELAY_MS: integer(0, 600_000, 4000),
    MAP_TILE_URL: tileUrl,
    MAP_TILE_ATTRIBUTION: text,
    HOST: { type: 'string', default: '0.0.0.0' },
    DATA_DIR: { type: 'string', default: '.data' },
    DATABASE_URL: text,
    AUTH_SECRET: text,
    TRUST_PROXY: text,
    FILE_SIGNING_SECRET: text,
    STATIC_DIR: text,
    LOG_LEVEL: { type: 'string', default: 'info' },
    LIVE_REGISTRY: text,
    TRACKING_PHOTOS: text,
    NODE_ENV: text,
    VITEST: text,
    ENERGY_WEBHOOK_SECRET: text,
    ACCOUNTING_WEBHOOK_SECRET: text,
    ACCOUNTING_INBOUND_SECRET: text,
    VOIP_WEBHOOK_URL: httpUrl,
    VOIP_WEBHOOK_SECRET: text,
    VOIP_INBOUND_SECRET: text,
    VOIP_DEMO_ANSWER_MS: integer(0, 600_000, 3000),
    // Its default depends on the environment (5000, 0 under test): applied below.
    DEMO_VEHICLE_MOVE_MS: integer(0, 3_600_000),
  },
} as const;

type EnvName = keyof typeof ENV_SCHEMA.properties;
type EnvValue<S> = S extends { type: 'integer' } ? number : string;
type Env = { -readonly [K in EnvName]?: EnvValue<(typeof ENV_SCHEMA.properties)[K]> };

/** new URL() is the judge of a URL (it accepts what fetch accepts), not a regular expression. */
function isHttpUrl(raw: string): boolean {
  try {
    const { protocol } = new URL(raw);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** An OpenStreetMap-style tile template: an http(s) URL naming {z}, {x} and {y} (Leaflet's {s} allowed). */
function isTileUrl(raw: string): boolean {
  return ['{z}', '{x}', '{y}'].every((part) => raw.includes(part)) && isHttpUrl(raw);
}

/** The one message a variable's failure gets, whichever keyword of its schema failed. */
function message(name: EnvName, raw: string | undefined): string {
  const schema: { type: string; minimum?: number; maximum?: number; format?: string } =
    ENV_SCHEMA.properties[name];
  if (name === 'SEED') return `SEED must be true, false or auto, got "${raw}"`;
  if (name === 'DEVICE_GATEWAY') return `DEVICE_GATEWAY must be demo, got "${raw}"`;
  if (name === 'LOG_FORMAT') return `LOG_FORMAT must be json, pretty or auto, got "${raw}"`;
  if (schema.format === 'http-url') return `${name} must be an http(s) URL, got "${raw}"`;
  if (schema.format === 'tile-url')
    return `${name} must be an http(s) URL template with {z}, {x} and {y}, got "${raw}"`;
  if (schema.type === 'integer')
    return `${name} must be an integer from ${schema.minimum} to ${schema.maximum}, got "${raw}"`;
  return `${name} is invalid, got "${raw}"`;
}

let ajv: Ajv | undefined;
/** env-schema's own options, and the http-url format; made once, so the schema compiles once (~80 ms). */
function envAjv(): Ajv {
  ajv ??= new Ajv({
    allErrors: true,
    removeAdditional: true,
    useDefaults: true,
    coerceTypes: true,
  })
    .addFormat('http-url', isHttpUrl)
    .addFormat('tile-url', isTileUrl);
  return ajv;
}

function readEnv(env: NodeJS.ProcessEnv): Env {
  const data: Record<string, string> = {};
  for (const name of Object.keys(ENV_SCHEMA.properties) as EnvName[]) {
    const raw = env[name];
    if (raw === undefined || (raw === '' && name !== 'STATIC_DIR' && name !== 'SEED')) continue;
    // SEED=True and LOG_FORMAT=JSON are accepted as they always were.
    data[name] = name === 'SEED' || name === 'LOG_FORMAT' ? raw.toLowerCase() : raw;
  }
  let read: Env;
  try {
    read = envSchema<Env>({
      schema: ENV_SCHEMA,
      data,
      env: false, // only the env passed in (tests pass their own), never process.env behind it
      ajv: envAjv(),
    });
  } catch (error) {
    const failed = new Set(
      ((error as { errors?: { instancePath: string }[] }).errors ?? []).map((e) =>
        e.instancePath.slice(1),
      ),
    );
    const name = (Object.keys(ENV_SCHEMA.properties) as EnvName[]).find((n) => failed.has(n));
    if (name === undefined) throw error;
    throw new Error(message(name, env[name]));
  }
  // ajv's coercion turns "Infinity" (or 1e400) into a number its range checks skip.
  for (const [name, value] of Object.entries(read) as [EnvName, unknown][])
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new Error(message(name, env[name]));
  return read;
}

/** Trailing slash off, so `${url}/path` joins cleanly. */
const normalUrl = (value: string | undefined) =>
  value === undefined ? undefined : new URL(value).toString().replace(/\/$/, '');

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): ServerConfig {
  const read = readEnv(env);
  const port = read.PORT!;
  const energy = normalUrl(read.ENERGY_WEBHOOK_URL);
  const accounting = normalUrl(read.ACCOUNTING_WEBHOOK_URL);
  const authSecret = read.AUTH_SECRET ?? randomBytes(32).toString('hex');
  const seed = read.SEED!;
  return {
    port,
    host: read.HOST!,
    dataDir: path.resolve(root, read.DATA_DIR!),
    databaseUrl: read.DATABASE_URL,
    authSecret,
    tokenTtlSeconds: read.TOKEN_TTL_SECONDS!,
    loginRateLimit: { max: read.LOGIN_RATE_LIMIT!, timeWindowMs: 60_000 },
    trustProxy: read.TRUST_PROXY,
    bodyLimitBytes: read.BODY_LIMIT_BYTES!,
    graphqlTimeBudgetMs: read.GRAPHQL_TIME_BUDGET_MS!,
    pushAuthTimeoutMs: read.PUSH_AUTH_TIMEOUT_MS!,
    maxPhotoBytes: read.MAX_PHOTO_BYTES!,
    // A key of its own, not the token key itself: a file URL's signature can never pass for a token's.
    fileSigningSecret:
      read.FILE_SIGNING_SECRET ??
      createHmac('sha256', authSecret).update('armada-file-urls').digest('hex'),
    seed:
      seed === 'true' || seed === 'always'
        ? 'always'
        : seed === 'false' || seed === 'never'
          ? 'never'
          : 'auto',
    staticDir: read.STATIC_DIR === '' ? undefined : path.resolve(root, read.STATIC_DIR ?? 'dist'),
    logLevel: read.LOG_LEVEL!,
    logFormat: read.LOG_FORMAT as ServerConfig['logFormat'],
    consoleUrl: normalUrl(read.CONSOLE_URL),
    legacyConsoleUrl: normalUrl(read.LEGACY_CONSOLE_URL),
    liveRegistry: read.LIVE_REGISTRY === '1' || read.LIVE_REGISTRY === 'true',
    // Development is `npm run dev` (LIVE_REGISTRY=1) or NODE_ENV=development; never production or a test run.
    graphiql:
      (read.NODE_ENV === 'development' || read.LIVE_REGISTRY === '1') &&
      read.NODE_ENV !== 'production' &&
      read.NODE_ENV !== 'test' &&
      !read.VITEST,
    publicUrl: normalUrl(read.PUBLIC_URL) ?? `http://localhost:${port || 8080}`,
    trackingPhotos: read.TRACKING_PHOTOS === '1' || read.TRACKING_PHOTOS === 'true',
    demoAlertsPerMinute: read.DEMO_ALERTS_PER_MINUTE ?? (read.DATABASE_URL ? 0 : 4),
    auditRetentionDays: read.AUDIT_RETENTION_DAYS!,
    deviceGateway: read.DEVICE_GATEWAY as 'demo',
    demoUploadDelayMs: read.DEMO_UPLOAD_DELAY_MS!,
    map: { tileUrl: read.MAP_TILE_URL, tileAttribution: read.MAP_TILE_ATTRIBUTION },
    integrations: {
      energy: energy ? { url: energy, secret: read.ENERGY_WEBHOOK_SECRET } : undefined,
      accounting: accounting
        ? { url: accounting, secret: read.ACCOUNTING_WEBHOOK_SECRET }
        : undefined,
      accountingInboundSecret: read.ACCOUNTING_INBOUND_SECRET,
    },
    voip: {
      webhook: read.VOIP_WEBHOOK_URL
        ? { url: normalUrl(read.VOIP_WEBHOOK_URL)!, secret: read.VOIP_WEBHOOK_SECRET }
        : undefined,
      inboundSecret: read.VOIP_INBOUND_SECRET,
      demoAnswerMs: read.VOIP_DEMO_ANSWER_MS!,
    },
    demoVehicleMoveMs:
      read.DEMO_VEHICLE_MOVE_MS ?? (read.NODE_ENV === 'test' || read.VITEST ? 0 : 5000),
  };
}
