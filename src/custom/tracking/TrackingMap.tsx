// The tracking page's map (docs/maps.md, issue 29 "the same map on the tracking pages"): origin,
// destination and, while the task runs, the vehicle's last position, on the shared GeoMap.
import { useTranslate } from 'ra-core';
import { GeoMap } from '../map/GeoMap.tsx';
import type { PublicTracking } from './trackingApi.ts';
import { trackingMarkers } from './trackingMarkers.ts';
import { formatWib } from './wib.ts';

export function TrackingMap({ data, locale }: { data: PublicTracking; locale: string }) {
  const translate = useTranslate();
  const markers = trackingMarkers(data, {
    origin: (name) => translate('custom.map.origin', { name }),
    destination: (name) => translate('custom.map.destination', { name }),
    vehicle: (at) =>
      at
        ? translate('custom.map.vehicle', { time: formatWib(at, locale) })
        : translate('custom.map.vehicle_unknown_time'),
  });
  if (markers.length === 0) return null;
  return (
    <GeoMap
      markers={markers}
      ariaLabel={translate('custom.map.tracking_region')}
      height={320}
      follow
    />
  );
}
