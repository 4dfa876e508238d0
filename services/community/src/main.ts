import { runStandalone } from '@phjobs/service-kit/standalone';
import { start } from './start.ts';

await runStandalone('community', start);
