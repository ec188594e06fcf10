// Every test that talks to the real API server runs in vitest's `server` project, which the
// PostgreSQL stage of scripts/test.sh runs: tests/server/, and unit tests named *.server.test.ts.
// A unit test that starts the server (the server test harness, or buildApp from server/app.ts)
// under another name would run on PGlite only; this names it. Pure server modules (the filter
// parser, the column mapping) may be unit-tested anywhere.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_NEUTRAL_TESTS, SERVER_TESTS } from '../../vitest.config.ts';

const root = path.resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return testFiles(rel);
    return /\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

const STARTS_SERVER = [path.join('server', 'app'), path.join('tests', 'server', 'harness')];

/** True when a relative import of the file is the server's app or the server test harness. */
function startsServer(file: string): boolean {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((m) => m[1]);
  return specifiers
    .map((s) => path.normalize(path.join(path.dirname(file), s)))
    .some((target) => STARTS_SERVER.includes(target.replace(/\.(ts|js)$/, '')));
}

describe('tests that talk to the server run on PostgreSQL too', () => {
  const unit = testFiles('tests/unit');

  it('the server project takes tests/server and every *.server.test.ts', () => {
    expect(SERVER_TESTS).toEqual(['tests/server/**/*.test.ts', 'tests/**/*.server.test.ts']);
  });

  it('finds the unit tests and the known server one', () => {
    expect(unit.length).toBeGreaterThan(10);
    expect(unit.filter(startsServer)).toContain(
      path.join('tests', 'unit', 'dataProviders', 'orderService.server.test.ts'),
    );
  });

  it('a unit test that imports buildApp or the server harness is named *.server.test.ts', () => {
    expect(unit.filter((file) => startsServer(file) && !file.endsWith('.server.test.ts'))).toEqual(
      [],
    );
  });
});

// The PostgreSQL stage leaves out the files listed as engine-neutral (vitest.config.ts); a listed file
// must not test what the engines do differently (docs/testing.md, "Which server tests run on
// PostgreSQL"): overlapping requests, LISTEN/NOTIFY, a second connection, migrations, the engine.
const ENGINE_SENSITIVE: [string, RegExp][] = [
  ['overlapping requests or transactions', /Promise\.all(Settled)?\(/],
  ['LISTEN/NOTIFY', /\bdb\.listen\(|\bNOTIFY\b|pushSocket/],
  ['a second connection to the database', /databaseUrl|TEST_DATABASE_URL/],
  ['migrations', /\bmigrate\(/],
  ['the engine itself', /\.engine\b|FOR UPDATE|pg_advisory/],
];

describe('the engine-neutral server tests (left out of the PostgreSQL stage)', () => {
  it('are server tests that exist', () => {
    const server = [...testFiles('tests/server'), ...testFiles('tests/unit')].filter(
      (file) => file.startsWith(path.join('tests', 'server')) || file.endsWith('.server.test.ts'),
    );
    expect(ENGINE_NEUTRAL_TESTS.filter((file) => !server.includes(path.normalize(file)))).toEqual(
      [],
    );
  });

  it('never test what the two engines do differently', () => {
    const found = ENGINE_NEUTRAL_TESTS.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return ENGINE_SENSITIVE.filter(([, pattern]) => pattern.test(text)).map(
        ([what]) => `${file}: ${what}`,
      );
    });
    expect(found).toEqual([]);
  });
});
