import { nodeTestTiers } from '@phjobs/test-utils/vitest-tiers';
import { defineConfig } from 'vitest/config';

// The integration tests start whole PostgreSQL clusters and the product: minutes, not seconds.
export default defineConfig({
  test: { projects: nodeTestTiers({ integration: { testTimeout: 120_000, hookTimeout: 120_000 } }) },
});
