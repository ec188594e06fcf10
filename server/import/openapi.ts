// The import route's entry in the OpenAPI document (server/openapi.ts asks for it by route kind).
import { MAX_IMPORT_ROWS } from './importRecords.ts';
import { IMPORT_LOCALES } from '../../src/domain/import/columns.ts';
import { errorResponse, json } from '../openapiParts.ts';

/** The request body and, into `responses`, the answers of POST <resource base>/import. */
export function importOperation(responses: Record<string, unknown>): Record<string, unknown> {
  responses['200'] = json(
    {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['total', 'valid', 'invalid'],
          properties: {
            total: { type: 'integer' },
            valid: { type: 'integer' },
            invalid: {
              type: 'array',
              items: {
                type: 'object',
                required: ['row', 'errors'],
                properties: {
                  row: { type: 'integer', description: 'Index in rows (0-based)' },
                  errors: { type: 'object', additionalProperties: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
    'dryRun: the preview, every bad row with its field-keyed codes; nothing written',
  );
  responses['201'] = json(
    {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['created', 'ids'],
          properties: {
            created: { type: 'integer' },
            ids: { type: 'array', items: { type: 'integer' } },
          },
        },
      },
    },
    'Every row created, in one transaction',
  );
  responses['400'] = errorResponse(
    'A bad row (keys rows.<index>.<field>: a validation code, not-found or invalid-value for a reference, not-unique for a duplicate) or a bad body; nothing was written',
  );
  responses['409'] = errorResponse('A unique value taken meanwhile; nothing was written');
  return {
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['rows'],
            additionalProperties: false,
            properties: {
              rows: {
                type: 'array',
                minItems: 1,
                maxItems: MAX_IMPORT_ROWS,
                items: {
                  type: 'object',
                  description:
                    'field -> value: typed JSON, or spreadsheet text (numbers, ya/tidak, enum labels, DD/MM/YYYY, a reference by its name, code or id)',
                },
              },
              dryRun: { type: 'boolean', default: false },
              locale: {
                enum: [...IMPORT_LOCALES],
                default: 'id',
                description:
                  "The language the file's numbers are written in: id reads '1.234,5', en '1,234.5' (the importer's UI language)",
              },
            },
          },
        },
      },
    },
  };
}
