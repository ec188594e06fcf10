// The repository's root directory, found from this module's own location by walking up to the
// nearest package.json. A module's own path would not do: `npm start` runs the server as one
// bundle under node_modules/.cache/ (scripts/start.mjs), where '..' is no longer server/'s parent.
import { existsSync } from 'node:fs';
import path from 'node:path';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    // Anything in node_modules holds packages' own package.json files: never the repository's.
    if (!dir.split(path.sep).includes('node_modules') && existsSync(path.join(dir, 'package.json')))
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const REPO_ROOT = findRoot(import.meta.dirname);
