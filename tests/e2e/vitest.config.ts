import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The e2e journeys: real server + built console + system Chromium. One file at a time, long
// timeouts (two cores shared by the server, Chromium and the runner). Run with `npm run test:e2e`.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..', '..'),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/harness/globalSetup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 420_000,
    reporters: ['default'],
  },
});
