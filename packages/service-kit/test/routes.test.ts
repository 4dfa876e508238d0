import { createServer, IncomingMessage, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { TEXT_CHARACTER_MESSAGE } from '@phjobs/contracts/messages';
import { defineRoutes } from '@phjobs/contracts/route';
import { withSchemas } from '@phjobs/contracts/route-schemas';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authenticate, generateKeys, serviceToken, signAccessToken, type Principal } from '../src/auth.ts';
import { createService, expressServer } from '../src/http.ts';
import { createLogger } from '../src/logger.ts';
import { checkAnswer, mountRoutes, routesOf, sharedAnswer, type Handlers } from '../src/routes.ts';

const keys = generateKeys();
const SECRET = 'routes-test-secret';
const seeker: Principal = { userId: '7', userType: 'individual', email: 'juan@example.ph' };
const company: Principal = { userId: '8', userType: 'company', email: 'hr@acme.ph' };
const bearer = (p: Principal) => ({ authorization: `Bearer ${signAccessToken(keys.privateKey, p)}` });

const ROUTES = defineRoutes('jobs', {
  thing: { method: 'GET', path: '/api/things/:id', summary: 'a thing', access: 'anyone', rateLimit: null, match: { id: /^\d+$/ } },
  fallback: { method: 'GET', path: '/api/things/:word', summary: 'another word', access: 'anyone', rateLimit: null },
  special: { method: 'GET', path: '/api/things/special', summary: 'a fixed word before the parameter', access: 'anyone', rateLimit: null },
  mine: { method: 'POST', path: '/api/mine', summary: 'an individual creates', access: ['individual'], rateLimit: null, email: true, status: 201 },
  member: { method: 'DELETE', path: '/api/member', summary: 'any member, no body back', access: 'member', rateLimit: null, status: 204 },
  broken: { method: 'GET', path: '/api/broken', summary: 'answers off contract', access: 'anyone', rateLimit: null },
  extra: { method: 'GET', path: '/api/extra', summary: 'answers an undeclared field', access: 'anyone', rateLimit: null },
  cached: { method: 'GET', path: '/api/cached', summary: 'the same answer object each time', access: 'anyone', rateLimit: null },
  cachedPage: { method: 'GET', path: '/api/cached-page', summary: 'a shared answer large enough to compress', access: 'anyone', rateLimit: null },
  stream: { method: 'GET', path: '/raw/*rest', summary: 'writes its own answer', access: 'anyone', rateLimit: null, raw: 'text' },
  secret: { method: 'GET', path: '/internal/secret', summary: 'other services only', access: 'internal', rateLimit: null },
  later: { method: 'GET', path: '/api/later', summary: 'not served here', access: 'anyone', rateLimit: null, optional: 'tests' },
  express: { method: 'GET', path: '/api/express', summary: "uses Express's request and response methods", access: 'anyone', rateLimit: null },
});

const API = withSchemas(ROUTES, {
  thing: { params: z.object({ id: z.coerce.number().int() }), response: z.object({ id: z.number(), viewer: z.string().nullable() }) },
  fallback: { response: z.object({ word: z.string() }) },
  special: { response: z.object({ special: z.literal(true) }) },
  mine: { query: z.object({ email: z.string().optional() }), body: z.object({ title: z.string().min(1, 'Title is required.') }), response: z.object({ title: z.string(), by: z.string() }) },
  member: { response: null },
  broken: { response: z.object({ count: z.number() }) },
  extra: { response: z.object({ count: z.number() }) },
  cached: { response: z.object({ list: z.array(z.number()) }) },
  cachedPage: { response: z.object({ list: z.array(z.object({ id: z.number(), title: z.string() })) }) },
  stream: { response: null },
  secret: { response: z.object({ ok: z.boolean() }) },
  later: { response: null },
  express: { response: z.object({ agent: z.string().nullable() }) },
});

const cachedAnswer = sharedAnswer({ list: [1, 2, 3] });
const cachedPage = sharedAnswer({ list: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Service crew #${i}` })) });
const handlers: Handlers<typeof API> = {
  thing: ({ params, principal }) => ({ id: params.id, viewer: principal?.userId ?? null }),
  fallback: ({ params }) => ({ word: params.word }),
  special: () => ({ special: true }),
  mine: ({ body, principal }) => ({ title: body.title, by: principal.userId }),
  member: () => undefined,
  broken: () => ({ count: 'three' }) as unknown as { count: number },
  extra: () => ({ count: 3, secret: 'x' }) as { count: number },
  cached: () => cachedAnswer,
  cachedPage: () => cachedPage,
  stream: ({ req, res }) => {
    res.type('text/plain').send(`rest=${req.path}`);
  },
  secret: () => ({ ok: true }),
  later: null,
  express: ({ req, res }) => {
    res.cookie('seen', '1', { httpOnly: true });
    return { agent: req.header('user-agent') ?? null };
  },
};

/**
 * Every test below runs against two services alike but for the direct path (direct-path.ts): the
 * declared JSON routes answered before Express, and everything through Express. Their answers
 * must be the same.
 */
type Variant = { direct: boolean; base: string; close: () => void; reachedExpress: () => number };
const variants: Variant[] = [];
let base = '';

async function startVariant(direct: boolean): Promise<Variant> {
  const app = createService({
    name: 'jobs',
    logger: createLogger('jobs', 'silent'),
    authenticate: authenticate(keys.publicKey),
    api: [routesOf(API, handlers, { serviceSecret: SECRET, checkAnswers: true })],
    directPath: direct,
  });
  // Express 5's app.handle hands every request it gets to its router.
  const reached = vi.spyOn((app as unknown as { router: { handle: (...args: unknown[]) => void } }).router, 'handle');
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    direct,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
    reachedExpress: () => reached.mock.calls.length,
  };
}

beforeAll(async () => {
  for (const direct of [true, false]) variants.push(await startVariant(direct));
});
afterAll(() => variants.forEach((variant) => variant.close()));

const get = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(base + path, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text, headers: res.headers };
};
/** The answer's bytes as sent (fetch would decompress them). */
const rawGet = (path: string, headers: Record<string, string>) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpRequest(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => get(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe.each([{ path: 'direct' }, { path: 'Express' }])('routes mounted from their declarations ($path path)', ({ path }) => {
  beforeAll(() => {
    base = variants.find((variant) => variant.direct === (path === 'direct'))!.base;
  });

  it('parse params with the schema and pass the caller (a visitor is null)', async () => {
    expect((await get('/api/things/12')).body).toEqual({ id: 12, viewer: null });
    expect((await get('/api/things/12', { headers: bearer(seeker) })).body).toEqual({ id: 12, viewer: '7' });
  });

  it('let a path whose parameter does not match the declared pattern fall through to the next route', async () => {
    expect((await get('/api/things/abc')).body).toEqual({ word: 'abc' });
  });

  it('put fixed segments before parameters, whatever the order of the table', async () => {
    expect((await get('/api/things/special')).body).toEqual({ special: true });
  });

  it('refuse visitors (401) and other user types (403) on a route for individuals', async () => {
    expect((await post('/api/mine', { title: 'x' })).status).toBe(401);
    const other = await post('/api/mine', { title: 'x' }, bearer(company));
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('auth/forbidden');
  });

  it("apply the spec's email rule: someone else's e-mail is refused (403)", async () => {
    expect((await post('/api/mine?email=juan@example.ph', { title: 'x' }, bearer(seeker))).status).toBe(201);
    expect((await post('/api/mine?email=maria@example.ph', { title: 'x' }, bearer(seeker))).status).toBe(403);
  });

  it('answer bad input with 400 and field messages, and success with the declared status', async () => {
    const bad = await post('/api/mine', { title: '' }, bearer(seeker));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'validation/invalid', message: 'The request is invalid.', fields: { title: 'Title is required.' } });
    const created = await post('/api/mine', { title: 'Cashier' }, bearer(seeker));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ title: 'Cashier', by: '7' });
  });

  it('refuse text with a NUL, another control character or a lone surrogate anywhere (400 naming the field), and keep tabs, line breaks and emoji', async () => {
    const nul = await post('/api/mine', { title: 'ab\u0000c' }, bearer(seeker));
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ code: 'validation/invalid', message: 'The request is invalid.', fields: { title: TEXT_CHARACTER_MESSAGE } });
    // JSON lets a client send half a surrogate pair; PostgreSQL would keep a broken character.
    const lone = await get('/api/mine', { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(seeker) }, body: '{"title":"x\\ud800y","tags":["ok","\\u001b[31m"]}' });
    expect(lone.status).toBe(400);
    expect(lone.body.fields).toEqual({ title: TEXT_CHARACTER_MESSAGE, 'tags.1': TEXT_CHARACTER_MESSAGE });
    const query = await post('/api/mine?email=juan@example.ph&note=a%00', { title: 'x' }, bearer(seeker));
    expect(query.body.fields).toEqual({ note: TEXT_CHARACTER_MESSAGE });
    expect((await get('/api/things/1%00')).status).toBe(400);
    const fine = await post('/api/mine', { title: 'Line one\r\n\tLine two 👷' }, bearer(seeker));
    expect(fine.status).toBe(201);
    expect(fine.body.title).toBe('Line one\r\n\tLine two 👷');
  });

  it('mark every answer to a signed-in caller no-store, and leave a visitor\'s public answer cacheable', async () => {
    expect((await post('/api/mine', { title: 'x' }, bearer(seeker))).headers.get('cache-control')).toBe('no-store');
    expect((await get('/api/things/12', { headers: bearer(seeker) })).headers.get('cache-control')).toBe('no-store');
    expect((await get('/api/things/12')).headers.get('cache-control')).toBeNull();
  });

  it('answer 204 with no body where the route declares none', async () => {
    const done = await get('/api/member', { method: 'DELETE', headers: bearer(company) });
    expect(done.status).toBe(204);
    expect(done.text).toBe('');
  });

  it('fail loudly (500 contract/answer-mismatch) when an answer breaks its schema, naming the field', async () => {
    const broken = await get('/api/broken');
    expect(broken.status).toBe(500);
    expect(broken.body.code).toBe('contract/answer-mismatch');
    expect(broken.body.message).toContain('jobs.broken');
    expect(broken.body.message).toContain('count');
  });

  it('fail loudly when an answer carries a field its schema does not declare', async () => {
    const extra = await get('/api/extra');
    expect(extra.status).toBe(500);
    expect(extra.body.message).toContain('secret');
  });

  it('send a shared answer as the same JSON every time', async () => {
    const [first, second] = [await get('/api/cached'), await get('/api/cached')];
    expect(first.text).toBe('{"list":[1,2,3]}');
    expect(second.text).toBe(first.text);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('send a large shared answer compressed as the caller prefers, the same bytes once sent again', async () => {
    const text = JSON.stringify(cachedPage);
    const gzip = await rawGet('/api/cached-page', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(text.length / 4);
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    // a browser's header: brotli first on equal terms (as the gateway's compressor chooses)
    const br = await rawGet('/api/cached-page', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    // the second send makes the kept form (shared-answers.test.ts), every later one sends it
    const again = await rawGet('/api/cached-page', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotliDecompressSync(again.body).toString()).toBe(text);
    expect((await rawGet('/api/cached-page', { 'accept-encoding': 'gzip, deflate, br, zstd' })).body.equals(again.body)).toBe(true);
    expect((await rawGet('/api/cached-page', { 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('send a shared answer as text to a caller that accepts no encoding, and a small one always as text', async () => {
    const plain = await rawGet('/api/cached-page', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JSON.stringify(cachedPage));
    expect((await rawGet('/api/cached-page', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    const small = await rawGet('/api/cached', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"list":[1,2,3]}');
  });

  it('let a raw route write its own answer, with the rest of the path undecoded', async () => {
    const raw = await fetch(`${base}/raw/a/b%2Fc`);
    expect(await raw.text()).toBe('rest=/a/b%2Fc');
  });

  it('admit internal calls with a valid service token only', async () => {
    expect((await get('/internal/secret')).status).toBe(403);
    expect((await get('/internal/secret', { headers: { 'x-service-token': serviceToken('other-secret', 'talent') } })).status).toBe(403);
    expect((await get('/internal/secret', { headers: { 'x-service-token': serviceToken(SECRET, 'talent') } })).body).toEqual({ ok: true });
  });

  it('leave out an optional route given no handler', async () => {
    expect((await get('/api/later')).status).toBe(404);
  });
});

type Call = { path: string; method?: string; headers?: Record<string, string>; body?: string | Buffer };

/** What a client can tell apart: status, headers (but the date and a generated request id), body. */
function call(at: string, { path, method = 'GET', headers = {}, body }: Call): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(at + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, 'x-request-id': id, ...rest } = res.headers;
        resolve({ status: res.statusCode ?? 0, headers: { ...rest, ...(headers['x-request-id'] ? { 'x-request-id': id } : {}) }, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };
const PARITY: [string, Call][] = [
  ['a declared route, its request id kept', { path: '/api/things/12', headers: { 'x-request-id': 'parity-0001' } }],
  ['a parameter that falls through to the next route', { path: '/api/things/abc' }],
  ['a fixed segment before a parameter', { path: '/api/things/special' }],
  ['another letter case', { path: '/API/Things/12' }],
  ['a trailing slash', { path: '/api/things/12/' }],
  ['an escaped parameter', { path: '/api/things/caf%C3%A9' }],
  ['a malformed escape', { path: '/api/things/%E0%A4%A' }],
  ['an escaped control character', { path: '/api/things/1%00' }],
  ['a query with arrays and objects', { path: '/api/things/7?a[]=1&a[]=2&b[c]=3', headers: bearer(seeker) }],
  ['HEAD of a GET route', { path: '/api/things/12', method: 'HEAD' }],
  ['OPTIONS', { path: '/api/things/12', method: 'OPTIONS' }],
  ['a method no route declares', { path: '/api/things/12', method: 'PUT' }],
  ['an unknown path', { path: '/api/nothing' }],
  ['a JSON body', { path: '/api/mine', method: 'POST', headers: { ...json, ...bearer(seeker) }, body: '{"title":"Cashier"}' }],
  ['a JSON body with its charset', { path: '/api/mine', method: 'POST', headers: { 'content-type': 'application/json; charset=UTF-8', ...bearer(seeker) }, body: '{"title":"Cashier"}' }],
  ['a JSON body after a byte order mark', { path: '/api/mine', method: 'POST', headers: { ...json, ...bearer(seeker) }, body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"title":"Cashier"}')]) }],
  ['an empty JSON body', { path: '/api/mine', method: 'POST', headers: { ...json, ...bearer(seeker) }, body: '' }],
  ['a body of spaces', { path: '/api/mine', method: 'POST', headers: { ...json, ...bearer(seeker) }, body: '   ' }],
  ['a JSON body that is not an object', { path: '/api/mine', method: 'POST', headers: { ...json, ...bearer(seeker) }, body: '"Cashier"' }],
  ['malformed JSON', { path: '/api/mine', method: 'POST', headers: { ...json, ...bearer(seeker) }, body: '{"title":' }],
  ['a text body', { path: '/api/mine', method: 'POST', headers: { 'content-type': 'text/plain', ...bearer(seeker) }, body: 'title=Cashier' }],
  ['a body in another charset', { path: '/api/mine', method: 'POST', headers: { 'content-type': 'application/json; charset=latin1', ...bearer(seeker) }, body: '{"title":"Cashier"}' }],
  ['a gzipped JSON body', { path: '/api/mine', method: 'POST', headers: { ...json, 'content-encoding': 'gzip', ...bearer(seeker) }, body: gzipSync('{"title":"Cashier"}') }],
  ['a body over the limit', { path: '/api/mine', method: 'POST', headers: { ...json, ...bearer(seeker) }, body: JSON.stringify({ title: 'x'.repeat(1_100_000) }) }],
  ['no token on a route for individuals', { path: '/api/mine', method: 'POST', headers: json, body: '{"title":"x"}' }],
  ['a bad token', { path: '/api/things/12', headers: { authorization: 'Bearer nonsense' } }],
  ["someone else's e-mail", { path: '/api/mine?email=maria@example.ph', method: 'POST', headers: { ...json, ...bearer(seeker) }, body: '{"title":"x"}' }],
  ['an answer off its contract', { path: '/api/broken' }],
  ['a shared answer, gzip', { path: '/api/cached-page', headers: { 'accept-encoding': 'gzip' } }],
  ['an internal route without a token', { path: '/internal/secret' }],
  ['an internal route with one', { path: '/internal/secret', headers: { 'x-service-token': serviceToken(SECRET, 'talent') } }],
  ['a raw route', { path: '/raw/a/b%2Fc' }],
  ['a 204', { path: '/api/member', method: 'DELETE', headers: bearer(company) }],
  ["a handler using Express's methods", { path: '/api/express', headers: { 'user-agent': 'parity/1.0' } }],
];

describe('the direct path', () => {
  it.each(PARITY)('answers as Express does: %s', async (_name, request) => {
    const [direct, viaExpress] = [variants.find((v) => v.direct)!, variants.find((v) => !v.direct)!];
    const [a, b] = [await call(direct.base, request), await call(viaExpress.base, request)];
    expect(a).toEqual(b);
  });

  it('answers declared JSON routes without Express, and leaves it the rest', async () => {
    const direct = variants.find((v) => v.direct)!;
    const before = direct.reachedExpress();
    await call(direct.base, { path: '/api/things/12' });
    await call(direct.base, { path: '/api/mine', method: 'POST', headers: { ...json, ...bearer(seeker) }, body: '{"title":"x"}' });
    await call(direct.base, { path: '/internal/secret', headers: { 'x-service-token': serviceToken(SECRET, 'talent') } });
    expect(direct.reachedExpress()).toBe(before);
    await call(direct.base, { path: '/raw/x' });
    await call(direct.base, { path: '/api/things/12', method: 'HEAD' });
    await call(direct.base, { path: '/api/mine', method: 'POST', headers: { 'content-type': 'text/plain', ...bearer(seeker) }, body: 'x' });
    await call(direct.base, { path: '/healthz' });
    expect(direct.reachedExpress()).toBe(before + 4);
  });
});

describe("the direct path with node's own objects (the embedded gateway hands them over)", () => {
  it("leaves their prototypes as they are, but for a handler that asks for req or res", async () => {
    const app = createService({ name: 'jobs', logger: createLogger('jobs', 'silent'), authenticate: authenticate(keys.publicKey), api: [routesOf(API, handlers, { serviceSecret: SECRET })] });
    const seen: IncomingMessage[] = [];
    const server = createServer((req, res) => {
      seen.push(req);
      app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await call(at, { path: '/api/things/12' })).body).toBe('{"id":12,"viewer":null}');
      const express = await call(at, { path: '/api/express', headers: { 'user-agent': 'plain/1.0' } });
      expect([express.body, express.headers['set-cookie']]).toEqual(['{"agent":"plain/1.0"}', ['seen=1; Path=/; HttpOnly']]);
      expect(seen.map((req) => Object.getPrototypeOf(req) === IncomingMessage.prototype)).toEqual([true, false]);
      expect(Object.getPrototypeOf(seen[1]!)).toBe(app.request);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("gives objects another Express app's server made this app as their own `app`, their prototypes kept", async () => {
    const app = createService({ name: 'jobs', logger: createLogger('jobs', 'silent'), authenticate: authenticate(keys.publicKey), api: [routesOf(API, handlers, { serviceSecret: SECRET })] });
    const other = express();
    const seen: IncomingMessage[] = [];
    // As the embedded gateway's server (expressServer) hands its requests to a service in process.
    const server = expressServer(other).prependListener('request', (req) => seen.push(req));
    other.use((req, res) => app(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = await call(at, { path: '/api/express', headers: { 'user-agent': 'embedded/1.0' } });
      expect([answer.status, answer.body, answer.headers['set-cookie']]).toEqual([200, '{"agent":"embedded/1.0"}', ['seen=1; Path=/; HttpOnly']]);
      expect(Object.getPrototypeOf(seen[0]!)).toBe(other.request);
      expect((seen[0] as express.Request).app).toBe(app);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("a handler's context", () => {
  // %HaveSameMap is V8's own test of two objects' hidden class; the flag lets this file's later code use it.
  setFlagsFromString('--allow-natives-syntax');
  const sameShape = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

  it('has one shape on every call, so that no call keeps its request alive after its answer', async () => {
    // An object literal with its own getters (closures over the call's request) was a new hidden
    // class per call, which V8 kept, with the request, past every young collection (~8.7 KB a call).
    const contexts: object[] = [];
    const table = withSchemas(defineRoutes('jobs', { seen: { method: 'GET', path: '/api/seen/:id', summary: 'records its context', access: 'anyone', rateLimit: null } }), {
      seen: { params: z.object({ id: z.string() }), response: z.object({ agent: z.string().nullable() }) },
    });
    const record = (ctx: object & { req: express.Request }) => {
      contexts.push(ctx);
      return { agent: ctx.req.header('user-agent') ?? null };
    };
    const app = createService({ name: 'jobs', logger: createLogger('jobs', 'silent'), api: [routesOf(table, { seen: record }, { checkAnswers: true })] });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answers = [await call(at, { path: '/api/seen/1', headers: { 'user-agent': 'one/1' } }), await call(at, { path: '/api/seen/2' })];
      expect(answers.map((answer) => answer.body)).toEqual(['{"agent":"one/1"}', '{"agent":null}']);
      expect(sameShape(contexts[0]!, contexts[1]!)).toBe(true);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('mountRoutes', () => {
  it('refuses a table with a route that has no handler', () => {
    const partial: Partial<typeof handlers> = Object.fromEntries(Object.entries(handlers).filter(([name]) => name !== 'special'));
    expect(() => mountRoutes(express.Router(), API, partial as typeof handlers, { serviceSecret: SECRET })).toThrow(/special/);
  });

  it('refuses internal routes without the service secret', () => {
    expect(() => mountRoutes(express.Router(), API, handlers)).toThrow(/serviceSecret/);
  });

  it('checks an answer as it goes on the wire (dates become strings)', () => {
    const route = withSchemas(defineRoutes('jobs', { at: { method: 'GET', path: '/api/at', summary: 'a time', access: 'anyone', rateLimit: null } }), {
      at: { response: z.object({ at: z.string() }) },
    }).at;
    expect(() => checkAnswer(route, { at: new Date(0) })).not.toThrow();
    expect(() => checkAnswer(route, { at: 1 })).toThrow(/at/);
  });
});
