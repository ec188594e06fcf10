// The shipped basemap in the browser (docs/maps.md): Natural Earth's 1:50m countries from the
// world-atlas package, converted from TopoJSON once and kept. Loaded only when a map is drawn
// (its own chunk, ~750 KB before compression), never on the console's first load.
import { feature } from 'topojson-client';
import type { FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

let loading: Promise<FeatureCollection<Geometry, { name?: string }>> | undefined;

export function loadBasemap(): Promise<FeatureCollection<Geometry, { name?: string }>> {
  loading ??= import('world-atlas/countries-50m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Topology<{
      countries: GeometryCollection<{ name?: string }>;
    }>;
    return feature(topology, topology.objects.countries) as FeatureCollection<
      Geometry,
      { name?: string }
    >;
  });
  return loading;
}
