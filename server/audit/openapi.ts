// The audit routes in the OpenAPI document (server/openapi.ts adds them): GET /api/audit and
// GET /api/audit/{resource}/{id} (server/audit/routes.ts, docs/audit.md).
import { AUDIT_OPS } from './context.ts';
import { AUDIT_PATH } from './routes.ts';
import { errorResponse } from '../openapiParts.ts';

type Json = Record<string, unknown>;

const ROW: Json = {
  type: 'object',
  required: ['id', 'occurred_on', 'resource', 'op', 'changes'],
  properties: {
    id: { type: 'integer' },
    occurred_on: { type: 'string', format: 'date-time' },
    user_id: { type: ['integer', 'null'] },
    user_name: { type: ['string', 'null'] },
    method: { type: ['string', 'null'], description: 'HTTP method of the request that wrote' },
    route: { type: ['string', 'null'], description: 'Path of the request that wrote' },
    resource: { type: 'string' },
    record_id: { type: ['integer', 'null'] },
    op: { enum: [...AUDIT_OPS] },
    changes: {
      type: 'object',
      description: 'Changed field -> its value before and after (null: absent)',
      additionalProperties: {
        type: 'object',
        required: ['before', 'after'],
        properties: { before: {}, after: {} },
      },
    },
  },
};

const PAGE: Json = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        paginated_result: { type: 'array', items: ROW },
        ids: { type: 'array', items: { type: 'integer' } },
      },
    },
    metadata: {
      type: 'object',
      properties: { page: { type: 'integer' }, total_count: { type: 'integer' } },
    },
  },
};

const query = (name: string, schema: Json, description: string) => ({
  name,
  in: 'query',
  required: false,
  schema,
  description,
});

const PAGING = [
  query('limit', { type: 'integer', minimum: 1, maximum: 100 }, 'Page size, default 10'),
  query('page', { type: 'integer', minimum: 1 }, 'Page number from 1'),
];

export function auditPaths(): Record<string, Json> {
  const ok = { description: 'OK', content: { 'application/json': { schema: PAGE } } };
  return {
    [AUDIT_PATH]: {
      get: {
        operationId: 'auditList',
        summary:
          "Every write of the caller's company, newest first (administrators: audit-log:admin)",
        tags: ['audit'],
        parameters: [
          ...PAGING,
          query('user_id', { type: 'integer', minimum: 1 }, 'Writes by this user'),
          query('resource', { type: 'string' }, 'Writes of this resource'),
          query('record_id', { type: 'integer', minimum: 1 }, 'Writes of this record'),
          query('op', { enum: [...AUDIT_OPS] }, 'Writes of this kind'),
          query('from', { type: 'string', format: 'date-time' }, 'At or after'),
          query('to', { type: 'string', format: 'date-time' }, 'At or before'),
        ],
        responses: {
          '200': ok,
          '400': errorResponse('A bad filter or page'),
          '401': errorResponse('Missing or invalid bearer token'),
          '403': errorResponse('Not an administrator (scope audit-log:admin)'),
        },
      },
    },
    [`${AUDIT_PATH}/{resource}/{id}`]: {
      get: {
        operationId: 'auditRecord',
        summary: "One record's history, newest first (whoever may read the resource)",
        tags: ['audit'],
        parameters: [
          { name: 'resource', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          ...PAGING,
        ],
        responses: {
          '200': ok,
          '400': errorResponse('A bad page'),
          '401': errorResponse('Missing or invalid bearer token'),
          '403': errorResponse("Without the resource's read scopes"),
          '404': errorResponse('No such resource or record'),
        },
      },
    },
  };
}
