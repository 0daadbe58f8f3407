import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests (test/e2e/*.e2e.ts): Chromium through playwright-core against web mode.
 * One fork, one file at a time: each file drives a real browser and a real server, and they would
 * only fight over the two CPUs.
 */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
