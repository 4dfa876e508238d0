import { nodeTestTiers } from '@phjobs/test-utils/vitest-tiers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: nodeTestTiers(),
    // The JetStream test's server, read here once and handed to the test (inject('natsUrl')).
    provide: { natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' },
  },
});
