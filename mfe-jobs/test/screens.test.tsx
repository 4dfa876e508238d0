import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { AllJobs } from '../src/screens/AllJobs';
import { JobAdDetailScreen } from '../src/screens/JobAdDetail';
import { ScrapButton } from '../src/components/ScrapButton';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const card = (jobId: number) => ({ jobId, title: `Job ${jobId}`, city: 'Cebu City', salary: 650, salaryCode: '010B', workingDayCode: '007C', companyName: `Company ${jobId}`, workingPeriodCode: '008D', workingPeriodNegotiable: false, workingHourCode: '009G', workingHourNegotiable: false, logoKey: null, isScrapped: false, lat: null, lng: null });

const detail = {
  jobId: 42, companyId: 1, statusCode: '012C', title: 'Line Cook', comapnyName: 'Lutong Bahay', jobCreatedAt: new Date().toISOString(), jobDeadlineDate: null,
  jobImageList: [], isEmploymentContact: true, isThreeMajor: false, isPermit: true, workType: [], salary: 650, salaryCode: '010B', workingDayCode: '007C',
  workingDaySelectedList: [], workingDayNagotiable: false, workingHourCode: '009G', workingHourNagotiable: false, workingPeriodCode: '008D', workingPeriodNagotiable: false,
  noOfVacancy: 2, education: '004A', preferenceList: [], workPlace: '1 Colon St, Cebu City', lat: 10.29, lng: 123.9, specializationList: [], employeeTypeList: ['011A'],
  welfarebenefitList: [], nationality: 1, language: ['all'], applyList: ['0190'], websiteUrl: null, contactInfo: { manager: 'Rey', phoneNumber: ['09171234567'], email: null, fax: null },
  logoKey: null, jobDescription: '', workingHourFrom: null, workingHourTo: null, province: null, city: 'Cebu City', isBeginnerPossible: false, isWithFriend: false, directCustomizedInput: null, isScrapped: false,
};

class NoObserver {
  observe() {}
  disconnect() {}
}

describe('All jobs', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('IntersectionObserver', NoObserver);
    useSession.setState({ accessToken: null, user: null, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("shows the count line with en-US grouping and the first page, sorted by 'Register date'", async () => {
    fetchMock.mockResolvedValue(json(200, { list: Array.from({ length: 10 }, (_, i) => card(i + 1)), resultListCount: 12345 }));
    render(<AllJobs />, { wrapper: MemoryRouter });
    expect(await screen.findByText('12,345 jobs')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/jobAds/allJobs?pageUnit=10&pageNo=1&orderKey=createdAt&email=');
    expect(screen.getByText('Job 1').closest('a')?.getAttribute('href')).toBe('/ad/all/1');
  });

  it("goes back to page 1 ordered by salary when the sort changes to 'Salary'", async () => {
    fetchMock.mockResolvedValue(json(200, { list: [card(1)], resultListCount: 1 }));
    render(<AllJobs />, { wrapper: MemoryRouter });
    await screen.findByText('Job 1');
    fireEvent.click(screen.getByRole('button', { name: /Register date/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Salary' }));
    });
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/jobAds/allJobs?pageUnit=10&pageNo=1&orderKey=salary&email=');
  });

  it("shows 'No data.' for an empty result", async () => {
    fetchMock.mockResolvedValue(json(200, { list: [], resultListCount: 0 }));
    render(<AllJobs />, { wrapper: MemoryRouter });
    expect(await screen.findByText('No data.')).toBeTruthy();
    expect(screen.getByText('0 jobs')).toBeTruthy();
  });
});

function ChatWhere() {
  const loc = useLocation();
  return <p>chat {loc.pathname + loc.search}</p>;
}

function renderDetail(path = '/ad/all/42') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ad/all/:jobId" element={<JobAdDetailScreen />} />
        <Route path="/ad/detail" element={<JobAdDetailScreen />} />
        <Route path="/enter" element={<p>login page</p>} />
        <Route path="/chats/apply/:room" element={<ChatWhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Job ad detail', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(() => Promise.resolve(json(200, detail)));
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('reads the ad from /ad/detail?id=N too, and keeps it in the recently viewed ads', async () => {
    useSession.setState({ accessToken: null, user: null, status: 'ready' });
    renderDetail('/ad/detail?id=42');
    expect(await screen.findByRole('heading', { name: 'Line Cook' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/jobAds/42?email=');
    // Recorded by an effect after the ad renders: wait for it rather than race it.
    await waitFor(() => expect(JSON.parse(localStorage.getItem('recentAds') ?? '[]')[0]).toMatchObject({ jobId: 42 }));
  });

  it('sends a visitor who presses Apply to /enter', async () => {
    useSession.setState({ accessToken: null, user: null, status: 'ready' });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('hides the Chat and Apply bar for company users', async () => {
    useSession.setState({ accessToken: 't', user: { userId: 5, userType: 'company', email: 'hr@acme.ph' }, status: 'ready' });
    renderDetail();
    await screen.findByRole('heading', { name: 'Line Cook' });
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Chat/ })).toBeNull();
  });

  it('shows an individual the how-to-apply choices of the ad', async () => {
    useSession.setState({ accessToken: 't', user: { userId: 7, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('dialog', { name: 'How to apply' });
    expect(within(dialog).getByRole('button', { name: /^Chat/ })).toBeTruthy();
  });

  it('shows the spec texts: badges, nationality, language, +63 phone and the report row', async () => {
    useSession.setState({ accessToken: null, user: null, status: 'ready' });
    renderDetail();
    await screen.findByRole('heading', { name: 'Line Cook' });
    for (const text of ['Employment Contract', 'Business Permit', 'NEW', 'Filipino', 'English, Korean', '+63 917 123 4567', 'Please report inappropriate Job Ads.', '2 people']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.queryByText('3 Major Insurances')).toBeNull();
  });

  it('scraps and unscraps the ad (POST, then DELETE /api/jobAds/scrap/{id})', async () => {
    useSession.setState({ accessToken: 't', user: { userId: 7, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
    renderDetail();
    await screen.findByRole('heading', { name: 'Line Cook' });
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { jobId: 42, isScrapped: true })));
    // Pressed at once, as soon as the ad shows: the tap must not be turned back by the mount.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Scrap this ad' }));
    });
    const unscrap = await screen.findByRole('button', { name: 'Unscrap this ad' });
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/jobAds/scrap/42?email=ana%40example.ph');
    expect(fetchMock.mock.calls.at(-1)?.[1]?.method).toBe('POST');
    await waitFor(() => expect(unscrap.getAttribute('aria-busy')).toBe('false'));
    await act(async () => {
      fireEvent.click(unscrap);
    });
    expect(await screen.findByRole('button', { name: 'Scrap this ad' })).toBeTruthy();
    expect(fetchMock.mock.calls.at(-1)?.[1]?.method).toBe('DELETE');
  });

  it("applies by chat with 018B 'From chat apply', then opens the chat with apply=true even when the call fails", async () => {
    useSession.setState({ accessToken: 't', user: { userId: 7, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    fetchMock.mockImplementation(() => Promise.resolve(json(500, { code: 'x', message: 'down' })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog', { name: 'How to apply' })).getByRole('button', { name: /^Chat/ }));
    });
    const apply = fetchMock.mock.calls.find((c) => String(c[0]).startsWith('/api/application/etc/42'));
    expect(apply?.[0]).toBe('/api/application/etc/42?email=ana%40example.ph');
    expect(JSON.parse(String(apply?.[1]?.body))).toMatchObject({ howToApplyCode: '018B', selfIntroduction: 'From chat apply' });
    expect(screen.getByText('chat /chats/apply/apply_42_7?title=Line%20Cook&apply=true')).toBeTruthy();
    log.mockRestore();
  });

  it('sends a visitor who presses Chat to /enter, without a call', async () => {
    useSession.setState({ accessToken: null, user: null, status: 'ready' });
    renderDetail();
    await screen.findByRole('heading', { name: 'Line Cook' });
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(screen.getByText('login page')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('opens (or finds) the room of the ad with POST /chats/rooms, then goes to it', async () => {
    useSession.setState({ accessToken: 't', user: { userId: 7, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
    renderDetail();
    await screen.findByRole('heading', { name: 'Line Cook' });
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { chatUrl: 'apply_42_7' })));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    });
    const open = fetchMock.mock.calls.at(-1);
    expect(open?.[0]).toBe('/chats/rooms');
    expect(open?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(open?.[1]?.body))).toEqual({ jobId: 42 });
    expect(await screen.findByText('chat /chats/apply/apply_42_7?title=Line%20Cook')).toBeTruthy();
  });

  it('says why a chat cannot start (an ad that is not open) and stays on the ad', async () => {
    useSession.setState({ accessToken: 't', user: { userId: 7, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
    renderDetail();
    await screen.findByRole('heading', { name: 'Line Cook' });
    fetchMock.mockImplementation(() => Promise.resolve(json(409, { code: 'chat/ad-not-ongoing', message: 'This job ad is not open, so a chat cannot be started.' })));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This job ad is not open, so a chat cannot be started.');
    expect(screen.queryByText(/^chat \//)).toBeNull();
  });

  it('opens the website in a new tab with https:// added', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { ...detail, applyList: ['018E'], websiteUrl: 'careers.lutong.ph' })));
    useSession.setState({ accessToken: 't', user: { userId: 7, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'How to apply' })).getByRole('button', { name: /^Website/ }));
    expect(open).toHaveBeenCalledWith('https://careers.lutong.ph', '_blank', 'noopener');
  });

  it("tells a visitor 'Only Individual members can report.' and its Login logs out and goes to /enter", async () => {
    useSession.setState({ accessToken: null, user: null, status: 'ready' });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: /Please report inappropriate Job Ads/ }));
    const dialog = screen.getByRole('dialog', { name: 'Only Individual members can report.' });
    expect(within(dialog).getByText('In job ad, only members can report ad. If you want to report, please log in as an individual or business member.')).toBeTruthy();
    fetchMock.mockImplementation(() => Promise.resolve(json(204, {})));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    });
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/auth/logout');
    expect(screen.getByText('login page')).toBeTruthy();
  });
});

describe('Scrap button', () => {
  it('follows the ad when it is read again with another scrap state', () => {
    useSession.setState({ accessToken: 't', user: { userId: 7, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
    const { rerender } = render(<MemoryRouter><ScrapButton jobId={42} initial={false} /></MemoryRouter>);
    expect(screen.getByRole('button', { name: 'Scrap this ad' }).getAttribute('aria-pressed')).toBe('false');
    rerender(<MemoryRouter><ScrapButton jobId={42} initial /></MemoryRouter>);
    expect(screen.getByRole('button', { name: 'Unscrap this ad' }).getAttribute('aria-pressed')).toBe('true');
    cleanup();
  });
});
