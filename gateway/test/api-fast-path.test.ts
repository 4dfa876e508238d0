import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutgoingHttpHeaders } from 'node:http';
import { varyAcceptEncoding } from '../src/api-fast-path.ts';
import { createGateway, listenGateway, type Gateway, type GatewayOptions, type ListeningGateway } from '../src/gateway.ts';
import { closedPort, makeDist, request, startEchoUpstream, type Answer } from './helpers.ts';
import type { GatewayLogger } from '../src/logger.ts';

type Upstream = Awaited<ReturnType<typeof startEchoUpstream>>;
type Dist = Awaited<ReturnType<typeof makeDist>>;
type Line = { level: string; message: string | undefined; fields: Record<string, unknown> };

/** Two gateways alike but for the /api fast path: every call below must be answered (and logged) the same by both. */
let jobs: Upstream;
let employer: Upstream;
let dist: Dist;
const variants: { fast: boolean; app: Gateway; gateway: ListeningGateway; lines: Line[] }[] = [];

function recordingLogger(lines: Line[]): GatewayLogger {
  const at =
    (level: string) =>
    (object: Record<string, unknown>, message?: string): void => {
      // timings and generated ids differ from call to call
      const { ms: _ms, ...fields } = object;
      lines.push({ level, message, fields: { ...fields, requestId: typeof fields.requestId === 'string' && fields.requestId.startsWith('test-') ? fields.requestId : 'generated' } });
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), isLevelEnabled: (level) => level !== 'debug' };
}

beforeAll(async () => {
  jobs = await startEchoUpstream('jobs');
  employer = await startEchoUpstream('employer');
  dist = await makeDist();
  const down = `http://127.0.0.1:${await closedPort()}`;
  for (const fast of [true, false]) {
    const lines: Line[] = [];
    const options: GatewayOptions = {
      upstreams: { jobs: jobs.url, employer: employer.url, community: down, account: employer.url },
      staticRoots: { shell: dist.shell, remotes: {} },
      runtimeConfig: { remotes: {}, googleMapsApiKey: null },
      logger: recordingLogger(lines),
      rateLimits: { signup: 1 },
      trustProxy: 'loopback',
      apiFastPath: fast,
    };
    const app = createGateway(options);
    variants.push({ fast, app, gateway: await listenGateway(app, 0, '127.0.0.1'), lines });
  }
});

afterAll(async () => {
  for (const { gateway } of variants) await gateway.close();
  await jobs?.close();
  await employer?.close();
  await dist?.remove();
});

type Call = { path: string; method?: string; headers?: Record<string, string>; body?: string };

/** What a client can tell apart: status, headers (but the date), body. */
const visible = (answer: Answer) => {
  const { date: _date, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body.toString('base64') };
};

async function both(call: Call): Promise<[ReturnType<typeof visible>, ReturnType<typeof visible>]> {
  const answers = [];
  for (const { gateway } of variants) {
    // the same Host on both, so that the upstream's echo of X-Forwarded-Host matches
    const headers = { host: 'gateway.test', ...call.headers };
    answers.push(visible(await request(`http://127.0.0.1:${gateway.port}${call.path}`, { method: call.method, headers, body: call.body })));
  }
  return [answers[0]!, answers[1]!];
}

const CALLS: [string, Call][] = [
  ['a small JSON answer', { path: '/api/jobAds/1?pageNo=2&sort=new', headers: { 'x-request-id': 'test-0001' } }],
  ['a big answer, no Accept-Encoding', { path: '/api/jobAds/big', headers: { 'x-request-id': 'test-0002' } }],
  ['a big answer, gzip', { path: '/api/jobAds/big', headers: { 'x-request-id': 'test-0003', 'accept-encoding': 'gzip' } }],
  ['a big answer, br preferred', { path: '/api/jobAds/big', headers: { 'x-request-id': 'test-0004', 'accept-encoding': 'gzip;q=0.5, br' } }],
  ['a big answer, identity only', { path: '/api/jobAds/big', headers: { 'x-request-id': 'test-0005', 'accept-encoding': 'identity' } }],
  ['a HEAD', { method: 'HEAD', path: '/api/jobAds/big', headers: { 'x-request-id': 'test-0006', 'accept-encoding': 'gzip' } }],
  ['an OPTIONS', { method: 'OPTIONS', path: '/api/jobAds/1', headers: { 'x-request-id': 'test-0007' } }],
  ['a body', { method: 'POST', path: '/api/jobAds/echoBody', headers: { 'x-request-id': 'test-0008', 'content-type': 'application/octet-stream' }, body: 'x'.repeat(3000) }],
  ['an upstream 500', { path: '/api/jobAds/1', headers: { 'x-request-id': 'test-0009', 'x-answer-status': '500' } }],
  ['an upstream 404', { path: '/api/employer/myPage', headers: { 'x-request-id': 'test-0010', 'x-answer-status': '404' } }],
  ['a path no service owns', { path: '/api/nothing/here', headers: { 'x-request-id': 'test-0011' } }],
  ['a service that is down', { path: '/api/community/jobTalks', headers: { 'x-request-id': 'test-0012' } }],
  ['a service not configured', { path: '/api/resume/myResumes', headers: { 'x-request-id': 'test-0013' } }],
  ['the reference page (off)', { path: '/api/docs', headers: { 'x-request-id': 'test-0014' } }],
  ['an upper-case prefix', { path: '/API/jobAds/1', headers: { 'x-request-id': 'test-0015' } }],
  ['https through the trusted proxy', { path: '/api/jobAds/1', headers: { 'x-request-id': 'test-0016', 'x-forwarded-proto': 'https, http', 'x-forwarded-for': '203.0.113.9' } }],
  ['hop-by-hop headers', { path: '/api/jobAds/1', headers: { 'x-request-id': 'test-0017', connection: 'keep-alive, x-private-hop', 'x-private-hop': 'secret', te: 'trailers' } }],
  ['a malformed request id', { path: '/api/jobAds/1', headers: { 'x-request-id': 'bad id!' } }],
  ['a rate-limited route, first call', { method: 'POST', path: '/api/individual/signup', headers: { 'x-request-id': 'test-0018' } }],
  ['a rate-limited route, refused', { method: 'POST', path: '/api/individual/signup', headers: { 'x-request-id': 'test-0019' } }],
  ['an encoded query', { path: '/api/jobAds/allJobs?keyword=%EC%A7%81%20x&a[]=1', headers: { 'x-request-id': 'test-0020' } }],
];

describe('the /api fast path answers as the Express path does', () => {
  it.each(CALLS)('%s', async (_name, call) => {
    const [fast, express] = await both(call);
    if (call.headers?.['x-request-id'] === 'bad id!') {
      // a fresh uuid on each
      expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      delete fast.headers['x-request-id'];
      delete express.headers['x-request-id'];
      fast.body = express.body = '';
    }
    expect(fast).toEqual(express);
  });

  it('logs the same lines (5xx warn, 4xx info, upstream trouble)', () => {
    const [fast, express] = variants.map(({ lines }) => lines);
    expect(fast).toEqual(express);
    expect(fast).toContainEqual({ level: 'warn', message: 'request failed', fields: { requestId: 'test-0009', method: 'GET', url: '/api/jobAds/1', status: 500 } });
    expect(fast).toContainEqual({ level: 'info', message: 'request refused', fields: { requestId: 'test-0010', method: 'GET', url: '/api/employer/myPage', status: 404 } });
  });

  it('sends Vary: Accept-Encoding on compressible answers, as compression does', async () => {
    const [fast] = await both({ path: '/api/jobAds/1' });
    expect(fast.headers.vary).toBe('Accept-Encoding');
    const vary = (headers: OutgoingHttpHeaders) => {
      varyAcceptEncoding(headers);
      return headers.vary;
    };
    expect(vary({ 'content-type': 'image/png' })).toBeUndefined();
    expect(vary({ 'content-type': 'application/json', 'cache-control': 'public, no-transform' })).toBeUndefined();
    expect(vary({ 'content-type': 'application/json; charset=utf-8', vary: 'Origin' })).toBe('Origin, Accept-Encoding');
    expect(vary({ 'content-type': 'text/plain', vary: 'accept-encoding' })).toBe('accept-encoding');
    expect(vary({ 'content-type': 'text/plain', vary: '*' })).toBe('*');
  });

  it('does not run Express for a proxied /api call, and does for the rest', async () => {
    const fast = variants.find((variant) => variant.fast)!;
    // Express 5's app.handle passes every request to app.router.handle
    const router = vi.spyOn(fast.app.router as unknown as { handle: () => void }, 'handle');
    try {
      const base = `http://127.0.0.1:${fast.gateway.port}`;
      expect((await request(`${base}/api/jobAds/1`)).status).toBe(200);
      expect(router).not.toHaveBeenCalled();
      expect((await request(`${base}/api/nothing/here`)).status).toBe(404);
      expect(router).toHaveBeenCalledTimes(1);
    } finally {
      router.mockRestore();
    }
  });
});
