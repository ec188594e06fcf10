import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs against each mutant (stryker.config.mjs, `npm run test:mutation`): the
// domain unit tests and the API server suite, in one Node project. MUTATION_TESTS (comma-separated
// globs) narrows them for a per-folder run. Not used by npm test.
const include = process.env.MUTATION_TESTS?.split(',').filter(Boolean) ?? ['tests/unit/domain/**/*.test.ts', 'tests/server/**/*.test.ts'];

export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    include,
    // The demo seed's own checks take a minute a run and test the seed, not the mutated modules.
    exclude: ['tests/server/seed.test.ts', 'tests/server/generatedOrders.test.ts'],
    setupFiles: ['tests/server/mutationCoverage.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
