// The dependency zones of STYLE.md, enforced on the real import graph:
// schemas -> generated -> resources and server; nothing in src/ imports server/; the server reads
// only src/generated from src/; a custom page never imports another custom page; generated code
// imports no hand-written module.
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
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.map((s) => path.normalize(path.join(path.dirname(file), s)));
}

const within = (target: string, zone: string) => target === zone || target.startsWith(`${zone}/`);

function violations(from: string[], rule: (file: string, target: string) => boolean) {
  return from.flatMap((file) => imports(file).filter((target) => rule(file, target)).map((target) => `${file} -> ${target}`));
}

describe('dependency zones', () => {
  const src = files('src');
  const server = files('server');

  it('finds the code it checks', () => {
    expect(src.length).toBeGreaterThan(10);
    expect(server.length).toBeGreaterThan(5);
  });

  it('nothing in src/ imports server/', () => {
    expect(violations(src, (_, target) => within(target, 'server'))).toEqual([]);
  });

  it('the server reads only src/generated and src/domain from src/', () => {
    expect(violations(server, (_, target) => within(target, 'src') && !within(target, 'src/generated') && !within(target, 'src/domain'))).toEqual([]);
  });

  it('src/domain is pure: it imports only src/generated, itself and pure libraries', () => {
    const domain = src.filter((f) => within(f, 'src/domain'));
    expect(domain.length).toBeGreaterThan(0);
    expect(violations(domain, (_, target) => !within(target, 'src/domain') && !within(target, 'src/generated'))).toEqual([]);
    const impure = domain.filter((f) => /from\s+['"](react|react-admin|@mui\/[^'"]*|pg|@electric-sql\/[^'"]*|node:[^'"]*|fastify)['"]|\bfetch\(|Date\.now\(\)|new Date\(\)/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(impure).toEqual([]);
  });

  it('a custom page never imports another custom page', () => {
    const custom = src.filter((f) => within(f, 'src/custom'));
    const page = (f: string) => f.split('/')[2];
    const crossing = violations(custom, (file, target) => within(target, 'src/custom') && page(target) !== page(file));
    expect(crossing).toEqual([]);
  });

  it('generated code imports nothing hand-written', () => {
    // src/generated is written by scripts/generate.ts; run it before this test (npm test does).
    const generated = src.filter((f) => within(f, 'src/generated'));
    expect(generated.length).toBeGreaterThan(0);
    expect(violations(generated, (_, target) => !within(target, 'src/generated'))).toEqual([]);
  });

  it('the engine and data providers do not reach into custom pages', () => {
    const lower = src.filter((f) => within(f, 'src/resources') || within(f, 'src/dataProviders') || within(f, 'src/i18n'));
    expect(violations(lower, (_, target) => within(target, 'src/custom'))).toEqual([]);
  });
});
