import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'engine/**/*.test.ts',
      'host/**/*.test.ts',
      'electron/**/*.test.ts',
      'renderer/**/*.test.ts',
      'test/unit/**/*.test.ts',
      'test/hostile/**/*.test.ts',
    ],
    environment: 'node',
    // Some tests compile or play every shipped card (cards/ keeps growing) or start worker threads: seconds on a
    // loaded two-core machine. A timeout is not a speed target; those live in `npm run bench`.
    testTimeout: 20_000,
    // One worker per core: vitest's default leaves a core to its main process, which on CI's two cores meant one
    // worker and twice the wall time (357 s against 177 s for the suite); the main process mostly waits.
    maxWorkers: availableParallelism(),
  },
});
