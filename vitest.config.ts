import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: browser-like component tests (jsdom), Node tests (generator, validators, pure
// modules) and the tests that talk to the real API server (tests/server, and any unit test named
// *.server.test.ts). `--project server` is what the PostgreSQL stage of scripts/test.sh runs.
export const SERVER_TESTS = ['tests/server/**/*.test.ts', 'tests/**/*.server.test.ts'];

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
          // Every answer checked against the OpenAPI document; a mismatch fails the file (docs/api.md).
          env: { ARMADA_CONTRACT_CHECK: process.env.ARMADA_CONTRACT_CHECK ?? '1' },
          setupFiles: ['tests/server/contractSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each server test file starts its own PGlite; two at a time fits two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
