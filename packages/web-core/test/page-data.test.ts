import { PAGE_DATA_ID, preloadKey } from '@phjobs/contracts/page-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../src/api';
import { loadRuntimeConfig, resetRuntimeConfig } from '../src/runtimeConfig';
import { pageData, resetPageData } from '../src/page-data';
import { useSession } from '../src/session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const LIST_BODY = { keyword: '', employeeType: ['all'], salary: { salaryType: '', salaryMoreThan: null } };
const FIRST_PAGE = { list: [{ jobId: 7, title: 'Barista' }], resultListCount: 1 };

/** A page as the gateway writes it: the data block after #root. */
function servePage(data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = JSON.stringify(data);
  document.body.append(block);
}

describe("the page's data block", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ accessToken: null, user: null, status: 'ready' });
    resetPageData();
    resetRuntimeConfig();
  });
  afterEach(() => {
    document.getElementById(PAGE_DATA_ID)?.remove();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("answers a visitor's first list call from the page, once, whatever the order of its query and body keys", async () => {
    // the gateway's key: its own order of query parameters and body fields
    servePage({ answers: { [preloadKey('POST', '/api/jobAds/allJobs?orderKey=createdAt&pageNo=1&pageUnit=10&email=', { salary: { salaryMoreThan: null, salaryType: '' }, employeeType: ['all'], keyword: '' })]: FIRST_PAGE } });
    const first = await apiFetch('/api/jobAds/allJobs', { query: { pageUnit: 10, pageNo: 1, orderKey: 'createdAt' }, body: LIST_BODY, withEmail: true });
    expect(first).toEqual(FIRST_PAGE);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(json(200, { list: [], resultListCount: 0 }));
    await apiFetch('/api/jobAds/allJobs', { query: { pageUnit: 10, pageNo: 1, orderKey: 'createdAt' }, body: LIST_BODY, withEmail: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never answers a signed-in member from the page (its answers are what a visitor gets)', async () => {
    servePage({ answers: { [preloadKey('GET', '/api/jobAds/7')]: { jobId: 7, isScrapped: false } } });
    useSession.setState({ accessToken: 'tok', user: { userId: 1, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
    fetchMock.mockResolvedValueOnce(json(200, { jobId: 7, isScrapped: true }));
    await expect(apiFetch('/api/jobAds/7', { withEmail: true })).resolves.toEqual({ jobId: 7, isScrapped: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server for a call the page has no answer for (another page, another filter)', async () => {
    servePage({ answers: { [preloadKey('GET', '/api/jobAds/7')]: { jobId: 7 } } });
    fetchMock.mockResolvedValueOnce(json(200, { jobId: 8 }));
    await expect(apiFetch('/api/jobAds/8', { withEmail: true })).resolves.toEqual({ jobId: 8 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives the runtime config from the page without fetching /config.json', async () => {
    servePage({ config: { remotes: { jobs: '/remotes/jobs/mf-manifest.json' }, googleMapsApiKey: 'key-1' } });
    await expect(loadRuntimeConfig()).resolves.toEqual({ googleMapsApiKey: 'key-1' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pageData().config?.remotes.jobs).toBe('/remotes/jobs/mf-manifest.json');
  });

  it('reads a page without a data block (or a broken one) as empty', () => {
    expect(pageData()).toEqual({});
    resetPageData();
    servePage('not an object');
    expect(pageData()).toEqual({});
  });
});
