// Whether the built console (dist/) is older than what `vite build` reads. npm start, the e2e
// harness and the UI bench all ask this one question, so they agree on what "stale" means.
import { existsSync, readdirSync, statSync } from 'node:fs';
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
