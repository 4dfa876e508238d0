import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { resetRuntimeConfig } from '@phjobs/web-core/runtimeConfig';
import { JobMap } from '../src/screens/JobMap';
import { MultilingualJobs } from '../src/screens/MultilingualJobs';
import { RegionJobs, SalaryJobs } from '../src/screens/PickerScreens';
import { RecentJobs } from '../src/screens/RecentJobs';
import { SearchResults } from '../src/screens/SearchResults';
import { EntryLevelJobs } from '../src/screens/SimpleLists';
import { VerifiedJobs } from '../src/screens/VerifiedJobs';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const card = (jobId: number) => ({ jobId, title: `Job ${jobId}`, city: 'Cebu City', salary: 650, salaryCode: '010B', workingDayCode: '007C', companyName: `Company ${jobId}`, workingPeriodCode: null, workingPeriodNegotiable: false, workingHourCode: null, workingHourNegotiable: false, logoKey: null, isScrapped: false, lat: 14.6, lng: 120.98 });

class NoObserver {
  observe() {}
  disconnect() {}
}

const fetchMock = vi.fn<typeof fetch>();
const urls = () => fetchMock.mock.calls.map((c) => String(c[0]));
const bodies = () => fetchMock.mock.calls.map((c) => (c[1]?.body ? JSON.parse(String(c[1].body)) : null));

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname + loc.search}</output>;
}

beforeEach(() => {
  localStorage.clear();
  resetRuntimeConfig();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', NoObserver);
  useSession.setState({ accessToken: null, user: null, status: 'ready' });
  fetchMock.mockImplementation(async (input) => (String(input) === '/config.json' ? json(200, { remotes: {}, googleMapsApiKey: null }) : json(200, { list: [card(1), card(2)], resultListCount: 2 })));
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the list screens', () => {
  it("'Entry level' asks POST /api/jobAds/beginner with the common query", async () => {
    render(<EntryLevelJobs />, { wrapper: MemoryRouter });
    expect(await screen.findByText('Job 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Entry level' })).toBeTruthy();
    expect(urls()[0]).toBe('/api/jobAds/beginner?pageUnit=10&pageNo=1&orderKey=createdAt&email=');
    expect(screen.getByText('No more data.')).toBeTruthy();
  });

  it('says plainly when the server does not answer a list call yet', async () => {
    fetchMock.mockResolvedValue(json(404, { code: 'not-found', message: 'No such API.' }));
    render(<EntryLevelJobs />, { wrapper: MemoryRouter });
    expect(await screen.findByText(/not available yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'retry' })).toBeTruthy();
  });

  it("'Verified jobs' reloads page 1 with the tab's safeType, each tab with its banner", async () => {
    render(<VerifiedJobs />, { wrapper: MemoryRouter });
    await screen.findByText('Job 1');
    expect(urls()[0]).toContain('/api/jobAds/safe?pageUnit=10&pageNo=1&orderKey=createdAt&safeType=all');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['ALL', 'Employment Contract', ' 3 Major Insurances', 'Business Permit']);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: /3 Major Insurances/ }));
    });
    expect(urls().at(-1)).toContain('pageNo=1&orderKey=createdAt&safeType=insurance');
    expect(screen.getByRole('img', { name: /^3 Major Insurances/ })).toBeTruthy();
  });

  it("says what the 'Business Permit' flag is (the employer's statement), not that a permit was checked", async () => {
    render(<VerifiedJobs />, { wrapper: MemoryRouter });
    await screen.findByText('Job 1');
    expect(screen.getByRole('img', { name: /^Verified jobs/ }).getAttribute('aria-label')).not.toMatch(/checked/);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Business Permit' }));
    });
    const banner = screen.getByRole('img', { name: /^Business Permit/ });
    expect(banner.textContent).toContain('The employer submitted a business permit document that is valid today.');
    expect(banner.textContent).not.toMatch(/has been checked/);
  });

  it("'Multilingual jobs' pages by numbers, 20 a page, with language and work type 'all'", async () => {
    fetchMock.mockImplementation(async () => json(200, { list: Array.from({ length: 20 }, (_, i) => card(i + 1)), resultListCount: 45 }));
    render(<MultilingualJobs />, { wrapper: MemoryRouter });
    await screen.findByText('Job 20');
    expect(urls()[0]).toBe('/api/jobAds/allJobs?pageUnit=20&pageNo=1&orderKey=createdAt&isMulti=true&email=');
    expect(bodies()[0]).toMatchObject({ language: ['all'], workType: ['all'] });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('button').map((b) => b.textContent)).toEqual(['', '1', '2', '3', '']);
    window.scrollTo = vi.fn();
    await act(async () => {
      fireEvent.click(within(pages).getByRole('button', { name: '3' }));
    });
    expect(urls().at(-1)).toContain('pageUnit=20&pageNo=3');
  });
});

describe("'Jobs by region'", () => {
  it('keeps the applied regions on the device and sends them as the region filter; a chip removes one', async () => {
    render(<RegionJobs />, { wrapper: MemoryRouter });
    await screen.findByText('Job 1');
    fireEvent.click(screen.getByRole('button', { name: 'Setting' }));
    expect(screen.getByPlaceholderText('Only cities are searchable')).toBeTruthy();
    expect(screen.getByPlaceholderText('Only provinces are searchable')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Only cities are searchable'), { target: { value: 'Cebu' } });
    fireEvent.click(within(screen.getByRole('listbox', { name: /first level/ })).getByRole('option', { name: /^Cebu$/ }));
    const second = within(screen.getByRole('listbox', { name: /second level/ }));
    fireEvent.click(second.getByRole('option', { name: /^Cebu City/ }));
    fireEvent.click(second.getByRole('option', { name: /^Mandaue City/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    expect(bodies().at(-1).region.map((r: { name: string }) => r.name)).toEqual(['Cebu City', 'Mandaue City']);
    expect(JSON.parse(localStorage.getItem('jobRegion') ?? '[]')).toHaveLength(2);
    const bar = screen.getByRole('group', { name: 'Region' });
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Remove Cebu City' }));
    });
    expect(bodies().at(-1).region.map((r: { name: string }) => r.name)).toEqual(['Mandaue City']);
    cleanup();
    render(<RegionJobs />, { wrapper: MemoryRouter });
    expect(within(screen.getByRole('group', { name: 'Region' })).getByText('Mandaue City')).toBeTruthy();
  });
});

describe("'Jobs by salary'", () => {
  it("shows the first range plus '+N' in the bar and sends the ranges to POST /api/jobAds/salary", async () => {
    render(<SalaryJobs />, { wrapper: MemoryRouter });
    await screen.findByText('Job 1');
    fireEvent.click(screen.getByRole('button', { name: 'Setting' }));
    expect(screen.getByRole('dialog', { name: 'Select salary' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: /^Monthly Wage/ }));
    const second = within(screen.getByRole('listbox', { name: /second level/ }));
    fireEvent.click(second.getByRole('option', { name: /^13,000-15,000/ }));
    fireEvent.click(second.getByRole('option', { name: /^15,000-20,000/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    const bar = screen.getByRole('group', { name: 'Salary' });
    expect(bar.querySelector('.jobs-pickbar__text')?.textContent).toBe('Monthly Wage 13,000-15,000 +1');
    // the range and its '+N' are one unbreakable part; only the pay type may take a line of its own
    expect([...bar.querySelectorAll('.jobs-salarybar__part')].map((p) => p.textContent)).toEqual(['Monthly Wage', '13,000-15,000 +1']);
    expect(urls().at(-1)).toContain('/api/jobAds/salary?');
    expect(bodies().at(-1).salaryRanges).toEqual([
      { salaryType: '010D', min: 13000, max: 15000 },
      { salaryType: '010D', min: 15000, max: 20000 },
    ]);
  });
});

describe("'Recent jobs'", () => {
  it("shows 'No data.' with nothing viewed, else the count and the cards", () => {
    render(<RecentJobs />, { wrapper: MemoryRouter });
    expect(screen.getByText('No data.')).toBeTruthy();
    cleanup();
    localStorage.setItem('recentAds', JSON.stringify([{ ...card(5), viewedAt: 'x' }, { ...card(3), viewedAt: 'y' }]));
    render(<RecentJobs />, { wrapper: MemoryRouter });
    expect(screen.getByText('2 jobs')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Job 5', 'Job 3']);
  });
});

describe("'Job search results'", () => {
  it("searches the URL's query; a 'Relation' keyword goes into the URL and to the front of recentKeywords", async () => {
    localStorage.setItem('recentKeywords', JSON.stringify(['barista', 'cook']));
    render(
      <MemoryRouter initialEntries={['/search?query=cook']}>
        <Routes>
          <Route path="/search" element={<><SearchResults /><Where /></>} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('Job 1');
    expect(urls()[0]).toBe('/api/jobAds/allJobs?pageUnit=10&pageNo=1&orderKey=createdAt&searchKey=cook&searchType=all&email=');
    const strip = screen.getByRole('group', { name: 'Relation' });
    // the current keyword is the one chip that looks chosen
    expect(within(strip).getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual(['Cook']);
    await act(async () => {
      fireEvent.click(within(strip).getByRole('button', { name: 'Barista' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/search?query=Barista');
    expect(within(screen.getByRole('group', { name: 'Relation' })).getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual(['Barista']);
    expect(JSON.parse(localStorage.getItem('recentKeywords') ?? '[]')).toEqual(['Barista', 'cook']);
    expect(urls().at(-1)).toContain('searchKey=Barista');
  });

  it('keeps the ALL / Title / Specialization / Company name / Region row hidden until asked, and searches in the chosen field', async () => {
    render(
      <MemoryRouter initialEntries={['/search?query=cook']}>
        <Routes>
          <Route path="/search" element={<><SearchResults /><Where /></>} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('Job 1');
    expect(screen.queryByRole('tab', { name: 'Title' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search in' }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['ALL', 'Title', 'Specialization', 'Company name', 'Region']);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Company name' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/search?query=cook&searchType=companyName');
    expect(urls().at(-1)).toContain('searchKey=cook&searchType=companyName');
  });
});

describe("'Job map'", () => {
  it('lists the ads of the default area, and without a key says that the map needs one', async () => {
    render(<JobMap />, { wrapper: MemoryRouter });
    await screen.findByText('Job 1');
    expect(urls().find((u) => u.startsWith('/api/jobAds/jobMap'))).toBe(
      '/api/jobAds/jobMap?pageUnit=10&pageNo=1&orderKey=createdAt&leftTopLat=14.618&leftTopLng=120.964&rightBottomLat=14.582&rightBottomLng=120.996&authType=&email=',
    );
    const call = fetchMock.mock.calls.find((c) => String(c[0]).startsWith('/api/jobAds/jobMap'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ leftTopLat: 14.618, leftTopLng: 120.964, rightBottomLat: 14.582, rightBottomLng: 120.996 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    });
    expect(await screen.findByText('The map is not available right now.')).toBeTruthy();
  });

  it('tells visitors without a Maps key a plain sentence, and names GOOGLE_MAPS_API_KEY only in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      render(<JobMap />, { wrapper: MemoryRouter });
      await screen.findByText('Job 1');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Map' }));
      });
      const note = await screen.findByRole('note');
      expect(note.textContent).toContain('The list shows the jobs around Manila.');
      expect(document.body.textContent).not.toMatch(/GOOGLE_MAPS_API_KEY|API key/);
      expect(warn.mock.calls.some((args) => String(args[0]).includes('GOOGLE_MAPS_API_KEY'))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});
