// npm run bench:bundle — the JavaScript a first load fetches, the console beside the minimal
// react-admin app (bench/ui/minimal-ra, the anchor of bench:ui), in seconds: no browser, no server.
// Builds both with Vite (the console with vite.config.ts, minus the .br/.gz copies, which change no
// chunk; the anchor as bench/ui.ts builds it, with source maps), then
// for each takes the JS its index.html loads (<script type="module">) or preloads (<link
// rel="modulepreload">), plus any file those import statically that index.html misses (flagged: a
// serial step), and prints files, raw bytes and gzip level 6 (bench:ui's like-for-like measure) per
// file and in all, the ratio to the anchor, and the top contributors by source-map attribution (raw
// minified bytes per package or src/ folder, and each group gzipped alone as a rough share).
// Options (env): BUNDLE_DIST (read this built console instead of building one; its maps must be
// there, as `vite build` writes them), BUNDLE_TOP (25 groups), BUNDLE_DEPTH (3: src/a/b), BUNDLE_FIND
// (comma-separated: report which src modules whose path contains each are in the first load, e.g.
// ChangePasswordForm,BannerModal,custom/driver), BUNDLE_KEEP (keep the builds in the temp dir, and
// print where), BUNDLE_ROUTE (/customer: the opened list whose resources' schemas and labels the
// console loads as it starts, src/resources/initialDetails.ts; counted as "dynamic import at start").
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { build, loadConfigFromFile, type PluginOption } from 'vite';
import { firstLoad, groupOf, staticImports } from './bundleParse.ts';
import { resources } from '../src/generated/registry.ts';
import { detailsForRoute } from '../src/resources/resourceDetails.ts';

const root = path.resolve(import.meta.dirname, '..');
const TOP = Number(process.env.BUNDLE_TOP ?? 25);
const DEPTH = Number(process.env.BUNDLE_DEPTH ?? 3);
const ROUTE = process.env.BUNDLE_ROUTE ?? '/customer';
const FIND = (process.env.BUNDLE_FIND ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
/** A plugin that writes files beside the chunks but changes none of them (and takes seconds). */
const SKIPPED_PLUGINS = /^armada-precompress$/;

interface FileFigures {
  file: string;
  how: 'script' | 'modulepreload' | 'static import, not preloaded' | 'dynamic import at start';
  raw: number;
  gzip: number;
}

interface Load {
  files: FileFigures[];
  /** Raw minified bytes per attributed group (package or src folder), over every file. */
  groups: Map<string, { raw: number; code: string[] }>;
  /** Every source module in the load. */
  sources: Set<string>;
}

const temps: string[] = [];
const started = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`);

async function buildConsole(): Promise<string> {
  if (process.env.BUNDLE_DIST) return path.resolve(process.env.BUNDLE_DIST);
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'armada-bench-bundle-'));
  temps.push(outDir);
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(root, 'vite.config.ts'),
  );
  if (!loaded) throw new Error('bench:bundle: vite.config.ts did not load');
  const keep = (plugins: PluginOption[] | undefined): PluginOption[] =>
    (plugins ?? []).flatMap((plugin) =>
      Array.isArray(plugin)
        ? keep(plugin)
        : plugin &&
            typeof plugin === 'object' &&
            'name' in plugin &&
            SKIPPED_PLUGINS.test(plugin.name)
          ? []
          : [plugin],
    );
  log('building the console (vite.config.ts)');
  await build({
    ...loaded.config,
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: keep(loaded.config.plugins),
    build: { ...loaded.config.build, outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  return outDir;
}

async function buildAnchor(): Promise<string> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'armada-bench-bundle-anchor-'));
  temps.push(outDir);
  log('building bench/ui/minimal-ra (the anchor)');
  await build({
    root: path.join(root, 'bench', 'ui', 'minimal-ra'),
    configFile: false,
    logLevel: 'warn',
    base: '/',
    plugins: [react()],
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: 'hidden',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 5000,
    },
  });
  return outDir;
}

/**
 * The chunks of the resources' schemas and labels the console loads as it starts on ROUTE (a
 * generated list: its resource's and its references'; src/resources/initialDetails.ts), by name.
 */
async function startDetails(dist: string): Promise<string[]> {
  const names = detailsForRoute(ROUTE, {
    resources,
    handWritten: () => false,
    customPage: () => false,
  });
  if (!names) throw new Error(`bench:bundle: ${ROUTE} is not a generated list`);
  const files = await readdir(path.join(dist, 'assets'));
  return names.flatMap((name) => {
    const file = files.find((f) => new RegExp(`^details-${name}-[\\w-]{8}\\.js$`).test(f));
    if (!file) throw new Error(`bench:bundle: no details chunk for ${name} in ${dist}/assets`);
    return [`assets/${file}`];
  });
}

async function measure(dist: string, atStart: string[] = []): Promise<Load> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const { scripts, preloads } = firstLoad(html);
  const pending: Array<{ url: string; how: FileFigures['how'] }> = [
    ...scripts.map((url) => ({ url, how: 'script' as const })),
    ...preloads.map((url) => ({ url, how: 'modulepreload' as const })),
    ...atStart.map((url) => ({ url, how: 'dynamic import at start' as const })),
  ];
  const seen = new Set<string>();
  const load: Load = { files: [], groups: new Map(), sources: new Set() };
  while (pending.length) {
    const { url, how } = pending.shift()!;
    const file = url.replace(/^\//, '').replace(/^\.\//, '');
    if (seen.has(file)) continue;
    seen.add(file);
    const full = path.join(dist, file);
    const code = await readFile(full, 'utf8');
    load.files.push({
      file,
      how,
      raw: Buffer.byteLength(code),
      gzip: gzipSync(code, { level: 6 }).length,
    });
    const dir = path.posix.dirname(file);
    for (const imported of staticImports(code))
      pending.push({
        url: path.posix.join(dir, imported),
        how: 'static import, not preloaded',
      });
    if (existsSync(`${full}.map`)) attribute(code, await readFile(`${full}.map`, 'utf8'), load);
    else console.warn(`bench:bundle: no source map for ${file}: not attributed`);
  }
  return load;
}

/** Adds each mapped segment's bytes (to the next segment, or the line's end) to its source's group. */
function attribute(code: string, mapText: string, load: Load) {
  const lines = code.split('\n');
  const add = (source: string | null, text: string) => {
    const key = groupOf(source, DEPTH);
    const group = load.groups.get(key) ?? { raw: 0, code: [] };
    group.raw += Buffer.byteLength(text);
    group.code.push(text);
    load.groups.set(key, group);
    if (source) load.sources.add(source);
  };
  let prev: { line: number; column: number; source: string | null } | undefined;
  eachMapping(new TraceMap(mapText), (m) => {
    if (prev) {
      const line = lines[prev.line - 1] ?? '';
      add(
        prev.source,
        prev.line === m.generatedLine
          ? line.slice(prev.column, m.generatedColumn)
          : line.slice(prev.column),
      );
    }
    prev = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
  });
  if (prev) add(prev.source, (lines[prev.line - 1] ?? '').slice(prev.column));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (files: FileFigures[], key: 'raw' | 'gzip') => files.reduce((a, f) => a + f[key], 0);

function printFiles(name: string, load: Load) {
  console.log(`\n${name}: ${load.files.length} JS files`);
  for (const f of load.files)
    console.log(
      `  ${kib(f.raw).padStart(11)} raw ${kib(f.gzip).padStart(10)} gzip-6  ${f.file}  (${f.how})`,
    );
  console.log(
    `  ${kib(sum(load.files, 'raw')).padStart(11)} raw ${kib(sum(load.files, 'gzip')).padStart(10)} gzip-6  in all`,
  );
}

function printGroups(ours: Load, anchor: Load) {
  const gz = (group?: { code: string[] }) =>
    group ? gzipSync(group.code.join('\n'), { level: 6 }).length : 0;
  const rows = [...ours.groups].sort((a, b) => b[1].raw - a[1].raw).slice(0, TOP);
  console.log(
    `\nTop ${rows.length} contributors to the console's first load (raw minified bytes by source map; "alone" = the group's code gzipped by itself, a rough share)`,
  );
  console.log(
    `  ${'console raw'.padStart(11)} ${'alone gz'.padStart(10)} ${'anchor raw'.padStart(11)}  group`,
  );
  for (const [key, group] of rows) {
    const theirs = anchor.groups.get(key);
    console.log(
      `  ${kib(group.raw).padStart(11)} ${kib(gz(group)).padStart(10)} ${(theirs ? kib(theirs.raw) : '—').padStart(11)}  ${key}`,
    );
  }
  const own = [...ours.groups].filter(([key]) => key.startsWith('src/'));
  const ownRaw = own.reduce((a, [, g]) => a + g.raw, 0);
  const ownGz = gzipSync(own.flatMap(([, g]) => g.code).join('\n'), { level: 6 }).length;
  const third = [...ours.groups].filter(([key]) => !key.startsWith('src/'));
  const thirdRaw = third.reduce((a, [, g]) => a + g.raw, 0);
  const anchorThirdRaw = [...anchor.groups]
    .filter(([key]) => !key.startsWith('bench/'))
    .reduce((a, [, g]) => a + g.raw, 0);
  console.log(
    `\n  own code (src/): ${kib(ownRaw)} raw, ${kib(ownGz)} gzip alone; everything else: ${kib(thirdRaw)} raw (the anchor's: ${kib(anchorThirdRaw)})`,
  );
  const missing = [...anchor.groups]
    .filter(([key]) => !ours.groups.has(key))
    .sort((a, b) => b[1].raw - a[1].raw)
    .slice(0, 5);
  if (missing.length)
    console.log(
      `  in the anchor only: ${missing.map(([key, g]) => `${key} ${kib(g.raw)}`).join(', ')}`,
    );
}

function printFound(load: Load) {
  if (!FIND.length) return;
  console.log('\nModules of the first load matching BUNDLE_FIND:');
  for (const term of FIND) {
    const hits = [...load.sources]
      .filter((s) => s.includes(term))
      .map((s) => s.slice(Math.max(0, s.indexOf('src/'))));
    console.log(`  ${term}: ${hits.length ? hits.join(', ') : 'none'}`);
  }
}

async function main() {
  process.env.NODE_ENV ??= 'production';
  const [consoleDist, anchorDist] = [await buildConsole(), await buildAnchor()];
  log('measuring');
  const [ours, anchor] = [
    await measure(consoleDist, await startDetails(consoleDist)),
    await measure(anchorDist),
  ];
  printFiles('Armada console (dist/index.html)', ours);
  printFiles('minimal react-admin (the anchor)', anchor);
  const ratio = (key: 'raw' | 'gzip') => (sum(ours.files, key) / sum(anchor.files, key)).toFixed(2);
  console.log(
    `\nJS before usable: ${kib(sum(ours.files, 'gzip'))} gzip-6 in ${ours.files.length} files vs ${kib(sum(anchor.files, 'gzip'))} in ${anchor.files.length}: ${ratio('gzip')}× gzip (target ≤ 1.00×, ≤ 5 files), ${ratio('raw')}× raw`,
  );
  const unpreloaded = ours.files.filter((f) => f.how === 'static import, not preloaded');
  if (unpreloaded.length)
    console.log(
      `  not in index.html (a serial step): ${unpreloaded.map((f) => f.file).join(', ')}`,
    );
  printGroups(ours, anchor);
  printFound(ours);
  log('done');
}

try {
  await main();
} finally {
  if (process.env.BUNDLE_KEEP) console.log(`kept: ${temps.join(' ')}`);
  else await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
}
