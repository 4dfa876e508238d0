/**
 * Several instances of one service behind the gateway (UPSTREAM_JOBS=a,b,c: the jobs service
 * scaled alone): calls taken in turn, a stopped instance skipped (a call without a body that meets
 * it goes to the next one; the health check takes it out of the rotation), a restarted one back
 * within a check, and /readyz degraded rather than down. Real HTTP servers as the instances.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, listenGateway, type ListeningGateway } from '../src/gateway.ts';
import { silentLogger } from './helpers.ts';

type Instance = { name: string; port: number; url: string; calls: number; close(): Promise<void> };

/** A jobs instance: answers every call with its name; listens on `port` (0: any free one). */
async function startInstance(name: string, port = 0): Promise<Instance> {
  const instance = { name, port, url: '', calls: 0, close: async () => undefined } as Instance;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url !== '/healthz') instance.calls++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ instance: name }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  instance.port = (server.address() as AddressInfo).port;
  instance.url = `http://127.0.0.1:${instance.port}`;
  instance.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return instance;
}

const CHECK_MS = 100;
let instances: Instance[];
let gateway: ListeningGateway;
let base: string;

beforeAll(async () => {
  instances = await Promise.all(['a', 'b', 'c'].map((name) => startInstance(name)));
  gateway = await listenGateway(
    createGateway({
      upstreams: { jobs: instances.map((one) => one.url).join(',') },
      staticRoots: { shell: '/nonexistent', remotes: {} },
      runtimeConfig: { remotes: {}, googleMapsApiKey: null },
      logger: silentLogger,
      rateLimits: false,
      instanceCheckMs: CHECK_MS,
    }),
    0,
    '127.0.0.1',
  );
  base = `http://127.0.0.1:${gateway.port}`;
});

afterAll(async () => {
  await gateway?.close();
  for (const one of instances ?? []) await one.close().catch(() => undefined);
});

async function whoAnswers(method: 'GET' | 'POST', times: number): Promise<{ names: string[]; statuses: number[] }> {
  const names: string[] = [];
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await fetch(`${base}/api/jobAds/allJobs?pageNo=1`, { method, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}) });
    statuses.push(res.status);
    const body = (await res.json()) as { instance?: string };
    if (body.instance) names.push(body.instance);
  }
  return { names, statuses };
}

const readiness = async () => (await (await fetch(`${base}/readyz`)).json()) as { upstreams: Record<string, string> };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the instances of one service behind the gateway', () => {
  it('takes the three jobs instances in turn, call after call', async () => {
    const { names } = await whoAnswers('POST', 6);
    expect([...names].sort()).toEqual(['a', 'a', 'b', 'b', 'c', 'c']);
    expect(new Set(names.slice(0, 3)).size).toBe(3);
  });

  it('sends a call without a body that meets a stopped instance to the next one: no call fails', async () => {
    await instances[1]!.close();
    const { names, statuses } = await whoAnswers('GET', 9);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(new Set(names)).toEqual(new Set(['a', 'c']));
    expect((await readiness()).upstreams.jobs).toBe('degraded');
  });

  it('keeps a stopped instance out of the rotation once the health check has seen it, calls with a body included', async () => {
    await pause(CHECK_MS * 3);
    const { names, statuses } = await whoAnswers('POST', 8);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect([...names].sort()).toEqual(['a', 'a', 'a', 'a', 'c', 'c', 'c', 'c']);
  });

  it('takes a restarted instance back within a health check', async () => {
    instances[1] = await startInstance('b', instances[1]!.port);
    await pause(CHECK_MS * 3);
    const { names } = await whoAnswers('POST', 6);
    expect([...names].sort()).toEqual(['a', 'a', 'b', 'b', 'c', 'c']);
    expect((await readiness()).upstreams.jobs).toBe('ok');
  });

  it('still tries the instances when every one is down, and answers 502 rather than hanging', async () => {
    await Promise.all(instances.map((one) => one.close()));
    await pause(CHECK_MS * 3);
    const res = await fetch(`${base}/api/jobAds/allJobs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'gateway/upstream-unavailable', service: 'jobs' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { upstreams: Record<string, string> }).upstreams.jobs).toBe('down');
  });
});
