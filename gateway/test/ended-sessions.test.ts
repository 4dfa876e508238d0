/**
 * Access tokens of ended sessions (ended-sessions.ts): the gateway asks a stand-in of
 * services/account which sessions ended and refuses their tokens on every proxied call, through
 * the /api fast path and through Express alike; while account does not answer, tokens pass.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, verifyServiceToken } from '@phjobs/service-kit/auth';
import { testKeys } from '@phjobs/test-utils/keys';
import { until } from '@phjobs/test-utils/http';
import { createGateway, listenGateway, type ListeningGateway } from '../src/gateway.ts';
import { sessionIdOf } from '../src/ended-sessions.ts';
import { request, silentLogger, startEchoUpstream } from './helpers.ts';

const SECRET = 'ended-sessions-test-secret';
const keys = testKeys();
const tokenOf = (sid: string) => signAccessToken(keys.privateKey, { userId: '7', userType: 'individual', email: 'seeker@demo.ph' }, undefined, sid);

/** services/account's stand-in: the sessions it says ended, what it was asked, and whether it answers. */
const account = { ended: [] as string[], asked: [] as { since: string | null; caller: string | null }[], down: false };
let accountServer: http.Server;
let jobs: Awaited<ReturnType<typeof startEchoUpstream>>;
const gateways: ListeningGateway[] = [];

async function gatewayWith(fastPath: boolean): Promise<string> {
  const accountUrl = `http://127.0.0.1:${(accountServer.address() as AddressInfo).port}`;
  const gateway = await listenGateway(
    createGateway({
      upstreams: { jobs: jobs.url, account: accountUrl },
      staticRoots: { shell: '/nonexistent', remotes: {} },
      runtimeConfig: { remotes: {}, googleMapsApiKey: null },
      logger: silentLogger,
      rateLimits: false,
      apiFastPath: fastPath,
      serviceSecret: SECRET,
      endedSessionsPollMs: 50,
    }),
    0,
    '127.0.0.1',
  );
  gateways.push(gateway);
  return `http://127.0.0.1:${gateway.port}`;
}

beforeAll(async () => {
  jobs = await startEchoUpstream('jobs');
  accountServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    account.asked.push({ since: url.searchParams.get('since'), caller: verifyServiceToken(SECRET, req.headers['x-service-token'] as string | undefined) });
    if (account.down || url.pathname !== '/internal/sessions/ended') {
      res.statusCode = 503;
      return res.end('{}');
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ sessionIds: account.ended, asOf: new Date().toISOString() }));
  });
  await new Promise<void>((resolve) => accountServer.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await jobs?.close();
  await new Promise((resolve) => accountServer.close(resolve));
});

const call = (base: string, token: string) => request(`${base}/api/jobAds/allJobs`, { headers: { authorization: `Bearer ${token}` } });

describe('access tokens of ended sessions', () => {
  it('reads the session of a token from its sid claim, and none from a token without one or from junk', () => {
    expect(sessionIdOf(tokenOf('family-1'))).toBe('family-1');
    expect(sessionIdOf(`Bearer ${tokenOf('family-1')}`)).toBe('family-1');
    expect(sessionIdOf(signAccessToken(keys.privateKey, { userId: '7', userType: 'individual', email: 'a@b.ph' }))).toBeNull();
    expect(sessionIdOf('not.a-jwt')).toBeNull();
    expect(sessionIdOf(undefined)).toBeNull();
  });

  for (const fastPath of [true, false]) {
    it(`refuses a token once account says its session ended, others still pass (${fastPath ? 'fast path' : 'through Express'})`, async () => {
      const base = await gatewayWith(fastPath);
      const sid = `logged-out-${fastPath}`;
      expect((await call(base, tokenOf(sid))).status).toBe(200);
      account.ended = [sid];
      await until(async () => (await call(base, tokenOf(sid))).status === 401, 'the ended session refused', 5_000);
      const refused = await call(base, tokenOf(sid));
      expect(refused.json()).toEqual({ code: 'auth/session-ended', message: 'The session has ended. Please log in again.' });
      expect(refused.headers['cache-control']).toBe('no-store');
      expect((await call(base, tokenOf('another-session'))).status).toBe(200);
      // Visitors carry no token and are not concerned.
      expect((await request(`${base}/api/jobAds/allJobs`)).status).toBe(200);
      account.ended = [];
      // Asked as the gateway, with the service token, from where the last answer left off.
      const last = account.asked.at(-1);
      expect(last?.caller).toBe('gateway');
      expect(Date.parse(last?.since ?? '')).toBeGreaterThan(Date.now() - 15 * 60_000);
    });
  }

  it('lets tokens pass while account does not answer (failing open), and catches up when it is back', async () => {
    account.down = true;
    const base = await gatewayWith(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await call(base, tokenOf('while-down'))).status).toBe(200);
    account.ended = ['while-down'];
    account.down = false;
    await until(async () => (await call(base, tokenOf('while-down'))).status === 401, 'the ended session refused after account came back', 5_000);
    account.ended = [];
  });
});
