import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_POST_MESSAGES, COMMUNITY_POST_SCREEN } from '@phjobs/contracts/community-posts';
import { useSession } from '@phjobs/web-core/session';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';
import { KEYWORD_REQUIRED, MY_TALK_SCREEN, myTalkLink, myTalkTabOf } from '../src/domain/myTalk';
import { MyTalk } from '../src/screens/mypage/MyTalk';

const item = (articleId: number, kind: 'jobTalk' | 'interviewTip' | 'jobCounseling', extra: Record<string, unknown> = {}) => ({ articleId, kind, title: `Post ${articleId}`, index: 'Preview', viewCount: 3, replyCount: 1, createdAt: '2026-11-01T00:00:00Z', isNew: false, isAttach: false, reviewStatus: kind === 'interviewTip' ? 'released' : null, ...extra });

function Where() {
  const l = useLocation();
  return <p>at {l.pathname + l.search}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/myPage/myTalk" element={<><MyTalk /><Where /></>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('My talk', () => {
  beforeEach(() => useSession.setState({ accessToken: 'tok', user: { userId: 1, userType: 'individual', email: 'seeker@demo.ph' }, status: 'ready' }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('repeats the contracts’ keyword message and screens exactly', () => {
    expect(KEYWORD_REQUIRED).toBe(COMMUNITY_POST_MESSAGES.keywordRequired);
    expect(MY_TALK_SCREEN).toEqual(COMMUNITY_POST_SCREEN);
  });

  it('has the tabs jobTalk, interviewTip and jobCounseling, jobTalk by default', () => {
    expect(myTalkTabOf(null)).toBe('jobTalk');
    expect(myTalkTabOf('interviewTip')).toBe('interviewTip');
    expect(myTalkTabOf('nonsense')).toBe('jobTalk');
    expect(myTalkLink({ kind: 'interviewTip', articleId: 9 })).toBe('/myPage/myTalk/interview/9');
    expect(myTalkLink({ kind: 'jobCounseling', articleId: 4 })).toBe('/myPage/myTalk/counseling/4');
  });

  it('lists the tab’s own posts, rows opening /myPage/myTalk/{kind}/{articleId}; a review under review says so', async () => {
    const api = fetchRouter({
      'GET /api/individual/myPage/myTalks/interviewTip': json(200, { list: [item(5, 'interviewTip', { reviewStatus: 'underReview' }), item(6, 'interviewTip')], count: 2 }),
    });
    vi.stubGlobal('fetch', api.fn);
    renderAt('/myPage/myTalk?tab=interviewTip');
    expect(await screen.findByText('Post 5')).toBeTruthy();
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(screen.getAllByText('Under review')).toHaveLength(1);
    expect(screen.getByText('Total 2')).toBeTruthy();
    expect(screen.getByText('Post 5').closest('a')?.getAttribute('href')).toBe('/myPage/myTalk/interview/5');
    expect(api.calls[0]?.url.searchParams.get('pageUnit')).toBe('10');
  });

  it('requires a keyword to search, then searches with it', async () => {
    const api = fetchRouter({ 'GET /api/individual/myPage/myTalks/jobTalk': json(200, { list: [item(1, 'jobTalk')], count: 1 }) });
    vi.stubGlobal('fetch', api.fn);
    renderAt('/myPage/myTalk');
    await screen.findByText('Post 1');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(KEYWORD_REQUIRED)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keyword' }), { target: { value: ' overtime ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Show all');
    expect(api.calls.at(-1)?.url.searchParams.get('keyword')).toBe('overtime');
    expect(screen.queryByText(KEYWORD_REQUIRED)).toBeNull();
  });

  it('switches tabs in the query', async () => {
    const api = fetchRouter({
      'GET /api/individual/myPage/myTalks/jobTalk': json(200, { list: [], count: 0 }),
      'GET /api/individual/myPage/myTalks/jobCounseling': json(200, { list: [item(8, 'jobCounseling')], count: 1 }),
    });
    vi.stubGlobal('fetch', api.fn);
    renderAt('/myPage/myTalk');
    expect(await screen.findByText('No data.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Job Counseling' }));
    expect(await screen.findByText('Post 8')).toBeTruthy();
    expect(screen.getByText('at /myPage/myTalk?tab=jobCounseling')).toBeTruthy();
  });
});
