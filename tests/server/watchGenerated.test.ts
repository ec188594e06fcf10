// watchGenerated (server/live.ts), the dev API's trigger: a regeneration of src/generated/ reloads
// the registry once (several files written count as one), the same registry written again does not,
// and a registry that cannot be imported is reported while nothing is reloaded.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { watchGenerated, type GeneratedWatcher, type LiveRegistry } from '../../server/live.ts';

const generated = path.resolve(import.meta.dirname, '../../src/generated');
let dir: string;
let watcher: GeneratedWatcher | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'armada-watch-generated-'));
  for (const file of ['registry.ts', 'validators.js'])
    copyFileSync(path.join(generated, file), path.join(dir, file));
});
afterEach(() => {
  watcher?.close();
  rmSync(dir, { recursive: true, force: true });
});

const rewrite = (file: string, change: (text: string) => string = (t) => t) =>
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));

describe('watchGenerated', () => {
  test('one reload per regeneration, none for the same registry again, an error reported for a broken one', async () => {
    const reloads: LiveRegistry[] = [];
    const errors: unknown[] = [];
    let unchanged = 0;
    watcher = watchGenerated(dir, async (registry) => void reloads.push(registry), {
      settleMs: 50,
      attempts: 2,
      onError: (error) => errors.push(error),
      onUnchanged: () => unchanged++,
    });

    rewrite('validators.js');
    rewrite('registry.ts', (text) =>
      text.replace(/REGISTRY_HASH = "[^"]+"/, 'REGISTRY_HASH = "0000000000000001"'),
    );
    await vi.waitFor(() => expect(reloads).toHaveLength(1), { timeout: 20_000, interval: 50 });
    expect(reloads[0].hash).toBe('0000000000000001');
    expect(Object.keys(reloads[0].resources)).toEqual(Object.keys(reloads[0].validators));

    rewrite('registry.ts');
    // The same registry again: no reload, but reported as unchanged (a refused change put back).
    await vi.waitFor(() => expect(unchanged).toBeGreaterThan(0), { timeout: 20_000, interval: 50 });
    expect(reloads).toHaveLength(1);

    rewrite('registry.ts', (text) => `${text}\nexport const broken = ;\n`);
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 20_000, interval: 50 });
    expect(reloads).toHaveLength(1);
  }, 60_000);
});
