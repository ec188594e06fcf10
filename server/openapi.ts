// The OpenAPI 3.1 document, built from the registry and the same route table the server registers.
// Pure: same resources in, same document out.
import type { ResourceDef } from '../src/generated/registry.ts';
import { ERROR_CODES } from './errors.ts';
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
} from '../src/domain/list/limits.ts';
import { routeTable, type RouteSpec } from './routes/table.ts';
import { moduleOf } from './resources/index.ts';
import { GRAPHQL_LIMITS } from './graphql/limits.ts';
import { savedViewPaths } from './views/openapi.ts';
import { FILES_PATH } from './attachments/signing.ts';
import { auditPaths } from './audit/openapi.ts';
import { geoPaths } from './geo/openapi.ts';
import { importOperation } from './import/openapi.ts';
import { errorResponse, json, ref } from './openapiParts.ts';
import { TOTAL_KINDS } from './storage/listQuery.ts';

type Json = Record<string, unknown>;

const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** The schema as plain JSON Schema: no x-admin hints, no $id/$schema (components are not documents). */
export function publicSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(publicSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'x-admin' || key === '$id' || key === '$schema') continue;
    // Keys of `properties` are field names, not keywords: keep them all.
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, publicSchema(v)]))
        : publicSchema(value);
  }
  return out;
}

/** Says on each property with a readScope that callers without the scope do not receive it. */
function withReadScopes(schema: Json, def: ResourceDef): Json {
  const properties = schema.properties as Record<string, Json>;
  for (const [field, scopes] of Object.entries(def.readScopes ?? {})) {
    const prop = properties[field];
    if (!prop) continue;
    const note = `Returned only to callers holding ${scopes.join(' and ')}; left out of the record for anyone else.`;
    prop.description = typeof prop.description === 'string' ? `${prop.description} ${note}` : note;
    // Left out for some callers, so never required in an answer (a create still needs it: the
    // validators say so, field-keyed).
    if (Array.isArray(schema.required))
      schema.required = (schema.required as string[]).filter((name) => name !== field);
  }
  return schema;
}

/** Root keywords of a record schema that only make sense for a whole record (a create). */
const WHOLE_RECORD_KEYWORDS = [
  'required',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'dependentRequired',
  'dependentSchemas',
];

/**
 * A change of a record: any of its properties, none required, plus `version` (the one read; a stale
 * one is 409 conflict). `requireVersion` for PATCH, which documents the guard as mandatory; the simple
 * dialect's PUT merges what is sent and checks a version only when one is sent.
 */
export function changesOf(record: Json, requireVersion: boolean): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(record))
    if (!WHOLE_RECORD_KEYWORDS.includes(key)) out[key] = value;
  out.properties = {
    ...(record.properties as Json),
    version: {
      type: 'integer',
      minimum: 1,
      description:
        'The version of the record as read; a stale one is 409 {"errors":{"version":"conflict"}}.',
    },
  };
  if (requireVersion) out.required = ['version'];
  return out;
}

/**
 * Errors every operation may answer, besides what its kind declares: the field-keyed body of
 * docs/api.md ("Errors"). A route's own declaration of a status wins.
 */
function commonErrors(responses: Json, opts: { body: boolean; write: boolean; auth: boolean }) {
  const add = (status: string, description: string) => {
    responses[status] ??= errorResponse(description);
  };
  add('400', 'Bad input (a query parameter, the body, the URL); nothing was written');
  if (opts.auth) {
    add('401', 'Missing or invalid bearer token');
    add(
      '403',
      'A needed scope is missing ({"scope":"<the first missing one>"}), a password change is due, or a body names another company',
    );
  }
  add('404', "Unknown id, parent id or path (another company's record answers the same)");
  if (opts.write)
    add('409', 'A conflict: a stale version, a referenced record, a status that refuses it');
  if (opts.body) {
    add('413', 'Body over the size limit (body: too-large)');
    add('415', 'A content type other than JSON (content-type: invalid-value)');
  }
  add('500', 'A server fault ({"errors":{"server":"internal"}})');
}

const LIST_PARAMETERS = [
  {
    name: 'limit',
    in: 'query',
    schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
  },
  {
    name: 'page',
    in: 'query',
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
  },
  {
    name: 'search',
    in: 'query',
    description: 'Case-insensitive substring over the search fields',
    schema: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
  },
  {
    name: 'sorts',
    in: 'query',
    description: 'field:asc|desc, comma-separated',
    schema: { type: 'string' },
    example: 'name:asc',
  },
  {
    name: 'filters',
    in: 'query',
    description:
      "Repeatable; one clause each: field eq|ne|gt|gte|lt|lte value, or field in (v1,v2). Strings in single quotes ('' escapes a quote).",
    schema: { type: 'array', items: { type: 'string' } },
    style: 'form',
    explode: true,
    example: ["status.name eq 'ACTIVE'"],
  },
  {
    name: 'after',
    in: 'query',
    description:
      'Keyset paging: metadata.next_cursor of the previous page (same search, sorts and filters); the page starts after that row and `page` is ignored. Only for sorts in one direction (docs/api.md, "Deep pages").',
    schema: { type: 'string', maxLength: 2000 },
  },
];

const SIMPLE_PARAMETERS = [
  {
    name: 'sort',
    in: 'query',
    description: 'JSON ["field","ASC|DESC"]',
    schema: { type: 'string' },
    example: '["id","ASC"]',
  },
  {
    name: 'range',
    in: 'query',
    description: 'JSON [start,end], inclusive, at most 1000 rows',
    schema: { type: 'string' },
    example: '[0,9]',
  },
  {
    name: 'filter',
    in: 'query',
    description: 'JSON object: q (search), field: value, field: [values]',
    schema: { type: 'string' },
    example: '{"q":"jaya"}',
  },
];

function listEnvelope(item: unknown) {
  return {
    type: 'object',
    required: ['data', 'metadata'],
    properties: {
      data: {
        type: 'object',
        required: ['paginated_result', 'ids'],
        properties: {
          paginated_result: { type: 'array', items: item },
          ids: { type: 'array', items: { type: 'integer' } },
        },
      },
      metadata: {
        type: 'object',
        required: ['page', 'total_count'],
        properties: {
          page: { type: 'integer' },
          total_count: { type: 'integer' },
          total_kind: TOTAL_KIND_SCHEMA,
          next_cursor: {
            type: 'string',
            description:
              'When the page is full and the sort allows keyset paging: send it as `after` for the next page',
          },
        },
      },
    },
  };
}

/** metadata.total_kind and the simple dialect's X-Total-Kind (docs/api.md, "Totals"). */
export const TOTAL_KIND_SCHEMA = {
  type: 'string',
  enum: [...TOTAL_KINDS],
  description:
    "How far total_count can be trusted: 'exact' (counted), 'estimate' (PostgreSQL's planner " +
    "estimate, when counting would cost more than the planner's 2,000), 'more-than' (more than " +
    'total_count rows match: PostgreSQL counts at most 10,000). PGlite always counts.',
} as const;

/** Component names of a resource: its record, the record as reads serve it, a list item, its changes. */
export function componentNames(name: string) {
  const base = pascal(name);
  return {
    model: base,
    served: `${base}Served`,
    listItem: `${base}ListItem`,
    patch: `${base}Patch`,
    put: `${base}Put`,
  };
}

function operation(spec: RouteSpec, def: ResourceDef, served: Set<string>): Json {
  const names = componentNames(def.name);
  const model = ref(names.model);
  // What reads and writes answer: the record plus what the module's expansion adds, if it adds any.
  const record = served.has(names.served) ? ref(names.served) : model;
  const listItem = served.has(names.listItem) ? ref(names.listItem) : record;
  const op: Json = {
    operationId:
      spec.kind === 'custom'
        ? `${spec.method.toLowerCase()}${spec.path
            .replace(/\{[a-z_]+\}|\*$/g, 'by')
            .split(/[/-]/)
            .filter(Boolean)
            .map((w) => w[0].toUpperCase() + w.slice(1))
            .join('')}`
        : `${spec.kind.replace(/-(.)/g, (_, c: string) => c.toUpperCase())}${pascal(def.name)}`,
    summary: spec.summary,
    tags: [def.name],
    'x-scopes': spec.scopes,
  };
  const parameters: unknown[] = spec.params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  }));
  const responses: Json = {
    '401': errorResponse('Missing or invalid bearer token'),
    '403': errorResponse('A needed scope is missing'),
  };
  switch (spec.kind) {
    case 'custom': {
      const custom = spec.custom!;
      if (custom.listParameters) parameters.push(...LIST_PARAMETERS);
      for (const q of custom.query ?? [])
        parameters.push({
          name: q.name,
          in: 'query',
          required: q.required ?? false,
          description: q.description,
          schema: q.schema,
        });
      for (const h of custom.headers ?? [])
        parameters.push({
          name: h.name,
          in: 'header',
          required: false,
          description: h.description,
          schema: { type: 'string' },
        });
      const body = custom.body ?? custom.bodyDoc;
      if (body)
        op.requestBody = {
          required: true,
          content: {
            [custom.multipart ? 'multipart/form-data' : 'application/json']: {
              schema: publicSchema(body),
            },
          },
        };
      for (const [status, response] of Object.entries(
        custom.responses ?? { '200': { description: 'OK' } },
      )) {
        responses[status] =
          response.schema === undefined && !response.contentType
            ? Number(status) >= 400
              ? errorResponse(response.description)
              : { description: response.description }
            : {
                description: response.description,
                content: {
                  [response.contentType ?? 'application/json']: { schema: response.schema ?? {} },
                },
              };
      }
      responses['400'] ??= errorResponse('Bad input; nothing was written');
      if (custom.public === 'token') {
        // A read named by an unguessable token (the tracking link): no bearer token, no signature.
        op.security = [];
        op['x-scopes'] = [];
        delete responses['401'];
        delete responses['403'];
        responses['404'] = errorResponse('Unknown token');
        responses['429'] = errorResponse('Too many calls from one address');
        parameters.push({
          name: 'token',
          in: 'path',
          required: true,
          description: 'The last segment of the track link',
          schema: { type: 'string' },
        });
      } else if (custom.public === 'signature') {
        // An inbound webhook: no bearer token, the sender signs the body instead.
        op.security = [];
        op['x-scopes'] = [];
        delete responses['403'];
        responses['401'] = errorResponse(
          'Missing or invalid X-Armada-Signature (HMAC-SHA256 of the raw body)',
        );
        parameters.push({
          name: 'X-Armada-Signature',
          in: 'header',
          required: true,
          description: 'sha256=<hex HMAC-SHA256 of the raw body with the shared secret>',
          schema: { type: 'string' },
        });
      }
      break;
    }
    case 'list':
    case 'external':
      parameters.push(...LIST_PARAMETERS);
      responses['200'] = json(listEnvelope(listItem));
      responses['400'] = errorResponse('Bad limit, page, search, sorts or filters');
      break;
    case 'read':
      responses['200'] = json(dataOf(record));
      break;
    case 'import':
      Object.assign(op, importOperation(responses));
      break;
    case 'create':
      op.requestBody = { required: true, content: { 'application/json': { schema: model } } };
      responses['201'] = json(dataOf(record), 'Created');
      responses['400'] = errorResponse('Validation failed; nothing was written');
      break;
    case 'update':
      op.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: {
              ...ref(names.patch),
              description: `Changed fields of ${names.model}, with the version read to guard against lost updates`,
            },
          },
        },
      };
      responses['200'] = json(dataOf(record));
      responses['400'] = errorResponse('Validation failed; nothing was written');
      responses['409'] = errorResponse('version conflict');
      break;
    case 'delete':
      responses['200'] = json(dataOf(record), 'Deleted; the record as it was');
      responses['409'] = errorResponse('The record is referenced (in-use)');
      break;
    case 'bulk-delete':
      op.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: {
              oneOf: [
                {
                  type: 'object',
                  required: ['ids'],
                  properties: {
                    ids: {
                      type: 'array',
                      items: { type: 'integer', minimum: 1 },
                      minItems: 1,
                      maxItems: 1000,
                    },
                  },
                  additionalProperties: false,
                },
                {
                  type: 'array',
                  items: { type: 'integer', minimum: 1 },
                  minItems: 1,
                  maxItems: 1000,
                },
              ],
            },
          },
        },
      };
      responses['200'] = json(
        {
          type: 'object',
          properties: {
            data: {
              type: 'object',
              required: ['ids'],
              properties: { ids: { type: 'array', items: { type: 'integer' } } },
            },
          },
          required: ['data'],
        },
        'All deleted',
      );
      responses['400'] = errorResponse('Bad ids');
      responses['409'] = errorResponse('A record is referenced (in-use); nothing was deleted');
      break;
    case 'simple-list':
      parameters.push(...SIMPLE_PARAMETERS);
      responses['200'] = {
        description: 'Bare records; Content-Range: <resource> start-end/total',
        headers: {
          'Content-Range': { schema: { type: 'string' } },
          'X-Total-Kind': { schema: TOTAL_KIND_SCHEMA },
        },
        content: { 'application/json': { schema: { type: 'array', items: listItem } } },
      };
      break;
    case 'simple-read':
    case 'simple-delete':
      responses['200'] = json(record);
      break;
    case 'simple-create':
      op.requestBody = { required: true, content: { 'application/json': { schema: model } } };
      responses['201'] = json(record, 'Created');
      responses['400'] = errorResponse('Validation failed; nothing was written');
      break;
    case 'simple-update':
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: ref(names.put) } },
      };
      responses['200'] = json(record);
      responses['400'] = errorResponse('Validation failed; nothing was written');
      responses['409'] = errorResponse('version conflict');
      break;
  }
  if (spec.params.length > 0) responses['404'] ??= errorResponse('Unknown id (or parent id)');
  commonErrors(responses, {
    body: op.requestBody !== undefined,
    write: spec.method !== 'GET',
    auth: spec.kind !== 'custom' || !spec.custom?.public,
  });
  if (parameters.length > 0) op.parameters = parameters;
  op.responses = responses;
  return op;
}

const dataOf = (record: unknown) => ({
  type: 'object',
  required: ['data'],
  properties: { data: record },
});

/** One error of GraphQL's own shape. */
const GRAPHQL_ERROR = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    locations: {
      type: 'array',
      items: {
        type: 'object',
        properties: { line: { type: 'integer' }, column: { type: 'integer' } },
      },
    },
    path: { type: 'array', items: { type: ['string', 'integer'] } },
  },
};

/** The GraphQL answer: data, and GraphQL's errors for fields that failed. */
const GRAPHQL_RESULT = {
  type: 'object',
  properties: {
    data: { type: ['object', 'null'] },
    errors: { type: 'array', items: GRAPHQL_ERROR },
  },
};

/** GraphQL, the push channel and the signed file URLs: routes outside the registry's route table. */
function transportPaths(): Record<string, Json> {
  const graphqlResponses = {
    '200': json(
      GRAPHQL_RESULT,
      'The result; fields whose resolver failed are null and named in errors. A refusal of an operation is data (its result envelope: status, errors).',
    ),
    '400': {
      description:
        'A request GraphQL-over-HTTP does not allow, or a document over a limit, in the API\'s error shape (body, query, variables, operationName, extensions, query.aliases, query.rootFields, query.depth, query.cost); a document that does not parse or validate, in GraphQL\'s (docs/api.md, "GraphQL limits")',
      content: { 'application/json': { schema: { oneOf: [ref('Errors'), ref('GraphqlErrors')] } } },
    },
    '401': errorResponse('Missing or invalid bearer token'),
    '413': errorResponse(
      `A body over ${GRAPHQL_LIMITS.bodyBytes} bytes (body: too-large), a query over ${GRAPHQL_LIMITS.queryBytes} bytes or ${GRAPHQL_LIMITS.tokens} tokens (query: too-long)`,
    ),
    '503': errorResponse('The query ran past its time budget (query.time: too-large)'),
  };
  const graphqlDescription = `Limits: ${GRAPHQL_LIMITS.aliases} aliases, ${GRAPHQL_LIMITS.rootFields} root fields, depth ${GRAPHQL_LIMITS.depth}, cost ${GRAPHQL_LIMITS.cost} (page sizes count); one operation per request (no batches). See docs/api.md, "GraphQL limits".`;
  return {
    '/graphql': {
      post: {
        operationId: 'graphql',
        summary: 'GraphQL: the types and operations generated from the registry, and the modules',
        description: graphqlDescription,
        tags: ['graphql'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['query'],
                properties: {
                  query: { type: 'string', minLength: 1 },
                  variables: { type: ['object', 'null'] },
                  operationName: { type: ['string', 'null'] },
                  extensions: { type: ['object', 'null'] },
                },
              },
            },
            'application/graphql': { schema: { type: 'string', description: 'The query alone' } },
          },
        },
        responses: {
          ...graphqlResponses,
          '415': errorResponse('A content type other than JSON or application/graphql'),
        },
      },
      get: {
        operationId: 'graphqlGet',
        summary: 'GraphQL over GET: queries only',
        description: graphqlDescription,
        tags: ['graphql'],
        parameters: [
          { name: 'query', in: 'query', required: true, schema: { type: 'string' } },
          {
            name: 'variables',
            in: 'query',
            description: 'A JSON object',
            schema: { type: 'string' },
          },
          { name: 'operationName', in: 'query', schema: { type: 'string' } },
        ],
        responses: {
          ...graphqlResponses,
          '405': errorResponse('A mutation (method: invalid-value; Allow: POST)'),
        },
      },
    },
    '/push': {
      get: {
        operationId: 'push',
        summary:
          'The push channel: a WebSocket whose first message authenticates ({"type":"auth","token":…})',
        description:
          'See docs/alerts.md §3. The bearer token travels in the first message, not a header.',
        tags: ['push'],
        security: [],
        responses: {
          '101': { description: 'Switching Protocols: the WebSocket is open' },
          '426': errorResponse('Not a WebSocket handshake (upgrade: required; Upgrade: websocket)'),
        },
      },
    },
    [`${FILES_PATH}/{key}`]: {
      get: {
        operationId: 'file',
        summary:
          'An uploaded file (a proof photo, an alert video) through the signed URL the API hands out',
        description: 'No bearer token: an <img> cannot send one; the signature is the permission.',
        tags: ['files'],
        security: [],
        parameters: [
          { name: 'key', in: 'path', required: true, schema: { type: 'string' } },
          {
            name: 'exp',
            in: 'query',
            required: true,
            description: 'Expiry, Unix seconds',
            schema: { type: 'integer' },
          },
          {
            name: 'sig',
            in: 'query',
            required: true,
            description: 'HMAC of key and expiry',
            schema: { type: 'string' },
          },
          {
            name: 'download',
            in: 'query',
            required: false,
            description: '1: Content-Disposition attachment (save the file) instead of inline',
            schema: { type: 'string', enum: ['1'] },
          },
          {
            name: 'Range',
            in: 'header',
            required: false,
            description:
              'bytes=<start>-<end>: one range answers 206 with those bytes (docs/devices.md, video)',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'The file, with its content type (Accept-Ranges: bytes)',
            content: {
              'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } },
              'video/*': { schema: { type: 'string', contentMediaType: 'video/*' } },
            },
          },
          '206': {
            description: 'The requested byte range, with Content-Range: bytes <start>-<end>/<size>',
            content: {
              'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } },
              'video/*': { schema: { type: 'string', contentMediaType: 'video/*' } },
            },
          },
          '403': errorResponse('A missing, forged or expired signature (sig: forbidden)'),
          '404': errorResponse('No file under this key (key: not-found)'),
          '416': errorResponse(
            'The range lies outside the file (range: invalid-value; Content-Range: bytes */<size>)',
          ),
        },
      },
    },
  };
}

/** A route's path in the document: a token route's wildcard (/fleet-task/public/*) is the {token} it stands for. */
export const documentedPath = (path: string): string => path.replace(/\/\*$/, '/{token}');

export function buildOpenApi(
  resources: Record<string, ResourceDef>,
  info: { title?: string; version?: string } = {},
): Json {
  const schemas: Json = {
    Errors: {
      type: 'object',
      required: ['errors'],
      properties: {
        errors: {
          type: 'object',
          additionalProperties: {
            anyOf: [
              { enum: [...ERROR_CODES] },
              {
                type: 'string',
                pattern: '^[a-z0-9_-]+:[a-z]+$',
                description: '403 {"scope": …}: the first scope the caller lacks',
              },
            ],
          },
          description: 'Field path (dotted) -> error code',
        },
        messages: {
          type: 'object',
          description:
            "Field path -> the schema's own wording of the failed rule, in Indonesian and English, when it has one",
          additionalProperties: {
            type: 'object',
            required: ['id', 'en'],
            properties: { id: { type: 'string' }, en: { type: 'string' } },
          },
        },
        errors_v2: {
          type: 'object',
          required: ['issues'],
          description: "A resource's catalogue codes besides the field codes (fleet tasks)",
          properties: {
            issues: {
              type: 'array',
              items: {
                type: 'object',
                required: ['code', 'path'],
                properties: { code: { type: 'string' }, path: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
  // Components that exist beside a record (the served record, a list item), for operation().
  const served = new Set<string>();
  for (const def of Object.values(resources)) {
    const names = componentNames(def.name);
    const record = withReadScopes(publicSchema(def.schema) as Json, def);
    schemas[names.model] = record;
    schemas[names.patch] = changesOf(record, true);
    schemas[names.put] = changesOf(record, false);
    const module = moduleOf(def.name);
    const documented = module.servedRecord?.(structuredClone(record) as Json);
    if (documented?.record) {
      schemas[names.served] = documented.record;
      served.add(names.served);
    }
    if (documented?.listItem) {
      schemas[names.listItem] = documented.listItem;
      served.add(names.listItem);
    }
    for (const [name, schema] of Object.entries(module.components?.(def) ?? {}))
      schemas[name] = publicSchema(schema);
  }
  // A sign-in's answer: the token and the signed-in account, both always there.
  const signedIn = { token: { type: 'string' }, user: ref('AuthUser') };
  const session = {
    type: 'object',
    required: ['data'],
    properties: {
      data: { type: 'object', required: Object.keys(signedIn), properties: signedIn },
    },
  };
  const paths: Record<string, Record<string, Json>> = {
    '/health': {
      get: {
        operationId: 'health',
        summary: 'Database reachable',
        security: [],
        responses: {
          '200': json({
            type: 'object',
            required: ['status'],
            properties: { status: { const: 'ok' } },
          }),
          '503': json(
            {
              type: 'object',
              required: ['status'],
              properties: { status: { const: 'unavailable' } },
            },
            'Database unreachable',
          ),
        },
      },
    },
    '/api/console-build': {
      get: {
        operationId: 'consoleBuild',
        summary:
          'The id of the console build served now (null without a built console): an open console offers a reload when it is not its own',
        responses: {
          '200': json({
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'object',
                required: ['id'],
                properties: { id: { type: ['string', 'null'] } },
              },
            },
          }),
        },
      },
    },
    '/api/dev/registry': {
      get: {
        operationId: 'devRegistry',
        summary:
          'In `npm run dev` only (LIVE_REGISTRY=1): the hash of the registry the API serves, and the last regenerated one it refused, with why (docs/schema-authoring.md)',
        security: [],
        responses: {
          '200': json({
            type: 'object',
            required: ['hash', 'refused'],
            properties: {
              hash: { type: ['string', 'null'] },
              refused: {},
            },
          }),
        },
      },
    },
    '/auth/login': {
      post: {
        operationId: 'login',
        summary: 'Exchange username and password for a bearer token (rate-limited per IP)',
        security: [],
        tags: ['auth'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['username', 'password'],
                properties: { username: { type: 'string' }, password: { type: 'string' } },
              },
            },
          },
        },
        responses: {
          '200': json(session),
          '400': errorResponse('username or password missing'),
          '401': errorResponse('Wrong credentials or inactive user'),
          '429': errorResponse('Too many attempts'),
        },
      },
    },
    '/auth/me': {
      get: {
        operationId: 'me',
        summary: 'The signed-in user',
        tags: ['auth'],
        responses: {
          '200': json({
            type: 'object',
            required: ['data'],
            properties: { data: ref('AuthUser') },
          }),
          '401': errorResponse('Missing or invalid bearer token'),
        },
      },
    },
    '/auth/password': {
      post: {
        operationId: 'changePassword',
        summary:
          'The signed-in user sets a new password with the current one; the answer is the new session (rate-limited like the sign-in)',
        tags: ['auth'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['current_password', 'new_password'],
                additionalProperties: false,
                properties: {
                  current_password: { type: 'string', maxLength: 200 },
                  new_password: { type: 'string' },
                },
              },
            },
          },
        },
        responses: {
          '200': json(session),
          '400': errorResponse(
            'current_password: invalid-value (wrong), new_password: weak-password or invalid-value (the same)',
          ),
          '401': errorResponse('Missing or invalid bearer token'),
          '429': errorResponse('Too many attempts'),
        },
      },
    },
  };
  commonErrors(paths['/api/console-build']!.get!.responses as Json, {
    body: false,
    write: false,
    auth: true,
  });
  for (const path of ['/auth/login', '/auth/me', '/auth/password'])
    for (const op of Object.values(paths[path]))
      commonErrors(op.responses as Json, {
        body: path !== '/auth/me',
        write: false,
        auth: path !== '/auth/login',
      });
  Object.assign(paths, transportPaths());
  Object.assign(paths, auditPaths());
  Object.assign(paths, geoPaths());
  Object.assign(paths, savedViewPaths());
  schemas.GraphqlErrors = {
    type: 'object',
    required: ['errors'],
    description:
      "GraphQL's own error shape: a document that does not parse or validate against the schema, or a resolver's fault.",
    properties: { data: { type: 'null' }, errors: { type: 'array', items: GRAPHQL_ERROR } },
  };
  schemas.AuthUser = {
    type: 'object',
    required: ['id', 'username', 'fullname', 'position', 'company_id', 'scopes', 'feature_flags'],
    additionalProperties: false,
    properties: {
      must_change_password: {
        const: true,
        description: 'Present while the password an administrator reset is not replaced yet',
      },
      id: { type: 'integer' },
      username: { type: 'string' },
      fullname: { type: 'string' },
      position: { type: 'string' },
      company_id: { type: 'integer' },
      scopes: { type: 'array', items: { type: 'string' } },
      feature_flags: { type: 'array', items: { type: 'string' } },
    },
  };
  for (const spec of routeTable(resources)) {
    const path = documentedPath(spec.path);
    paths[path] ??= {};
    paths[path][spec.method.toLowerCase()] = operation(spec, resources[spec.resource], served);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title ?? 'Armada Console API',
      version: info.version ?? '0.1.0',
      description:
        'Generated from schemas/ at start. Every route needs Authorization: Bearer <token> except /health and /auth/login. Errors: {"errors":{"<field path>":"<code>"}}.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: Object.keys(resources)
      .sort()
      .map((name) => ({ name, description: resources[name].title })),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
