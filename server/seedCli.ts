// npm run seed                  demo data (users, customers, master data, delivery orders) when not there yet
// npm run seed -- --rows 100000 N generated customers with one address each, for scale tests
// npm run seed -- --orders 100000 N generated delivery orders over the last 12 months (adds customers when too few)
// Against the configured database (DATABASE_URL, else PGlite in DATA_DIR). Stop a server that uses
// the same embedded data directory first: PGlite allows one process per directory.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDb } from './db.ts';
import { migrate } from './storage/migrate.ts';
import { resources } from '../src/generated/registry.ts';
import { validators } from '../src/generated/validators.js';
import { createServerContext } from './routes/resources.ts';
import { moduleFunctions, moduleTables } from './resources/index.ts';
import { seedDemo } from './seed/demo.ts';
import { seedGenerated } from './seed/generated.ts';
import { seedGeneratedOrders } from './seed/generatedOrders.ts';

const usage =
  'usage: npm run seed [-- --rows N] [--orders N] [--demo]\n  no options: demo data; --rows N: N generated customers; --orders N: N generated delivery orders (with --demo: demo data too)';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string' },
      orders: { type: 'string' },
      demo: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const rows = values.rows === undefined ? 0 : Number(values.rows);
  if (!Number.isInteger(rows) || rows < 0 || rows > 10_000_000)
    throw new Error(`--rows must be an integer from 0 to 10,000,000\n${usage}`);
  const orders = values.orders === undefined ? 0 : Number(values.orders);
  if (!Number.isInteger(orders) || orders < 0 || orders > 10_000_000)
    throw new Error(`--orders must be an integer from 0 to 10,000,000\n${usage}`);
  const demo = values.demo === true || (values.rows === undefined && values.orders === undefined);

  const config = loadConfig(process.env);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  console.log(
    `seed: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
  );
  try {
    await migrate(
      db,
      resources,
      { info: () => {}, warn: (message) => console.warn(message) },
      { tables: moduleTables, functions: moduleFunctions },
    );
    if (demo) {
      // The delivery orders go through the stores and hooks the server would use.
      const summary = await seedDemo(db, {
        server: createServerContext(db, config, { resources, validators }),
      });
      if (summary.skipped)
        console.log('seed: demo data already present (user "admin" exists), nothing written');
      else
        console.log(
          `seed: demo data in ${Math.round(summary.ms)} ms: ${Object.entries(summary.counts)
            .map(([r, n]) => `${n} ${r}`)
            .join(', ')}`,
        );
    }
    if (rows > 0) {
      let reported = 0;
      const summary = await seedGenerated(db, {
        rows,
        onProgress: (done, total) => {
          if (done === total || done - reported >= 20_000) {
            reported = done;
            process.stdout.write(
              `seed: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} customers\n`,
            );
          }
        },
      });
      const seconds = summary.ms / 1000;
      console.log(
        `seed: ${summary.customers.toLocaleString('en')} customers and ${summary.addresses.toLocaleString('en')} addresses in ${seconds.toFixed(1)} s (${Math.round(summary.customers / seconds).toLocaleString('en')} customers/s)`,
      );
    }
    if (orders > 0) {
      let reported = 0;
      const summary = await seedGeneratedOrders(db, {
        rows: orders,
        onProgress: (done, total) => {
          if (done === total || done - reported >= 20_000) {
            reported = done;
            process.stdout.write(
              `seed: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} delivery orders\n`,
            );
          }
        },
      });
      const seconds = summary.ms / 1000;
      const added = [
        summary.customers && `${summary.customers.toLocaleString('en')} customers`,
        summary.vendors && `${summary.vendors} vendors`,
      ].filter(Boolean);
      console.log(
        `seed: ${summary.orders.toLocaleString('en')} delivery orders in ${seconds.toFixed(1)} s (${Math.round(summary.orders / seconds).toLocaleString('en')} orders/s)${added.length ? `; added ${added.join(' and ')} first` : ''}`,
      );
      const cpu = process.cpuUsage();
      console.log(
        `seed: this process used ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU in all (load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(', ')})`,
      );
      if (summary.phases)
        console.log(
          config.databaseUrl
            ? `seed: COPY ${(summary.phases.copy / 1000).toFixed(1)} s, unique indexes and foreign keys ${(summary.phases.rebuild / 1000).toFixed(1)} s, other indexes (in parallel) ${(summary.phases.indexes / 1000).toFixed(1)} s, VACUUM ANALYZE ${(summary.phases.vacuum / 1000).toFixed(1)} s`
            : `seed: INSERT ${(summary.phases.copy / 1000).toFixed(1)} s, indexes built after ${(summary.phases.indexes / 1000).toFixed(1)} s, VACUUM ANALYZE ${(summary.phases.vacuum / 1000).toFixed(1)} s`,
        );
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
