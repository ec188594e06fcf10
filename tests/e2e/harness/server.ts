// Starts the real server (server/main.ts) as a child process on a free loopback port with a fresh
// temporary data directory, and stops it again. Used by the e2e global setup, the add-a-schema
// spec (on a temporary copy of the project) and bench/ui.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../fixtures/freePort.ts';
import { spawnGroup } from './processGroup.ts';

export interface ServerHandle {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Project root holding server/main.ts and node_modules (default: this repository). */
  root?: string;
  /** Extra environment (STATIC_DIR, SEED, ...). */
  env?: Record<string, string>;
  /** Reuse this data directory instead of a fresh temporary one (it is then not removed). */
  dataDir?: string;
  /** How long to wait for /health (ms). */
  readyTimeoutMs?: number;
  /** Listen on this loopback port instead of a free one (the bench keeps to its own range). */
  port?: number;
}

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Starts the server on `options.port`, or on a free port; a free port can be taken by another process
 * between the check and the server's listen, so a start that fails with EADDRINUSE is retried on
 * another port (three attempts).
 */
export async function startServer(options: StartOptions = {}): Promise<ServerHandle> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, options.port ?? (await freePort()));
    } catch (error) {
      const taken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!taken || options.port !== undefined || attempt >= 3) throw error;
      console.warn(
        `e2e: port taken before the server could listen; retrying on another (attempt ${attempt + 1})`,
      );
    }
  }
}

async function startOnce(options: StartOptions, port: number): Promise<ServerHandle> {
  const root = options.root ?? repoRoot;
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'armada-e2e-db-')));
  const url = `http://127.0.0.1:${port}`;
  const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const server = spawnGroup([tsxCli, path.join('server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...options.env,
    },
  });
  const stop = async () => {
    await server.stop();
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  for (;;) {
    if (server.exitCode() !== undefined) {
      await stop();
      throw new Error(
        `server exited with ${server.exitCode()} before it was ready:\n${server.output().slice(-4000)}`,
      );
    }
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `server not healthy at ${url}/health in time:\n${server.output().slice(-4000)}`,
      );
    }
    await sleep(250);
  }
  return { url, port, dataDir, output: server.output, stop };
}

/** Logs in through the API and returns the token and user (for setup steps and the bench). */
export async function apiLogin(baseUrl: string, username: string, password: string) {
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { token: string; user: Record<string, unknown> } };
  return body.data;
}
