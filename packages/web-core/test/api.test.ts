import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, buildUrl, fileUrl } from '../src/api';
import { useSession } from '../src/session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ accessToken: null, user: null, status: 'ready' });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the Bearer token and the user e-mail when the call takes the email parameter', async () => {
    useSession.setState({ accessToken: 'tok', user: { userId: 'u1', userType: 'individual', email: 'ana@example.ph' } });
    fetchMock.mockResolvedValueOnce(json(200, { list: [], resultListCount: 0 }));
    await apiFetch('/api/jobAds/allJobs', { query: { pageUnit: 10, pageNo: 1 }, body: {}, withEmail: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/jobAds/allJobs?pageUnit=10&pageNo=1&email=ana%40example.ph');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('sends an empty email for visitors and no Authorization header', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiFetch('/api/x', { withEmail: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x?email=');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('refreshes the access token once on a 401 and retries with the new one', async () => {
    useSession.setState({ accessToken: 'old', user: { userId: 'u1', userType: 'company', email: 'hr@acme.ph' } });
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'auth/unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { accessToken: 'new', user: { userId: 'u1', userType: 'company', email: 'hr@acme.ph' } }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiFetch('/api/employer/myPage', { withEmail: true })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/refresh');
    expect((fetchMock.mock.calls[2]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer new');
  });

  it('turns an error answer into an ApiError with its code', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { code: 'auth/email-already-exists', message: 'taken' }));
    const error = await apiFetch('/api/individual/signup', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'auth/email-already-exists' });
  });

  it('reports a network failure as an ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('buildUrl and fileUrl', () => {
  it('leaves out null and undefined query values and repeats arrays', () => {
    expect(buildUrl('/a', { x: null, y: undefined, z: 0, l: ['1', '2'] }, null)).toBe('/a?z=0&l=1&l=2');
  });
  it('serves stored files from /files/<key>', () => {
    expect(fileUrl('jobs/12/photo 1.png')).toBe('/files/jobs/12/photo%201.png');
    expect(fileUrl(null)).toBeNull();
  });
});
