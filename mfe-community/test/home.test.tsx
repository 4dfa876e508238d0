import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { homeMenu, searchHref } from '../src/domain/homeMenu';
import { Home } from '../src/screens/Home';
import { AllJobs } from '../src/screens/home/Below';
import { ONLY_BUSINESS } from '../src/domain/homeSections';

describe('the home menu', () => {
  it('offers individuals Jobs, Resume, Chats and Multilingual', () => {
    expect(homeMenu('individual').map((m) => [m.label, m.to])).toEqual([
      ['Jobs', '/ad/all'],
      ['Resume', '/myPage/resume'],
      ['Chats', '/myPage/chats'],
      ['Multilingual', '/multilingual'],
    ]);
  });

  it('sends visitors to /enter for Resume and Chats', () => {
    expect(homeMenu(null).map((m) => [m.label, m.to])).toEqual([
      ['Jobs', '/ad/all'],
      ['Resume', '/enter'],
      ['Chats', '/enter'],
      ['Multilingual', '/multilingual'],
    ]);
  });

  it('offers business members their own menu', () => {
    const business = [
      ['Applicant Management', '/myPage/applicant'],
      ['Scrapped Talents', '/myPage/talent'],
      ['Application Offer', '/offer'],
      ['Chat Inquiry', '/myPage/chats'],
    ];
    expect(homeMenu('company').map((m) => [m.label, m.to])).toEqual(business);
    expect(homeMenu('master.company').map((m) => [m.label, m.to])).toEqual(business);
  });

  it('searches with the query parameter', () => {
    expect(searchHref(' barista cebu ')).toBe('/search?query=barista%20cebu');
    expect(searchHref('')).toBe('/search');
  });
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const card = (jobId: number) => ({ jobId, title: `Job ${jobId}`, city: 'Makati City', salary: 18000, salaryCode: '010D', workingDayCode: '007B', companyName: `Company ${jobId}`, workingPeriodCode: null, workingPeriodNegotiable: false, workingHourCode: null, workingHourNegotiable: false, logoKey: null, isScrapped: false, lat: null, lng: null });

function Where() {
  const l = useLocation();
  return <p>at {l.pathname + l.search}</p>;
}

describe('the home page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ accessToken: null, user: null, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('lists 5 all-jobs ads, each linking to /ad/all/{jobId}', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { list: [1, 2, 3, 4, 5].map(card), resultListCount: 40 }));
    render(<AllJobs />, { wrapper: MemoryRouter });
    expect(await screen.findByText('Job 5')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/jobAds/allJobs?pageUnit=5&pageNo=1&orderKey=createdAt&email=');
    expect(screen.getByText('Job 3').closest('a')?.getAttribute('href')).toBe('/ad/all/3');
  });

  it('shows the error screen with retry when the list fails', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { code: 'unavailable', message: 'Service unavailable' })).mockResolvedValueOnce(json(200, { list: [card(9)], resultListCount: 1 }));
    render(<AllJobs />, { wrapper: MemoryRouter });
    expect(await screen.findByText('error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('Job 9')).toBeTruthy();
  });

  it('goes to /search?query=... from the search box', async () => {
    fetchMock.mockResolvedValue(json(200, { list: [], resultListCount: 0 }));
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/search" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: 'cook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('at /search?query=cook')).toBeTruthy();
  });

  /** Answers by path: the regional sections get `ads` ads, every other call an empty list. */
  const answerByPath = (ads: number) =>
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/jobAds/region')) return json(200, { list: Array.from({ length: ads }, (_, i) => ({ jobId: 100 + i, companyName: `Co ${i}`, title: `Ad ${i}`, paymentService: i === 0 ? [{ serviceId: 1 }, { serviceId: 3 }] : [] })), resultListCount: ads });
      if (url.startsWith('/api/popups')) return json(200, []);
      return json(200, { list: [], count: 0, resultListCount: 0 });
    });

  it('loads the four regional sections of the stored region, with paid styling and Register in empty slots', async () => {
    localStorage.setItem('phjobs.home.region', JSON.stringify({ province: { id: '0702200000', name: 'Cebu' }, city: null }));
    answerByPath(2);
    render(<Home />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('heading', { name: 'M Region Platinum' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Region: Cebu/ })).toBeTruthy();
    // the sections ask once the page is drawn (on a busy machine, a moment after the heading shows)
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.startsWith('/api/jobAds/region'))).toEqual(
        expect.arrayContaining([
          '/api/jobAds/region?province=0702200000&city=All&pageUnit=18&email=',
          '/api/jobAds/region?province=0702200000&city=All&pageUnit=15&pageOffset=19&email=',
          '/api/jobAds/region?province=0702200000&city=All&pageUnit=15&pageOffset=34&email=',
          '/api/jobAds/region?province=0702200000&city=All&pageUnit=15&pageOffset=49&email=',
        ]),
      ),
      { timeout: 5_000 },
    );
    const paid = (await screen.findAllByText('Ad 0'))[0]!.closest('a')!;
    expect(paid.className).toContain('paid-service-1');
    expect(paid.className).toContain('paid-service-3');
    // 18 + 15 + 15 + 15 slots, 2 ads in each section
    expect(screen.getAllByRole('button', { name: /Register/ })).toHaveLength(16 + 13 + 13 + 13);
    localStorage.clear();
  });

  it('asks a visitor to log in as a business member on Register (Cancel keeps the page)', async () => {
    answerByPath(0);
    render(<Home />, { wrapper: MemoryRouter });
    fireEvent.click((await screen.findAllByRole('button', { name: /Register/ }))[0]!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(ONLY_BUSINESS);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends a business member from Register to /myPage/ad/register', async () => {
    useSession.setState({ accessToken: 'token', user: { userId: 1, userType: 'company', email: 'employer@demo.ph' } as never, status: 'ready' });
    answerByPath(0);
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/myPage/ad/register" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click((await screen.findAllByRole('button', { name: /Register/ }))[0]!);
    expect(await screen.findByText('at /myPage/ad/register')).toBeTruthy();
  });
});
