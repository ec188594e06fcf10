// Builds the console when stale, starts the real server once for all specs on a fresh temporary
// database, and hands its URL to the specs (inject('baseUrl')).
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from './build.ts';
import { repoRoot, startServer, type ServerHandle } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ServerHandle | undefined;

export async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    // Against a server someone already runs (e.g. npm start); nothing to start or build.
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return;
  }
  ensureBuilt(repoRoot);
  const started = Date.now();
  server = await startServer({ env: { STATIC_DIR: 'dist' } });
  console.log(
    `e2e: server ready at ${server.url} in ${Math.round((Date.now() - started) / 1000)} s (data ${server.dataDir})`,
  );
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
