// Source maps of the console stay on the server: the build writes them without a reference from
// the bundles (vite.config.ts, sourcemap 'hidden') and the static server never serves *.map.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import viteConfig from '../../vite.config.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'armada-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Armada Console</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(
    path.join(dir, 'assets', 'index-abc.js.map'),
    '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["secret"]}',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc.css.map'), '{"version":3}');
  h = await startHarness({ staticDir: dir });
});
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('source maps', () => {
  test('are not served, whatever the client accepts; the bundles are', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/assets/index-abc.js' })).body).toBe(
      'console.log(1)',
    );
    for (const url of [
      '/assets/index-abc.js.map',
      '/assets/index-abc.css.map',
      '/assets/INDEX-ABC.JS.MAP',
      '/assets/index-abc.js.map?v=1',
    ]) {
      for (const accept of ['*/*', 'application/json', 'text/html,application/xhtml+xml']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await h.app.inject({ method, url, headers: { accept } });
          expect(response.statusCode, `${method} ${url} (${accept})`).toBe(404);
          if (method === 'GET')
            expect(response.json(), `${url} (${accept})`).toEqual({
              errors: { path: 'not-found' },
            });
        }
      }
    }
  });

  test('the production build writes them hidden (no sourceMappingURL in the bundles)', () => {
    const config = viteConfig as { build?: { sourcemap?: unknown } };
    expect(config.build?.sourcemap).toBe('hidden');
  });
});
