// The basemap the product ships (docs/maps.md): Natural Earth's 1:50m countries from the
// world-atlas package (TopoJSON), as GeoJSON features with their bounding boxes, loaded once.
// The static map draws it; the console draws the same file (src/custom/map/basemap.ts).
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { geoBounds } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { Topology, GeometryCollection } from 'topojson-specification';

export interface BasemapFeature {
  feature: Feature<Geometry, { name?: string }>;
  /** [[west, south], [east, north]] in degrees (west > east across the antimeridian). */
  bounds: [[number, number], [number, number]];
}

let loaded: BasemapFeature[] | undefined;

/** Every country of the world, with its bounds: read and converted on first use (~100 ms). */
export function basemapCountries(): BasemapFeature[] {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const topology = require('world-atlas/countries-50m.json') as Topology<{
    countries: GeometryCollection<{ name?: string }>;
  }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<
    Geometry,
    { name?: string }
  >;
  loaded = collection.features.map((f) => ({ feature: f, bounds: geoBounds(f) }));
  return loaded;
}

/** True when a feature's bounds may overlap the box (west, south, east, north). */
export function overlaps(
  bounds: BasemapFeature['bounds'],
  box: { west: number; south: number; east: number; north: number },
): boolean {
  const [[w, s], [e, n]] = bounds;
  if (n < box.south || s > box.north) return false;
  // A feature crossing the antimeridian (w > e): keep it rather than reason about the wrap.
  if (w > e) return true;
  return !(e < box.west || w > box.east);
}
