// npm start: the generate check, then the API server, each run as an esbuild bundle under plain
// node. Loading the server's TypeScript modules through tsx's loader cost about 1.5 s of every
// warm start (and tsx's own start another 0.5 s); a bundle loads in a fraction of that.
//
// A bundle (node_modules/.cache/armada-start/<checkout>/<name>-<build>/, named by <name>.json) is
// rebuilt whenever a file it was built from has changed size or modification time (esbuild's
// metafile lists them), so editing server code or a schema and starting again never runs stale
// code. Packages stay external: node loads them from node_modules as usual. LIVE_REGISTRY
// (re-importing the generated TypeScript registry at run time) needs tsx: with it set, the same
// two steps load the TypeScript sources through tsx instead. This file is plain JavaScript because
// it runs before anything can compile TypeScript.
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
// Keyed by the checkout: a copy of the project sharing node_modules keeps bundles of its own.
const cacheDir = path.join(
  root,
  'node_modules',
  '.cache',
  'armada-start',
  createHash('sha256').update(root).digest('hex').slice(0, 12),
);
/** Bumped when the build options below change, so older bundles are rebuilt. */
const FORMAT = 1;
/** Superseded builds are removed once this old: a server started from one may still load its lazy chunks. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** What a file looked like when a bundle was built from it. */
const fingerprint = (file) => {
  const stat = statSync(path.join(root, file), { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
};

const readManifest = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** The manifest of a bundle still valid for `entry`: every file it was built from unchanged. */
function freshManifest(manifestFile, entry) {
  const manifest = readManifest(manifestFile);
  if (
    manifest?.format !== FORMAT ||
    manifest.entry !== entry ||
    !existsSync(path.join(cacheDir, manifest.dir, 'main.mjs'))
  )
    return undefined;
  return Object.entries(manifest.inputs).every(([file, print]) => fingerprint(file) === print)
    ? manifest
    : undefined;
}

/** Builds `entry` into a new directory and names it in the manifest once complete. */
async function rebuild(name, entry, manifestFile) {
  const started = performance.now();
  const { build } = await import('esbuild');
  // A new directory per build: a second start at the same moment never loads half a bundle.
  // Code splitting keeps each dynamic import (the PDF renderer, the generator) and the packages
  // it needs out of the start path.
  const dir = `${name}-${Date.now().toString(36)}-${process.pid}`;
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: entry },
    outdir: path.join(cacheDir, dir),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((file) => [file, fingerprint(file)]),
  );
  const manifest = { format: FORMAT, entry, dir, inputs };
  writeFileSync(`${manifestFile}.${process.pid}`, JSON.stringify(manifest));
  renameSync(`${manifestFile}.${process.pid}`, manifestFile);
  for (const old of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, old);
    if (old.startsWith(`${name}-`) && old !== dir && Date.now() - statSync(file).mtimeMs > KEEP_MS)
      rmSync(file, { recursive: true, force: true });
  }
  console.log(
    `start: bundled ${entry} (${Object.keys(inputs).length} files) in ${Math.round(performance.now() - started)} ms`,
  );
  return manifest;
}

/** Imports the bundle of `entry` (a path from the repository root), rebuilding it first when stale. */
async function bundle(name, entry) {
  const manifestFile = path.join(cacheDir, `${name}.json`);
  const manifest = freshManifest(manifestFile, entry) ?? (await rebuild(name, entry, manifestFile));
  return import(pathToFileURL(path.join(cacheDir, manifest.dir, 'main.mjs')).href);
}

let tsxRegistered;
/** The TypeScript sources themselves, through tsx's loader (registered once: each register() adds another hook chain). */
async function typescript(_name, entry) {
  tsxRegistered ??= import('tsx/esm/api').then(({ register }) => register());
  await tsxRegistered;
  return import(pathToFileURL(path.join(root, entry)).href);
}

const load =
  process.env.LIVE_REGISTRY === '1' || process.env.LIVE_REGISTRY === 'true' ? typescript : bundle;
process.setSourceMapsEnabled(true);
const { runGenerate, GenerateRefused } = await load('generate', 'scripts/lib/runGenerate.ts');
try {
  await runGenerate();
} catch (error) {
  if (!(error instanceof GenerateRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Loaded after generating: the server imports src/generated/.
await load('server', 'server/main.ts');
