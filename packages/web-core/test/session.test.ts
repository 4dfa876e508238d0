import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../src/api';
import { LoginError, retryAfterSeconds, SESSION_STORAGE_KEY, useSession } from '../src/session';

const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const tokenExpiringIn = (seconds: number) => `${b64({ alg: 'ES256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
const user = { userId: 7, userType: 'individual' as const, email: 'ana@example.ph' };

describe('the session store', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ accessToken: null, expiresAt: null, user: null, status: 'unknown' });
    localStorage.clear();
  });
  afterEach(async () => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(204, undefined));
    await useSession.getState().logout(); // stops a refresh timer a test left
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('logs in with email, password and the login type, and keeps the token and the user', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { accessToken: tokenExpiringIn(900), user }));
    await useSession.getState().login('ana@example.ph', 'pw', 'individual');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.ph', password: 'pw', userType: 'individual' });
    expect(useSession.getState().user).toEqual(user);
    expect(useSession.getState().status).toBe('ready');
  });

  it('rejects a refused login with a LoginError and stays logged out', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'auth/invalid-login', message: 'Your login information is incorrect.' }));
    await expect(useSession.getState().login('a', 'b', 'company')).rejects.toBeInstanceOf(LoginError);
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('becomes a visitor when the refresh on start is refused', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'auth/invalid-refresh-token' }));
    await expect(useSession.getState().refresh()).resolves.toBeNull();
    expect(useSession.getState()).toMatchObject({ accessToken: null, user: null, status: 'ready' });
  });

  it('asks for one refresh at a time', async () => {
    fetchMock.mockResolvedValue(json(200, { accessToken: tokenExpiringIn(900), user }));
    await Promise.all([useSession.getState().refresh(), useSession.getState().refresh()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes shortly before the access token expires', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(200, { accessToken: tokenExpiringIn(900), user }));
    await useSession.getState().refresh();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(900_000 - 61_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/refresh');
    await useSession.getState().logout();
  });

  it('logs out on the server and forgets the session even when the call fails', async () => {
    useSession.setState({ accessToken: 't', user, status: 'ready' });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await useSession.getState().logout();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(useSession.getState()).toMatchObject({ accessToken: null, user: null });
  });

  it('keeps the session on the device, so that the next page load starts signed in without a refresh', async () => {
    const token = tokenExpiringIn(900);
    fetchMock.mockResolvedValueOnce(json(200, { accessToken: token, user }));
    await useSession.getState().login('ana@example.ph', 'pw', 'individual');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({ accessToken: token, user });
    // a new page load: the store starts empty
    useSession.setState({ accessToken: null, expiresAt: null, user: null, status: 'unknown' });
    fetchMock.mockReset();
    await expect(useSession.getState().start()).resolves.toBe(token);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ accessToken: token, user, status: 'ready' });
    expect(useSession.getState().expiresAt).toBeGreaterThan(Date.now() + 800_000);
  });

  it('starts a visitor at once when the device keeps no session, and refreshes only after the page has loaded', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(401, { code: 'auth/invalid-refresh-token' }));
    await expect(useSession.getState().start()).resolves.toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh']);
    expect(useSession.getState()).toMatchObject({ user: null, status: 'ready' });
  });

  it('adopts the session the refresh after load finds (a cookie that outlived the device storage)', async () => {
    vi.useFakeTimers();
    const token = tokenExpiringIn(900);
    fetchMock.mockResolvedValue(json(200, { accessToken: token, user }));
    await useSession.getState().start();
    expect(useSession.getState().user).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(useSession.getState()).toMatchObject({ accessToken: token, user, status: 'ready' });
  });

  it('refreshes at start when the stored access token expires within a minute', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: tokenExpiringIn(45), user }));
    const fresh = tokenExpiringIn(900);
    fetchMock.mockResolvedValueOnce(json(200, { accessToken: fresh, user }));
    await expect(useSession.getState().start()).resolves.toBe(fresh);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/refresh');
  });

  it('sends the access token it has without refreshing while it is valid for more than a minute', async () => {
    useSession.getState().accept({ accessToken: tokenExpiringIn(900), user });
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    await apiFetch('/api/individual/myPage');
    await apiFetch('/api/jobAds/allJobs', { body: {} });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/individual/myPage', '/api/jobAds/allJobs']);
  });

  it('refreshes once before a call when the access token expires within a minute, shared by concurrent calls', async () => {
    useSession.getState().accept({ accessToken: tokenExpiringIn(30), user });
    const fresh = tokenExpiringIn(900);
    fetchMock.mockImplementation(async (input) => (String(input) === '/api/auth/refresh' ? json(200, { accessToken: fresh, user }) : json(200, { ok: true })));
    await Promise.all([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')]);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((u) => u === '/api/auth/refresh')).toHaveLength(1);
    expect(urls[0]).toBe('/api/auth/refresh');
    for (const [url, init] of fetchMock.mock.calls.slice(1)) expect([url, (init?.headers as Record<string, string>).Authorization]).toEqual([url, `Bearer ${fresh}`]);
  });

  it('does not log out when the refresh is refused for too many requests (429), and waits before trying again', async () => {
    const token = tokenExpiringIn(300);
    useSession.getState().accept({ accessToken: token, user });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 'gateway/rate-limited' }), { status: 429, headers: { 'Retry-After': '40' } }));
    await expect(useSession.getState().refresh()).resolves.toBe(token);
    expect(useSession.getState()).toMatchObject({ accessToken: token, user, status: 'ready' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('takes the token another tab stored while it waited for the refresh lock, instead of spending the refresh cookie twice', async () => {
    const held = tokenExpiringIn(30);
    useSession.getState().accept({ accessToken: held, user });
    const other = tokenExpiringIn(890);
    const request = vi.fn(async (_name: string, task: () => Promise<unknown>) => {
      // the other tab refreshed first
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: other, user }));
      return task();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    await expect(useSession.getState().refresh()).resolves.toBe(other);
    expect(request).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState().accessToken).toBe(other);
  });

  it('follows a login and a logout made in another tab', () => {
    const token = tokenExpiringIn(900);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: token, user }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(useSession.getState()).toMatchObject({ accessToken: token, user });
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(useSession.getState()).toMatchObject({ accessToken: null, user: null });
  });

  it('tells how long a 429 asks to wait before a login is tried again (Retry-After)', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 'gateway/rate-limited', message: 'Too many requests.' }), { status: 429, headers: { 'Retry-After': '42' } }));
    const error = await useSession.getState().login('a@b.ph', 'pw', 'individual').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 42 });
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});
