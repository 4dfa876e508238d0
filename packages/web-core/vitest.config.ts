import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // see packages/ui/testing/jsdom-environment.mjs for why this is not 'jsdom'
    environment: '../ui/testing/jsdom-environment.mjs',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./testing/reset-query-cache.ts', '../ui/testing/load-deferred.ts', '../ui/testing/screen-waits.ts'],
    css: false,
  },
});
