import { nodeTestTiers } from '@phjobs/test-utils/vitest-tiers';
import { defineConfig } from 'vitest/config';

// Unit tier only: real upstream HTTP servers on loopback and a temporary dist folder, no database.
export default defineConfig({ test: { projects: nodeTestTiers({ unit: { testTimeout: 20_000 } }) } });
