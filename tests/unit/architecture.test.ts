// What the lint zones (.oxlintrc.json, proven by tests/unit/lint.test.ts) cannot say about STYLE.md's
// dependency zones:
// - src/generated is gitignored, and oxlint never lints an ignored file: generated code importing a
//   hand-written module is caught here;
// - the zone overrides are bound to a folder depth (they count the "../" that leave src/domain or a custom
//   page), so a file deeper than they reach would escape them: the depth is checked here;
// - oxlint has no no-restricted-syntax, so src/domain reading the clock through `new Date()` or `Date()`
//   without an argument is caught here (Date.now and performance.now are lint rules).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|js|mjs)$/;

function files(dir: string): string[] {
  const abs = path.join(root, dir);
  return readdirSync(abs).flatMap((name) => {
    const full = path.join(abs, name);
    const rel = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(rel);
    return SOURCE.test(name) ? [rel] : [];
  });
}

/** Relative imports of a file, resolved to project-relative paths. */
function imports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((m) => m[1]);
  return specifiers.map((s) => path.normalize(path.join(path.dirname(file), s)));
}

const within = (target: string, zone: string) => target === zone || target.startsWith(`${zone}/`);
/** Folders between a zone and the file: src/domain/a/b.ts is 1 deep. */
const depthIn = (file: string, zone: string) => path.relative(zone, file).split('/').length - 1;

describe('dependency zones lint cannot check', () => {
  const src = files('src');

  it('generated code imports nothing hand-written', () => {
    // src/generated is written by scripts/generate.ts; run it before this test (npm test does).
    const generated = src.filter((f) => within(f, 'src/generated'));
    expect(generated.length).toBeGreaterThan(0);
    const crossing = generated.flatMap((file) =>
      imports(file)
        .filter((target) => !within(target, 'src/generated'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossing).toEqual([]);
  });

  it('src/domain and custom pages are no deeper than the lint overrides reach', () => {
    const domain = src.filter((f) => within(f, 'src/domain'));
    expect(domain.length).toBeGreaterThan(0);
    // .oxlintrc.json: src/domain/*, src/domain/*/*, src/domain/*/*/*; src/custom/<page>/*, src/custom/<page>/*/*.
    expect(domain.filter((f) => depthIn(f, 'src/domain') > 2)).toEqual([]);
    expect(src.filter((f) => within(f, 'src/custom') && depthIn(f, 'src/custom') > 2)).toEqual([]);
  });

  it('src/domain reads no clock through a bare Date', () => {
    const domain = src.filter((f) => within(f, 'src/domain'));
    const clock = domain.filter((f) =>
      /new Date\(\s*\)|(?<![\w.])Date\(\s*\)/.test(readFileSync(path.join(root, f), 'utf8')),
    );
    expect(clock).toEqual([]);
  });
});
