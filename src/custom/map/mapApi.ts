// The maps' one call (docs/maps.md): GET /vsms2-rest/api/map/config, the tile server's template
// (MAP_TILE_URL, or null) and the attributions. Public, like the tracking page that uses it: no token.
import { env } from '../../config/env.ts';
import { createHttpClient, type HttpClient } from '../../dataProviders/httpClient.ts';
import { staticMapPath } from '../../domain/geo/staticMap.ts';

export interface MapConfig {
  tile_url: string | null;
  tile_attribution: string | null;
  basemap_attribution: string;
}

export const MAP_CONFIG_URL = '/vsms2-rest/api/map/config';

const anonymous: HttpClient = createHttpClient(() => null);

/** The settings; a failed call means no tile server (the shipped basemap still draws). */
export async function fetchMapConfig(httpClient: HttpClient = anonymous): Promise<MapConfig> {
  try {
    const { json } = await httpClient(`${env.apiUrl ?? ''}${MAP_CONFIG_URL}`);
    const data = (json?.data ?? {}) as Partial<MapConfig>;
    return {
      tile_url: typeof data.tile_url === 'string' ? data.tile_url : null,
      tile_attribution: typeof data.tile_attribution === 'string' ? data.tile_attribution : null,
      basemap_attribution: data.basemap_attribution ?? '© Natural Earth · GeoNames',
    };
  } catch {
    return {
      tile_url: null,
      tile_attribution: null,
      basemap_attribution: '© Natural Earth · GeoNames',
    };
  }
}

/** The static map image's URL (GET …/map/static; no token needed). */
export const staticMapUrl = (lat: number, lng: number, width: number, height: number) =>
  `${env.apiUrl ?? ''}${staticMapPath(lat, lng, width, height)}`;
