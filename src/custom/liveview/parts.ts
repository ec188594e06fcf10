// What the live view gets from the rest of the console (App.tsx hands it in, so this page imports no
// other custom page): the map (src/custom/map/GeoMap.tsx, MAPS' contract), a vehicle's recent
// alerts with their actions and call buttons (src/custom/alerts/vehicle/VehicleAlerts.tsx), and the
// push channel's events (vehicle-position-{companyId}).
import { createContext, useContext, type ComponentType } from 'react';

export interface LiveMarker {
  id: string;
  lat: number;
  lng: number;
  label: string;
  kind: 'alert' | 'vehicle' | 'origin' | 'destination';
  heading?: number | null;
}

export type LiveEventHandler = (payload: unknown, type: string) => void;

export interface LiveViewParts {
  Map: ComponentType<{
    markers: LiveMarker[];
    ariaLabel: string;
    height?: number | string;
    follow?: boolean;
  }>;
  VehicleAlerts: ComponentType<{ vehicleId: number }>;
  /** The push channel's events by type prefix (the console's alert events hub); returns the unsubscribe. */
  useEvents: () => { subscribe: (prefix: string, handler: LiveEventHandler) => () => void };
}

export const LiveViewPartsContext = createContext<LiveViewParts | undefined>(undefined);

export function useLiveViewParts(): LiveViewParts {
  const parts = useContext(LiveViewPartsContext);
  if (!parts)
    throw new Error('useLiveViewParts: no LiveViewPartsContext (liveviewRoutes provides it)');
  return parts;
}
