import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: '../packages/ui/testing/jsdom-environment.mjs',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['../packages/web-core/testing/reset-query-cache.ts', '../packages/ui/testing/load-deferred.ts', '../packages/ui/testing/screen-waits.ts'],
    css: false,
  },
});
