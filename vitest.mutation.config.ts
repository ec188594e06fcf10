import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The tests StrykerJS runs against each mutant (stryker.config.mjs, `npm run test:mutation`): the
// domain and storage unit tests and the API server suite, in one Node project. MUTATION_TESTS
// (comma-separated globs) narrows them for a per-folder run. Not used by npm test.
const include = process.env.MUTATION_TESTS?.split(',').filter(Boolean) ?? [
  'tests/unit/domain/**/*.test.ts',
  'tests/unit/storage/**/*.test.ts',
  'tests/server/**/*.test.ts',
];

/** Files that take longest (random requests by the hundred, every route three times): run last. */
const SLOW = [
  'tests/server/property.test.ts',
  'tests/server/permissions.test.ts',
  'tests/server/deliveryOrder.test.ts',
];

/**
 * Stryker runs a mutant's covering tests with bail 1: the first failing test ends the run. Running
 * the quick files first (pure unit tests, then the server files, the slowest last) makes a killed
 * mutant cost seconds instead of a full server suite.
 */
class QuickFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const id = file.moduleId.replace(/\\/g, '/');
      if (id.includes('/tests/unit/')) return 0;
      return SLOW.some((slow) => id.endsWith(slow)) ? 2 : 1;
    };
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    include,
    // The seeds' own checks take minutes a run and test server/seed, which is not mutated.
    exclude: ['tests/server/seed.test.ts', 'tests/server/generatedOrders.test.ts'],
    setupFiles: ['tests/server/mutation.setup.ts'],
    sequence: { sequencer: QuickFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
