/**
 * One service down (its process gone, its port closed) while the product runs: the gateway answers
 * every declared route of that service with a JSON 502 at once, the other services go on answering,
 * and the calls of other services that need the missing one answer 503 JSON (never a 500, never a
 * wait). The shell's side (a remote that cannot load shows its error screen with 'retry') is
 * e2e/tests/remote-failure.e2e.ts.
 */
import { ALL_ROUTES } from '@phjobs/contracts/routes/all';
import { fillPath, pathParamNames } from '@phjobs/contracts/route';
import { DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { DEMO_SEEKER_EMAIL } from '@phjobs/seed-data/users';
import type { Principal } from '@phjobs/service-kit/auth';
import type { RunningService } from '@phjobs/service-kit/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTS } from '../src/start-in-process.ts';
import { startSeededProduct, type SeededProduct } from './harness/seeded-product.ts';

/** Quick: a refused connection is known at once. */
const QUICK_MS = 2_000;
const DOWN = 'talent';

let product: SeededProduct;
let talent: RunningService | undefined;
const seeker: Principal = { userId: String(DEMO_SEEKER_ID), userType: 'individual', email: DEMO_SEEKER_EMAIL };

beforeAll(async () => {
  // The talent service as usual, its handle kept to stop it alone.
  const parts = PARTS.map((part) =>
    part.name === DOWN
      ? {
          ...part,
          start: async (ctx: Parameters<typeof part.start>[0]) => {
            const running = await part.start(ctx);
            let closing: Promise<void> | undefined;
            // Stopped by the test first, then (a second time, a no-op) by the product's close.
            talent = { port: running.port, close: () => (closing ??= running.close()) };
            return talent;
          },
        }
      : part,
  );
  product = await startSeededProduct('faults_down', {}, { parts });
}, 300_000);

afterAll(async () => {
  await product?.close();
});

async function timed(path: string, init: RequestInit = {}): Promise<{ status: number; ms: number; body: Record<string, unknown> }> {
  const started = Date.now();
  const res = await fetch(`${product.gateway}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  return { status: res.status, ms: Date.now() - started, body: JSON.parse(text) as Record<string, unknown> };
}

const asSeeker = () => ({ authorization: `Bearer ${product.tokenOf(seeker)}` });

describe(`the ${DOWN} service down`, () => {
  it('answers its routes with a JSON 502 at once while the rest of the product works', async () => {
    expect((await timed(`/api/resume/myResumes?email=${encodeURIComponent(seeker.email)}`, { headers: asSeeker() })).status).toBe(200);
    await talent?.close();

    const routes = ALL_ROUTES.filter((route) => route.service === DOWN && route.access !== 'internal');
    expect(routes.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const route of routes) {
      const params = Object.fromEntries(pathParamNames(route.path).map((name) => [name, '1']));
      const answer = await timed(fillPath(route.path, params), { method: route.method, headers: { ...asSeeker(), 'content-type': 'application/json' }, ...(route.method === 'GET' ? {} : { body: '{}' }) });
      if (answer.status !== 502 || answer.body.code !== 'gateway/upstream-unavailable' || answer.body.service !== DOWN || answer.ms > QUICK_MS) wrong.push(`${route.method} ${route.path}: ${answer.status} in ${answer.ms} ms ${JSON.stringify(answer.body)}`);
    }
    expect(wrong).toEqual([]);

    // The rest works.
    expect((await timed('/api/jobAds/allJobs?pageUnit=10&pageNo=1&orderKey=createdAt', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
    expect((await timed('/api/auth/me', { headers: asSeeker() })).status).toBe(200);
    expect((await timed('/api/faq?type=individual')).status).toBe(200);
    expect((await timed(`/api/application/myApplications?email=${encodeURIComponent(seeker.email)}`, { headers: asSeeker() })).status).toBe(200);

    // A call of another service that needs talent (the apply screen's resumes) says so: 503 JSON, quickly.
    const ad = await timed('/api/jobAds/allJobs?pageUnit=1&pageNo=1&orderKey=createdAt', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const jobId = (ad.body.list as { jobId: number }[])[0]?.jobId;
    const applyScreen = await timed(`/api/application/${jobId}?applyType=online&email=${encodeURIComponent(seeker.email)}`, { headers: asSeeker() });
    expect([applyScreen.status, typeof applyScreen.body.code]).toEqual([503, 'string']);
    expect(applyScreen.ms).toBeLessThan(QUICK_MS * 3);

    // The gateway's readiness names the service that is down.
    const ready = await timed('/readyz');
    expect([ready.status, (ready.body.upstreams as Record<string, string>)[DOWN]]).toEqual([503, 'down']);
  }, 120_000);
});
