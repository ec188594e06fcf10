// The demo vehicles' movement on a real database (server/devices/movement.ts): a tick moves the
// online vehicles of every company (position, heading, speed, last_seen_at), leaves the offline ones
// where they are, and publishes vehicle-position-{companyId} for each move, to its own company.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { moveVehiclesOnce, type Drive } from '../../server/devices/movement.ts';
import { PUSH_CHANNEL } from '../../server/push/publish.ts';
import { cityByName } from '../../server/demo/places.ts';

let h: Harness;
const events: { kind: string; companyId: number; payload: { vehicleId: number } }[] = [];
let unlisten: (() => Promise<void>) | undefined;
const ids: Record<string, number> = {};
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

beforeAll(async () => {
  h = await startHarness({ users: [{ username: 'admin', scopes: ['vehicle:read'] }] });
  unlisten = await h.db.listen(PUSH_CHANNEL, (text) => {
    const event = JSON.parse(text);
    if (event.kind === 'vehicle-position') events.push(event);
  });
  const bandung = cityByName('Bandung');
  const at = { latitude: bandung.latitude, longitude: bandung.longitude };
  const make = async (name: string, fields: Record<string, unknown>, company = 1) => {
    ids[name] = (
      await h.create(
        'vehicle',
        {
          license_plate: `D ${100 + Object.keys(ids).length} MV`,
          imei: String(865100000000000 + Object.keys(ids).length),
          device_type: 'bsj',
          ...at,
          heading: 0,
          speed_kmh: 0,
          ...fields,
        },
        company,
      )
    ).id;
  };
  await make('online', { last_seen_at: minutesAgo(2) });
  await make('offline', { last_seen_at: minutesAgo(45) });
  await make('otherCompany', { last_seen_at: minutesAgo(1) }, 2);
});
afterAll(async () => {
  await unlisten?.();
  await h?.close();
});

async function row(id: number) {
  const { rows } = await h.db.query<Record<string, unknown>>(
    `SELECT latitude, longitude, heading, speed_kmh, last_seen_at FROM vehicle WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

test('a tick moves the online vehicles, each pushed to its own company', async () => {
  const before = { online: await row(ids.online!), offline: await row(ids.offline!) };
  const drives = new Map<number, Drive>();
  const now = Date.now();
  expect(await moveVehiclesOnce(h.app.armada, drives, { intervalMs: 60_000, now })).toBe(2);
  const after = await row(ids.online!);
  expect(Number(after.latitude)).not.toBe(Number(before.online.latitude));
  expect(Number(after.speed_kmh)).toBeGreaterThan(30);
  expect(new Date(after.last_seen_at as string).getTime()).toBe(now);
  // The offline vehicle stays put.
  expect(await row(ids.offline!)).toEqual(before.offline);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(events.map((e) => [e.companyId, e.payload.vehicleId]).sort()).toEqual(
    [
      [1, ids.online],
      [2, ids.otherCompany],
    ].sort(),
  );
  // A second tick carries on from where the first left off.
  await moveVehiclesOnce(h.app.armada, drives, { intervalMs: 60_000, now: now + 60_000 });
  const again = await row(ids.online!);
  expect(Number(again.latitude)).not.toBe(Number(after.latitude));
  expect(drives.get(ids.online!)!.km).not.toBe(0);
});
