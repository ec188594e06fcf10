// Playwright's globalSetup (playwright.config.ts): builds the console when stale and starts the real
// server once for all specs and workers on a fresh temporary database. Its URL reaches the specs as
// E2E_BASE_URL (workers inherit the environment globalSetup leaves); the returned function is the
// teardown.
import { ensureBuilt } from './build.ts';
import { repoRoot, startServer } from './server.ts';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) {
    // Against a server someone already runs (e.g. npm start); nothing to start or build.
    return undefined;
  }
  ensureBuilt(repoRoot);
  const started = Date.now();
  // LEGACY_CONSOLE_URL: where the return to VSMS 1.0 goes (shell-widgets.e2e.ts answers it with page.route).
  const server = await startServer({
    env: {
      STATIC_DIR: 'dist',
      LEGACY_CONSOLE_URL: 'http://vsms1.example.test/',
      // No demo alerts played while journeys run: an auto-popup alert (codes 8, 50, 90, 110 of the
      // demo rules) would open a popup over whatever a journey is doing. Journeys ingest their own.
      DEMO_ALERTS_PER_MINUTE: '0',
    },
  });
  console.log(
    `e2e: server ready at ${server.url} in ${Math.round((Date.now() - started) / 1000)} s (data ${server.dataDir})`,
  );
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
