import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // 100,000 ads take 1.5-2 s on the 2-core machine, far more when it is busy.
    testTimeout: 120_000,
  },
});
