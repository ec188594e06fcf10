// What `npm start` prints (tracker #6): a short banner and a few log lines, not one line per
// migration statement and per request. Runs the real start path (scripts/start.mjs: the generate check and server/main.ts, bundled) as a child
// process, API only, on a fresh embedded database, with stdout piped (not a TTY): JSON log lines.
import { createHash } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../fixtures/freePort.ts';

const root = path.resolve(import.meta.dirname, '../..');
let child: ChildProcess;
let dataDir: string;
let output = '';
let baseUrl: string;

const lines = () => output.split('\n').filter((line) => line.trim() !== '');
const jsonLines = () =>
  lines()
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; [key: string]: unknown });

async function waitFor(predicate: () => boolean, what: string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; output so far:\n${output}`);
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}) before ${what}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Lets pino's writes that follow a response reach the pipe. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'armada-start-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STATIC_DIR: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: 'auto',
  };
  for (const name of ['LOG_LEVEL', 'LOG_FORMAT', 'DATABASE_URL', 'PUBLIC_URL']) delete env[name];
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(() => output.includes('Ctrl-C'), 'the start banner');
  await settle();
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start output (not a TTY)', () => {
  test('a first start on a fresh database prints a short banner and a few log lines', () => {
    expect(lines().length, output).toBeLessThanOrEqual(15);
    const logs = jsonLines();
    // Migrations: one summary line at info, not one per statement.
    const migrate = logs.filter((line) => String(line.msg).startsWith('migrate'));
    expect(migrate.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^migrate: \d+ tables, \d+ changes/),
    ]);
    expect(output).toContain(`${baseUrl}/`);
    expect(output).toContain(dataDir);
    expect(output).toMatch(/admin \/ \S+/);
  });

  test('a successful request logs nothing at info; a refused or unknown one logs one line', async () => {
    const before = jsonLines().length;
    expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
    await settle();
    expect(jsonLines().slice(before)).toEqual([]);

    const missing = await fetch(`${baseUrl}/no-such-path`);
    expect(missing.status).toBe(404);
    await settle();
    const logged = jsonLines().slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ method: 'GET', url: '/no-such-path', statusCode: 404 });
    expect(logged[0]!.msg).toContain('GET /no-such-path 404');
  });
});

describe('npm start runs bundles of the current sources (scripts/start.mjs)', () => {
  test('the server bundle names every file it was built from, each unchanged since', () => {
    const cache = path.join(root, 'node_modules', '.cache', 'armada-start');
    // This checkout's bundles (start.mjs keys them by the checkout's path): copies of the project
    // sharing node_modules (git worktrees, the e2e project copy) keep theirs beside it.
    const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
    expect(readdirSync(cache)).toContain(checkout);
    expect(checkout, `no server bundle under ${cache}`).toBeDefined();
    const manifest = JSON.parse(
      readFileSync(path.join(cache, checkout, 'server.json'), 'utf8'),
    ) as { dir: string; inputs: Record<string, string> };
    expect(Object.keys(manifest.inputs)).toEqual(
      expect.arrayContaining([
        'server/main.ts',
        'server/repoRoot.ts',
        'src/generated/registry.ts',
        'src/generated/validators.js',
      ]),
    );
    for (const [file, print] of Object.entries(manifest.inputs)) {
      const stat = statSync(path.join(root, file));
      expect(print, file).toBe(`${stat.size}:${stat.mtimeMs}`);
    }
    expect(existsSync(path.join(cache, checkout, manifest.dir, 'main.mjs'))).toBe(true);
  });
});
