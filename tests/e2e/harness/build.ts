// Builds the console (npm run build: generate + vite build) when dist/ is missing or older than
// any of its inputs, so the e2e run and the bench always drive the current code.
import { spawnSync } from 'node:child_process';
import { buildStaleness } from '../../../server/consoleBuild.ts';

/** Runs `npm run build` in root when stale (or always with force). Throws with the build output on failure. */
export function ensureBuilt(root: string, { force = false, log = console.log } = {}): void {
  if (!force && !buildStaleness(root)) {
    log('e2e: dist/ is up to date');
    return;
  }
  log(`e2e: building the console in ${root} ...`);
  const started = Date.now();
  // Always React's production build: vitest runs with NODE_ENV=test, which Vite would otherwise keep,
  // shipping React's development build to dist/ (which npm start would then serve as it is).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: 'pipe',
    timeout: 600_000,
  });
  if (result.status !== 0) {
    throw new Error(
      `npm run build failed (${result.status ?? result.signal}):\n${(result.stdout + result.stderr).slice(-6000)}`,
    );
  }
  log(`e2e: built in ${Math.round((Date.now() - started) / 1000)} s`);
}
