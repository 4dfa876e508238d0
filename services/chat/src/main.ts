import { runStandalone } from '@phjobs/service-kit/standalone';
import { seed } from './seed/seed.ts';
import { start } from './start.ts';

await runStandalone('chat', start, seed);
