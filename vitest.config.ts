import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: browser-like component tests (jsdom) and Node tests (generator, validators, API server).
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
          include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
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
