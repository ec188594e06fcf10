import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: browser-like component tests (jsdom), Node tests (generator, validators, pure
// modules) and the tests that talk to the real API server (tests/server, and any unit test named
// *.server.test.ts). `--project server` is what the PostgreSQL stage of scripts/test.sh runs.
export const SERVER_TESTS = ['tests/server/**/*.test.ts', 'tests/**/*.server.test.ts'];

/**
 * Server test files the PostgreSQL stage leaves out (ARMADA_SERVER_ENGINE=postgres, set by
 * scripts/test.sh): their subject is the same on both engines, so the PGlite run of the vitest
 * stage covers them. The rule (docs/testing.md, "Which server tests run on PostgreSQL"): a file
 * runs on PostgreSQL too unless it is listed here, and it may be listed only when it tests HTTP,
 * validation, scopes, rendering or business rules through single requests, never the storage
 * layer itself, overlapping requests or transactions (row and advisory locks), LISTEN/NOTIFY or
 * several connections, tenancy's row-level security, migrations, seeds, or a branch on
 * `db.engine`; the PGlite-only features (the data directory's lock, `npm start`'s output) are
 * listed because they never open PostgreSQL. tests/unit/testLayout.test.ts refuses a listed file
 * that overlaps requests, listens, migrates or names the engine. A new file is not listed, so it
 * runs on both engines.
 */
export const ENGINE_NEUTRAL_TESTS = [
  'tests/server/auth.test.ts',
  'tests/server/conditionalFields.test.ts',
  'tests/server/dataDirLock.test.ts',
  'tests/server/deliveryOrderBulk.test.ts',
  'tests/server/deliveryOrderIntegrationRules.test.ts',
  'tests/server/deliveryOrderPdf.test.ts',
  'tests/server/deliveryOrderRules.test.ts',
  'tests/server/fieldAccess.test.ts',
  'tests/server/fleetTaskCompletion.test.ts',
  'tests/server/fleetTaskPlanning.test.ts',
  'tests/server/graphql-documents.test.ts',
  'tests/server/graphql.test.ts',
  'tests/server/permissions.test.ts',
  'tests/server/profile.test.ts',
  'tests/server/raw-alerts-actions.test.ts',
  'tests/server/roles.test.ts',
  'tests/server/routeBodies.test.ts',
  'tests/server/securityHeaders.test.ts',
  'tests/server/shellWidgets.test.ts',
  'tests/server/sourceMaps.test.ts',
  'tests/server/startOutput.test.ts',
  'tests/server/transportErrors.test.ts',
  'tests/server/trustProxy.test.ts',
  'tests/server/typedClient.test.ts',
  'tests/server/watchGenerated.test.ts',
  'tests/unit/dataProviders/graphql.server.test.ts',
  'tests/unit/dataProviders/orderService.server.test.ts',
];
const onPostgres = process.env.ARMADA_SERVER_ENGINE === 'postgres';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 30_000,
          // Two workers, not vitest's default (cores - 1 = one here): the jsdom files took 299 s on one
          // worker and 201 s on two (2 cores, one run each, docs/measurements.md). A group of its own
          // (vitest 4 runs groups one after another): ui first, then node and server together.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: SERVER_TESTS,
          testTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: SERVER_TESTS,
          // The PostgreSQL stage runs only the engine-sensitive files (ENGINE_NEUTRAL_TESTS above).
          exclude: [...configDefaults.exclude, ...(onPostgres ? ENGINE_NEUTRAL_TESTS : [])],
          // Every answer checked against the OpenAPI document; a mismatch fails the file (docs/api.md).
          env: { ARMADA_CONTRACT_CHECK: process.env.ARMADA_CONTRACT_CHECK ?? '1' },
          setupFiles: ['tests/server/contractSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each server test file starts its own PGlite; two at a time fits two cores.
          maxWorkers: 2,
          // A worker keeps the server's modules (fastify, mercurius, the registry, compiled
          // validators) from one file to the next: no file mocks a module, stubs the environment or
          // fakes timers, and the setup file still runs per file. The 61 files on PGlite: 424 s
          // of CPU isolated, 259 s not (docs/measurements.md).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
