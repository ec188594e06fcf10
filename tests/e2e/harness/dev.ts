// Starts `npm run dev` (scripts/dev.ts: the API with LIVE_REGISTRY=1 and the Vite dev server) in a
// project copy, on free ports and a fresh data directory, and stops it again. Used by the
// add-a-schema journey's live part and by bench/schema.ts.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../fixtures/freePort.ts';
import { spawnGroup } from './processGroup.ts';

export interface DevHandle {
  /** The console (Vite); API paths are proxied to the API. */
  url: string;
  apiUrl: string;
  output(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startDev(
  root: string,
  options: { env?: Record<string, string>; readyTimeoutMs?: number } = {},
): Promise<DevHandle> {
  // npm run dev's predev step: src/generated/ for the copy's schemas.
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const generated = spawnSync(process.execPath, [tsx, 'scripts/generate.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (generated.status !== 0)
    throw new Error(`generate failed:\n${generated.stdout}${generated.stderr}`);
  const [apiPort, vitePort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'armada-dev-db-'));
  // Its own process group: stop() ends dev.ts, the API and Vite together.
  const dev = spawnGroup([tsx, 'scripts/dev.ts'], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      VITE_PORT: String(vitePort),
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT: '1000',
      LOG_FORMAT: 'json',
      // As the built server's (globalSetup.ts): no demo alerts, whose popups float over the
      // journey's forms (one covered add-schema-live's select on a slow run).
      DEMO_ALERTS_PER_MINUTE: '0',
      ...options.env,
    },
  });
  const stop = async () => {
    await dev.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${vitePort}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  for (;;) {
    if (dev.exitCode() !== undefined)
      throw new Error(`npm run dev exited before it was ready:\n${dev.output().slice(-4000)}`);
    try {
      // Through Vite's proxy: both processes answer.
      if (
        (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok &&
        (await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) })).ok
      )
        break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev not ready in time:\n${dev.output().slice(-4000)}`);
    }
    await sleep(250);
  }
  return { url, apiUrl: `http://localhost:${apiPort}`, output: dev.output, stop };
}
