// Keeps the console of `npm run dev` on the registry the API serves (issue 28, "the schema author's
// loop"). A saved schema regenerates src/generated/; the console used to take it by HMR at once while
// the API might refuse it (a declared conversion failing on existing data), leaving the console
// validating with a schema the API does not serve ('Format tidak valid' on valid records). Now the
// generated modules' hot updates are held until the API reports the new registry
// (GET /api/dev/registry, server/liveStatus.ts): served, they go to the console; refused, the console
// keeps the previous modules (a reload of the page too: they are served from memory) and is told
// why (the 'armada:schema-status' event: the developer's banner, src/custom/dev/SchemaStatusBanner.tsx),
// and the terminal says so. An API that does not answer within `timeoutMs` (restarting) releases them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

export interface SchemaStatus {
  /** The regenerated registry the API refused, and why; null when API and console agree. */
  refused: { hash?: string; message: string; at?: string } | null;
}

export const SCHEMA_STATUS_EVENT = 'armada:schema-status';

export interface RegistryGateOptions {
  generatedDir: string;
  apiTarget: string;
  timeoutMs?: number;
  pollMs?: number;
  fetch?: typeof fetch;
}

export interface RegistryGate {
  plugin: Plugin;
  /** Before a generator run: remembers the generated files the API may still be serving. */
  beforeGenerate(): void;
  /** After a run that wrote files: waits for the API's verdict on `hash` and acts on it. */
  afterGenerate(hash: string): Promise<'served' | 'refused' | 'unknown'>;
  /** After a run that wrote nothing or failed: nothing to decide. */
  skip(): void;
  status(): SchemaStatus;
}

const GENERATED_MODULES = ['registry.ts', 'validators.js', 'icons.ts'];

export function registryGate(options: RegistryGateOptions): RegistryGate {
  const { generatedDir, apiTarget, timeoutMs = 15_000, pollMs = 100 } = options;
  const fetchImpl = options.fetch ?? fetch;
  let server: ViteDevServer | undefined;
  /** The generated modules as the API serves them, while it refuses what is on disk. */
  let accepted: Map<string, string> | undefined;
  let snapshot: Map<string, string> | undefined;
  let deciding = false;
  const held = new Set<string>();
  let status: SchemaStatus = { refused: null };

  const isGenerated = (file: string) =>
    path.dirname(file) === generatedDir && GENERATED_MODULES.includes(path.basename(file));

  const readGenerated = () => {
    const files = new Map<string, string>();
    for (const name of GENERATED_MODULES) {
      const file = path.join(generatedDir, name);
      try {
        files.set(file, readFileSync(file, 'utf8'));
      } catch {
        // not generated yet
      }
    }
    return files;
  };

  const broadcast = () => server?.ws.send(SCHEMA_STATUS_EVENT, status);

  const release = async () => {
    accepted = undefined;
    const files = [...held];
    held.clear();
    for (const file of files)
      for (const module of server?.moduleGraph.getModulesByFile(file) ?? [])
        await server?.reloadModule(module);
  };

  const verdict = async (hash: string): Promise<'served' | 'refused' | 'unknown'> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        const response = await fetchImpl(`${apiTarget}/api/dev/registry`);
        // An API without the route (not in live mode): nothing to agree with.
        if (response.status === 404) return 'unknown';
        if (response.ok) {
          const body = (await response.json()) as {
            hash: string | null;
            refused: SchemaStatus['refused'];
          };
          if (body.hash === hash) return 'served';
          if (body.refused?.hash === hash) {
            status = { refused: body.refused };
            return 'refused';
          }
        }
      } catch {
        // The API restarting: ask again.
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    return 'unknown';
  };

  const plugin: Plugin = {
    name: 'armada-registry-gate',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      devServer.ws.on(SCHEMA_STATUS_EVENT, (_data, client) =>
        client.send(SCHEMA_STATUS_EVENT, status),
      );
    },
    handleHotUpdate(context) {
      if (!isGenerated(context.file) || !(deciding || accepted)) return undefined;
      held.add(context.file);
      return [];
    },
    load(id) {
      if (!accepted) return undefined;
      return accepted.get(id.split('?')[0]!);
    },
  };

  return {
    plugin,
    status: () => status,
    skip() {
      deciding = false;
      snapshot = undefined;
    },
    beforeGenerate() {
      deciding = true;
      snapshot = accepted ?? readGenerated();
    },
    async afterGenerate(hash) {
      try {
        const outcome = await verdict(hash);
        if (outcome === 'refused') {
          accepted = snapshot;
          server?.config.logger.error(
            `schemas: the API refused the new registry (${hash}): ${status.refused?.message}\n` +
              `schemas: the API and the console both stay on the previous schemas; fix the schema (or the data) and save again.`,
            { timestamp: true },
          );
        } else {
          if (status.refused)
            server?.config.logger.info(
              'schemas: the API serves the saved schemas again; the console follows',
              {
                timestamp: true,
              },
            );
          status = { refused: null };
          await release();
        }
        broadcast();
        return outcome;
      } finally {
        deciding = false;
        snapshot = undefined;
      }
    },
  };
}
