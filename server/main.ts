// npm start: build the console when missing or stale, open the database, migrate (buildApp),
// seed demo data on a first start, serve API and console on one port, and shut down cleanly.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig, type ServerConfig } from './config.ts';
import { openDb, type Db } from './db.ts';
import { buildApp, loadGeneratedRegistry, type BuildAppOptions } from './app.ts';
import { GRAPHQL_MODULES } from './graphql/modules.ts';
import { buildStaleness } from './consoleBuild.ts';
import { watchGenerated } from './live.ts';
import { seedDemo } from './seed/demo.ts';
import { demoUsers, MARKETING_POSITION } from './seed/demoUsers.ts';
import { secondCompanyUsers } from './seed/demoSecondCompany.ts';
import { startDemoAlerts } from './alerts/demoSource.ts';
import { startVehicleMovement } from './devices/movement.ts';
import { REPO_ROOT } from './repoRoot.ts';

function ensureConsoleBuilt(config: ServerConfig): void {
  if (!config.staticDir) return;
  const reason = buildStaleness(REPO_ROOT, config.staticDir);
  if (!reason) return;
  // Only the default dist/ is ours to build; another STATIC_DIR is served as it is.
  if (path.resolve(config.staticDir) !== path.join(REPO_ROOT, 'dist')) {
    console.warn(`start: ${reason}; STATIC_DIR points elsewhere, so it is served as it is`);
    return;
  }
  console.log(`start: building the console (${reason}) ...`);
  const started = Date.now();
  // React's production build whatever NODE_ENV the caller had (a test runner sets it to "test");
  // warnings and errors only, not Vite's list of every asset.
  const vite = path.join(REPO_ROOT, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(
      `start: the console build failed (${result.status ?? result.signal}); fix it or run with STATIC_DIR= for the API alone`,
    );
  }
  console.log(`start: console built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function userCount(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "user"`);
  return rows[0]?.n ?? 0;
}

async function hasDemoAdmin(db: Db): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM "user" WHERE "username" = 'admin'`);
  return rows.length > 0;
}

/** The demo admin's company, when the demo users exist (the demo alerts are theirs). */
async function demoCompanyId(db: Db): Promise<number | undefined> {
  const { rows } = await db.query<{ company_id: number }>(
    `SELECT company_id FROM "user" WHERE "username" = 'admin'`,
  );
  return rows[0] ? Number(rows[0].company_id) : undefined;
}

/** pino-pretty on a terminal (or LOG_FORMAT=pretty), JSON lines otherwise; JSON too when pino-pretty is not installed. */
async function logStream(config: ServerConfig): Promise<BuildAppOptions['logStream']> {
  if (config.logFormat === 'json' || (config.logFormat === 'auto' && !process.stdout.isTTY))
    return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    // Synchronous, so log lines and the banner (console.log) come out in the order they were written.
    return pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,method,url,statusCode,responseTime',
    });
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  ensureConsoleBuilt(config);

  // Loaded before the database opens: the same imports take several times longer once PGlite's
  // WebAssembly has started (timed alone, importing the bundled registry and validators: about
  // 50 ms before PGlite.create, 250 ms after).
  const registry = await loadGeneratedRegistry();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({
      db,
      config,
      registry,
      graphqlModules: GRAPHQL_MODULES,
      staticDir: config.staticDir,
      logger: true,
      logStream: await logStream(config),
    });
    const shouldSeed =
      config.seed === 'always' ||
      (config.seed === 'auto' && db.engine === 'pglite' && (await userCount(db)) === 0);
    if (shouldSeed) {
      const summary = await seedDemo(db, { server: app.armada });
      if (summary.skipped) console.log('start: demo data already present');
      else {
        const records = Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
        console.log(
          `start: seeded demo data in ${Math.round(summary.ms)} ms (${records} records in ${Object.keys(summary.counts).length} resources)`,
        );
      }
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }

  // Ctrl-C and SIGTERM close the database cleanly (and release DATA_DIR) from the moment the server
  // listens: the banner below tells the user Ctrl-C stops it, and what follows it may wait on the
  // database. The demo alerts and the schema watcher start after, so they may not exist yet.
  let demoAlerts: ReturnType<typeof startDemoAlerts> | undefined;
  let movement: ReturnType<typeof startVehicleMovement> | undefined;
  let watcher: ReturnType<typeof watchGenerated> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      console.log(`start: ${signal} again, exiting now`);
      process.exit(1);
    }
    closing = true;
    console.log(`start: ${signal} received, closing ...`);
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => {
      console.error('start: still closing after 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      watcher?.close();
      demoAlerts?.stop();
      movement?.stop();
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error('start: error while closing', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // The start's last queries, once shutdown has closed the database: they fail, and the start stops
  // there (never settles) while shutdown exits the process, rather than reporting a failed start.
  const unlessClosing = <T>(query: Promise<T>): Promise<T> =>
    query.catch((error: unknown) =>
      closing ? new Promise<never>(() => undefined) : Promise.reject(error),
    );

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::', ''].includes(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  const url = `http://${host}:${port}`;
  const headline = config.staticDir
    ? `Armada Console is running: open ${url}/`
    : config.consoleUrl
      ? `Armada Console (development): open ${config.consoleUrl}/   (API on ${url})`
      : `Armada API is running at ${url}/ (no console: STATIC_DIR is empty)`;
  const lines = [
    '',
    headline,
    `  data        ${where}${db.engine === 'pglite' ? ' (delete it to start again)' : ''}`,
  ];
  if (await unlessClosing(hasDemoAdmin(db))) {
    const users = demoUsers();
    const marketing = users.filter((user) => user.position === MARKETING_POSITION);
    const others = users.filter((user) => user.position !== MARKETING_POSITION);
    lines.push(
      `  demo users  ${others.map((user) => `${user.username} / ${user.password}`).join(', ')}`,
    );
    if (marketing.length > 0)
      lines.push(
        `              ${marketing.map((user) => user.username).join(', ')} / ${marketing[0]!.password}   (what each may do: README.md)`,
      );
    const second = secondCompanyUsers(2);
    lines.push(
      `  company 2   ${second.map((user) => `${user.username} / ${user.password}`).join(', ')}   (another company: sees nothing of the first)`,
    );
  } else if ((await unlessClosing(userCount(db))) === 0) {
    lines.push('  no users yet: run `npm run seed` (or start with SEED=always) for the demo users');
  }
  lines.push(`  API docs    ${url}/api/docs`, '  Ctrl-C stops the server.', '');
  console.log(lines.join('\n'));

  // Demo alerts for the demo company, only where the demo users are (DEMO_ALERTS_PER_MINUTE; 0 is off).
  const demoCompany =
    config.demoAlertsPerMinute > 0 ? await unlessClosing(demoCompanyId(db)) : undefined;
  if (closing) return;
  demoAlerts =
    demoCompany === undefined
      ? undefined
      : startDemoAlerts(app.armada, {
          perMinute: config.demoAlertsPerMinute,
          companyId: demoCompany,
          onError: (error) =>
            app.log.warn(
              `demo alert not stored: ${error instanceof Error ? error.message : String(error)}`,
            ),
        });
  if (demoAlerts)
    console.log(
      `start: playing ${config.demoAlertsPerMinute} demo alerts a minute (DEMO_ALERTS_PER_MINUTE=0 turns them off)`,
    );

  // The demo vehicles drive on (server/devices/movement.ts), where the demo users are
  // (DEMO_VEHICLE_MOVE_MS; 0 is off).
  if (config.demoVehicleMoveMs > 0 && (await unlessClosing(hasDemoAdmin(db))) && !closing) {
    movement = startVehicleMovement(app.armada, {
      intervalMs: config.demoVehicleMoveMs,
      onError: (error) =>
        app.log.warn(
          `demo vehicles not moved: ${error instanceof Error ? error.message : String(error)}`,
        ),
    });
    console.log(
      `start: the demo vehicles move every ${config.demoVehicleMoveMs} ms (DEMO_VEHICLE_MOVE_MS=0 turns it off)`,
    );
  }

  // npm run dev: a saved schema is regenerated by Vite into src/generated/; apply it here live.
  watcher = config.liveRegistry
    ? watchGenerated(
        path.join(REPO_ROOT, 'src', 'generated'),
        async (registry) => {
          const result = await app.live.reload(registry);
          const change =
            [...result.added.map((n) => `+${n}`), ...result.removed.map((n) => `-${n}`)].join(
              ' ',
            ) || 'schemas changed';
          app.log.info(
            `registry reloaded (${change}; ${result.applied} migration statements) in ${Math.round(result.ms)} ms`,
          );
        },
        {
          onError: (error) =>
            app.log.error(
              `registry reload failed, the previous registry stays in force: ${error instanceof Error ? error.message : String(error)}`,
            ),
          // A refused change put back: the registry in force is the saved one again.
          onUnchanged: () => {
            app.live.refused = undefined;
          },
        },
      )
    : undefined;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // A refusal that explains itself (a locked DATA_DIR, an undeclared breaking schema change) needs no stack.
  const explained =
    error instanceof Error &&
    (error.message.startsWith('start:') || (error as { userFacing?: boolean }).userFacing === true);
  if (error instanceof Error && error.stack && !explained) console.error(error.stack);
  process.exit(1);
});
