import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { stubViewport } from '@phjobs/ui/testing/viewport';
import { AllJobs } from '../src/screens/AllJobs';
import { RecentJobs } from '../src/screens/RecentJobs';
import { SearchResults } from '../src/screens/SearchResults';
import { RECENT_ADS_KEY } from '../src/domain/recent-ads';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const card = (jobId: number) => ({ jobId, title: `Job ${jobId}`, city: 'Cebu City', salary: 650, salaryCode: '010B', workingDayCode: '007C', companyName: `Company ${jobId}`, workingPeriodCode: '008D', workingPeriodNegotiable: false, workingHourCode: '009G', workingHourNegotiable: false, logoKey: null, isScrapped: false, lat: null, lng: null });
const detail = (jobId: number) => ({
  jobId, companyId: 1, statusCode: '012C', title: `Ad ${jobId} in detail`, comapnyName: `Company ${jobId}`, jobCreatedAt: new Date().toISOString(), jobDeadlineDate: null,
  jobImageList: [], isEmploymentContact: false, isThreeMajor: false, isPermit: false, workType: [], salary: 650, salaryCode: '010B', workingDayCode: '007C',
  workingDaySelectedList: [], workingDayNagotiable: false, workingHourCode: '009G', workingHourNagotiable: false, workingPeriodCode: '008D', workingPeriodNagotiable: false,
  noOfVacancy: 1, education: '004A', preferenceList: [], workPlace: 'Cebu City', lat: null, lng: null, specializationList: [], employeeTypeList: [],
  welfarebenefitList: [], nationality: 1, language: ['all'], applyList: ['018A'], websiteUrl: null, contactInfo: { manager: 'Rey', phoneNumber: [], email: null, fax: null },
  logoKey: null, jobDescription: '', workingHourFrom: null, workingHourTo: null, province: null, city: 'Cebu City', isBeginnerPossible: false, isWithFriend: false, directCustomizedInput: null, isScrapped: false,
});

class NoObserver {
  observe() {}
  disconnect() {}
}

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map((c) => `${c[1]?.method ?? 'GET'} ${String(c[0])}`);
const listCalls = () => calls().filter((c) => c.startsWith('POST /api/jobAds/allJobs'));

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname + loc.search}</output>;
}
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      history back
    </button>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ad/all" element={<AllJobs />} />
        <Route path="/ad/recent" element={<RecentJobs />} />
        <Route path="/search" element={<SearchResults />} />
        <Route path="/ad/all/:jobId" element={<p>the ad's page</p>} />
        <Route path="/ad/apply/:method" element={<p>the apply screen</p>} />
        <Route path="/enter" element={<p>the login screen</p>} />
      </Routes>
      <Where />
      <BackButton />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const pane = () => screen.getByRole('region', { name: 'Selected job ad' });
const cardLink = (title: string) => screen.getByText(title).closest('a') as HTMLAnchorElement;

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', NoObserver);
  useSession.setState({ accessToken: null, user: null, status: 'ready' });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const ad = /^\/api\/jobAds\/(\d+)/.exec(url);
    if (ad) return json(200, detail(Number(ad[1])));
    return json(200, { list: [card(1), card(2), card(3)], resultListCount: 3 });
  });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the list screens on desktop (1366 wide)', () => {
  beforeEach(() => stubViewport(1366));

  it("a card selects its ad: the pane beside the list shows it, the card is marked and the URL says jobId", async () => {
    renderAt('/ad/all');
    await screen.findByText('Job 2');
    expect(within(pane()).getByText('Select a job')).toBeTruthy();
    await act(async () => {
      fireEvent.click(cardLink('Job 2'));
    });
    expect(where()).toBe('/ad/all?jobId=2');
    expect(await within(pane()).findByRole('heading', { name: 'Ad 2 in detail', level: 2 })).toBeTruthy();
    expect(cardLink('Job 2').getAttribute('aria-current')).toBe('true');
    expect(cardLink('Job 1').getAttribute('aria-current')).toBeNull();
    // the card still links to the ad's own page (a new tab, a copied link)
    expect(cardLink('Job 2').getAttribute('href')).toBe('/ad/all/2');
    expect(calls()).toContain('GET /api/jobAds/2?email=');
  });

  it('back returns to the previous selection without reloading the list', async () => {
    renderAt('/ad/all');
    await screen.findByText('Job 1');
    await act(async () => {
      fireEvent.click(cardLink('Job 1'));
    });
    await within(pane()).findByRole('heading', { name: 'Ad 1 in detail' });
    await act(async () => {
      fireEvent.click(cardLink('Job 3'));
    });
    await within(pane()).findByRole('heading', { name: 'Ad 3 in detail' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    });
    expect(where()).toBe('/ad/all?jobId=1');
    expect(await within(pane()).findByRole('heading', { name: 'Ad 1 in detail' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    });
    expect(where()).toBe('/ad/all');
    expect(within(pane()).getByText('Select a job')).toBeTruthy();
    expect(listCalls()).toHaveLength(1);
  });

  it('a link with jobId (a reload, a shared link) opens with that ad in the pane', async () => {
    renderAt('/ad/all?jobId=3');
    expect(await within(pane()).findByRole('heading', { name: 'Ad 3 in detail' })).toBeTruthy();
    await screen.findByText('Job 3');
    expect(cardLink('Job 3').getAttribute('aria-current')).toBe('true');
    expect(where()).toBe('/ad/all?jobId=3');
  });

  it("the pane's close button clears the selection", async () => {
    renderAt('/ad/all?jobId=2');
    await within(pane()).findByRole('heading', { name: 'Ad 2 in detail' });
    await act(async () => {
      fireEvent.click(within(pane()).getByRole('button', { name: 'Close the ad' }));
    });
    expect(where()).toBe('/ad/all');
    expect(within(pane()).getByText('Select a job')).toBeTruthy();
  });

  it('an ad that is gone shows the error in the pane, which can still be closed', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/jobAds/8') ? json(404, { code: 'not-found', message: 'No such job ad.' }) : json(200, { list: [card(1)], resultListCount: 1 }),
    );
    renderAt('/ad/all?jobId=8');
    expect(await within(pane()).findByText(/No such job ad/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(pane()).getByRole('button', { name: 'Close the ad' }));
    });
    expect(where()).toBe('/ad/all');
  });

  it('a click with a modifier key is left to the browser (a new tab), not taken as a selection', async () => {
    renderAt('/ad/all');
    await screen.findByText('Job 2');
    fireEvent.click(cardLink('Job 2'), { ctrlKey: true });
    expect(where()).toBe('/ad/all');
  });

  it("selecting in search results keeps the search's query; the sidebar leaves the keyword to the search box", async () => {
    renderAt('/search?query=Cook');
    await screen.findByText('Job 1');
    const sidebar = screen.getByRole('region', { name: 'Detail search' });
    await within(sidebar).findByRole('button', { name: 'Search' });
    expect(within(sidebar).queryByRole('searchbox')).toBeNull();
    expect(within(sidebar).getByRole('combobox', { name: 'Education' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(cardLink('Job 1'));
    });
    expect(where()).toBe('/search?query=Cook&jobId=1');
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveProperty('value', 'Cook');
  });

  it("the 'Detail search' form is a sidebar, always open: no toggle, and Search reloads page 1 with the filter", async () => {
    renderAt('/ad/all');
    await screen.findByText('Job 1');
    expect(screen.queryByRole('button', { name: 'Detail search' })).toBeNull();
    const sidebar = screen.getByRole('region', { name: 'Detail search' });
    const keyword = await within(sidebar).findByRole('searchbox', { name: 'Keyword' });
    fireEvent.change(keyword, { target: { value: 'barista' } });
    await act(async () => {
      fireEvent.click(within(sidebar).getByRole('button', { name: 'Search' }));
    });
    const last = fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/jobAds/allJobs')).at(-1);
    expect(String(last?.[0])).toContain('pageNo=1');
    expect(JSON.parse(String(last?.[1]?.body))).toMatchObject({ keyword: 'barista' });
    expect(JSON.parse(localStorage.getItem('jobFilter:allJobs') ?? '{}')).toMatchObject({ keyword: 'barista' });
    // still open, still the sidebar
    expect(within(sidebar).getByRole('searchbox', { name: 'Keyword' })).toHaveProperty('value', 'barista');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a visitor pressing Apply in the pane goes to the login screen', async () => {
    renderAt('/ad/all?jobId=2');
    await within(pane()).findByRole('heading', { name: 'Ad 2 in detail' });
    await act(async () => {
      fireEvent.click(within(pane()).getByRole('button', { name: 'Apply' }));
    });
    expect(where()).toBe('/enter');
  });

  it("a member applies from the pane: 'How to apply', then the method's apply screen", async () => {
    useSession.setState({ accessToken: 'tok', user: { userId: 1, userType: 'individual', email: 'seeker@demo.ph' }, status: 'ready' });
    renderAt('/ad/all?jobId=2');
    await within(pane()).findByRole('heading', { name: 'Ad 2 in detail' });
    await act(async () => {
      fireEvent.click(within(pane()).getByRole('button', { name: 'Apply' }));
    });
    const how = screen.getByRole('dialog', { name: 'How to apply' });
    await act(async () => {
      fireEvent.click(within(how).getByRole('button', { name: /Online/ }));
    });
    expect(where()).toBe('/ad/apply/online?id=2');
  });

  it('Recent jobs shows the selected ad beside its list too', async () => {
    localStorage.setItem(RECENT_ADS_KEY, JSON.stringify([card(9)]));
    renderAt('/ad/recent');
    await act(async () => {
      fireEvent.click(cardLink('Job 9'));
    });
    expect(where()).toBe('/ad/recent?jobId=9');
    expect(await within(pane()).findByRole('heading', { name: 'Ad 9 in detail' })).toBeTruthy();
  });
});

describe('the list screens on a phone (390 wide) stay as they were', () => {
  beforeEach(() => stubViewport(390));

  it("a card opens the ad's page, and there is no pane and no sidebar", async () => {
    renderAt('/ad/all');
    await screen.findByText('Job 2');
    expect(screen.queryByRole('region', { name: 'Selected job ad' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Detail search' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Detail search' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(cardLink('Job 2'));
    });
    expect(where()).toBe('/ad/all/2');
  });

  it("a link with jobId from a desktop opens that ad's page", async () => {
    await act(async () => {
      renderAt('/ad/all?jobId=7');
    });
    expect(where()).toBe('/ad/all/7');
    expect(screen.getByText("the ad's page")).toBeTruthy();
  });
});
