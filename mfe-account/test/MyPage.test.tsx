import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { MyPage } from '../src/screens/mypage/MyPage';
import { RequireIndividual } from '../src/components/RequireIndividual';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';

const me = { fullName: 'Ana Santos', photoKey: null, resumeCount: 2, applicationCount: 5, scrapCount: 3, genderCode: '003B', birthDate: null, address: null, phoneNumber: null, email: 'seeker@demo.ph' };
const news = (id: number, newsType: string, readAt: string | null, link: string | null = null) => ({ newsId: id, newsType, title: `News ${id}`, content: '', link, createdAt: '2026-03-01T00:00:00Z', readAt });

function renderMyPage() {
  return render(
    <MemoryRouter initialEntries={['/myPage']}>
      <Routes>
        <Route path="/myPage" element={<RequireIndividual><MyPage /></RequireIndividual>} />
        <Route path="/myPage/application" element={<p>applications page</p>} />
        <Route path="/myPage/view/offer/:id" element={<p>offer page</p>} />
        <Route path="/enter" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/myPage (individual)', () => {
  beforeEach(() => {
    useSession.setState({ accessToken: 'tok', user: { userId: 1, userType: 'individual', email: 'seeker@demo.ph' }, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends visitors to /enter', () => {
    useSession.setState({ accessToken: null, user: null });
    vi.stubGlobal('fetch', fetchRouter({}).fn);
    renderMyPage();
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it("shows the name, the 'Resume private' tag, the counts with recent view 0 and the links", async () => {
    vi.stubGlobal(
      'fetch',
      fetchRouter({
        'GET /api/individual/myPage': json(200, me),
        'GET /api/resume/myResumes': json(200, { list: [], total: 2, publishedCount: 0, privateCount: 2 }),
        'GET /api/individual/myNews': json(200, { list: [], count: 0 }),
      }).fn,
    );
    renderMyPage();
    expect(await screen.findByText('Ana Santos')).toBeTruthy();
    expect(await screen.findByText('Resume private')).toBeTruthy();
    expect(screen.getByRole('link', { name: /5\s*Application/ }).getAttribute('href')).toBe('/myPage/application');
    expect(screen.getByRole('link', { name: /0\s*Recent view/ })).toBeTruthy();
    for (const href of ['/myPage/userInfo', '/myPage/resume', '/myPage/scrap', '/myPage/view', '/myPage/myTalk', '/myPage/chats', '/myPage/view?tab=offer'])
      expect(document.querySelector(`a[href="${href}"]`)).toBeTruthy();
  });

  it('filters my news, marks an unread item read with PUT and opens the offer view', async () => {
    const router = fetchRouter({
      'GET /api/individual/myPage': json(200, me),
      'GET /api/resume/myResumes': json(200, { list: [], total: 0, publishedCount: 0, privateCount: 0 }),
      'GET /api/individual/myNews': (url) =>
        json(200, url.searchParams.get('searchType') === 'unread' ? { list: [news(2, 'offer', null, '/myPage/view/offer/5')], count: 1 } : { list: [news(1, 'search', '2026-03-02T00:00:00Z'), news(2, 'offer', null, '/myPage/view/offer/5')], count: 2 }),
      'PUT /api/individual/myNews/2': json(200, news(2, 'offer', '2026-03-03T00:00:00Z')),
    });
    vi.stubGlobal('fetch', router.fn);
    renderMyPage();
    expect(await screen.findByText('News 1')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    });
    await screen.findByText('News 2');
    expect(screen.queryByText('News 1')).toBeNull();
    expect(router.calls.some((c) => c.url.searchParams.get('searchType') === 'unread')).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByText('News 2'));
    });
    expect(router.calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/individual/myNews/2')).toBe(true);
    expect(screen.getByText('offer page')).toBeTruthy();
  });

  it('does not PUT a read item; a search item opens /myPage/application', async () => {
    const router = fetchRouter({
      'GET /api/individual/myPage': json(200, me),
      'GET /api/resume/myResumes': json(200, { list: [], total: 0, publishedCount: 0, privateCount: 0 }),
      'GET /api/individual/myNews': json(200, { list: [news(1, 'search', '2026-03-02T00:00:00Z')], count: 1 }),
    });
    vi.stubGlobal('fetch', router.fn);
    renderMyPage();
    const item = await screen.findByText('News 1');
    await act(async () => {
      fireEvent.click(item);
    });
    expect(router.calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(screen.getByText('applications page')).toBeTruthy();
  });
});
