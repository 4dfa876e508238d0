import { nodeTestTiers } from '@phjobs/test-utils/vitest-tiers';
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { projects: nodeTestTiers() } });
