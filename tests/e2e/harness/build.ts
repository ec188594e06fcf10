// Builds the console (npm run build: generate + vite build) when dist/ is missing or older than
// any of its inputs, so the e2e run and the bench always drive the current code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'schemas', 'index.html', 'vite.config.ts', 'package.json', 'public'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function isBuildStale(root: string, outDir = path.join(root, 'dist')): boolean {
  const index = path.join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

/** Runs `npm run build` in root when stale (or always with force). Throws with the build output on failure. */
export function ensureBuilt(root: string, { force = false, log = console.log } = {}): void {
  if (!force && !isBuildStale(root)) {
    log('e2e: dist/ is up to date');
    return;
  }
  log(`e2e: building the console in ${root} ...`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', stdio: 'pipe', timeout: 600_000 });
  if (result.status !== 0) {
    throw new Error(`npm run build failed (${result.status ?? result.signal}):\n${(result.stdout + result.stderr).slice(-6000)}`);
  }
  log(`e2e: built in ${Math.round((Date.now() - started) / 1000)} s`);
}
