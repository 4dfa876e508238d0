import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { testKeys } from '@phjobs/test-utils/keys';
import { createGateway, listenGateway, type GatewayOptions, type ListeningGateway } from '../src/gateway.ts';
import { CHUNK_SOURCE, HASHED_CHUNK, closedPort, makeDist, request, silentLogger, startEchoUpstream, type Seen } from './helpers.ts';

type Upstream = Awaited<ReturnType<typeof startEchoUpstream>>;
type Dist = Awaited<ReturnType<typeof makeDist>>;

let jobs: Upstream;
let employer: Upstream;
let dist: Dist;
let gateway: ListeningGateway;
let base: string;
const serve = (options: GatewayOptions): Promise<ListeningGateway> => listenGateway(createGateway(options), 0, '127.0.0.1');
const runtimeConfig = { remotes: { jobs: '/remotes/jobs/mf-manifest.json' }, googleMapsApiKey: null };
const keys = testKeys();
const token = signAccessToken(keys.privateKey, { userId: '7', userType: 'individual', email: 'seeker@demo.ph' });

beforeAll(async () => {
  jobs = await startEchoUpstream('jobs');
  employer = await startEchoUpstream('employer');
  dist = await makeDist();
  const down = `http://127.0.0.1:${await closedPort()}`;
  gateway = await serve({
    upstreams: { jobs: jobs.url, employer: employer.url, chat: jobs.url, media: employer.url, community: down },
    staticRoots: { shell: dist.shell, remotes: { jobs: dist.jobs } },
    runtimeConfig,
    logger: silentLogger,
    rateLimits: false,
    publicKey: keys.publicKey,
  });
  base = `http://127.0.0.1:${gateway.port}`;
});


afterAll(async () => {
  await gateway?.close();
  await jobs?.close();
  await employer?.close();
  await dist?.remove();
});

function upgrade(port: number, path: string): Promise<{ status: number; text: string; requestId: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers = { connection: 'Upgrade', upgrade: 'websocket', 'x-request-id': 'ws-request-0001', 'sec-websocket-protocol': `phjobs-chat.v1, bearer.${token}` };
    const req = http.request({ host: '127.0.0.1', port, path, headers, agent: false });
    req.on('upgrade', (res, socket, head) => {
      let text = head.toString('utf8');
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.endsWith('ping')) {
          socket.destroy();
          resolve({ status: res.statusCode ?? 0, text, requestId: res.headers['x-seen-request-id'] as string | undefined });
        }
      });
      socket.write('ping');
    });
    req.on('error', reject);
    req.end();
  });
}

const lastSeen = (upstream: Upstream): Seen => {
  const seen = upstream.seen.at(-1);
  if (!seen) throw new Error(`${upstream.url} saw nothing`);
  return seen;
};

describe('proxying /api by path prefix', () => {
  it('sends a jobs path to the jobs service with its query intact', async () => {
    const answer = await request(`${base}/api/jobAds/allJobs?pageNo=2&sort=new`);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-upstream']).toBe('jobs');
    expect(answer.json()).toMatchObject({ name: 'jobs', method: 'GET', url: '/api/jobAds/allJobs?pageNo=2&sort=new' });
  });

  it('lets the longest prefix win: my-page to employer, myJobs and applicants to jobs', async () => {
    expect((await request(`${base}/api/employer/myPage`)).headers['x-upstream']).toBe('employer');
    expect((await request(`${base}/api/employer/myPage/myJobs?tab=012C`)).headers['x-upstream']).toBe('jobs');
    expect((await request(`${base}/api/employer/myPage/applicant/detail/5`)).headers['x-upstream']).toBe('jobs');
  });

  it('streams request bodies to the upstream and answers back unchanged', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 7);
    const answer = await request(`${base}/api/jobAds/echoBody`, { method: 'POST', body, headers: { 'content-type': 'application/octet-stream' } });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(body)).toBe(true);
  });

  it('proxies /files to media and non-navigation /chats calls to chat', async () => {
    expect((await request(`${base}/files/individual/photo.png`)).json()).toMatchObject({ name: 'employer', url: '/files/individual/photo.png' });
    const memo = await request(`${base}/chats/memo`, { method: 'POST', body: '{"memo":"x"}', headers: { 'content-type': 'application/json' } });
    expect(memo.json()).toMatchObject({ name: 'jobs', method: 'POST', url: '/chats/memo', bodyLength: 12 });
  });

  it('strips hop-by-hop headers and sets x-forwarded-for and -proto', async () => {
    const answer = await request(`${base}/api/jobAds/1`, {
      headers: { connection: 'keep-alive, x-private-hop', 'x-private-hop': 'secret', 'keep-alive': 'timeout=5', 'x-forwarded-for': '6.6.6.6', te: 'trailers' },
    });
    const seen = answer.json() as unknown as Seen;
    expect(seen.headers['x-private-hop']).toBeUndefined();
    expect(seen.headers['keep-alive']).toBeUndefined();
    expect(seen.headers.te).toBeUndefined();
    // No trusted proxy in front: a client's own X-Forwarded-For is not passed on.
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(answer.headers['x-upstream-private']).toBeUndefined();
  });

  it('answers a JSON 404 for an api path no service owns', async () => {
    const answer = await request(`${base}/api/nothing/here`);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toMatchObject({ code: 'not-found' });
  });

  it('never exposes the services\' /internal routes', async () => {
    const before = jobs.seen.length + employer.seen.length;
    const answer = await request(`${base}/internal/companies/1/ad-counts`, { headers: { 'x-service-token': 'forged' } });
    expect(answer.status).toBe(404);
    expect(jobs.seen.length + employer.seen.length).toBe(before);
  });

  it('answers 502 gateway/upstream-unavailable when the owning service is down', async () => {
    const answer = await request(`${base}/api/community/jobTalks`);
    expect(answer.status).toBe(502);
    expect(answer.json()).toMatchObject({ code: 'gateway/upstream-unavailable', service: 'community' });
    const unconfigured = await request(`${base}/api/resume/myResumes`);
    expect(unconfigured.status).toBe(502);
    expect(unconfigured.json()).toMatchObject({ code: 'gateway/upstream-unavailable', service: 'talent' });
  });

  it('compresses api answers over 1 KB for clients that accept gzip, and leaves small ones alone', async () => {
    const big = await request(`${base}/api/jobAds/big`, { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.body).toString('utf8'))).toHaveProperty('items');
    const small = await request(`${base}/api/jobAds/1`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("passes a service's already compressed answer through as it is, and the client's Accept-Encoding to the service", async () => {
    const answer = await request(`${base}/api/jobAds/preEncoded`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    const json = JSON.parse(gunzipSync(answer.body).toString('utf8')) as { items: unknown[]; seenEncoding: string };
    expect(json.items).toHaveLength(200);
    expect(json.seenEncoding).toBe('gzip, deflate, br');
  });

  it('tunnels the chat WebSocket upgrade (/chats/ws, with a token) to the chat service', async () => {
    const greeting = await upgrade(Number(new URL(base).port), '/chats/ws');
    expect(greeting.status).toBe(101);
    expect(greeting.text).toBe('hello from jobs at /chats/ws|ping');
    expect(greeting.requestId).toBe('ws-request-0001');
  });

  it('tunnels WebSockets also on a server made by app.listen, as service-kit listen() does', async () => {
    const app = createGateway({ upstreams: { chat: jobs.url }, staticRoots: { shell: dist.shell, remotes: {} }, runtimeConfig, logger: silentLogger, publicKey: keys.publicKey });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const greeting = await upgrade((server.address() as { port: number }).port, '/chats/ws?v=1');
      expect(greeting.text).toBe('hello from jobs at /chats/ws?v=1|ping');
    } finally {
      app.shutdown();
      server.closeAllConnections();
      server.close();
    }
  });

  it('refuses an upgrade outside /chats/ws with a 404 (chat-socket.test.ts has the rest)', async () => {
    const refused = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: new URL(base).port, path: '/api/jobAds', headers: { connection: 'Upgrade', upgrade: 'websocket' }, agent: false });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('upgrade', () => reject(new Error('upgraded')));
      req.on('error', reject);
      req.end();
    });
    expect(refused).toBe(404);
  });
});

describe('request ids', () => {
  it('keeps a valid incoming x-request-id on the upstream request and the answer', async () => {
    const answer = await request(`${base}/api/jobAds/allJobs`, { headers: { 'x-request-id': 'req-1234abcd' } });
    expect(answer.headers['x-request-id']).toBe('req-1234abcd');
    expect(lastSeen(jobs).headers['x-request-id']).toBe('req-1234abcd');
  });

  it('replaces a missing or malformed id with a uuid', async () => {
    const answer = await request(`${base}/api/jobAds/allJobs`, { headers: { 'x-request-id': 'bad id<script>' } });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastSeen(jobs).headers['x-request-id']).toBe(id);
    expect((await request(`${base}/healthz`)).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only self plus what Google Maps needs', async () => {
    const answer = await request(`${base}/`, { headers: { accept: 'text/html', host: 'jobs.example.ph' } });
    const csp = String(answer.headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['default-src']).toEqual(["'self'"]);
    // and the hash of the boot script of server-drawn pages (pages.test.ts checks it against the page's)
    expect(directives['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/), 'https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com']);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(directives['connect-src']).toEqual(expect.arrayContaining(["'self'", 'ws://jobs.example.ph', 'wss://jobs.example.ph', 'https://*.googleapis.com']));
    expect(directives['font-src']).toContain('https://fonts.gstatic.com');
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['upgrade-insecure-requests']).toBeUndefined();
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });
});

describe('security headers of API answers', () => {
  it('lets nothing render from a JSON answer: a CSP allowing nothing, nosniff, no framing', async () => {
    const answer = await request(`${base}/api/jobAds/1`);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('static front ends', () => {
  it('serves the shell index at / with no-cache', async () => {
    const answer = await request(`${base}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.text).toContain('<div id="root">');
  });

  it('falls back to index.html for browser navigations to client routes', async () => {
    for (const path of ['/ad/all/123', '/myPage/resume/register', '/chats/apply/apply_10_20?title=Cook']) {
      const answer = await request(`${base}${path}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.text).toContain('<div id="root">');
    }
  });

  it('answers 404, not the index, for a missing asset that is not a navigation', async () => {
    const answer = await request(`${base}/missing.3f3f3f3f.js`, { headers: { accept: '*/*' } });
    expect(answer.status).toBe(404);
    const remote = await request(`${base}/remotes/jobs/nope.js`, { headers: { accept: 'text/html' } });
    expect(remote.status).toBe(404);
  });

  it('serves hashed files immutable and entry points revalidated', async () => {
    const chunk = await request(`${base}/remotes/jobs/${HASHED_CHUNK}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(chunk.text).toBe(CHUNK_SOURCE);
    expect((await request(`${base}/main.0a1b2c3d.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await request(`${base}/remotes/jobs/mf-manifest.json`);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await request(`${base}/remotes/jobs/remoteEntry.js`)).headers['cache-control']).toBe('no-cache');
  });

  it('prefers the .br sibling when the client accepts brotli, then .gz, else the plain file', async () => {
    const br = await request(`${base}/remotes/jobs/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(CHUNK_SOURCE);

    const gz = await request(`${base}/remotes/jobs/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(CHUNK_SOURCE);

    const plain = await request(`${base}/remotes/jobs/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'br;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(CHUNK_SOURCE);
  });

  it('answers 304 to a revalidation with a matching ETag', async () => {
    const first = await request(`${base}/remotes/jobs/mf-manifest.json`);
    const again = await request(`${base}/remotes/jobs/mf-manifest.json`, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('refuses paths that climb out of a dist folder', async () => {
    expect((await request(`${base}/remotes/jobs/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    expect((await request(`${base}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
  });
});

describe('runtime config and health', () => {
  it('answers /config.json with the runtime config, not cached', async () => {
    const answer = await request(`${base}/config.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual(runtimeConfig);
  });

  it('answers /healthz', async () => {
    const answer = await request(`${base}/healthz`);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', service: 'gateway' });
  });

  it('reports not ready while an upstream is down', async () => {
    const answer = await request(`${base}/readyz`);
    expect(answer.status).toBe(503);
    expect(answer.json()).toMatchObject({ upstreams: { community: 'down' } });
  });
});

describe('its servers', () => {
  it("make requests and responses with the gateway's own prototypes, so that Express need not change them per request", async () => {
    const app = createGateway({ upstreams: {}, staticRoots: { shell: dist.shell, remotes: {} }, runtimeConfig, logger: silentLogger, rateLimits: false });
    const servers = [(await listenGateway(app, 0, '127.0.0.1')).server, app.listen(0, '127.0.0.1')];
    try {
      for (const server of servers) {
        if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
        const seen: boolean[] = [];
        // Before the gateway's own listener: what the server made.
        server.prependListener('request', (req, res) => seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response));
        const answer = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
        expect([answer.status, seen]).toEqual([200, [true]]);
      }
    } finally {
      for (const server of servers) server.close();
      app.shutdown();
    }
  });
});

describe('rate limits on auth endpoints', () => {
  let limited: ListeningGateway;
  let limitedBase: string;

  beforeAll(async () => {
    limited = await serve({
      upstreams: { account: jobs.url, jobs: jobs.url },
      staticRoots: { shell: dist.shell, remotes: {} },
      runtimeConfig,
      logger: silentLogger,
      rateLimits: { login: 3, signup: 2, refresh: 2 },
    });
    limitedBase = `http://127.0.0.1:${limited.port}`;
  });
  afterAll(async () => limited?.close());

  const failedLogin = () => request(`${limitedBase}/api/auth/login`, { method: 'POST', body: '{}', headers: { 'x-answer-status': '401' } });

  it('answers 429 JSON with Retry-After once an IP passes the limit of failed logins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await failedLogin()).status);
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await failedLogin();
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toMatchObject({ code: 'gateway/rate-limited' });
    expect(refused.headers['x-request-id']).toBeTruthy();
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ retryAfterSeconds: wait });
  });

  it('does not count successful logins: an office of people logging in on one address is never refused', async () => {
    const office = await serve({ upstreams: { account: jobs.url }, staticRoots: { shell: dist.shell, remotes: {} }, runtimeConfig, logger: silentLogger, rateLimits: { login: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await request(`http://127.0.0.1:${office.port}/api/auth/login`, { method: 'POST', body: '{}' })).status);
      expect(statuses).toEqual(Array(12).fill(200));
    } finally {
      await office.close();
    }
  });

  it('does not count refresh calls without a refresh cookie (visitors loading pages), and counts those with one', async () => {
    for (let i = 0; i < 6; i++) expect((await request(`${limitedBase}/api/auth/refresh`, { method: 'POST' })).status).toBe(200);
    const withCookie = () => request(`${limitedBase}/api/auth/refresh`, { method: 'POST', headers: { cookie: 'rt=abc' } });
    expect([(await withCookie()).status, (await withCookie()).status, (await withCookie()).status]).toEqual([200, 200, 429]);
  });

  it('counts each group on its own and leaves other endpoints alone', async () => {
    expect((await request(`${limitedBase}/api/individual/signup`, { method: 'POST' })).status).toBe(200);
    expect((await request(`${limitedBase}/api/employer/signup/master`, { method: 'POST' })).status).toBe(200);
    expect((await request(`${limitedBase}/api/employer/signup`, { method: 'POST' })).status).toBe(429);
    for (let i = 0; i < 10; i++) expect((await request(`${limitedBase}/api/jobAds/allJobs`)).status).toBe(200);
  });
});

describe('behind an https load balancer', () => {
  it('sends HSTS only when the request came over https through a trusted proxy', async () => {
    const behind = await serve({
      upstreams: { jobs: jobs.url },
      staticRoots: { shell: dist.shell, remotes: {} },
      runtimeConfig,
      logger: silentLogger,
      rateLimits: false,
      trustProxy: 'loopback',
    });
    const { port } = behind;
    try {
      const secure = await request(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const plain = await request(`http://127.0.0.1:${port}/`);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const api = await request(`http://127.0.0.1:${port}/api/jobAds/1`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' } });
      expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(lastSeen(jobs).headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(lastSeen(jobs).headers['x-forwarded-proto']).toBe('https');
    } finally {
      await behind.close();
    }
  });
});

describe('upstream failures', () => {
  it('answers 504 gateway/upstream-timeout when an upstream stops answering', async () => {
    const impatient = await serve({
      upstreams: { jobs: jobs.url },
      staticRoots: { shell: dist.shell, remotes: {} },
      runtimeConfig,
      logger: silentLogger,
      rateLimits: false,
      upstreamTimeoutMs: 200,
    });
    const { port } = impatient;
    try {
      const answer = await request(`http://127.0.0.1:${port}/api/jobAds/hang`);
      expect(answer.status).toBe(504);
      expect(answer.json()).toMatchObject({ code: 'gateway/upstream-timeout', service: 'jobs' });
      expect((await request(`http://127.0.0.1:${port}/api/jobAds/1`)).status).toBe(200);
    } finally {
      await impatient.close();
    }
  });

  it('sends a bodiless request again on a fresh socket when a pooled one was closed by the upstream', async () => {
    // This upstream answers the first request of each connection and drops the connection on the second.
    const perSocket = new WeakMap<object, number>();
    const flaky = http.createServer((req, res) => {
      const count = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, count);
      if (count > 1) return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true }));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const gw = await serve({
      upstreams: { jobs: `http://127.0.0.1:${(flaky.address() as { port: number }).port}` },
      staticRoots: { shell: dist.shell, remotes: {} },
      runtimeConfig,
      logger: silentLogger,
      rateLimits: false,
    });
    const { port } = gw;
    try {
      for (let i = 0; i < 5; i++) expect((await request(`http://127.0.0.1:${port}/api/jobAds/${i}`)).status).toBe(200);
    } finally {
      await gw.close();
      flaky.closeAllConnections();
      flaky.close();
    }
  });

  it('keeps serving after a client hangs up mid-request', async () => {
    await new Promise<void>((resolve) => {
      const req = http.request(`${base}/api/jobAds/hang`, { agent: false });
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    expect((await request(`${base}/api/jobAds/1`)).status).toBe(200);
  });
});
