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
  },
});
