import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Media, startMedia } from './helpers.ts';

let media: Media;
beforeAll(async () => {
  media = await startMedia();
});
afterAll(() => media.close());

it('answers health and readiness, and a JSON 404 elsewhere', async () => {
  expect(await (await fetch(`${media.base}/healthz`)).json()).toEqual({ status: 'ok', service: 'media' });
  expect((await fetch(`${media.base}/readyz`)).status).toBe(200);
  const missing = await fetch(`${media.base}/api/nothing`);
  expect(missing.status).toBe(404);
  expect((await missing.json()).code).toBe('not-found');
});
