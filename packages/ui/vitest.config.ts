import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // see testing/jsdom-environment.mjs for why this is not 'jsdom'
    environment: './testing/jsdom-environment.mjs',
    include: ['test/**/*.test.{ts,tsx}'],
    css: false,
    setupFiles: ['./testing/load-deferred.ts', './testing/screen-waits.ts'],
  },
});
