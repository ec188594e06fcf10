// The map routes (docs/maps.md): the static map image and the map settings, both public, and the
// reverse geocoder behind the alert centre's read scope. Registered by server/app.ts; described in
// the OpenAPI document by server/geo/openapi.ts.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db.ts';
import { badRequest } from '../errors.ts';
import { ALERT_CENTRE_SCOPES } from '../../src/domain/access/featureScopes.ts';
import { parseCoordinateQuery, parseStaticMapQuery } from '../../src/domain/geo/staticMap.ts';
import { createGeocoder, type Geocoder } from './geocoder.ts';
import { ATTRIBUTION, staticMapImage } from './staticMap.ts';

export const MAP_STATIC_PATH = '/vsms2-rest/api/map/static';
export const MAP_CONFIG_PATH = '/vsms2-rest/api/map/config';
export const GEOCODE_REVERSE_PATH = '/vsms2-rest/api/geocode/reverse';

/** Requests per client IP per minute on the public routes: a page of popups is far below it. */
export const MAP_RATE_LIMIT = 600;

export function registerGeo(
  app: FastifyInstance,
  db: Db,
  config: ServerConfig,
  geocoder: Geocoder = createGeocoder(db),
) {
  const rateLimit = { max: MAP_RATE_LIMIT, timeWindow: 60_000 };

  // No token: an <img> cannot send one, and the image shows only the shipped basemap around the
  // coordinate its own URL names (no company data), so signing it would protect nothing.
  app.get(MAP_STATIC_PATH, { config: { rateLimit } }, async (request, reply) => {
    const parsed = parseStaticMapQuery((request.query ?? {}) as Record<string, unknown>);
    if (!parsed.ok) throw badRequest(parsed.errors);
    const image = staticMapImage(parsed.value);
    reply.header('Cache-Control', 'public, max-age=86400');
    reply.header('ETag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
  });

  // What the console's maps draw: the tile server when one is configured, the shipped basemap always.
  app.get(MAP_CONFIG_PATH, { config: { rateLimit } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return {
      data: {
        tile_url: config.map.tileUrl ?? null,
        tile_attribution: config.map.tileAttribution ?? null,
        basemap_attribution: ATTRIBUTION,
      },
    };
  });

  app.get(
    GEOCODE_REVERSE_PATH,
    { config: { access: { scopes: [ALERT_CENTRE_SCOPES.main] } } },
    async (request) => {
      const parsed = parseCoordinateQuery((request.query ?? {}) as Record<string, unknown>);
      if (!parsed.ok) throw badRequest(parsed.errors);
      const { lat, lng } = parsed.value;
      return { data: await geocoder.reverse(request.account!.company_id, lat, lng) };
    },
  );
}
