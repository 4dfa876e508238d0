/**
 * Social login against a REAL OpenID provider (oidc-provider) started here: discovery, the
 * authorization-code flow with PKCE, state and nonce, the provider's login and consent screens
 * (its development interactions, driven like a browser with a cookie jar), the token request and
 * the ID token check all run for real. Google is configured as a query-mode client, Apple as a
 * form_post one, both pointing at the local issuer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freePort, refreshCookie, signUp, startAccount, type Harness } from './harness.ts';

const PEOPLE: Record<string, { email: string; email_verified: boolean | string; name: string }> = {
  'g-new': { email: 'Social.New@Example.PH', email_verified: true, name: 'Gabriela Silang' },
  'g-unverified': { email: 'unverified@example.ph', email_verified: false, name: 'Unverified' },
  'g-taken': { email: 'password.user@example.ph', email_verified: true, name: 'Taken' },
  'g-leaving': { email: 'leaving.social@example.ph', email_verified: true, name: 'Leaving' },
  'a-new': { email: 'apple.user@privaterelay.appleid.com', email_verified: 'true', name: 'Apple User' },
};

let h: Harness;
let issuer = '';
let oidcServer: Server;

beforeAll(async () => {
  const accountPort = await freePort();
  const accountBase = `http://127.0.0.1:${accountPort}`;
  oidcServer = createServer();
  await new Promise<void>((resolve) => oidcServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(oidcServer.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      { client_id: 'phjobs-google', client_secret: 'google-secret', redirect_uris: [`${accountBase}/api/auth/social/google/callback`], token_endpoint_auth_method: 'client_secret_post' },
      { client_id: 'phjobs-apple', client_secret: 'apple-secret', redirect_uris: [`${accountBase}/api/auth/social/apple/callback`], token_endpoint_auth_method: 'client_secret_post' },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
    scopes: ['openid', 'email', 'profile', 'name'],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...(PEOPLE[sub] ?? { email: `${sub}@example.ph`, email_verified: true, name: sub }) }) }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-cookie-key'] },
  };
  const provider = new Provider(issuer, configuration);
  oidcServer.on('request', provider.callback());
  h = await startAccount({
    port: accountPort,
    env: {
      PUBLIC_URL: accountBase,
      OIDC_ALLOW_HTTP: '1',
      OIDC_GOOGLE_CLIENT_ID: 'phjobs-google',
      OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
      OIDC_GOOGLE_ISSUER: issuer,
      OIDC_APPLE_CLIENT_ID: 'phjobs-apple',
      OIDC_APPLE_CLIENT_SECRET: 'apple-secret',
      OIDC_APPLE_ISSUER: issuer,
      OIDC_APPLE_SCOPE: 'openid email name',
    },
  });
});
afterAll(async () => {
  await h?.close();
  oidcServer?.closeAllConnections();
  await new Promise<void>((resolve) => oidcServer?.close(() => resolve()));
});

/** A browser: one cookie jar per host, redirects followed by hand, forms submitted as a person would. */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  private jar(url: URL) {
    let jar = this.jars.get(url.host);
    if (!jar) this.jars.set(url.host, (jar = new Map()));
    return jar;
  }

  cookie(url: string, name: string): string | undefined {
    return this.jar(new URL(url)).get(name);
  }

  setCookie(url: string, name: string, value: string) {
    this.jar(new URL(url)).set(name, value);
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jar(target);
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(target, { method: init.method ?? 'GET', headers, body: init.form ? new URLSearchParams(init.form).toString() : undefined, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /**
   * Follows the flow until it comes back to the account service's callback; logs in at the
   * provider as `sub` and consents. Answers the account service's final answer (its redirect).
   */
  async signIn(startUrl: string, sub: string): Promise<Response> {
    let res = await this.request(startUrl);
    let url = startUrl;
    for (let step = 0; step < 20; step++) {
      if (res.status >= 300 && res.status < 400) {
        url = new URL(res.headers.get('location') ?? '', url).href;
        if (url.startsWith(h.base) && !url.includes('/callback')) return res;
        res = await this.request(url);
        if (url.startsWith(`${h.base}/api/auth/social/`) && url.includes('/callback')) return res;
        continue;
      }
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form at ${url}: ${res.status} ${html.slice(0, 300)}`);
      const target = new URL(action.replace(/&amp;/g, '&'), url).href;
      const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1] ?? '', (m[2] ?? '').replace(/&amp;/g, '&')]));
      if (target.startsWith(h.base)) {
        // form_post: the provider's page posts the answer to the callback.
        return this.request(target, { method: 'POST', form: hidden });
      }
      const form = hidden.prompt === 'login' ? { ...hidden, login: sub, password: 'any' } : hidden;
      res = await this.request(target, { method: 'POST', form });
    }
    throw new Error('the flow did not come back');
  }
}

const landing = (res: Response) => new URL(res.headers.get('location') ?? '', h.base);

describe('social login over OpenID Connect', () => {
  it('lists the configured providers only', async () => {
    const res = await call(h.base, 'GET', '/api/auth/providers');
    expect(res.body).toEqual({
      providers: [
        { id: 'google', name: 'Google', startUrl: '/api/auth/social/google/start' },
        { id: 'apple', name: 'Apple', startUrl: '/api/auth/social/apple/start' },
      ],
    });
    expect((await call(h.base, 'GET', '/api/auth/social/facebook/start')).status).toBe(404);
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, and binds the flow to that browser', async () => {
    const browser = new Browser();
    const res = await browser.request(`${h.base}/api/auth/social/google/start?returnTo=/ad/all`);
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location') ?? '');
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(43);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(43);
    expect(url.searchParams.get('redirect_uri')).toBe(`${h.base}/api/auth/social/google/callback`);
    expect(browser.cookie(h.base, 'oidc_browser')).toBeTruthy();
  });

  it('signs someone new up with a ticket (social sign-up), then logs them in the next time', async () => {
    const browser = new Browser();
    const first = await browser.signIn(`${h.base}/api/auth/social/google/start`, 'g-new');
    expect(first.status).toBe(302);
    const signupLanding = landing(first);
    expect(signupLanding.pathname).toBe('/register/social');
    expect(signupLanding.searchParams.get('provider')).toBe('google');
    const ticket = signupLanding.searchParams.get('ticket') ?? '';
    const peek = await call(h.base, 'GET', `/api/auth/social/ticket?ticket=${ticket}`);
    expect(peek.body).toEqual({ provider: 'google', email: 'social.new@example.ph', fullName: 'Gabriela Silang' });

    const unverifiedPhone = await call(h.base, 'POST', '/api/individual/signup', { body: { signInProvider: 'google', token: ticket, phoneNumber: '09170001234' } });
    expect(unverifiedPhone.status).toBe(400);
    expect(unverifiedPhone.body.fields).toEqual({ phoneVerificationToken: 'Please verify your phone number.' });
    const signup = await call(h.base, 'POST', '/api/individual/signup', { body: { signInProvider: 'google', token: ticket, alarmEmail: true } });
    expect(signup.status).toBe(201);
    expect(signup.body.user).toMatchObject({ userType: 'individual', email: 'social.new@example.ph', fullName: 'Gabriela Silang' });
    const user = await h.db.user.findUniqueOrThrow({ where: { email: 'social.new@example.ph' }, select: { provider: true, credential: true, socialIdentities: true } });
    expect(user.provider).toBe('google');
    expect(user.credential).toBeNull();
    expect(user.socialIdentities).toMatchObject([{ provider: 'google', subject: 'g-new' }]);
    expect((await call(h.base, 'POST', '/api/individual/signup', { body: { signInProvider: 'google', token: ticket } })).status).toBe(400);
    // No password to log in with.
    expect((await call(h.base, 'POST', '/api/auth/login', { body: { email: 'social.new@example.ph', password: 'anything1' } })).status).toBe(401);

    const again = await browser.signIn(`${h.base}/api/auth/social/google/start?returnTo=/ad/all`, 'g-new');
    const loginLanding = landing(again);
    expect(loginLanding.pathname).toBe('/enter/social');
    expect(Object.fromEntries(loginLanding.searchParams)).toEqual({ result: 'login', provider: 'google', returnTo: '/ad/all' });
    const refreshed = await call(h.base, 'POST', '/api/auth/refresh', { cookie: refreshCookie(again.headers.getSetCookie()) });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.email).toBe('social.new@example.ph');
  });

  it('takes the form_post answer of Apple', async () => {
    const res = await new Browser().signIn(`${h.base}/api/auth/social/apple/start`, 'a-new');
    const to = landing(res);
    expect(to.pathname).toBe('/register/social');
    expect(to.searchParams.get('provider')).toBe('apple');
    const peek = await call(h.base, 'GET', `/api/auth/social/ticket?ticket=${to.searchParams.get('ticket')}`);
    expect(peek.body.email).toBe('apple.user@privaterelay.appleid.com');
  });

  it('refuses a callback from another browser, a replayed callback, and an open redirect', async () => {
    const victim = new Browser();
    const attacker = new Browser();
    // The attacker runs the flow, then has someone else's browser (no oidc_browser cookie) finish it.
    const start = await attacker.request(`${h.base}/api/auth/social/google/start?returnTo=https://evil.example/`);
    let res = await attacker.request(new URL(start.headers.get('location') ?? '').href);
    let url = new URL(start.headers.get('location') ?? '').href;
    let callbackUrl = '';
    for (let i = 0; i < 20 && !callbackUrl; i++) {
      if (res.status >= 300 && res.status < 400) {
        url = new URL(res.headers.get('location') ?? '', url).href;
        if (url.includes('/callback')) callbackUrl = url;
        else res = await attacker.request(url);
        continue;
      }
      const html = await res.text();
      const action = new URL((/<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&'), url).href;
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? '';
      res = await attacker.request(action, { method: 'POST', form: prompt === 'login' ? { prompt, login: 'g-other', password: 'x' } : { prompt } });
    }
    const foreign = await victim.request(callbackUrl);
    expect(Object.fromEntries(landing(foreign).searchParams)).toMatchObject({ result: 'error', reason: 'invalid' });
    const replay = await attacker.request(callbackUrl);
    expect(landing(replay).searchParams.get('reason')).toBe('expired');
    expect(replay.headers.getSetCookie().some((line) => line.startsWith('rt='))).toBe(false);
    // The returnTo that was not a path of this site was stored as '/'.
    expect((await h.db.socialLogin.findFirst({ orderBy: { createdAt: 'desc' }, select: { returnTo: true } }))?.returnTo).toBe('/');
  });

  it('refuses an e-mail the provider does not vouch for, and an e-mail a member already has', async () => {
    const unverified = await new Browser().signIn(`${h.base}/api/auth/social/google/start`, 'g-unverified');
    expect(landing(unverified).searchParams.get('reason')).toBe('no-email');
    await signUp(h, '/api/individual/signup', { email: 'password.user@example.ph', password: 'Password12', fullName: 'Has Password' });
    const taken = await new Browser().signIn(`${h.base}/api/auth/social/google/start`, 'g-taken');
    expect(landing(taken).searchParams.get('reason')).toBe('email-taken');
    expect(taken.headers.getSetCookie().some((line) => line.startsWith('rt='))).toBe(false);
  });

  it('does not log a withdrawn member in', async () => {
    const browser = new Browser();
    const first = await browser.signIn(`${h.base}/api/auth/social/google/start`, 'g-leaving');
    const signup = await call(h.base, 'POST', '/api/individual/signup', { body: { signInProvider: 'google', token: landing(first).searchParams.get('ticket') } });
    expect(signup.status).toBe(201);
    await h.db.user.update({ where: { id: BigInt(signup.body.user.userId) }, data: { withdrawnAt: new Date() } });
    const again = await browser.signIn(`${h.base}/api/auth/social/google/start`, 'g-leaving');
    expect(landing(again).searchParams.get('reason')).toBe('withdrawn');
  });

  it('answers a denied consent with reason denied', async () => {
    const browser = new Browser();
    const start = await browser.request(`${h.base}/api/auth/social/google/start`);
    const authorize = new URL(start.headers.get('location') ?? '');
    const state = authorize.searchParams.get('state') ?? '';
    const res = await browser.request(`${h.base}/api/auth/social/google/callback?error=access_denied&state=${state}`);
    expect(landing(res).searchParams.get('reason')).toBe('denied');
  });
});
