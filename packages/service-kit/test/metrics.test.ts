/**
 * Prometheus metrics of createService (metrics.ts): requests counted and timed by their declared
 * route (never by the raw path with its ids), probes and the scrape left out, one registry per
 * service in one process, cache hit counters, gauges read at scrape time.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineRoutes } from '@phjobs/contracts/route';
import { withSchemas } from '@phjobs/contracts/route-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createService, HttpError } from '../src/http.ts';
import { createLogger } from '../src/logger.ts';
import { serviceMetrics } from '../src/metrics.ts';
import { routesOf } from '../src/routes.ts';

/** Declared routes, so answered on the direct path (direct-path.ts): the labels must be the same as through Express. */
const API = withSchemas(
  defineRoutes('jobs', {
    thing: { method: 'GET', path: '/api/things/:id', summary: 'a thing', access: 'anyone', rateLimit: null },
    newThing: { method: 'POST', path: '/api/things', summary: 'refused', access: 'anyone', rateLimit: null },
  }),
  { thing: { response: z.object({ id: z.string() }) }, newThing: { response: null } },
);

const servers: Server[] = [];

async function serve(name: string): Promise<string> {
  const app = createService({
    name,
    logger: createLogger(name, 'silent'),
    api: [
      routesOf(API, {
        thing: ({ params }) => ({ id: String(params.id) }),
        newThing: () => {
          throw new HttpError(400, 'validation/invalid', 'The request is invalid.');
        },
      }),
    ],
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

/** The value of one sample line of the exposition. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    if (Object.entries(labels).every(([key, value]) => inside.includes(`${key}="${value}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics of a service', () => {
  let base: string;
  beforeAll(async () => {
    base = await serve('metrics-a');
  });

  it('counts and times calls by their declared route, whatever the id, with the status class', async () => {
    for (const id of ['1', '2', '3']) await fetch(`${base}/api/things/${id}`);
    await fetch(`${base}/api/things`, { method: 'POST' });
    await fetch(`${base}/api/nothing-here`);
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'http_requests_total', { service: 'metrics-a', method: 'GET', route: '/api/things/:id', code: '2xx' })).toBe(3);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/things', code: '4xx' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', code: '4xx' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/things/:id' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/things/:id', le: '+Inf' })).toBe(3);
    expect(text).not.toContain('/api/things/1');
    // process metrics come along
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('leaves the probes and the scrape itself out', async () => {
    await fetch(`${base}/healthz`);
    await fetch(`${base}/readyz`);
    await fetch(`${base}/metrics`);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).not.toMatch(/route="\/(healthz|readyz|metrics)"/);
  });

  it('keeps each service its own registry in one process (the embedded mode)', async () => {
    const other = await serve('metrics-b');
    await fetch(`${other}/api/things/9`);
    const text = await (await fetch(`${other}/metrics`)).text();
    expect(sample(text, 'http_requests_total', { service: 'metrics-b', route: '/api/things/:id' })).toBe(1);
    expect(text).not.toContain('service="metrics-a"');
  });

  it('counts cache hits and misses, and reads gauges when scraped', async () => {
    const metrics = serviceMetrics('metrics-a');
    const lists = metrics.cache('lists');
    lists.hit();
    lists.hit();
    lists.miss();
    let pending = 7;
    metrics.gaugeAtScrape('outbox_pending_events', 'pending', async () => pending);
    let text = await (await fetch(`${base}/metrics`)).text();
    expect(sample(text, 'cache_requests_total', { cache: 'lists', result: 'hit' })).toBe(2);
    expect(sample(text, 'cache_requests_total', { cache: 'lists', result: 'miss' })).toBe(1);
    expect(text).toMatch(/^outbox_pending_events\{service="metrics-a"\} 7$/m);
    pending = 0;
    text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(/^outbox_pending_events\{service="metrics-a"\} 0$/m);
  });

  it('serves no /metrics when a service is made without metrics', async () => {
    const app = createService({ name: 'metrics-off', logger: createLogger('metrics-off', 'silent'), metrics: false, routes: () => undefined });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push(server);
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
    expect(res.status).toBe(404);
  });
});
