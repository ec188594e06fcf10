// Vite: the React console. In dev, saving a file in schemas/ regenerates src/generated/ in process,
// and Vite's HMR carries the new registry into the running console (no reload); API paths are
// proxied to the API server (scripts/dev.ts starts both).
import path from 'node:path';
import { createLogger, defineConfig, type Logger, type Plugin, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { generate, SERVICE_BASE_PATHS } from './scripts/lib/generator.ts';
import { precompress } from './scripts/lib/precompress.ts';
import { checkBreakingChanges } from './scripts/lib/breakingChanges.ts';
import { watchSchemas } from './scripts/lib/schemaWatcher.ts';
import { registryGate, type RegistryGate } from './scripts/lib/registryGate.ts';

const root = import.meta.dirname;
const schemasDir = path.join(root, 'schemas');
const generatedDir = path.join(root, 'src', 'generated');
const apiTarget =
  process.env.ARMADA_API_TARGET ?? `http://localhost:${process.env.API_PORT ?? 8080}`;

/**
 * Regenerates src/generated/ when a schema is added, changed or removed: one run per settled save,
 * a file caught mid-write read again, none dropped (scripts/lib/schemaWatcher.ts).
 */
function schemaRegeneration(gate: RegistryGate): Plugin {
  return {
    name: 'armada-schema-regeneration',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const watcher = watchSchemas(schemasDir, () => regenerate(server, gate), {
        onError: (error) => reportSchemaError(server, error),
      });
      server.httpServer?.once('close', () => watcher.close());
    },
  };
}

/**
 * One generator run; throws its error (the watcher retries a file caught mid-write, then reports).
 * The console gets the new modules once the API serves them (scripts/lib/registryGate.ts).
 */
async function regenerate(server: ViteDevServer, gate: RegistryGate) {
  const started = performance.now();
  gate.beforeGenerate();
  let result: Awaited<ReturnType<typeof generate>>;
  try {
    // A breaking change the schema does not declare is refused here too, before the registry changes.
    result = await generate({
      schemasDir,
      outDir: generatedDir,
      quiet: true,
      check: (resources) =>
        checkBreakingChanges(resources, process.env, root, { openPglite: false }),
    });
  } catch (error) {
    gate.skip();
    throw error;
  }
  const ms = Math.round(performance.now() - started);
  if (result.written.length === 0) return gate.skip();
  server.config.logger.info(
    `schemas: ${result.resources.length} resources (${result.compiled.length} compiled), ${result.written.length} files written in ${ms} ms`,
    { timestamp: true },
  );
  // Not awaited: the next save need not wait for the API's verdict on this one.
  void gate.afterGenerate(result.hash);
}

/**
 * A broken schema keeps the last good registry running and shows the generator's message (file and
 * JSON pointer) in the browser overlay.
 */
function reportSchemaError(server: ViteDevServer, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  server.config.logger.error(`schemas: ${message}`, { timestamp: true });
  server.ws.send({
    type: 'error',
    err: { message, stack: '', id: schemasDir, plugin: 'armada-schema-regeneration' },
  });
}

/** Errors of a proxied request that mean the API is not listening (tsx watch is restarting it). */
const API_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Vite's logger, except that a proxied request failing because the API is restarting prints one
 * "API restarting…" line instead of a stack trace per request (Vite logs proxy errors itself, after
 * any `configure` hook, so the logger is where they can be caught). Another such error within 10 s
 * of the last one is the same restart.
 */
export function quietProxyLogger(
  base: Logger = createLogger(),
  quietMs = 10_000,
  now = () => Date.now(),
): Logger {
  let lastDown = -Infinity;
  return {
    ...base,
    error(message, options) {
      const code = (options?.error as NodeJS.ErrnoException | undefined)?.code;
      if (code && API_DOWN.has(code) && /proxy (socket )?error/.test(message)) {
        if (now() - lastDown > quietMs)
          base.warn(
            `API restarting… (${apiTarget} refused a proxied request; it answers again once restarted)`,
            { timestamp: true },
          );
        lastDown = now();
        return;
      }
      base.error(message, options);
    },
  };
}

const apiPrefixes = [
  ...new Set(Object.values(SERVICE_BASE_PATHS)),
  '/auth/',
  '/api/',
  '/health',
  '/files/',
  '/graphql',
];

/**
 * The driver's app as an installable PWA (docs/architecture.md "The driver's service worker"): the
 * web app manifest (linked from index.html by the plugin) and the service worker built from
 * src/custom/driver/offline/sw.ts with the build's files to precache. Registered only by the
 * driver's shell; none in dev.
 */
const driverPwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/custom/driver/offline',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['icons/armada.svg'],
    manifest: {
      id: '/',
      name: 'Armada Console',
      short_name: 'Armada',
      description: 'Tugas pengemudi: mulai penugasan, selesaikan pengambilan dan pengantaran',
      lang: 'id',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: '#0d2f52',
      icons: [
        { src: '/icons/armada-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/armada-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/armada-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      // The build's own files; not the demo proof photos, the source maps or the .br/.gz copies.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['demo/**', '**/*.map', 'sw.js'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });

const gate = registryGate({ generatedDir, apiTarget });

/**
 * The build's id (docs/architecture.md "Update prompt"): a meta tag in index.html that the loaded
 * console reads as its own, and dist/build.json that the server serves at /api/console-build. A new
 * build deployed under an open console makes the two differ, and the console offers a reload.
 */
function consoleBuildId(): Plugin {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'armada-console-build-id',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'armada-build', content: id }, injectTo: 'head' },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id }) });
    },
  };
}

/**
 * A build's console gets src/generated/registry.browser.ts wherever src/ imports registry.ts: the same
 * module without the schemas' descriptions and the other keywords only the server reads (the
 * generator's browserResources; docs/architecture.md, "One initial chunk"). Dev keeps registry.ts,
 * which the registry gate and liveRegistry's HMR follow by name.
 */
function browserRegistry(): Plugin {
  const full = path.join(generatedDir, 'registry.ts');
  return {
    name: 'armada-browser-registry',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]generated[\\/]registry(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && path.resolve(resolved.id) === full
        ? path.join(generatedDir, 'registry.browser.ts')
        : resolved;
    },
  };
}

/** A resource's schema and labels, a chunk each (src/resources/resourceDetails.ts). */
const DETAILS_MODULE = /src[\\/]generated[\\/]registry\.details[\\/][^\\/]+\.ts$/;

/** The module of the generated list route (what a signed-in user's list URL opens first). */
const LIST_VIEW = /src[\\/]resources[\\/]views[\\/]GenericList\.tsx$/;

/**
 * Usable first (docs/architecture.md "One initial chunk"): the list route's chunk and what it imports
 * are <link rel="modulepreload"> in index.html, so they load with the document and the entry, not
 * after the entry has run and the router has matched the URL. Vite preloads the entry's static
 * imports itself; this adds the lazy list view's (one chunk, the codeSplitting group "list").
 */
function preloadListRoute(): Plugin {
  return {
    name: 'armada-preload-list-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const list = chunks.find((chunk) => chunk.moduleIds.some((id) => LIST_VIEW.test(id)));
        if (!list)
          throw new Error('vite.config.ts: no chunk holds the list view (GenericList.tsx)');
        const entryGraph = new Set<string>();
        const walk = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) walk(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, entryGraph);
        const listGraph = new Set<string>();
        walk(list.fileName, listGraph);
        return [...listGraph]
          .filter((fileName) => !entryGraph.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    gate.plugin,
    schemaRegeneration(gate),
    driverPwa(),
    precompress(),
    consoleBuildId(),
    preloadListRoute(),
    browserRegistry(),
  ],
  customLogger: quietProxyLogger(),
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    // Mutation-testing sandboxes and reports are copies of the tree, not sources of the console.
    watch: { ignored: ['**/.tmp/**', '**/coverage/**', '**/reports/**'] },
    // /push is the push channel's WebSocket (server/push/route.ts): proxied as an upgrade.
    proxy: {
      ...Object.fromEntries(
        apiPrefixes.map((prefix) => [
          prefix,
          { target: apiTarget, changeOrigin: true, ws: prefix === '/api/' },
        ]),
      ),
      '^/push$': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      ...Object.fromEntries(
        apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
      ),
      '^/push$': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written for whoever runs the server (to read a minified stack trace) but not
    // referenced from the bundles, and the server never serves *.map (docs/architecture.md).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Two chunks before a generated list is usable (docs/architecture.md "One initial chunk"):
        // "initial", everything the entry (main.tsx) imports statically, one file instead of ~40
        // small shared ones (fewer requests, and gzip works across the whole); and "list", the list
        // view (GenericList.tsx) with what it needs that the entry does not have (List, DataTable,
        // filters, pagination, the fields), instead of 28 route chunks; both preloaded by index.html
        // (preloadListRoute). Other pages keep their own chunks (forms, validators, the delivery
        // page, Apollo, date pickers, PDF, export), and take from these two what they share.
        // A resource's schema and labels (src/generated/registry.details/) under a name that says
        // so: bench:bundle counts the opened list's with the first load.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && DETAILS_MODULE.test(chunk.facadeModuleId)
            ? 'assets/details-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: 'list', test: LIST_VIEW, priority: 1 },
          ],
        },
      },
    },
  },
});
