// Registers the route table: the order-service contract under each service's base path, the special
// lists (external) and the simple REST dialect under /api/simple. No resource has code
// of its own here; everything comes from its registry entry.
import { Readable } from 'node:stream';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import {
  errorCodes,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RequestPayload,
} from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { Db } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import { attachModule, moduleOf } from '../resources/index.ts';
import type { ServerContext } from '../context.ts';
import { notFound } from '../errors.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { FieldResolver, quoteIdent } from '../storage/columns.ts';
import { runList, type Params } from '../storage/listQuery.ts';
import { ResourceStore } from '../storage/repository.ts';
import { parseBulkIds, parseId } from '../storage/ids.ts';
import { contentRange, parseSimpleQuery } from './simple.ts';
import { routeTable, type RouteSpec } from './table.ts';
import { contractList } from './contractList.ts';
import { bodyValidator, checkBody } from './bodies.ts';
import { readableBy } from '../../src/domain/access/readableFields.ts';
import { IMPORT_BODY_LIMIT_BYTES, importRecords } from '../import/importRecords.ts';

type Query = Record<string, unknown>;
type PathParams = Record<string, string>;

interface Registry {
  resources: Record<string, ResourceDef>;
  validators: Record<string, ValidateFunction>;
}

/**
 * Every resource's store, with its module's hooks attached, and the context hooks and routes share.
 * With `into`, the stores are built for the new registry and then swapped into that existing
 * context (a live registry reload, server/live.ts): whoever holds the context sees the new ones.
 */
export function createServerContext(
  db: Db,
  config: ServerConfig,
  registry: Registry,
  into?: ServerContext,
): ServerContext {
  const stores = new Map<string, ResourceStore<ServerContext>>();
  for (const def of Object.values(registry.resources)) {
    const validate = registry.validators[def.name];
    if (!validate) throw new Error(`no validator for resource ${def.name}: run npm run generate`);
    stores.set(def.name, new ResourceStore<ServerContext>(def, validate, registry.resources));
  }
  const server: ServerContext = into ?? {
    db,
    config,
    resources: registry.resources,
    stores,
    // Each store was built from its resource's schema and validator, so the store named N returns
    // N's records: asserted here once, for ServerContext.store's typed overload.
    store: function store(this: ServerContext, name: string) {
      const store = this.stores.get(name);
      if (!store) throw new Error(`no resource ${name} in the registry`);
      return store;
    } as ServerContext['store'],
  };
  server.resources = registry.resources;
  server.stores = stores;
  for (const name of stores.keys()) attachModule(server, name);
  return server;
}

/** Raw bodies of public (signature-checked) routes, by request: only those routes keep them. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * preParsing hook of public routes: reads the body (within the route's body limit), keeps its exact
 * text for the signature check and hands the same bytes on to the JSON parser.
 */
async function keepRawBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks);
  rawBodies.set(request, raw.toString('utf8'));
  const copy = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
  copy.receivedEncodedLength = raw.length;
  return copy as unknown as RequestPayload;
}

/** One route of the table with its handler, as the dispatcher serves it. */
export interface TableRoute {
  spec: RouteSpec;
  /** The scopes needed; undefined for a public (signature-checked) route. */
  scopes?: string[];
  handler(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** The route table of the context's current registry, each route with its handler. */
export function tableRoutes(server: ServerContext): TableRoute[] {
  const { db, stores } = server;
  const routes: TableRoute[] = [];

  for (const spec of routeTable(server.resources)) {
    // Each declared JSON body schema is compiled now, so a schema ajv refuses fails at startup.
    if (spec.custom?.body && !spec.custom.multipart) bodyValidator(spec.custom.body);
    const store = stores.get(spec.resource)!;
    const def = store.def;
    const parentField = def.parent?.field;
    const module = moduleOf(def.name);
    const listOptions = {
      aliases: module.filterAliases,
      expand: (on: Db, records: Record<string, unknown>[]) => store.expand(on, records, true),
    };

    const ids = (request: FastifyRequest) => {
      const params = request.params as PathParams;
      let parentId: number | undefined;
      if (parentField && spec.params.includes(parentField)) {
        parentId = parseId(params[parentField]);
        if (parentId === undefined) throw notFound(parentField);
      }
      let id: number | undefined;
      if (spec.params.includes('id')) {
        id = parseId(params.id);
        if (id === undefined) throw notFound('id');
      }
      return { id: id!, parentId };
    };

    const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      const query = (request.query ?? {}) as Query;
      const account = request.account;
      // The module's row scope (a tenant's own rows): a condition on lists, a 404 on any other row.
      const scope = account && module.rowScope ? module.rowScope(account) : undefined;
      const scoped =
        (where: (params: Params) => string[]) =>
        (params: Params): string[] =>
          scope
            ? [
                ...where(params),
                `t.${quoteIdent(scope.field)} = ${params.add(scope.value, 'bigint')}`,
              ]
            : where(params);
      const visible = <T extends Record<string, unknown>>(record: T): T => {
        if (scope && record[scope.field] !== scope.value) throw notFound();
        return record;
      };
      const assertVisible = async (id: number, parentId?: number) => {
        if (scope) visible(await store.getRaw(db, id, parentId));
      };
      // Every record of this resource leaves through `readable`: fields whose readScope the caller
      // lacks (registry readScopes) are left out, on reads and on the record a write returns.
      const readable = readableBy(def, account?.scopes);
      const readableList = <T extends { data: { paginated_result: Record<string, unknown>[] } }>(
        result: T,
      ): T => {
        result.data.paginated_result = result.data.paginated_result.map(readable);
        return result;
      };
      switch (spec.kind) {
        case 'custom': {
          const params: Record<string, number> = {};
          for (const name of spec.params) {
            const value = parseId((request.params as PathParams)[name]);
            if (value === undefined) throw notFound(name);
            params[name] = value;
          }
          const custom = spec.custom!;
          const req = { request, reply, server, params, query, body: request.body };
          // The declared body schema validates the body (a multipart form is the handler's to read).
          const checked = () => {
            if (custom.body && !custom.multipart) req.body = checkBody(custom.body, req.body);
          };
          // A public route has no access rule, so no account; it checks the signature over rawBody
          // (authenticate) before its body is looked at.
          if (custom.public) {
            const publicReq = { ...req, account: null, rawBody: rawBodies.get(request) ?? '' };
            await custom.authenticate?.(publicReq);
            checked();
            return custom.handler({ ...publicReq, body: req.body });
          }
          checked();
          return custom.handler({ ...req, account: account! });
        }
        case 'list': {
          const { parentId } = ids(request);
          await store.checkParent(db, parentId);
          return readableList(
            await contractList(
              db,
              store.source,
              query,
              scoped(store.parentCondition(parentId)),
              module.listClauses?.(query) ?? [],
              listOptions,
            ),
          );
        }
        case 'external':
          return readableList(
            await contractList(
              db,
              store.source,
              query,
              scoped(() => ['t."external_id" IS NOT NULL']),
              [],
              listOptions,
            ),
          );
        case 'read': {
          const { id, parentId } = ids(request);
          return { data: readable(visible(await store.get(db, id, parentId))) };
        }
        case 'create': {
          const { parentId } = ids(request);
          reply.code(201);
          return { data: readable(await store.create(db, request.body, { parentId, account })) };
        }
        case 'update': {
          const { id, parentId } = ids(request);
          await assertVisible(id, parentId);
          return {
            data: readable(await store.update(db, id, request.body, { parentId, account })),
          };
        }
        case 'delete': {
          const { id, parentId } = ids(request);
          await assertVisible(id, parentId);
          return { data: readable(await store.remove(db, id, { parentId, account })) };
        }
        case 'bulk-delete': {
          const { parentId } = ids(request);
          if (scope)
            for (const id of parseBulkIds(request.body).unique) await assertVisible(id, parentId);
          return { data: { ids: await store.bulkRemove(db, request.body, { parentId, account }) } };
        }
        case 'import': {
          const result = await importRecords(server, store, request.body, account);
          reply.code(result.status);
          return result.body;
        }
        case 'simple-list': {
          const resolver = new FieldResolver(store.source.columns);
          const simple = parseSimpleQuery(query, resolver, store.simpleFilters());
          const result = await runList(db, store.source, {
            clauses: simple.clauses,
            search: simple.search,
            sorts: simple.sorts,
            limit: simple.limit,
            offset: simple.offset,
            where: scoped(() => (simple.empty ? ['FALSE'] : [])),
            errorKey: 'filter',
            allowed: store.simpleFilters(),
          });
          reply.header(
            'Content-Range',
            contentRange(def.name, simple.offset, result.records.length, result.total),
          );
          reply.header('X-Total-Kind', result.totalKind);
          return (await store.expand(db, result.records, true)).map(readable);
        }
        case 'simple-read':
          return readable(visible(await store.get(db, ids(request).id)));
        case 'simple-create':
          reply.code(201);
          return readable(await store.create(db, request.body, { account }));
        case 'simple-update':
          await assertVisible(ids(request).id);
          return readable(await store.update(db, ids(request).id, request.body, { account }));
        case 'simple-delete':
          await assertVisible(ids(request).id);
          return readable(await store.remove(db, ids(request).id, { account }));
      }
    };

    routes.push({ spec, scopes: spec.custom?.public ? undefined : spec.scopes, handler });
  }
  return routes;
}

/** What the dispatcher found for a request: the route, and its path parameters. */
export interface Dispatched {
  route: TableRoute;
  params: Record<string, string | undefined>;
}

/** The route table in a router of its own, rebuilt whenever the registry changes. */
export interface Dispatcher {
  routes: TableRoute[];
  /** The route of a method and URL (query string allowed); HEAD finds the GET route. */
  find(method: string, url: string): Dispatched | null;
}

const noop = () => undefined;

/**
 * The route kinds that only read (lists, one record): on PostgreSQL each runs in one read-only
 * transaction opened with the user's re-read (server/auth/auth.ts, AuthorizeOptions.reading).
 */
const READING_KINDS = new Set<RouteSpec['kind']>([
  'list',
  'external',
  'read',
  'simple-list',
  'simple-read',
]);

export function createDispatcher(server: ServerContext): Dispatcher {
  // find-my-way is Fastify's own router, with Fastify's defaults: case-sensitive paths, no
  // trailing-slash folding, path parameters of at most 100 characters.
  const router = FindMyWay({
    caseSensitive: true,
    ignoreTrailingSlash: false,
    maxParamLength: 100,
  });
  const routes = tableRoutes(server);
  for (const route of routes) router.on(route.spec.method, route.spec.url, noop, route);
  return {
    routes,
    find(method, url) {
      const found = router.find((method === 'HEAD' ? 'GET' : method) as HTTPMethod, url);
      return found ? { route: found.store as TableRoute, params: found.params } : null;
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The table route the dispatcher chose for this request (null outside the route table). */
    dispatched: Dispatched | null;
  }
  interface FastifyContextConfig {
    /** A dispatcher route: the table routes under this prefix are looked up per request. */
    dispatcher?: string;
  }
}

/**
 * Serves the route table through the dispatcher: Fastify cannot add routes once it listens, so
 * each service base path (and /api/simple) gets one wildcard route whose handler looks the request
 * up in `current()`, the dispatcher of the registry in force. A registry reload swaps the
 * dispatcher; nothing is registered again. Per request this adds one router lookup (the same radix
 * tree Fastify uses) to what registering each route would cost.
 */
export function registerDispatcher(
  app: FastifyInstance,
  prefixes: string[],
  current: () => Dispatcher,
) {
  app.decorateRequest('dispatched', null);
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = current().find(request.method, request.url);
    if (!found) throw notFound('path');
    request.dispatched = found;
    request.params = found.params;
    if (found.route.scopes)
      await app.authenticator.authorize(request, reply, found.route.scopes, {
        reading: READING_KINDS.has(found.route.spec.kind),
      });
  };
  // An inbound webhook signed by its sender: the raw body kept for the HMAC.
  const preParsing = async (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: RequestPayload,
  ) =>
    request.dispatched?.route.scopes === undefined ? keepRawBody(request, reply, payload) : payload;
  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    request.dispatched!.route.handler(request, reply);
  for (const prefix of new Set(prefixes)) {
    app.route({
      method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
      url: `${prefix}/*`,
      config: { dispatcher: prefix },
      onRequest,
      preParsing,
      handler,
    });
    // The import routes (<base>/<path>/import, one or two path segments) take bigger bodies: a
    // spreadsheet of 10,000 rows. The router prefers these over the wildcard; the dispatcher decides.
    for (const url of [`${prefix}/:a/import`, `${prefix}/:a/:b/import`])
      app.route({
        method: 'POST',
        url,
        bodyLimit: IMPORT_BODY_LIMIT_BYTES,
        config: { dispatcher: prefix },
        onRequest,
        preParsing,
        handler,
      });
  }
}
