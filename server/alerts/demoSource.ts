// Demo alerts (docs/alerts.md §2, "Demo source"): realistic alerts for the demo fleet's vehicles —
// overspeed with its duration, driver-monitoring and driver-assistance alerts (only from vehicles
// with that camera; their video comes from the device gateway, docs/devices.md), fleet-order
// alerts naming real fleet tasks, fuel, idle, parking, temperature and driving time — played through
// the ingestion service every few seconds (DEMO_ALERTS_PER_MINUTE), and two days of history for the
// demo seed, some of it resolved, some false alerts, with their logs.
import { asTenant } from '../tenancy.ts';
import type { Db } from '../db.ts';
import type { ServerContext } from '../context.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import { CITIES, STREETS } from '../demo/places.ts';
import { DEMO_VEHICLES } from '../demo/vehicles.ts';
import {
  DRIVER_ASSISTANCE_CODES,
  DRIVER_MONITORING_CODES,
  FLEET_ORDER_CODES,
  hasMedia,
  isFleetOrderCode,
  OVERSPEED_CODE,
} from '../../src/domain/alerts/alertData.ts';
import { KNOWN_NOTES } from '../../src/domain/alerts/knownNotes.ts';
import { QUICK_FILL_REASONS } from '../../src/domain/alerts/actions.ts';
import { checkAlerts, ingestAlerts, RAW_ALERT, storeAlerts } from './ingest.ts';
import { applyActionIn } from './actions.ts';
import { channelOfCode } from '../../src/domain/devices/channels.ts';
import { seedVideoHistory } from '../devices/seed.ts';

export { DEMO_VEHICLES, type DemoVehicle } from '../demo/vehicles.ts';

export interface DemoTask {
  id: number;
  number: string;
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/** What kind of alert to play, roughly as often as a real fleet raises them. */
const KINDS: readonly { weight: number; codes: readonly number[] }[] = [
  { weight: 5, codes: [OVERSPEED_CODE] },
  { weight: 4, codes: DRIVER_MONITORING_CODES },
  { weight: 3, codes: DRIVER_ASSISTANCE_CODES },
  { weight: 2, codes: FLEET_ORDER_CODES },
  { weight: 3, codes: [13, 14, 15, 16, 17, 18, 117] },
];
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);

function pickCode(random: Random): number {
  let roll = random() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return pick(random, kind.codes);
  }
  return OVERSPEED_CODE;
}

/** One realistic alert of a demo vehicle at `at`, as an ingestion body. */
export function demoAlert(
  random: Random,
  at: Date,
  companyId: number,
  tasks: readonly DemoTask[] = [],
): Record<string, unknown> {
  let vehicle = pick(random, DEMO_VEHICLES);
  const city = pick(random, CITIES);
  const latitude = Number((city.latitude + (random() - 0.5) * 0.06).toFixed(6));
  const longitude = Number((city.longitude + (random() - 0.5) * 0.06).toFixed(6));
  const code = pickCode(random);
  const camera = hasMedia(code);
  // A camera alert comes from a vehicle with that camera (driver-monitoring 3, driver-assistance 1).
  const channel = channelOfCode(code);
  if (channel !== null && !vehicle.channels.includes(channel))
    vehicle = pick(
      random,
      DEMO_VEHICLES.filter((candidate) => candidate.channels.includes(channel)),
    );
  let alertData: string | null = null;
  let trigger: string | null = null;
  if (code === OVERSPEED_CODE) {
    alertData = `${between(random, 82, 124)}|${between(random, 20, 240)}`;
    trigger = '80 km/h';
  } else if (isFleetOrderCode(code)) {
    const task =
      tasks.length > 0
        ? pick(random, tasks)
        : {
            id: between(random, 1, 40),
            number: `FT-${at.toISOString().slice(2, 4)}${at.toISOString().slice(5, 7)}-${String(between(random, 1, 40)).padStart(4, '0')}`,
          };
    alertData = `${task.number}|${task.id}|${between(random, 1, 400)}`;
  } else if (code === 13 || code === 14) alertData = String(between(random, 8, 35));
  else if (code === 15 || code === 16) alertData = String(between(random, 10, 90) * 60);
  else if (code === 17 || code === 18)
    alertData = String(code === 17 ? between(random, 9, 14) : between(random, -25, -12));
  else if (code === 117) trigger = '4 jam';
  const createdOn = new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString();
  return {
    created_on: createdOn,
    alert_code: code,
    alert_flag: 0,
    company_id: companyId,
    vehicle_id: vehicle.id,
    license_plate: vehicle.plate,
    vehicle_category: vehicle.category,
    device_type: vehicle.deviceType,
    imei: vehicle.imei,
    driver_name: vehicle.driver,
    latitude,
    longitude,
    address: `${pick(random, STREETS)}, ${city.city}, ${city.province} ${city.postal_code}`,
    map_url: `https://maps.google.com/?q=${latitude},${longitude}`,
    alert_data: alertData,
    alert_trigger: trigger,
    // No video address: the video is the device's, fetched through the device gateway on request.
    video_url: null,
    source_device_category: camera ? 'true' : null,
  };
}

/** Fleet tasks to name in fleet-order alerts: the newest ones with a number. */
export async function demoTasks(db: Db, server: ServerContext): Promise<DemoTask[]> {
  if (!server.resources['fleet-task']) return [];
  const { rows } = await db.query<{ id: number; number: string }>(
    `SELECT id, number FROM ${quoteIdent(tableName('fleet-task'))} WHERE number IS NOT NULL ORDER BY id DESC LIMIT 20`,
  );
  return rows.map((row) => ({ id: Number(row.id), number: row.number }));
}

export interface DemoAlertSource {
  stop(): void;
}

/** Plays `perMinute` alerts a minute for the company until stopped; a failed one is logged and the next one tried. */
export function startDemoAlerts(
  server: ServerContext,
  options: {
    perMinute: number;
    companyId: number;
    onError?: (error: unknown) => void;
    random?: Random;
  },
): DemoAlertSource {
  if (options.perMinute <= 0 || !server.resources[RAW_ALERT]) return { stop() {} };
  const random = options.random ?? Math.random;
  let tasks: Promise<DemoTask[]> | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      tasks ??= demoTasks(server.db, server);
      await ingestAlerts(server, demoAlert(random, new Date(), options.companyId, await tasks), {
        companyId: options.companyId,
      });
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = false;
    }
  };
  // The source feeds one company's alerts, as that company's integration would: as its tenant (docs/tenancy.md).
  const timer = setInterval(
    () => void asTenant(options.companyId, tick),
    Math.round(60_000 / options.perMinute),
  );
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}

const FEEDBACK_NOTES = [
  'Sopir sudah ditegur melalui telepon',
  'Sudah dikonfirmasi ke pengemudi, kondisi aman',
  KNOWN_NOTES[1]!.id,
  'Pengemudi diminta istirahat di rest area terdekat',
];

/**
 * Two days of history for the demo seed, in its transaction: an alert every 25-50 minutes, most
 * read, older ones often resolved, some false alerts (with the quick-fill reasons) and notes, each
 * action at a plausible moment after its alert and logged by `userId`. Nothing is pushed.
 */
export async function seedAlertHistory(
  server: ServerContext,
  tx: Db,
  options: { now: Date; random: Random; companyId: number; userId: number },
): Promise<number> {
  const { random, companyId, userId } = options;
  const tasks = await demoTasks(tx, server);
  const bodies: { alert: unknown; prefix: string }[] = [];
  for (
    let at = options.now.getTime() - 2 * 86_400_000;
    at < options.now.getTime() - 10 * 60_000;
    at += between(random, 25, 50) * 60_000
  ) {
    bodies.push({ alert: demoAlert(random, new Date(at), companyId, tasks), prefix: '' });
  }
  const records = checkAlerts(server, bodies, companyId);
  const { ids } = await storeAlerts(server, tx, records, { publish: false });
  // Some older camera alerts already have their video (docs/devices.md, "Demo data").
  await seedVideoHistory(server, tx, {
    companyId,
    now: options.now,
    alerts: ids.map((id, index) => ({
      id,
      createdOn: String(records[index]!.created_on),
      alertCode: Number(records[index]!.alert_code),
      vehicleId: Number(records[index]!.vehicle_id),
    })),
  });
  const actor = { id: userId, company_id: companyId };
  for (const [index, id] of ids.entries()) {
    const createdOn = String(records[index]!.created_on);
    const at = Date.parse(createdOn);
    const age = options.now.getTime() - at;
    const when = (minutes: number) =>
      new Date(Math.min(at + minutes * 60_000, options.now.getTime()));
    const act = (
      actionType: 'Read' | 'Resolve' | 'FalseAlert' | 'Feedback',
      data: string | null,
      minutes: number,
    ) =>
      applyActionIn(
        tx,
        actor,
        {
          actionType,
          data,
          rawAlertId: [id],
          selectionMode: 'Selection',
          dateRange: { start: createdOn, end: createdOn },
        },
        { publish: false, now: when(minutes) },
      );
    const roll = random();
    if (age < 3 * 3_600_000 && roll < 0.5) continue; // fresh and untouched
    await act('Read', null, between(random, 1, 10));
    if (roll < 0.12)
      await act(
        'FalseAlert',
        pick(random, QUICK_FILL_REASONS) === 'Kejadian Lainnya'
          ? 'Kamera tertutup debu, bukan kejadian nyata'
          : 'Tidak ada kejadian',
        between(random, 10, 40),
      );
    else if (roll < 0.55) {
      if (random() < 0.5)
        await act('Feedback', pick(random, FEEDBACK_NOTES), between(random, 5, 20));
      await act('Resolve', 'true', between(random, 20, 90));
    } else if (roll < 0.65)
      await act('Feedback', pick(random, FEEDBACK_NOTES), between(random, 5, 30));
  }
  return ids.length;
}
