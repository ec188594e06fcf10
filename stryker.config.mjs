// StrykerJS mutation testing: `npm run test:mutation` (not part of npm test: it takes about an hour
// on two cores). Mutates the shared domain rules, auth, storage and the per-resource server modules,
// and runs the domain unit tests and the API server suite (vitest.mutation.config.ts) against each
// mutant. The npm script runs it on a throwaway PostgreSQL when one is installed (scripts/postgres.sh):
// faster than PGlite there, and the real races (tests/server/races.test.ts) only run on PostgreSQL.
//
// One folder at a time, with only its tests (see docs/testing.md § Mutation testing):
//   MUTATION_TESTS='tests/server/**/*.test.ts' MUTATION_REPORT=auth npm run test:mutation -- --mutate 'server/auth/**/*.ts'
// MUTATION_REPORT names the reports of such a run (coverage/mutation/<name>.html and .json).
const report = process.env.MUTATION_REPORT || 'index';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: {
    configFile: 'vitest.mutation.config.ts',
    // Every test file of that config, not vitest's import-graph guess (the harness imports the
    // registry dynamically, and every server test reaches every server module anyway).
    related: false,
  },
  coverageAnalysis: 'perTest',
  // Stryker rewrites tsconfig.json's extends/references for the sandbox with the TypeScript 5 API,
  // which TypeScript 7 (the project's) no longer has; tsconfig.json has neither, so it is skipped
  // by naming a file that does not exist.
  tsconfigFile: 'tsconfig.stryker-skip.json',
  mutate: [
    'src/domain/**/*.ts',
    'server/auth/**/*.ts',
    'server/storage/**/*.ts',
    'server/resources/**/*.ts',
    // Rendering of the PDF (text positions, fonts, colours): its mutants change pixels that the PDF
    // test does not (and should not) pin; the data it prints comes from tested modules.
    '!server/resources/delivery-order/pdf.ts',
  ],
  concurrency: 2,
  // Generous: on a loaded machine a slow run must not pass for a mutant that hangs (a Timeout
  // counts as detected). Endless loops are caught sooner by Stryker's hit limit.
  timeoutMS: 60_000,
  timeoutFactor: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `coverage/mutation/${report}.html` },
  jsonReporter: { fileName: `coverage/mutation/${report}.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 80, low: 60, break: null },
  tempDirName: '.tmp/stryker',
  ignorePatterns: [
    'dist',
    'coverage',
    '.tmp',
    '.data',
    'test-results',
    'playwright-report',
    'tests/e2e',
    'bench',
  ],
  incrementalFile: '.tmp/stryker-incremental.json',
};
