// The registry in force, and its live reload. buildApp serves the route table through a dispatcher
// (server/routes/resources.ts) and the OpenAPI document from here, so a new registry takes effect
// by swapping this state: additive migrations first (new tables, new nullable columns, the new
// scopes granted), then the stores, the dispatcher and the document, in one synchronous step.
// `npm run dev` sets LIVE_REGISTRY=1: server/main.ts then watches src/generated/ and reloads on
// every regeneration, instead of tsx watch restarting the API (which logged users out and left
// the console without its new menu entry). See docs/architecture.md § Live registry.
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import debounce from 'lodash/debounce.js';
import type { ValidateFunction } from 'ajv';
import type { ResourceDef } from '../src/generated/registry.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db.ts';
import { buildOpenApi } from './openapi.ts';
import type { ServerContext } from './context.ts';
import { moduleFunctions, moduleTables } from './resources/index.ts';
import { createDispatcher, createServerContext, type Dispatcher } from './routes/resources.ts';
import { migrate, type MigrationLog } from './storage/migrate.ts';

export interface LiveRegistry {
  resources: Record<string, ResourceDef>;
  validators: Record<string, ValidateFunction>;
  /** The generator's REGISTRY_HASH, when known: /auth/me reports it (X-Armada-Registry). */
  hash?: string;
}

export interface ReloadResult {
  /** Resources added and removed by this reload. */
  added: string[];
  removed: string[];
  /** Migration statements applied. */
  applied: number;
  ms: number;
}

/** A regenerated registry the API could not apply (a declared conversion failing on the data). */
export interface RefusedRegistry {
  hash?: string;
  message: string;
  /** ISO time of the refusal. */
  at: string;
}

export class LiveApi {
  dispatcher: Dispatcher;
  registry: LiveRegistry;
  /**
   * The last registry a reload could not apply, until one is applied: `npm run dev` shows it
   * (GET /api/dev/registry, server/liveStatus.ts) and keeps the console on the registry in force.
   */
  refused: RefusedRegistry | undefined;
  /** The OpenAPI document of `registry`, built on first use (about 0.1 s of a start otherwise). */
  private document: { registry: LiveRegistry; openapi: Record<string, unknown> } | undefined;
  readonly server: ServerContext;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    config: ServerConfig,
    registry: LiveRegistry,
    private readonly log: MigrationLog,
  ) {
    this.registry = registry;
    this.server = createServerContext(db, config, registry);
    this.dispatcher = createDispatcher(this.server);
  }

  /** The OpenAPI document of the registry in force. */
  get openapi(): Record<string, unknown> {
    if (this.document?.registry !== this.registry)
      this.document = { registry: this.registry, openapi: buildOpenApi(this.registry.resources) };
    return this.document.openapi;
  }

  /** The base paths the registry's routes live under. */
  prefixes(): string[] {
    return [...new Set(Object.values(this.registry.resources).map((d) => d.basePath))];
  }

  /**
   * Applies a new registry: migrates (additive statements only, as at start), then swaps stores,
   * dispatcher and OpenAPI document. A failure leaves the registry in force untouched. Reloads run
   * one at a time, in the order asked.
   */
  reload(registry: LiveRegistry): Promise<ReloadResult> {
    const run = this.queue.then(async () => {
      const started = performance.now();
      // Built aside first, so a registry that cannot be served (a validator missing, two routes on
      // one path) throws before anything changes, the database included; then migrated, then
      // swapped in one synchronous step: a request sees the old registry or the new one, never a mix.
      createDispatcher(createServerContext(this.db, this.server.config, registry));
      const openapi = buildOpenApi(registry.resources);
      const migration = await migrate(this.db, registry.resources, this.log, {
        tables: moduleTables,
        functions: moduleFunctions,
      });
      const before = Object.keys(this.registry.resources);
      createServerContext(this.db, this.server.config, registry, this.server);
      this.dispatcher = createDispatcher(this.server);
      this.document = { registry, openapi };
      this.registry = registry;
      const after = Object.keys(registry.resources);
      return {
        added: after.filter((n) => !before.includes(n)),
        removed: before.filter((n) => !after.includes(n)),
        applied: migration.applied.length,
        ms: performance.now() - started,
      };
    });
    this.queue = run.then(
      () => {
        this.refused = undefined;
      },
      (error: unknown) => {
        this.refused = {
          hash: registry.hash,
          message: error instanceof Error ? error.message : String(error),
          at: new Date().toISOString(),
        };
      },
    );
    return run;
  }
}

let generation = 0;

/** Imports the generated registry and validators afresh (a new module URL each time). */
export async function importGenerated(dir: string): Promise<LiveRegistry> {
  const version = `?v=${Date.now()}-${++generation}`;
  const [registry, validators] = await Promise.all([
    import(pathToFileURL(path.join(dir, 'registry.ts')).href + version) as Promise<
      typeof import('../src/generated/registry.ts')
    >,
    import(pathToFileURL(path.join(dir, 'validators.js')).href + version) as Promise<{
      validators: Record<string, ValidateFunction>;
    }>,
  ]);
  const missing = Object.keys(registry.resources).filter((name) => !validators.validators[name]);
  if (missing.length > 0)
    throw new Error(`validators.js lacks ${missing.join(', ')} (still being written?)`);
  return {
    resources: registry.resources,
    validators: validators.validators,
    hash: registry.REGISTRY_HASH,
  };
}

export interface GeneratedWatcher {
  close(): void;
}

/**
 * Watches src/generated/ and calls `reload` with the new registry after each regeneration (the
 * generator writes several files: events are gathered for `settleMs`). A registry caught half
 * written is tried again on the next event or after a short pause, at most `attempts` times.
 */
export function watchGenerated(
  dir: string,
  reload: (registry: LiveRegistry) => Promise<unknown>,
  options: {
    settleMs?: number;
    attempts?: number;
    onError?: (error: unknown) => void;
    /** The regenerated registry is the one last applied (a refused change put back). */
    onUnchanged?: () => void;
  } = {},
): GeneratedWatcher {
  const {
    settleMs = 25,
    attempts = 5,
    onError = () => undefined,
    onUnchanged = () => undefined,
  } = options;
  let lastHash: string | undefined;
  let running = Promise.resolve();
  const attempt = async (left: number): Promise<void> => {
    try {
      const registry = await importGenerated(dir);
      if (registry.hash !== undefined && registry.hash === lastHash) return onUnchanged();
      await reload(registry);
      lastHash = registry.hash;
    } catch (error) {
      if (left > 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return attempt(left - 1);
      }
      onError(error);
    }
  };
  const settled = debounce(() => {
    running = running.then(() => attempt(attempts));
  }, settleMs);
  const watcher: FSWatcher = watch(dir, (_event, file) => {
    if (!file || !/^(registry\.ts|validators\.js)$/.test(String(file))) return;
    settled();
  });
  return {
    close() {
      settled.cancel();
      watcher.close();
    },
  };
}
