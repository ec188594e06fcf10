// The saved-view routes in the OpenAPI document (server/openapi.ts merges them): their bodies, their
// answers and their field-keyed errors (docs/live-and-views.md).
import {
  VIEW_COLUMNS_MAX,
  VIEW_NAME_MAX,
  VIEW_PAGE_SIZE_MAX,
} from '../../src/domain/views/savedView.ts';
import { VIEWS_PATH } from './savedViews.ts';
import { errorResponse, json } from '../openapiParts.ts';

const STATE = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: { type: 'object', description: "The list's filter values" },
    sort: {
      type: 'object',
      required: ['field', 'order'],
      properties: { field: { type: 'string' }, order: { enum: ['ASC', 'DESC'] } },
    },
    columns: { type: 'array', items: { type: 'string' }, maxItems: VIEW_COLUMNS_MAX },
    perPage: { type: 'integer', minimum: 1, maximum: VIEW_PAGE_SIZE_MAX },
  },
};
const VIEW = {
  type: 'object',
  required: ['id', 'resource', 'name', 'shared', 'state', 'version', 'owner', 'mine', 'is_default'],
  properties: {
    id: { type: 'integer' },
    resource: { type: 'string' },
    name: { type: 'string', maxLength: VIEW_NAME_MAX },
    shared: { type: 'boolean' },
    state: STATE,
    version: { type: 'integer' },
    owner: { type: ['string', 'null'] },
    mine: { type: 'boolean', description: 'The caller owns it (and may change it)' },
    is_default: { type: 'boolean' },
  },
};
const BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: VIEW_NAME_MAX },
    shared: { type: 'boolean' },
    state: STATE,
    is_default: { type: 'boolean' },
    version: { type: 'integer', minimum: 1 },
  },
};
const resourceParam = { name: 'resource', in: 'path', required: true, schema: { type: 'string' } };
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
const common = {
  '401': errorResponse('Missing or invalid bearer token'),
  '403': errorResponse("The list resource's read scope is missing (scope: <scope>)"),
  '404': errorResponse(
    'Unknown resource (resource: not-found), or a view the caller may not change (id: not-found)',
  ),
};
const tags = ['saved-views'];

export function savedViewPaths(): Record<string, unknown> {
  return {
    [`${VIEWS_PATH}/{resource}`]: {
      get: {
        operationId: 'listSavedViews',
        summary:
          "The caller's saved views of a list, then the ones colleagues shared, and the default",
        tags,
        parameters: [resourceParam],
        responses: {
          '200': json({
            type: 'object',
            required: ['data', 'default'],
            properties: {
              data: { type: 'array', items: VIEW },
              default: { type: ['integer', 'null'] },
            },
          }),
          ...common,
        },
      },
      post: {
        operationId: 'createSavedView',
        summary: "Save a view (name, shared, state; is_default makes it the caller's default)",
        tags,
        parameters: [resourceParam],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { ...BODY, required: ['name', 'state'] } } },
        },
        responses: {
          '201': json({ type: 'object', properties: { data: VIEW } }, 'Created'),
          '400': errorResponse(
            'Field-keyed: name required/too-long, state.* invalid-format/invalid-value/too-large/unknown-field',
          ),
          '409': errorResponse('The caller already has a view of this name (name: not-unique)'),
          ...common,
        },
      },
    },
    [`${VIEWS_PATH}/{resource}/{id}`]: {
      patch: {
        operationId: 'updateSavedView',
        summary: "Rename, share or replace the state of one of the caller's views",
        tags,
        parameters: [resourceParam, idParam],
        requestBody: { required: true, content: { 'application/json': { schema: BODY } } },
        responses: {
          '200': json({ type: 'object', properties: { data: VIEW } }),
          '400': errorResponse('Field-keyed, as on create; version: invalid-format'),
          '409': errorResponse('name: not-unique, or version: conflict'),
          ...common,
        },
      },
      delete: {
        operationId: 'deleteSavedView',
        summary: "Delete one of the caller's views",
        tags,
        parameters: [resourceParam, idParam],
        responses: {
          '200': json({
            type: 'object',
            properties: { data: { type: 'object', properties: { id: { type: 'integer' } } } },
          }),
          ...common,
        },
      },
    },
    [`${VIEWS_PATH}/{resource}/default`]: {
      put: {
        operationId: 'setDefaultSavedView',
        summary: "The caller's default view of a list (own or shared), or none",
        tags,
        parameters: [resourceParam],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id'],
                properties: { id: { type: ['integer', 'null'] } },
              },
            },
          },
        },
        responses: {
          '200': json({
            type: 'object',
            properties: {
              data: { type: 'object', properties: { default: { type: ['integer', 'null'] } } },
            },
          }),
          '400': errorResponse('id: required or invalid-format'),
          ...common,
        },
      },
    },
  };
}
