import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginError, useSession } from '../src/session';

const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const tokenExpiringIn = (seconds: number) => `${b64({ alg: 'ES256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
const user = { userId: 7, userType: 'individual' as const, email: 'ana@example.ph' };

describe('the session store', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ accessToken: null, user: null, status: 'unknown' });
  });
  afterEach(() => {
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
});
