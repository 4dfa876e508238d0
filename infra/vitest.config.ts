import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Integration tests start real PostgreSQL servers: one file at a time on a 2-core machine.
    fileParallelism: false,
  },
});
