// Whether the built console (dist/) is older than what `vite build` reads. npm start, the e2e
// harness and the UI bench all ask this one question, so they agree on what "stale" means.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the console build reads: a change in any of these makes the build stale. */
const BUILD_INPUTS = ['src', 'schemas', 'index.html', 'vite.config.ts', 'package.json', 'public'];

function newestMtime(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file))
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** Why the build in outDir must be (re)made from the project at root, or undefined when it is current. */
export function buildStaleness(root: string, outDir = path.join(root, 'dist')): string | undefined {
  const index = path.join(outDir, 'index.html');
  if (!existsSync(index)) return `${path.relative(root, index) || index} is missing`;
  const built = statSync(index).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(root, input)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** The file a console build writes beside index.html with its id (vite.config.ts consoleBuildId). */
export const BUILD_ID_FILE = 'build.json';

const idCache = new Map<string, { mtimeMs: number; id: string | null }>();

/**
 * The id of the console build being served from `staticDir`, re-read whenever its file changes, so
 * a new build deployed under a running server is seen at the next check; null when there is none
 * (no build, or a dev server). The console compares it with the id it was loaded with
 * (src/custom/shell/update/) and offers a reload when they differ.
 */
export function servedBuildId(staticDir: string | undefined): string | null {
  if (!staticDir) return null;
  const file = path.join(staticDir, BUILD_ID_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = idCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.id;
  let id: string | null = null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown };
    id = typeof parsed.id === 'string' && parsed.id !== '' ? parsed.id : null;
  } catch {
    id = null;
  }
  idCache.set(file, { mtimeMs, id });
  return id;
}
