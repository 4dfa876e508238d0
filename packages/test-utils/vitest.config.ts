import { defineConfig } from 'vitest/config';
import { nodeTestTiers } from './vitest-tiers.mjs';

export default defineConfig({ test: { projects: nodeTestTiers() } });
