import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { listen } from '@phjobs/service-kit/runtime';
import { createGateway, listenGateway, type ListeningGateway } from '../src/gateway.ts';
import { makeDist, request, type Answer } from './helpers.ts';

/**
 * A service listening in the gateway's own process (the embedded mode) is handed the request
 * directly, without a loopback HTTP hop; the client cannot tell: the answers are those of the same
 * service in another process (here: the same handler behind a plain TCP server).
 */
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/** An upstream that echoes what it saw (method, url, headers, body), like helpers.ts's, as an Express app. */
function echoApp(seen: Seen[]): express.Express {
  const app = express();
  app.use((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const record: Seen = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() };
      seen.push(record);
      if (req.url.startsWith('/api/jobAds/big')) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Job ${i} in Makati City` })) }));
        return;
      }
      res.statusCode = Number(req.headers['x-answer-status']) || 200;
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-upstream', 'jobs');
      // What the echo saw, but what differs by design: the Host (each its own port) and Connection
      // (over TCP node's agent adds its keep-alive). Both see the client's Accept-Encoding: a service
      // sends its shared answers compressed once (service-kit), the gateway compresses the rest.
      const { connection: _connection, host: _host, ...headers } = record.headers;
      res.end(JSON.stringify({ ...record, headers }));
    });
  });
  return app;
}

let dist: Awaited<ReturnType<typeof makeDist>>;
const local = { seen: [] as Seen[], connections: 0, running: undefined as undefined | Awaited<ReturnType<typeof listen>> };
const remote = { seen: [] as Seen[], server: undefined as undefined | http.Server };
const gateways: { inProcess?: ListeningGateway; overTcp?: ListeningGateway } = {};

beforeAll(async () => {
  dist = await makeDist();
  // In this process, registered by service-kit's listen() as every service's start does.
  local.running = await listen(echoApp(local.seen), 0, '127.0.0.1');
  local.running.server.on('connection', () => local.connections++);
  // The same handler reached over TCP only (a plain server is not registered).
  remote.server = http.createServer(echoApp(remote.seen));
  await new Promise<void>((resolve) => remote.server!.listen(0, '127.0.0.1', resolve));
  const gatewayFor = (port: number) =>
    createGateway({
      upstreams: { jobs: `http://127.0.0.1:${port}` },
      staticRoots: { shell: dist.shell, remotes: {} },
      runtimeConfig: { remotes: {}, googleMapsApiKey: null },
      logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
      rateLimits: { signup: 100 },
      trustProxy: 'loopback',
    });
  gateways.inProcess = await listenGateway(gatewayFor(local.running.port), 0, '127.0.0.1');
  gateways.overTcp = await listenGateway(gatewayFor((remote.server.address() as AddressInfo).port), 0, '127.0.0.1');
});

afterAll(async () => {
  await gateways.inProcess?.close();
  await gateways.overTcp?.close();
  await local.running?.close(0);
  await new Promise<void>((resolve) => (remote.server ? remote.server.close(() => resolve()) : resolve()));
  await dist?.remove();
});

/** What a client can tell apart: status, headers (but the date), body. */
const visible = (answer: Answer) => {
  const { date: _date, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body.toString() };
};

type Call = { path: string; method?: string; headers?: Record<string, string>; body?: string | Buffer };

async function both(call: Call) {
  const headers = { host: 'gateway.test', ...call.headers };
  const at = (gateway: ListeningGateway) => request(`http://127.0.0.1:${gateway.port}${call.path}`, { method: call.method, headers, body: call.body });
  return { inProcess: visible(await at(gateways.inProcess!)), overTcp: visible(await at(gateways.overTcp!)) };
}

const CALLS: [string, Call][] = [
  ['a small JSON answer', { path: '/api/jobAds/1?pageNo=2&sort=new', headers: { 'x-request-id': 'test-0101' } }],
  ['a big answer, gzip', { path: '/api/jobAds/big', headers: { 'x-request-id': 'test-0102', 'accept-encoding': 'gzip' } }],
  ['a big answer, no Accept-Encoding', { path: '/api/jobAds/big', headers: { 'x-request-id': 'test-0103' } }],
  ['a HEAD', { method: 'HEAD', path: '/api/jobAds/big', headers: { 'x-request-id': 'test-0104', 'accept-encoding': 'gzip' } }],
  ['a body with a length', { method: 'POST', path: '/api/jobAds/echo', headers: { 'x-request-id': 'test-0105', 'content-type': 'text/plain' }, body: 'x'.repeat(3000) }],
  ['a service error', { path: '/api/jobAds/1', headers: { 'x-request-id': 'test-0106', 'x-answer-status': '500' } }],
  ['hop-by-hop headers', { path: '/api/jobAds/1', headers: { 'x-request-id': 'test-0107', connection: 'keep-alive, x-private-hop', 'x-private-hop': 'secret', te: 'trailers' } }],
  ['https through the trusted proxy', { path: '/api/jobAds/1', headers: { 'x-request-id': 'test-0108', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } }],
  ['a forged X-Forwarded-For', { path: '/api/jobAds/1', headers: { 'x-request-id': 'test-0109' } }],
  ['an encoded query', { path: '/api/jobAds/allJobs?keyword=%EC%A7%81%20x&a[]=1', headers: { 'x-request-id': 'test-0110' } }],
  ['a rate-limit group path through Express', { method: 'POST', path: '/api/individual/signup', headers: { 'x-request-id': 'test-0111' } }],
];

describe('a service in the gateway process', () => {
  it.each(CALLS)('answers %s as the same service over TCP does', async (_name, call) => {
    const before = local.connections;
    const { inProcess, overTcp } = await both(call);
    expect(inProcess).toEqual(overTcp);
    expect(local.connections).toBe(before);
  });

  it('sees the URL, the forwarded headers and its own Host as over the hop', async () => {
    await both({ path: '/api/jobAds/7?x=1', headers: { 'x-request-id': 'test-0201', connection: 'x-secret', 'x-secret': 'no' } });
    const [inProcess, overTcp] = [local.seen.at(-1)!, remote.seen.at(-1)!];
    expect(inProcess.url).toBe('/api/jobAds/7?x=1');
    expect(inProcess.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(inProcess.headers['x-forwarded-host']).toBe('gateway.test');
    expect(inProcess.headers['x-request-id']).toBe('test-0201');
    expect(inProcess.headers.host).toBe(`127.0.0.1:${local.running!.port}`);
    expect(inProcess.headers['x-secret']).toBeUndefined();
    expect(overTcp.headers['x-secret']).toBeUndefined();
  });

  it('passes a chunked body on whole', async () => {
    const gateway = gateways.inProcess!;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: gateway.port, method: 'POST', path: '/api/jobAds/echo', headers: { 'content-type': 'text/plain' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('first part, ');
      setTimeout(() => req.end('second part'), 20);
    });
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.body) as Seen;
    expect(seen.headers['transfer-encoding']).toBe('chunked');
    expect(seen.body).toBe('first part, second part');
  });

  it('is refused with 502 once it has closed, like a service in another process', async () => {
    await local.running!.close(0);
    const answer = await request(`http://127.0.0.1:${gateways.inProcess!.port}/api/jobAds/1`);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'gateway/upstream-unavailable' });
  });
});
