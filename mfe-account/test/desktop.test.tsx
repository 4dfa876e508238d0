import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { stubViewport } from '@phjobs/ui/testing/viewport';
import { MyPageFrame } from '../src/components/MyPageFrame';
import { RequireIndividual } from '../src/components/RequireIndividual';
import { currentMyPageLink } from '../src/domain/mypage-nav';
import type { MyApplicationRow } from '../src/domain/applications';
import { encodeMemo } from '../src/domain/memo';
import { Applications } from '../src/screens/application/Applications';
import { MyPage } from '../src/screens/mypage/MyPage';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';

const me = { fullName: 'Ana Santos', photoKey: null, resumeCount: 2, applicationCount: 5, scrapCount: 3, genderCode: '003B', birthDate: null, address: null, phoneNumber: null, email: 'seeker@demo.ph' };
const row = (over: Partial<MyApplicationRow>): MyApplicationRow => ({
  applicationId: 1,
  applicationType: '018A',
  applicationTitle: 'Online',
  jobId: 10,
  uid: 1,
  jobTitle: 'Barista',
  companyName: 'Kape Co.',
  jobStatusCode: '012C',
  deadlineDate: null,
  registerDate: '2026-03-01T02:00:00Z',
  statusCode: '021C',
  chat_url: null,
  memo: null,
  ...over,
});

const member = (node: ReactNode) => (
  <RequireIndividual>
    <MyPageFrame>{node}</MyPageFrame>
  </RequireIndividual>
);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/myPage" element={member(<MyPage />)} />
        <Route path="/myPage/application" element={member(<Applications />)} />
      </Routes>
    </MemoryRouter>,
  );
}

class NoObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  useSession.setState({ accessToken: 'tok', user: { userId: 1, userType: 'individual', email: 'seeker@demo.ph' }, status: 'ready' });
  vi.stubGlobal('IntersectionObserver', NoObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the my-page navigation', () => {
  it('marks the link a screen belongs to, its sub-screens included', () => {
    expect(currentMyPageLink('/myPage', '')).toBeNull();
    expect(currentMyPageLink('/myPage/application', '?tab=chat')).toBe('/myPage/application');
    expect(currentMyPageLink('/myPage/resume/3/edit', '')).toBe('/myPage/resume');
    expect(currentMyPageLink('/myPage/userInfo/pw', '')).toBe('/myPage/userInfo');
    expect(currentMyPageLink('/myPage/view', '')).toBe('/myPage/view');
    expect(currentMyPageLink('/myPage/view', '?tab=scrap')).toBe('/myPage/view');
    expect(currentMyPageLink('/myPage/view', '?tab=offer')).toBe('/myPage/view?tab=offer');
    expect(currentMyPageLink('/myPage/view/offer/4/edit', '')).toBe('/myPage/view?tab=offer');
    expect(currentMyPageLink('/myPage/view/resume/9', '')).toBe('/myPage/view');
    expect(currentMyPageLink('/myPage/resumeX', '')).toBeNull();
  });
});

const routes = (extra: Parameters<typeof fetchRouter>[0] = {}) =>
  fetchRouter({
    'GET /api/individual/myPage': json(200, me),
    'GET /api/resume/myResumes': json(200, { list: [], total: 2, publishedCount: 1, privateCount: 1 }),
    'GET /api/individual/myNews': json(200, { list: [], count: 0 }),
    ...extra,
  });

describe('the my-page on desktop (1366 wide): two columns', () => {
  beforeEach(() => stubViewport(1366));

  it('/myPage: the profile, counts and links in the navigation column, My news beside them', async () => {
    vi.stubGlobal('fetch', routes().fn);
    renderAt('/myPage');
    const nav = screen.getByRole('complementary', { name: 'My page navigation' });
    expect(await within(nav).findByText('Ana Santos')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /5\s*Application/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'My page' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('navigation', { name: 'My page' })).toBeTruthy();
    // the content column: My news, and not the profile a second time
    expect(await screen.findByRole('heading', { name: 'My news' })).toBeTruthy();
    expect(nav.contains(screen.getByRole('heading', { name: 'My news' }))).toBe(false);
    expect(screen.getAllByText('Ana Santos')).toHaveLength(1);
  });

  it('/myPage/application: the application status beside the navigation, its link marked', async () => {
    vi.stubGlobal('fetch', routes({ 'GET /api/application/myApplications': json(200, { list: [row({})], resultListCount: 1 }) }).fn);
    renderAt('/myPage/application');
    const nav = screen.getByRole('complementary', { name: 'My page navigation' });
    await within(nav).findByText('Ana Santos');
    expect(within(nav).getByRole('link', { name: 'Application status' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Resume management' }).getAttribute('aria-current')).toBeNull();
    expect(await screen.findByRole('table', { name: 'Applications' })).toBeTruthy();
  });

  it("My applications is a table with a column per field of the spec's row, and cancel only where the rules allow it", async () => {
    const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    vi.stubGlobal(
      'fetch',
      routes({
        'GET /api/application/myApplications': json(200, {
          list: [
            row({ applicationId: 1, applicationTitle: 'Direct', applicationType: '018B', uid: 7, jobTitle: 'Barista & Cashier', statusCode: '021E', memo: encodeMemo('call Monday') }),
            row({ applicationId: 2, statusCode: '021A', jobTitle: 'Passed job', applicationTitle: 'Email' }),
            row({ applicationId: 3, deadlineDate: deadline, jobTitle: 'Open job' }),
          ],
          resultListCount: 3,
        }),
      }).fn,
    );
    renderAt('/myPage/application');
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Applied', 'Job ad', 'Method', 'Deadline', 'Status', 'Memo and cancel']);
    const [chat, passed, open] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    const cells = (r: HTMLElement) => within(r).getAllByRole('cell');

    expect(cells(chat!)[0]?.textContent).toBe('03-01-2026');
    expect(within(cells(chat!)[1]!).getByRole('link', { name: /Kape Co\.\s*Barista & Cashier/ }).getAttribute('href')).toBe('/chats/apply/apply_10_7?title=Barista%20%26%20Cashier');
    expect(within(cells(chat!)[1]!).getByText('call Monday')).toBeTruthy();
    expect(cells(chat!)[2]?.textContent).toBe('Chat');
    expect(cells(chat!)[4]?.textContent).toBe('Chat ended');
    expect(within(cells(chat!)[5]!).getByRole('button', { name: 'Edit memo' })).toBeTruthy();
    expect(within(chat!).queryByRole('button', { name: 'Cancel application' })).toBeNull();

    expect(within(cells(passed!)[1]!).getByRole('link').getAttribute('href')).toBe('/ad/all/10');
    expect(cells(passed!)[2]?.textContent).toBe('Email');
    expect(cells(passed!)[3]?.textContent).toBe('-');
    expect(cells(passed!)[4]?.textContent).toBe('Pass');
    expect(within(cells(passed!)[5]!).getByRole('button', { name: 'Memo' })).toBeTruthy();
    expect(within(passed!).queryByRole('button', { name: 'Cancel application' })).toBeNull();

    expect(cells(open!)[3]?.textContent).toMatch(/^\d\d-\d\d-\d{4}D-\d+$/);
    expect(cells(open!)[4]?.textContent).toBe('Under review');
    expect(within(cells(open!)[5]!).getByRole('button', { name: 'Cancel application' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('cancelling from the table removes the row, as on a phone', async () => {
    // the cancel asks first (window.confirm today; a confirmation dialog when that lands): say yes to either
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const router = routes({
      'GET /api/application/myApplications': json(200, { list: [row({ applicationId: 5, jobTitle: 'Cook' })], resultListCount: 1 }),
      'PUT /api/application/5': json(200, {}),
    });
    vi.stubGlobal('fetch', router.fn);
    renderAt('/myPage/application');
    const table = await screen.findByRole('table', { name: 'Applications' });
    await act(async () => {
      fireEvent.click(within(table).getByRole('button', { name: 'Cancel application' }));
    });
    const confirm = screen.queryByRole('alertdialog');
    if (confirm) {
      await act(async () => {
        fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel application' }));
      });
    }
    expect(screen.queryByText('Cook')).toBeNull();
    expect(router.calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/application/5')).toBe(true);
  });
});

describe('the my-page on a phone (390 wide) stays one column', () => {
  beforeEach(() => stubViewport(390));

  it('/myPage shows the profile, counts and links above My news, with no navigation column', async () => {
    vi.stubGlobal('fetch', routes().fn);
    renderAt('/myPage');
    expect(await screen.findByText('Ana Santos')).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'My page' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'My news' })).toBeTruthy();
  });

  it('My applications are cards, not a table', async () => {
    vi.stubGlobal('fetch', routes({ 'GET /api/application/myApplications': json(200, { list: [row({})], resultListCount: 1 }) }).fn);
    renderAt('/myPage/application');
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
