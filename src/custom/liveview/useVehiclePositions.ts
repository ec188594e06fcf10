// The company's vehicles as the live view shows them: read once through the generic vehicle API
// (react-admin's useGetList / useGetOne, per company by row-level security), then moved by the push
// channel's vehicle-position-{companyId} messages: no polling, no refetch per move. The clock ticks
// every 30 s so online/offline (last seen within 10 min) stays true while the page is open.
import { useEffect, useState } from 'react';
import { useGetList, useGetOne } from 'ra-core';
import type { RecordOf } from '../../generated/types';
import { useLiveViewParts } from './parts';
import type { VehiclePosition } from '../../domain/liveview/vehicleStatus';

export const VEHICLE_POSITION_PREFIX = 'vehicle-position-';
/** The most vehicles the fleet view lists. */
export const FLEET_PAGE_SIZE = 500;

export type LiveVehicle = RecordOf<'vehicle'> & { id: number };

type Position = VehiclePosition;

function isPosition(value: unknown): value is Position {
  const p = value as Partial<Position> | null;
  return (
    typeof p?.vehicleId === 'number' &&
    typeof p.lat === 'number' &&
    typeof p.lng === 'number' &&
    typeof p.lastSeenAt === 'string'
  );
}

/** The pushed positions by vehicle id, newest only. */
function usePushedPositions(): Map<number, Position> {
  const { useEvents } = useLiveViewParts();
  const events = useEvents();
  const [positions, setPositions] = useState<Map<number, Position>>(() => new Map());
  useEffect(
    () =>
      events.subscribe(VEHICLE_POSITION_PREFIX, (payload) => {
        if (!isPosition(payload)) return;
        setPositions((current) => new Map(current).set(payload.vehicleId, payload));
      }),
    [events],
  );
  return positions;
}

function withPosition(vehicle: LiveVehicle, pushed: Position | undefined): LiveVehicle {
  if (!pushed) return vehicle;
  return {
    ...vehicle,
    latitude: pushed.lat,
    longitude: pushed.lng,
    heading: pushed.heading,
    speed_kmh: pushed.speedKmh,
    last_seen_at: pushed.lastSeenAt,
  };
}

/** Now, moved on every 30 s. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function useFleet() {
  const pushed = usePushedPositions();
  const list = useGetList<LiveVehicle>('vehicle', {
    pagination: { page: 1, perPage: FLEET_PAGE_SIZE },
    sort: { field: 'license_plate', order: 'ASC' },
  });
  return {
    vehicles: (list.data ?? []).map((vehicle) => withPosition(vehicle, pushed.get(vehicle.id))),
    isPending: list.isPending,
    error: list.error,
  };
}

export function useLiveVehicle(vehicleId: number) {
  const pushed = usePushedPositions();
  const one = useGetOne<LiveVehicle>('vehicle', { id: vehicleId }, { retry: false });
  return {
    vehicle: one.data ? withPosition(one.data, pushed.get(vehicleId)) : undefined,
    isPending: one.isPending,
    error: one.error,
  };
}
