// The dev server's registry gate (scripts/lib/registryGate.ts): the generated modules' hot updates
// reach the console only once the API serves the new registry; while the API refuses it, the console
// keeps (and a reload is served) the previous modules, the page is told why, and a later registry the
// API serves releases everything held.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HmrContext, ViteDevServer } from 'vite';
import { registryGate, SCHEMA_STATUS_EVENT } from '../../scripts/lib/registryGate.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'armada-gate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeServer() {
  const sent: unknown[] = [];
  const reloaded: string[] = [];
  const errors: string[] = [];
  const server = {
    ws: { send: (_event: string, payload: unknown) => sent.push(payload), on: () => undefined },
    moduleGraph: { getModulesByFile: (file: string) => new Set([{ file }]) },
    reloadModule: async (module: { file: string }) => void reloaded.push(module.file),
    config: { logger: { error: (m: string) => errors.push(m), info: () => undefined } },
  };
  return { server: server as unknown as ViteDevServer, sent, reloaded, errors };
}

/** An API answering GET /api/dev/registry with what `state` says now. */
function fakeApi(state: { hash: string; refused: { hash: string; message: string } | null }) {
  return (async () =>
    new Response(JSON.stringify(state), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;
}

const call = <T>(hook: unknown, ...args: unknown[]): T =>
  (hook as (...a: unknown[]) => T).apply({}, args);

describe('registryGate', () => {
  it('holds the update while the API refuses, serves the previous modules, then releases', async () => {
    const registry = path.join(dir, 'registry.ts');
    writeFileSync(registry, 'export const REGISTRY_HASH = "old";');
    const api = { hash: 'old', refused: null as { hash: string; message: string } | null };
    const gate = registryGate({
      generatedDir: dir,
      apiTarget: 'http://api',
      fetch: fakeApi(api),
      pollMs: 1,
    });
    const { server, sent, reloaded, errors } = fakeServer();
    call(gate.plugin.configureServer, server);

    // A save the API refuses (a conversion failing on its data).
    gate.beforeGenerate();
    writeFileSync(registry, 'export const REGISTRY_HASH = "new";');
    expect(call(gate.plugin.handleHotUpdate, { file: registry } as HmrContext)).toEqual([]);
    api.refused = { hash: 'new', message: 'cannot cast "kind" to integer' };
    expect(await gate.afterGenerate('new')).toBe('refused');
    expect(reloaded).toEqual([]);
    expect(call(gate.plugin.load, `${registry}?t=1`)).toBe('export const REGISTRY_HASH = "old";');
    expect(sent.at(-1)).toEqual({ refused: api.refused });
    expect(gate.status().refused?.message).toBe('cannot cast "kind" to integer');
    expect(errors.join('\n')).toMatch(/API refused the new registry.*cannot cast/);
    // A further event of the refused generation stays held too.
    expect(call(gate.plugin.handleHotUpdate, { file: registry } as HmrContext)).toEqual([]);

    // The fixed schema: the API serves it, the console gets the held modules.
    gate.beforeGenerate();
    writeFileSync(registry, 'export const REGISTRY_HASH = "fixed";');
    Object.assign(api, { hash: 'fixed', refused: null });
    expect(await gate.afterGenerate('fixed')).toBe('served');
    expect(reloaded).toEqual([registry]);
    expect(call(gate.plugin.load, registry)).toBeUndefined();
    expect(sent.at(-1)).toEqual({ refused: null });
    // Nothing held any more: the next update goes through as Vite would send it.
    expect(call(gate.plugin.handleHotUpdate, { file: registry } as HmrContext)).toBeUndefined();
    expect(SCHEMA_STATUS_EVENT).toBe('armada:schema-status');
  });

  it('an API without the route (not live) decides nothing: updates flow', async () => {
    const gate = registryGate({
      generatedDir: dir,
      apiTarget: 'http://api',
      fetch: (async () => new Response('', { status: 404 })) as typeof fetch,
    });
    const { server } = fakeServer();
    call(gate.plugin.configureServer, server);
    gate.beforeGenerate();
    expect(await gate.afterGenerate('x')).toBe('unknown');
    expect(call(gate.plugin.load, path.join(dir, 'registry.ts'))).toBeUndefined();
  });
});
