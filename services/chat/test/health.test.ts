import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateKeys } from '@phjobs/service-kit/auth';
import { createInProcessBus } from '@phjobs/service-kit/events/bus';
import { createLogger } from '@phjobs/service-kit/logger';
import type { RunningService } from '@phjobs/service-kit/runtime';
import { start } from '../src/start.ts';

let service: RunningService;
beforeAll(async () => {
  service = await start({
    name: 'chat', port: 0, databaseUrl: undefined, keys: generateKeys(), bus: createInProcessBus(),
    logger: createLogger('chat', 'silent'), env: {}, dataDir: '.data',
  });
});
afterAll(() => service.close());

it('answers health and readiness, and a JSON 404 elsewhere', async () => {
  const base = `http://127.0.0.1:${service.port}`;
  expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok', service: 'chat' });
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  const missing = await fetch(`${base}/api/nothing`);
  expect(missing.status).toBe(404);
  expect((await missing.json()).code).toBe('not-found');
});
