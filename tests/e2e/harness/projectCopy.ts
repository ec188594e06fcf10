// A throw-away copy of the project (sharing node_modules by symlink) for the add-a-schema flow:
// the spec drops a schema file into the copy's schemas/, builds and serves the copy, and the
// working tree is never touched.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.ts';

const SKIP = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  'test-results',
  'playwright-report',
  'coverage',
  '.tmp',
  'generated',
]);

export interface ProjectCopy {
  root: string;
  remove(): void;
}

export function copyProject(): ProjectCopy {
  const root = mkdtempSync(path.join(os.tmpdir(), 'armada-e2e-project-'));
  cpSync(repoRoot, root, {
    recursive: true,
    filter: (src) => {
      const rel = path.relative(repoRoot, src);
      if (rel === '') return true;
      const name = path.basename(src);
      // src/generated is rebuilt by the copy's own `npm run build` (prebuild: generate).
      if (name === 'generated' && rel === path.join('src', 'generated')) return false;
      return !(SKIP.has(name) && name !== 'generated') && !name.endsWith('.log');
    },
  });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
