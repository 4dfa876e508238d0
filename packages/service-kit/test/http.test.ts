import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { z } from 'zod';
import { authenticate, checkEmailParam, generateKeys, principalOf, requireUser, signAccessToken } from '../src/auth.ts';
import { HttpError, createService, rawBodyOf } from '../src/http.ts';
import { createLogger } from '../src/logger.ts';
import { parse } from '../src/validate.ts';

const keys = generateKeys();
const ZBody = z.object({ pageUnit: z.coerce.number().int().min(1).max(100), name: z.string() });
let base = '';
let close: () => void;

beforeAll(async () => {
  const app = createService({
    name: 'test',
    logger: createLogger('test', 'silent'),
    routes: (app) => {
      app.use(authenticate(keys.publicKey));
      app.post('/echo', (req, res) => {
        res.json(parse(ZBody, req.body));
      });
      app.post('/raw', (req, res) => {
        res.json({ raw: rawBodyOf(req)?.toString('utf8') ?? null, parsed: req.body as unknown });
      });
      app.get('/boom', () => {
        throw new Error('secret details');
      });
      // The shapes PostgreSQL's absence takes (seen in infra/test/faults-postgres.integration.test.ts).
      app.get('/db/:shape', (req) => {
        const shapes: Record<string, unknown> = {
          shutdown: Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
          refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
          prisma: Object.assign(new Error("Can't reach database server"), { code: 'P1001', meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable' } } } }),
          'prisma-raw': Object.assign(new Error('Raw query failed.'), { code: 'P2010', meta: { driverAdapterError: { cause: { kind: 'postgres', originalCode: '57P01' } } } }),
          terminated: new Error('Connection terminated unexpectedly'),
          'unique-violation': Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
        };
        throw shapes[String(req.params.shape)];
      });
      app.get('/teapot', () => {
        throw new HttpError(409, 'auth/email-already-exists', 'taken');
      });
      app.get('/me', (req, res) => {
        checkEmailParam(req, res);
        res.json({ principal: principalOf(res) });
      });
      app.get('/company-only', (_req, res) => {
        res.json(requireUser(res, 'company'));
      });
    },
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (path: string, body: string) => fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('createService', () => {
  it('answers malformed JSON with a 400 in the one error shape', async () => {
    const res = await post('/echo', '{"pageUnit":');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'validation/malformed-json', message: 'The body is not valid JSON.' });
  });

  it('answers a wrong type with a 400 naming the field', async () => {
    const res = await post('/echo', JSON.stringify({ pageUnit: 500, name: 3 }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('validation/invalid');
    expect(Object.keys(body.fields).sort()).toEqual(['name', 'pageUnit']);
  });

  it('keeps a valid request id and makes one otherwise', async () => {
    const kept = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'abcdef123456' } });
    expect(kept.headers.get('x-request-id')).toBe('abcdef123456');
    const made = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hides the cause of an unexpected error behind a JSON 500', async () => {
    const res = await fetch(`${base}/boom`);
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain('secret');
  });

  it('answers 503 service/unavailable with Retry-After, never a 500, when the database cannot be used', async () => {
    for (const shape of ['shutdown', 'refused', 'prisma', 'prisma-raw', 'terminated']) {
      const res = await fetch(`${base}/db/${shape}`);
      expect([shape, res.status, res.headers.get('retry-after'), await res.json()]).toEqual([shape, 503, '5', { code: 'service/unavailable', message: 'The service is temporarily unavailable. Please try again.' }]);
    }
    // Any other database error is a bug: a 500 as before.
    expect((await fetch(`${base}/db/unique-violation`)).status).toBe(500);
  });

  it('answers HttpErrors with their status and code, and unknown paths with a JSON 404', async () => {
    expect((await (await fetch(`${base}/teapot`)).json()).code).toBe('auth/email-already-exists');
    const missing = await fetch(`${base}/nothing-here`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('not-found');
  });

  it('reports health and readiness', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });
});

describe('identity', () => {
  const token = signAccessToken(keys.privateKey, { userId: '7', userType: 'individual', email: 'ana@demo.ph' });
  const auth = { authorization: `Bearer ${token}` };

  it('reads the principal from a valid token', async () => {
    const body = await (await fetch(`${base}/me`, { headers: auth })).json();
    expect(body.principal).toEqual({ userId: '7', userType: 'individual', email: 'ana@demo.ph' });
  });

  it('remembers a verified token only until it expires', async () => {
    const brief = signAccessToken(keys.privateKey, { userId: '8', userType: 'company', email: 'hr@demo.ph' }, 1);
    const me = () => fetch(`${base}/me`, { headers: { authorization: `Bearer ${brief}` } });
    expect((await (await me()).json()).principal.userId).toBe('8');
    expect((await me()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await me()).status).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const forged = signAccessToken(generateKeys().privateKey, { userId: '1', userType: 'company', email: 'x@y.ph' });
    expect((await fetch(`${base}/me`, { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
  });

  it('refuses an email parameter naming someone else, with or without a token', async () => {
    expect((await fetch(`${base}/me?email=other@demo.ph`, { headers: auth })).status).toBe(403);
    expect((await fetch(`${base}/me?email=ana@demo.ph`)).status).toBe(403);
    expect((await fetch(`${base}/me?email=ANA@demo.ph`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${base}/me?email=`)).status).toBe(200);
  });

  it('tells visitors from users of the wrong type', async () => {
    expect((await fetch(`${base}/company-only`)).status).toBe(401);
    expect((await fetch(`${base}/company-only`, { headers: auth })).status).toBe(403);
  });
});

describe('client mistakes in the path', () => {
  it('answers a malformed %-escape in a path parameter with a 400, not a 500', async () => {
    const app = createService({
      name: 'paths',
      logger: createLogger('paths', 'silent'),
      routes: (app) => {
        app.get('/items/:id', (req, res) => {
          res.json({ id: req.params.id });
        });
      },
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/items/%E0%A4%A`);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('validation/invalid');
    } finally {
      server.close();
    }
  });
});

describe('request logs', () => {
  it('writes one line per request: 5xx as errors with the request id, 4xx as info, 2xx only at debug', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = createService({
      name: 'logs',
      logger,
      routes: (app) => {
        app.get('/ok', (_req, res) => res.json({}));
        app.get('/refused', () => {
          throw new HttpError(409, 'x/taken', 'taken');
        });
        app.get('/broken', () => {
          throw new Error('secret details');
        });
      },
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/ok', '/refused', '/broken', '/healthz']) await fetch(at + path, { headers: { 'x-request-id': `req-${path.slice(1)}-0001` } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      server.close();
    }
    const requests = lines.filter((line) => typeof line.status === 'number');
    expect(requests.map((line) => [line.url, line.status, line.level, line.msg])).toEqual([
      ['/refused', 409, 30, 'request refused'],
      ['/broken', 500, 50, 'request failed'],
    ]);
    expect(requests[1]).toMatchObject({ requestId: 'req-broken-0001', method: 'GET' });
    const failure = lines.find((line) => line.msg === 'request error');
    expect(failure).toMatchObject({ requestId: 'req-broken-0001', url: '/broken' });
    expect(JSON.stringify(failure)).toContain('secret details');
  });
});

describe('rawBodyOf', () => {
  it('keeps the JSON body exactly as it came, for a signature over its bytes', async () => {
    const text = '{ "b":1,  "a" : [2] }';
    const res = await fetch(`${base}/raw`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
    expect(await res.json()).toEqual({ raw: text, parsed: { b: 1, a: [2] } });
  });
});

describe('the server of app.listen', () => {
  it("makes requests and responses with the app's own prototypes, so that Express need not change them per request", async () => {
    const app = createService({ name: 'prototypes', logger: createLogger('prototypes', 'silent') });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const seen: boolean[] = [];
    // Before the app's own listener: what the server made.
    server.prependListener('request', (req, res) => seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
      expect(res.status).toBe(200);
      expect(seen).toEqual([true]);
    } finally {
      server.close();
    }
  });
});
