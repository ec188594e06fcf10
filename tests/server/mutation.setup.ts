// Setup file of vitest.mutation.config.ts only (StrykerJS, `npm run test:mutation`); never part of npm test.
//
// 1. A mutant that breaks a test file's beforeAll (the harness cannot start the app) makes vitest
// skip every test of the file, and @stryker-mutator/vitest-runner 9.6 reports skipped tests under a
// failed file as a surviving mutant (it looks for a failed suite, not a failed file). Here the
// file's beforeAll hooks are wrapped: the first error is kept, the remaining hooks are skipped, and
// every test then fails with that error, so such a mutant counts as killed, as it would be by npm test.
//
// 2. Stryker's perTest coverage records which test ran a mutant. Code that runs in a test file's
// beforeAll (the harness starting the app, fixtures posted through the API) runs outside any test,
// so Stryker would call those mutants "static" and run every test file for each of them, or ignore
// them with ignoreStatic. What a beforeAll builds is what that file's tests check, so this file
// moves the coverage gathered in a file's hooks (outside its tests) to every test of that file:
// such a mutant then runs against that file's tests only. Coverage at module load (constants,
// regexes, tables built when a module is imported) stays static and still runs everything.
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { RunnerTask, RunnerTestFile } from 'vitest';
import { getHooks } from '@vitest/runner';

type Hook = (...args: unknown[]) => unknown;
let setupFailed = false;
let setupError: unknown;

// Registered before the test file's own hooks, so it runs first and wraps the ones after it.
// Vitest reads the first parameter's destructuring for fixtures: it must be a pattern, here an empty one.
// oxlint-disable-next-line no-empty-pattern
beforeAll(({}, suite) => {
  const hooks = getHooks(suite).beforeAll as Hook[];
  hooks.forEach((hook, i) => {
    hooks[i] = async (...args: unknown[]) => {
      if (setupFailed) return undefined;
      try {
        return await hook(...args);
      } catch (error) {
        setupFailed = true;
        setupError = error;
        return undefined;
      }
    };
  });
});
beforeEach(() => {
  if (setupFailed) throw setupError;
});

type Counts = Record<string, number>;
interface Coverage {
  static: Counts;
  perTest: Record<string, Counts>;
}

const namespace = (inject as (key: string) => unknown)('globalNamespace') as string | undefined;
const mode = (inject as (key: string) => unknown)('mode') as string | undefined;
const ns = namespace
  ? ((globalThis as Record<string, unknown>)[namespace] as
      { mutantCoverage?: Coverage } | undefined)
  : undefined;

/** Stryker's test id (stryker-setup.js `toRawTestId`): file path # suite names and test name. */
function testId(task: RunnerTask): string {
  const parts = [task.name];
  for (let suite = task.suite; suite; suite = suite.suite) parts.unshift(suite.name);
  return `${task.file?.filepath ?? 'unknown.js'}#${parts.join(' ').trim()}`;
}

function testsOf(task: RunnerTask): RunnerTask[] {
  return task.type === 'test' ? [task] : 'tasks' in task ? task.tasks.flatMap(testsOf) : [];
}

if (ns && mode === 'dry-run') {
  let snapshot: Counts = {};
  let file: RunnerTestFile | undefined;
  const take = () => {
    snapshot = { ...ns.mutantCoverage?.static };
  };
  /** Static hits since the snapshot: moved to every test of the file. */
  const move = () => {
    const coverage = ns.mutantCoverage;
    if (!coverage || !file) return;
    const ids = testsOf(file).map(testId);
    for (const [mutant, count] of Object.entries(coverage.static)) {
      const added = count - (snapshot[mutant] ?? 0);
      if (added <= 0) continue;
      for (const id of ids) {
        const counts = (coverage.perTest[id] ??= {});
        counts[mutant] = (counts[mutant] ?? 0) + added;
      }
      if (snapshot[mutant]) coverage.static[mutant] = snapshot[mutant];
      else delete coverage.static[mutant];
    }
    take();
  };
  beforeAll(take);
  // Before a test: what the file's (and a describe's) beforeAll hooks ran. After it: nothing new
  // is static yet, as Stryker's own afterEach clears the current test only after this one.
  beforeEach(({ task }) => {
    file = task.file;
    move();
  });
  afterEach(take);
  // The file's afterAll hooks (closing the app) ran before this one (hooks of a level run in reverse).
  afterAll(move);
}
