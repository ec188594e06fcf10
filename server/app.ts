// The API server: migrations, auth, the registry-derived routes (both dialects), OpenAPI docs,
// health and the built console. The caller listens (server/main.ts) or injects (tests).
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { ValidateFunction } from 'ajv';
import type { Db } from './db.ts';
import type { ServerConfig } from './config.ts';
import { SERVICE_BASE_PATHS, type ResourceDef } from '../src/generated/registry.ts';
import { ApiError, pgErrorAsApiError, sendErrors } from './errors.ts';
import { asTenant } from './tenancy.ts';
import { registerAuth, runReading } from './auth/auth.ts';
import { migrate } from './storage/migrate.ts';
import { registerDispatcher } from './routes/resources.ts';
import { moduleFunctions, moduleTables } from './resources/index.ts';
import { registerLiveStatus } from './liveStatus.ts';
import { LiveApi } from './live.ts';
import { registerContractCheck } from './contract/hook.ts';
import { CONTRACT_CHECK_ENV } from './contract/responseContract.ts';
import type { ServerContext } from './context.ts';
import { SIMPLE_PREFIX } from './routes/table.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { multipartOptions, refuseStrayMultipart } from './attachments/upload.ts';
import { registerFileRoute } from './attachments/routes.ts';
import { closeDeviceGateway } from './devices/media.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  refuseBarePreflight,
} from './transportErrors.ts';
import { GRAPHQL_PATH, registerGraphql } from './graphql/register.ts';
import { ensureAlertCodes } from './alerts/codes.ts';
import type { GraphqlModule } from './graphql/types.ts';
import { registerPush } from './push/route.ts';
import { auditRouteHook } from './audit/context.ts';
import { registerAudit } from './audit/routes.ts';
import { registerGeo } from './geo/routes.ts';
import { registerAnnouncementPublisher } from './resources/system-notification/publisher.ts';
import { servedBuildId } from './consoleBuild.ts';
import { registerSavedViews } from './views/savedViews.ts';
import { closeVoipGateway } from './voip/calls.ts';

export interface AppRegistry {
  resources: Record<string, ResourceDef>;
  validators: Record<string, ValidateFunction>;
  /** The generator's REGISTRY_HASH (the default registry has it); /auth/me sends it as X-Armada-Registry. */
  hash?: string;
}

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** Defaults to the generated registry (src/generated). Tests pass one generated from fixtures. */
  registry?: AppRegistry;
  /** Built console to serve at /; defaults to config.staticDir. Served only when it holds index.html. */
  staticDir?: string;
  logger?: boolean;
  /** The hand-written GraphQL modules; defaults to server/graphql/modules.ts. Tests pass their own. */
  graphqlModules?: readonly GraphqlModule[];
  /** Where log lines go when logger is on (server/main.ts passes pino-pretty on a terminal); stdout by default. */
  logStream?: { write(line: string): void };
}

/** A request slower than this is logged at warn whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, at a level that says whether it matters: 5xx error, slow warn, 4xx info,
 * the rest debug (LOG_LEVEL=debug shows every request). Fastify's own two lines per request are off
 * (its LogController's disableRequestLogging); see docs/architecture.md § Decisions.
 */
async function logResponse(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const status = reply.statusCode;
  const ms = reply.elapsedTime;
  const level =
    status >= 500 ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : status >= 400 ? 'info' : 'debug';
  const url = request.url;
  request.log[level](
    { method: request.method, url, statusCode: status, responseTime: Math.round(ms) },
    `${request.method} ${url} ${status} ${Math.round(ms)} ms`,
  );
}

export const DOCS_PREFIX = '/api/docs';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The scopes the route needs; undefined for a route without access rule (public, or authenticated in band). */
  scopes?: string[];
  /** A route without access rule that authenticates in band: 'first-message' is GET /push (its first WebSocket message carries the token). */
  authenticatedBy?: 'first-message';
}

/** The generated registry and validators (src/generated/), what buildApp serves unless given another. */
export async function loadGeneratedRegistry(): Promise<AppRegistry> {
  const [{ resources, REGISTRY_HASH }, { validators }] = await Promise.all([
    import('../src/generated/registry.ts'),
    import('../src/generated/validators.js'),
  ]);
  return { resources, validators, hash: REGISTRY_HASH };
}

const isSourceMap = (pathname: string) => pathname.toLowerCase().endsWith('.map');

/** Paths outside the resources' base paths that are API, never the console's client-side routes. */
const OTHER_API_PREFIXES = ['/api/', '/auth/', '/health', '/files/', '/graphql', '/push'];

/** Maps anything thrown to the one error shape; only genuine server faults are 5xx. */
function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError)
    return sendErrors(reply, error.status, error.errors, error.issues, error.messages);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendErrors(reply, 413, { body: 'too-large' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendErrors(reply, 415, { 'content-type': 'invalid-value' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return sendErrors(reply, 400, { body: 'required' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return sendErrors(reply, 400, { body: 'invalid-format' });
  }
  const refused = pgErrorAsApiError(error);
  if (refused) return sendErrors(reply, refused.status, refused.errors);
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    return sendErrors(
      reply,
      status,
      status === 429 ? { request: 'too-many-requests' } : { request: 'invalid-value' },
    );
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendErrors(reply, 500, { server: 'internal' });
}

/**
 * Vite names every file under assets/ by its content hash, so a browser may keep it for a year
 * without asking again; anything else (index.html above all) is revalidated on every load, so a new
 * build shows on the next reload.
 */
export function cacheControlFor(file: string): string {
  return /[\\/]assets[\\/][^\\/]+-[\w-]{8}(\.\w+)+$/.test(file)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const registry = options.registry ?? (await loadGeneratedRegistry());
  const app = Fastify({
    logger: options.logger
      ? { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // Behind nginx (docs/scaling.md): request.ip is the client's address from X-Forwarded-For, but
    // only when the peer is one of the configured proxies.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    // Errors before routing (bad URL) and in Node's parser (unknown method, headers too large)
    // answer in the one error shape too (server/transportErrors.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.setErrorHandler(errorHandler);
  // The response contract (tests: every answer checked against the OpenAPI document; docs/api.md).
  if (process.env[CONTRACT_CHECK_ENV] === '1') registerContractCheck(app, () => live?.openapi);
  // Every route as registered, with its access rule: the permission matrix test walks this list.
  // The route table's routes come from the live dispatcher (below), in force at the time of asking.
  const registered: RegisteredRoute[] = [];
  let live: LiveApi | undefined;
  app.decorate('registeredRoutes', {
    getter: () => [
      ...registered,
      ...(live?.dispatcher.routes ?? []).flatMap(({ spec, scopes }) =>
        [spec.method, ...(spec.method === 'GET' ? ['HEAD'] : [])].map((method) => ({
          method,
          url: spec.url,
          scopes,
        })),
      ),
    ],
  });
  // Tenancy (docs/tenancy.md): the handler of every route runs as the signed-in account's company
  // (authenticated in onRequest), so each of its queries is held by row-level security. Anonymous
  // handlers (sign-in, public links, signed webhooks) run as the owner and say so where they write.
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function tenantHandler(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const account = request.account;
      // A reading route whose transaction authorize opened runs in it (server/auth/auth.ts).
      return account
        ? asTenant(Number(account.company_id), () =>
            request.readTransaction
              ? runReading(request, async () => handler.call(this, request, reply))
              : handler.call(this, request, reply),
          )
        : handler.call(this, request, reply);
    };
  });
  // The audit trail records each write's method and path (server/audit/context.ts).
  app.addHook('onRoute', auditRouteHook);
  app.addHook('onRoute', (route) => {
    if (route.config?.dispatcher) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // POST /graphql checks the bearer token itself (server/graphql/register.ts), each operation its scopes.
    const scopes = route.config?.access?.scopes ?? (route.url === GRAPHQL_PATH ? [] : undefined);
    const authenticatedBy = route.config?.authenticatedBy;
    for (const method of methods)
      registered.push({
        method: String(method),
        url: route.url,
        scopes,
        ...(authenticatedBy ? { authenticatedBy } : {}),
      });
  });

  app.addHook('onResponse', logResponse);

  const migration = await migrate(
    db,
    registry.resources,
    { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), debug: (m) => app.log.debug(m) },
    { tables: moduleTables, functions: moduleFunctions },
  );
  app.decorate('migration', migration);
  // Reference data every database needs (the alert-code catalogue), whatever the seed setting.
  await ensureAlertCodes(db, registry.resources);

  // JSON only. An empty body is allowed where no body is expected (DELETE); text/plain is accepted
  // only when empty, because ra-data-simple-rest sends DELETE with Content-Type: text/plain.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).length === 0 && request.method === 'DELETE') return done(null, undefined);
    json(request, body as string, done);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if ((body as string).length === 0) return done(null, undefined);
    const error = new Error('only JSON bodies are accepted') as FastifyError;
    error.code = 'FST_ERR_CTP_INVALID_MEDIA_TYPE';
    error.statusCode = 415;
    done(error, undefined);
  });

  // First, so every answer carries them, the early refusals below included.
  await registerSecurityHeaders(app, { tileUrl: config.map.tileUrl });
  app.addHook('onRequest', refuseBarePreflight);
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Content-Range', 'X-Armada-Registry', 'X-Total-Kind'],
  });
  // Answers of 1 KiB or more, compressed as the client accepts (brotli at quality 4, gzip): API
  // lists, the OpenAPI document. The console's files come compressed from the build instead
  // (preCompressed below), and an answer that already has a Content-Encoding is left alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // multipart/form-data for the driver's photo uploads only: the handler streams the parts within
  // these limits (server/attachments/upload.ts); other routes never read such a body.
  await app.register(multipart, multipartOptions(config));
  app.addHook('preValidation', refuseStrayMultipart);
  await registerAuth(app, db, config, () => (live?.registry ?? registry).resources, {
    registryHash: () => live?.registry.hash,
  });

  app.get('/health', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // The route table and the OpenAPI document of the registry in force (server/live.ts): a reload
  // (npm run dev, on a saved schema) swaps them without a restart.
  live = new LiveApi(db, config, registry, {
    info: (m) => app.log.info(m),
    warn: (m) => app.log.warn(m),
    debug: (m) => app.log.debug(m),
  });
  const current = live;
  app.decorate('armada', live.server);
  app.decorate('live', live);
  if (config.liveRegistry) registerLiveStatus(app, live);
  registerFileRoute(app, db, config);
  // Pending demo uploads stop with the server (docs/devices.md).
  app.addHook('onClose', async () => closeDeviceGateway(current.server));
  registerAudit(app, db, config, () => current.registry.resources);
  registerGeo(app, db, config);
  registerSavedViews(app, db, () => current.registry.resources);
  registerDispatcher(
    app,
    [...Object.values(SERVICE_BASE_PATHS), ...live.prefixes(), SIMPLE_PREFIX],
    () => current.dispatcher,
  );
  // POST /graphql: types and operations generated from the registry in force, plus the modules.
  const graphqlModules =
    options.graphqlModules ?? (await import('./graphql/modules.ts')).GRAPHQL_MODULES;
  await registerGraphql(app, { modules: graphqlModules, graphiql: config.graphiql ?? false });

  // @fastify/swagger keeps one document object; both of the UI's document routes (JSON and YAML)
  // ask transformSpecification instead, for the document of the registry in force, built on the
  // first request. So the object given here is never served.
  await app.register(swagger, {
    mode: 'static',
    specification: {
      document: {
        openapi: '3.1.0',
        info: { title: 'Armada API', version: '' },
        paths: {},
      } as never,
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    transformSpecificationClone: false,
    transformSpecification: () => current.openapi,
  });

  // The push channel's WebSocket (server/push/route.ts), after the API routes: @fastify/websocket
  // wraps only the routes registered after it.
  await registerPush(app, db, { authTimeoutMs: config.pushAuthTimeoutMs });
  // System announcements due later are published by a poll; due ones at their write's commit.
  await registerAnnouncementPublisher(app, db, () => current.registry.resources);
  // The VoIP gateway's pending answers (the demo gateway's timers) stop with the server.
  app.addHook('onClose', async () => closeVoipGateway(live.server));

  const staticDir = options.staticDir ?? config.staticDir;
  const serveConsole = !!staticDir && existsSync(path.join(staticDir, 'index.html'));
  // The id of the console build served now: the console offers a reload when it is not its own
  // (docs/architecture.md "Update prompt").
  app.get('/api/console-build', { config: { access: { scopes: [] } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { data: { id: serveConsole ? servedBuildId(staticDir) : null } };
  });
  if (serveConsole) {
    await app.register(fastifyStatic, {
      root: path.resolve(staticDir!),
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // Source maps stay on the server (vite.config.ts builds them hidden): never served.
      allowedPath: (pathname) => !isSourceMap(pathname),
      // The build writes file.br and file.gz beside each text file (scripts/lib/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlFor(file)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const prefixes = [...current.prefixes(), ...OTHER_API_PREFIXES];
    const isApi =
      prefixes.some((p) => url === p || url.startsWith(p.endsWith('/') ? p : `${p}/`)) ||
      url.startsWith(SIMPLE_PREFIX);
    // Client-side routes of the console (/customer/12/show) get its index.html.
    if (
      serveConsole &&
      !isApi &&
      !isSourceMap(url) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html')
    ) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendErrors(reply, 404, { path: 'not-found' });
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    migration: Awaited<ReturnType<typeof migrate>>;
    /** Stores (with their resource modules' hooks), config and database: for seeds and tests. */
    armada: ServerContext;
    /** The registry in force and its reload (server/live.ts). */
    live: LiveApi;
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** A route that authenticates in band instead of with an access rule (see RegisteredRoute). */
    authenticatedBy?: 'first-message';
  }
}
