// The demo fleet's vehicles and their tracking devices (schemas/vehicle.schema.json): the drivers and
// plates the demo fleet tasks use (drivers.ts), with a device each. The demo seed stores them with these
// ids (a raw alert's vehicle_id is the vehicle's id); the alert demo source plays their alerts, and the
// demo device gateway answers for their devices (docs/devices.md).
import { DRIVER_PLATE, DRIVERS } from './drivers.ts';
import { CITIES } from './places.ts';

export type DeviceType = 'bsj' | 'vss-howen' | 'concox' | 'teltonika';

export interface DemoVehicle {
  id: number;
  plate: string;
  driver: string;
  category: string;
  imei: string;
  deviceType: DeviceType;
  /** Camera channels: 1 driver-assistance, 3 driver-monitoring. */
  channels: number[];
  gpsPhone: string;
  /** Minutes since the device last reported when the seed runs: over 10 is unreachable (spec §9). */
  lastSeenMinutesAgo: number;
}

/** Device make, cameras and reachability per demo vehicle: every branch of the media flow has one. */
const DEVICES: readonly Pick<DemoVehicle, 'deviceType' | 'channels' | 'lastSeenMinutesAgo'>[] = [
  { deviceType: 'bsj', channels: [1, 3], lastSeenMinutesAgo: 1 },
  { deviceType: 'vss-howen', channels: [1, 3], lastSeenMinutesAgo: 2 },
  { deviceType: 'bsj', channels: [3], lastSeenMinutesAgo: 180 },
  { deviceType: 'concox', channels: [], lastSeenMinutesAgo: 1 },
  { deviceType: 'vss-howen', channels: [1], lastSeenMinutesAgo: 1 },
  { deviceType: 'teltonika', channels: [], lastSeenMinutesAgo: 45 },
  { deviceType: 'bsj', channels: [1, 3], lastSeenMinutesAgo: 3 },
];

export const DEMO_VEHICLES: readonly DemoVehicle[] = [
  ['Joko Susilo', '', DRIVER_PLATE] as [string, string, string],
  ...DRIVERS,
].map(([driver, , plate], index) => ({
  id: 101 + index,
  plate,
  driver,
  category: index % 3 === 0 ? 'Truk Box' : index % 3 === 1 ? 'Truk Engkel' : 'Pick Up',
  imei: `86543210${String(1000001 + index * 7919).padStart(7, '0')}`,
  gpsPhone: `0811${String(5550100 + index * 37).padStart(7, '0')}`,
  ...DEVICES[index % DEVICES.length]!,
}));

/** A demo vehicle as a `vehicle` row, parked in a demo city, last seen `lastSeenMinutesAgo` before `now`. */
export function demoVehicleRow(vehicle: DemoVehicle, index: number, now: number) {
  const city = CITIES[index % CITIES.length]!;
  return {
    license_plate: vehicle.plate,
    category: vehicle.category,
    driver_name: vehicle.driver,
    device_type: vehicle.deviceType,
    imei: vehicle.imei,
    gps_phone: vehicle.gpsPhone,
    channels: vehicle.channels,
    last_seen_at: new Date(now - vehicle.lastSeenMinutesAgo * 60_000).toISOString(),
    latitude: city.latitude,
    longitude: city.longitude,
    heading: (index * 47) % 360,
    speed_kmh: vehicle.lastSeenMinutesAgo > 10 ? 0 : 30 + index * 5,
    is_active: true,
  };
}
