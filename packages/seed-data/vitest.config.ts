import { nodeTestTiers } from '@phjobs/test-utils/vitest-tiers';
import { defineConfig } from 'vitest/config';

// 100,000 ads take 1.5-2 s on the 2-core machine, far more when it is busy.
export default defineConfig({ test: { projects: nodeTestTiers({ unit: { testTimeout: 120_000 } }) } });
