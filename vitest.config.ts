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
          // Projects with different maxWorkers must run as separate groups (vitest 4): ui first.
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
