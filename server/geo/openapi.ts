// The map routes in the OpenAPI document (server/openapi.ts adds them; server/geo/routes.ts).
import { errorResponse, json } from '../openapiParts.ts';
import { STATIC_MAP } from '../../src/domain/geo/staticMap.ts';
import { GEOCODE_REVERSE_PATH, MAP_CONFIG_PATH, MAP_STATIC_PATH } from './routes.ts';

const coordinate = (name: 'lat' | 'lng') => ({
  name,
  in: 'query',
  required: true,
  schema:
    name === 'lat'
      ? { type: 'number', minimum: -90, maximum: 90 }
      : { type: 'number', minimum: -180, maximum: 180 },
  description: name === 'lat' ? 'Latitude, degrees' : 'Longitude, degrees',
});
const size = (name: 'w' | 'h', fallback: number) => ({
  name,
  in: 'query',
  required: false,
  schema: {
    type: 'integer',
    minimum: STATIC_MAP.minSize,
    maximum: STATIC_MAP.maxSize,
    default: fallback,
  },
  description: name === 'w' ? 'Width, px' : 'Height, px',
});

export function geoPaths(): Record<string, Record<string, unknown>> {
  return {
    [MAP_STATIC_PATH]: {
      get: {
        operationId: 'mapStatic',
        summary:
          'An SVG map of the shipped basemap around a point, with a marker and the attribution (no token: it shows only what its URL names; cached, ETag)',
        tags: ['maps'],
        security: [],
        parameters: [
          coordinate('lat'),
          coordinate('lng'),
          size('w', STATIC_MAP.defaultWidth),
          size('h', STATIC_MAP.defaultHeight),
        ],
        responses: {
          '200': {
            description: 'The image',
            content: { 'image/svg+xml': { schema: { type: 'string' } } },
          },
          '304': { description: 'Not modified (If-None-Match named the ETag)' },
          '400': errorResponse(
            'lat/lng: required, invalid-format, too-small, too-large; w/h: invalid-format, too-small, too-large; another parameter: unknown-field',
          ),
          '429': errorResponse('Too many requests from this address'),
          '500': errorResponse('A server fault'),
        },
      },
    },
    [MAP_CONFIG_PATH]: {
      get: {
        operationId: 'mapConfig',
        summary:
          "The console maps' settings: the tile server's URL template (MAP_TILE_URL, or null: the shipped basemap only) and attributions",
        tags: ['maps'],
        security: [],
        responses: {
          '200': json({
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'object',
                required: ['tile_url', 'tile_attribution', 'basemap_attribution'],
                properties: {
                  tile_url: { type: ['string', 'null'] },
                  tile_attribution: { type: ['string', 'null'] },
                  basemap_attribution: { type: 'string' },
                },
              },
            },
          }),
          '429': errorResponse('Too many requests from this address'),
          '500': errorResponse('A server fault'),
        },
      },
    },
    [GEOCODE_REVERSE_PATH]: {
      get: {
        operationId: 'geocodeReverse',
        summary:
          "The address nearest a point: the company's address book within 1 km, else the shipped Indonesian places within 50 km; null when neither is near",
        tags: ['maps'],
        parameters: [coordinate('lat'), coordinate('lng')],
        responses: {
          '200': json({
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                oneOf: [
                  { type: 'null' },
                  {
                    type: 'object',
                    required: ['address', 'source', 'distanceKm'],
                    properties: {
                      address: { type: 'string' },
                      source: { enum: ['address-book', 'city'] },
                      distanceKm: { type: 'number', minimum: 0 },
                    },
                  },
                ],
              },
            },
          }),
          '400': errorResponse(
            'lat/lng: required, invalid-format, too-small, too-large; another parameter: unknown-field',
          ),
          '401': errorResponse('Missing or invalid bearer token'),
          '403': errorResponse('Without e4a-alert-center-main:read'),
          '500': errorResponse('A server fault'),
        },
      },
    },
  };
}
