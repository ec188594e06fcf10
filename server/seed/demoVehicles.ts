// The demo fleet's vehicles (server/demo/vehicles.ts) for the demo company, stored with the ids the
// alert demo source gives their alerts (a raw alert's vehicle_id is the vehicle's id), and two of the
// second company's own, so the fleet is per company like everything else.
import type { Db } from '../db.ts';
import { hasResource, insertRows } from '../storage/insertRows.ts';
import { DEMO_VEHICLES, demoVehicleRow } from '../demo/vehicles.ts';
import type { SeedContext } from './seedContext.ts';

export async function seedVehicles(ctx: SeedContext): Promise<void> {
  if (!hasResource('vehicle')) return;
  // A fresh database (the seed runs once): the identity continues at the first demo vehicle's id.
  await ctx.db.query(
    `SELECT setval(pg_get_serial_sequence('"vehicle"', 'id'), $1::bigint, false)`,
    [DEMO_VEHICLES[0]!.id],
  );
  const ids = await ctx.insert(
    'vehicle',
    DEMO_VEHICLES.map((vehicle, index) => demoVehicleRow(vehicle, index, ctx.now)),
  );
  const expected = DEMO_VEHICLES.map((vehicle) => vehicle.id);
  if (ids.join() !== expected.join())
    throw new Error(`seed: demo vehicles got ids ${ids.join()}, expected ${expected.join()}`);
}

/** The second company's vehicles (its company_id by default, as its other rows). */
export async function seedSecondCompanyVehicles(tx: Db, now: number): Promise<number> {
  if (!hasResource('vehicle')) return 0;
  const rows = [
    { plate: 'L 8123 SE', imei: '865999000000017', deviceType: 'bsj' as const },
    { plate: 'L 8456 SE', imei: '865999000000025', deviceType: 'concox' as const },
  ].map((vehicle, index) => ({
    ...demoVehicleRow(
      {
        ...DEMO_VEHICLES[index]!,
        plate: vehicle.plate,
        imei: vehicle.imei,
        deviceType: vehicle.deviceType,
        driver: index === 0 ? 'Agus Salim' : 'Bayu Prakoso',
        channels: vehicle.deviceType === 'bsj' ? [1, 3] : [],
      },
      index + 8,
      now,
    ),
  }));
  return (await insertRows(tx, 'vehicle', rows)).length;
}
