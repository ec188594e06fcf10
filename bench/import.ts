// npm run bench:import: 10,000 customers imported through POST /order/api/web/v1/customer/import
// (server/import/importRecords.ts) on a fresh PGlite database, as the console's import dialog sends
// them: spreadsheet text (numbers, 'Ya'/'Tidak', the marketing user by name, Indonesian characters),
// one preview (dryRun) and one apply per run, each timed from the request to the answer (app.inject:
// the route, its JSON parse and the transaction, without a socket). Every run imports new codes, so
// the table grows by 10,000 a run, as a user's imports would make it. Prints rows/s of each run, then
// the median and range.
//
//   BENCH_ROWS (10000), BENCH_RUNS (5)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite } from '../server/db.ts';
import { createUser } from '../server/auth/users.ts';
import { adminScopes } from '../server/seed/demoUsers.ts';
import { median } from './stats.ts';

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

const ROWS = positive('BENCH_ROWS', 10_000);
const RUNS = positive('BENCH_RUNS', 5);
const URL = '/order/api/web/v1/customer/import';
const CITIES = ['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Semarang', 'Makassar', 'Denpasar'];

function rows(run: number) {
  return Array.from({ length: ROWS }, (_, i) => ({
    Kode: `BENCH-${run}-${i}`,
    Nama: `PT Śrī Bench ${run} ${i}`,
    Telepon: `0812${String(run).padStart(2, '0')}${String(i).padStart(6, '0')}`,
    Email: `bench${run}.${i}@contoh.co.id`,
    Alamat: `Jl. Cikini Raya No. ${i % 200} — Menteng`,
    Kota: CITIES[i % CITIES.length],
    Marketing: 'Rina Bench',
    Aktif: i % 5 === 0 ? 'Tidak' : 'Ya',
  }));
}

/** The mapping the dialog sends: the file's headers (Indonesian labels) already turned into fields. */
const FIELDS: Record<string, string> = {
  Kode: 'code',
  Nama: 'name',
  Telepon: 'phone',
  Email: 'email',
  Alamat: 'address',
  Kota: 'city',
  Marketing: 'marketing_user_id',
  Aktif: 'is_active',
};
const mapped = (file: Record<string, string>[]) =>
  file.map((row) => Object.fromEntries(Object.entries(row).map(([h, v]) => [FIELDS[h]!, v])));

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'armada-bench-import-'));
  const db = await openPglite(path.join(tmp, 'data'));
  try {
    const config = {
      ...loadConfig({ AUTH_SECRET: randomBytes(32).toString('hex'), STATIC_DIR: '' }),
      dataDir: path.join(tmp, 'data'),
    };
    const app = await buildApp({ db, config, logger: false });
    const bench = { company_id: 1, scopes: adminScopes() };
    await createUser(
      db,
      { ...bench, username: 'bench', fullname: 'Bench Runner', position: 'Administrator' },
      'bench-password',
    );
    await createUser(
      db,
      { ...bench, username: 'rina.bench', fullname: 'Rina Bench', position: 'Sales/Marketing' },
      'bench-password',
    );
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'bench', password: 'bench-password' },
    });
    const token = login.json().data.token as string;
    const post = async (body: unknown) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: URL,
        headers: { authorization: `Bearer ${token}` },
        payload: body as Record<string, unknown>,
      });
      const ms = performance.now() - started;
      if (response.statusCode >= 300)
        throw new Error(`${response.statusCode} ${response.body.slice(0, 500)}`);
      return { ms, body: response.json() as { data: Record<string, unknown> } };
    };
    console.log(
      `bench:import: ${ROWS.toLocaleString('en')} customers per run, ${RUNS} runs, PGlite`,
    );
    const applied: number[] = [];
    const previews: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const file = mapped(rows(run));
      const preview = await post({ rows: file, dryRun: true });
      if (preview.body.data.valid !== ROWS)
        throw new Error(`preview: ${JSON.stringify(preview.body.data).slice(0, 500)}`);
      const apply = await post({ rows: file });
      if (apply.body.data.created !== ROWS) throw new Error('apply: not every row was created');
      const rate = ROWS / (apply.ms / 1000);
      applied.push(rate);
      previews.push(ROWS / (preview.ms / 1000));
      console.log(
        `bench:import: run ${run}: preview ${preview.ms.toFixed(0)} ms, apply ${apply.ms.toFixed(0)} ms = ${rate.toFixed(0)} rows/s`,
      );
    }
    const fmt = (values: number[]) =>
      `median ${median(values).toFixed(0)} rows/s (range ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
    console.log(`bench:import: apply   ${fmt(applied)}`);
    console.log(`bench:import: preview ${fmt(previews)}`);
    await app.close();
  } finally {
    await db.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
