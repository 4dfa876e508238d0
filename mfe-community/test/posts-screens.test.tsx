import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_POST_MESSAGES as M } from '@phjobs/contracts/community-posts';
import { useSession } from '@phjobs/web-core/session';
import { fetchRouter, json } from '@phjobs/web-core/testing/fetch-router';
import { CounselingDetail, CounselingList } from '../src/screens/posts/Counseling';
import { InterviewDetail } from '../src/screens/posts/Interview';
import { InterviewRegister } from '../src/screens/posts/InterviewRegister';
import { JobTalkDetail, JobTalkList, JobTalkRegister } from '../src/screens/posts/JobTalk';

const individual = { accessToken: 'tok', user: { userId: 1, userType: 'individual' as const, email: 'seeker@demo.ph' }, status: 'ready' as const };
const company = { accessToken: 'tok', user: { userId: 2, userType: 'company' as const, email: 'employer@demo.ph' }, status: 'ready' as const };
const visitor = { accessToken: null, user: null, status: 'ready' as const };

const listItem = (articleId: number) => ({ articleId, title: `Post ${articleId}`, index: 'Preview text', nickName: 'Jua***', viewCount: 12, replyCount: 2, createdAt: '2026-11-20T03:00:00Z', isAttach: articleId % 2 === 0, isNew: articleId === 1, isOwn: false });
const comment = (commentId: number, isOwn: boolean) => ({ commentId, articleId: 7, index: `Comment ${commentId}`, nickName: isOwn ? 'Mar***' : 'Ana***', createdAt: '2026-11-21T03:00:00Z', updatedAt: '2026-11-21T03:00:00Z', isOwn });
const post = (isOwn: boolean) => ({ ...listItem(7), index: 'Is a 12-hour shift legal?', isOwn, updatedAt: '2026-11-20T03:00:00Z', attachment: [{ key: 'community/1/a.png', fileName: 'shift.png' }], articleReply: [comment(1, true), comment(2, false)] });

function Where() {
  const l = useLocation();
  return <p>at {l.pathname + l.search}</p>;
}

function renderAt(path: string, element: React.ReactNode, routePath: string) {
  return render(
    <MemoryRouter initialEntries={['/jobTalk', path]} initialIndex={1}>
      <Routes>
        <Route path={routePath} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the job talk list', () => {
  beforeEach(() => useSession.setState(visitor));

  it('lists posts by register date with the total, and sorts by view count', async () => {
    const api = fetchRouter({ 'GET /api/community/jobTalks': json(200, { list: [1, 2, 3].map(listItem), count: 3 }) });
    vi.stubGlobal('fetch', api.fn);
    renderAt('/jobTalk', <JobTalkList />, '/jobTalk');
    expect(await screen.findByText('Post 3')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.getByText('No more data.')).toBeTruthy();
    expect(screen.getByText('Post 2').closest('a')?.getAttribute('href')).toBe('/jobTalk/2');
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toMatchObject({ pageUnit: '10', pageNo: '1', orderKey: 'createdAt' });
    fireEvent.click(screen.getByRole('button', { name: 'Register date' }));
    fireEvent.click(screen.getByRole('option', { name: 'View count' }));
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('orderKey')).toBe('viewCount'));
  });

  it('searches by keyword from the collapsible search', async () => {
    const api = fetchRouter({ 'GET /api/community/jobTalks': json(200, { list: [], count: 0 }) });
    vi.stubGlobal('fetch', api.fn);
    renderAt('/jobTalk', <JobTalkList />, '/jobTalk');
    expect(await screen.findByText('No data.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keyword' }), { target: { value: 'night shift' } });
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('keyword')).toBe('night shift'));
  });

  it("tells a company member 'Only Individual members can register.' from the write button; Login logs out and goes to /enter", async () => {
    useSession.setState({ ...company, logout: vi.fn(async () => useSession.setState(visitor)) });
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/community/jobTalks': json(200, { list: [], count: 0 }) }).fn);
    renderAt('/jobTalk', <JobTalkList />, '/jobTalk');
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    const dialog = screen.getByRole('alertdialog', { name: M.onlyIndividual });
    expect(within(dialog).getByText(M.onlyIndividualText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('at /enter')).toBeTruthy();
    expect(useSession.getState().user).toBeNull();
  });

  it('sends an individual to /jobTalk/register', async () => {
    useSession.setState(individual);
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/community/jobTalks': json(200, { list: [], count: 0 }) }).fn);
    renderAt('/jobTalk', <JobTalkList />, '/jobTalk');
    fireEvent.click(screen.getByRole('button', { name: /Share your workplace story/ }));
    expect(await screen.findByText('at /jobTalk/register')).toBeTruthy();
  });
});

describe('a job talk post', () => {
  it("gives its owner the options sheet; Delete asks, deletes and goes back", async () => {
    useSession.setState(individual);
    const api = fetchRouter({ 'GET /api/community/jobTalk/7': json(200, post(true)), 'DELETE /api/community/jobTalk/7': new Response(null, { status: 204 }) });
    vi.stubGlobal('fetch', api.fn);
    renderAt('/jobTalk/7', <JobTalkDetail />, '/jobTalk/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 7' })).toBeTruthy();
    expect(screen.getByText('Is a 12-hour shift legal?')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'shift.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post options' }));
    const sheet = screen.getByRole('dialog', { name: 'Post' });
    expect(within(sheet).getByRole('button', { name: 'Edit' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete this post?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('at /jobTalk')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/community/jobTalk/7')).toBe(true);
  });

  it('gives another member Report, to the report form of the post', async () => {
    useSession.setState(individual);
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/community/jobTalk/7': json(200, post(false)) }).fn);
    renderAt('/jobTalk/7', <JobTalkDetail />, '/jobTalk/:id');
    await screen.findByRole('heading', { level: 1, name: 'Post 7' });
    expect(screen.queryByRole('button', { name: 'Post options' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('at /report?route=community&targetId=7')).toBeTruthy();
  });

  it('asks a visitor who reports to log in', async () => {
    useSession.setState(visitor);
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/community/jobTalk/7': json(200, post(false)) }).fn);
    renderAt('/jobTalk/7', <JobTalkDetail />, '/jobTalk/:id');
    await screen.findByRole('heading', { level: 1, name: 'Post 7' });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('alertdialog', { name: 'Login required' })).toBeTruthy();
  });

  it('registers a comment of up to 1,000 characters with its counter, then closes, resets and reloads', async () => {
    useSession.setState(individual);
    const api = fetchRouter({ 'GET /api/community/jobTalk/7': json(200, post(false)), 'POST /api/community/reply': json(201, comment(3, true)) });
    vi.stubGlobal('fetch', api.fn);
    renderAt('/jobTalk/7', <JobTalkDetail />, '/jobTalk/:id');
    await screen.findByRole('heading', { level: 1, name: 'Post 7' });
    fireEvent.click(screen.getByRole('button', { name: /Write a comment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Write a comment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText(M.commentRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'a'.repeat(1200) } });
    expect(within(dialog).getByText('1000 / 1000')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Ask DOLE about it.' } });
    expect(within(dialog).getByText('18 / 1000')).toBeTruthy();
    const gets = api.calls.filter((c) => c.method === 'GET').length;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Register' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Write a comment' })).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ articleId: 7, index: 'Ask DOLE about it.' });
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'GET').length).toBe(gets + 1));
    expect(screen.getByText('0 / 1000')).toBeTruthy();
  });

  it("edits the member's own comment (manageComment, then commentEdit) with PUT", async () => {
    useSession.setState(individual);
    const api = fetchRouter({ 'GET /api/community/jobTalk/7': json(200, post(false)), 'PUT /api/community/reply/1': json(200, comment(1, true)) });
    vi.stubGlobal('fetch', api.fn);
    renderAt('/jobTalk/7', <JobTalkDetail />, '/jobTalk/:id');
    await screen.findByText('Comment 1');
    fireEvent.click(screen.getByRole('button', { name: 'Comment options' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Comment' })).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit comment' });
    expect((within(dialog).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Comment 1');
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Edited' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Update' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit comment' })).toBeNull());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ articleId: 7, index: 'Edited' });
  });

  it('keeps the modal open when a comment call fails (only logged)', async () => {
    useSession.setState(individual);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/community/jobTalk/7': json(200, post(false)), 'POST /api/community/reply': json(500, { code: 'x', message: 'down' }) }).fn);
    renderAt('/jobTalk/7', <JobTalkDetail />, '/jobTalk/:id');
    await screen.findByRole('heading', { level: 1, name: 'Post 7' });
    fireEvent.click(screen.getByRole('button', { name: /Write a comment/ }));
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Hello' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Write a comment' })).toBeTruthy();
    error.mockRestore();
  });

  it("shows commentNotAllowed ('Only Individual members can register.') to a company member's comment bar", async () => {
    useSession.setState(company);
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/community/jobTalk/7': json(200, post(false)) }).fn);
    renderAt('/jobTalk/7', <JobTalkDetail />, '/jobTalk/:id');
    await screen.findByRole('heading', { level: 1, name: 'Post 7' });
    fireEvent.click(screen.getByRole('button', { name: /Write a comment/ }));
    expect(screen.getByRole('alertdialog', { name: M.onlyIndividual })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Write a comment' })).toBeNull();
  });
});

describe('the write screens', () => {
  it("show a company member 'Only Individual members can register.' instead of the form", () => {
    useSession.setState(company);
    vi.stubGlobal('fetch', fetchRouter({}).fn);
    renderAt('/jobTalk/register', <JobTalkRegister />, '/jobTalk/register');
    expect(screen.getByRole('alertdialog', { name: M.onlyIndividual })).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('register a job talk post and open it', async () => {
    useSession.setState(individual);
    const api = fetchRouter({ 'POST /api/community/jobTalk': json(201, { ...post(true), articleId: 31 }) });
    vi.stubGlobal('fetch', api.fn);
    renderAt('/jobTalk/register', <JobTalkRegister />, '/jobTalk/register');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(M.titleRequired)).toBeTruthy();
    expect(screen.getByText(M.contentRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' First day at a call center ' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Any tips?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    expect(await screen.findByText('at /jobTalk/31')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ title: 'First day at a call center', index: 'Any tips?', articleAttachment: [] });
  });

  it("keep 'Write A Screening Review' greyed until it holds", () => {
    useSession.setState(individual);
    vi.stubGlobal('fetch', fetchRouter({}).fn);
    renderAt('/interview/register', <InterviewRegister />, '/interview/register');
    expect(screen.getByText('Write A Screening Review')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(M.applicationDateRange)).toBeTruthy();
    expect(screen.getByText(M.proofNotice)).toBeTruthy();
    // the defaults
    expect(screen.getByRole('button', { name: 'On Hold', pressed: true })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Normal', pressed: true })).toHaveLength(2);
    expect(screen.getAllByLabelText(/^Question \d$/)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Remove question/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByRole('button', { name: 'Remove question 4' })).toBeTruthy();
  });
});

describe('counseling', () => {
  it("shows the banner with today's and all posts' counts, and requires a keyword to search", async () => {
    useSession.setState(visitor);
    const api = fetchRouter({ 'GET /api/community/jobCounselings': json(200, { list: [{ ...listItem(4), answer: 1 }], count: 1, todayCounselingCOunt: 3, allCounselingCount: 420 }) });
    vi.stubGlobal('fetch', api.fn);
    renderAt('/counseling', <CounselingList />, '/counseling');
    expect(await screen.findByText('Post 4')).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Counseling counts' });
    expect(within(banner).getByText('3')).toBeTruthy();
    expect(within(banner).getByText('420')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    expect(screen.getByText(M.keywordRequired)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Lastest' })).toBeTruthy();
  });

  it('reports with detailCategory 023E04, and only individuals may', async () => {
    useSession.setState(individual);
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/community/jobCounseling/4': json(200, { ...post(false), articleId: 4, answer: 2 }) }).fn);
    renderAt('/counseling/4', <CounselingDetail />, '/counseling/:id');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Answers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('at /report?route=community&targetId=4&detailCategory=023E04')).toBeTruthy();
  });
});

describe('a screening review', () => {
  const tip = (extra: Record<string, unknown>) => ({ articleId: 9, title: 'Accenture - CSR', companyName: 'Accenture', position: 'CSR', specialization: 'SP0101', viewCount: 1, replyCount: 0, createdAt: '2026-11-20T00:00:00Z', isNew: true, isOwn: true, interviewTip: 'Practise', interviewResult: '041A', difficulty: '043B', evaluation: '042A', applicationDate: '2026-10', reviewStatus: 'underReview', experience: '040A', interviewEnvironment: 'Taguig', interviewType: ['044A'], numberOfInterviewers: ['045A'], interviewProgress: 'Two rounds', interviewQuestions: ['Why BPO?', 'Nights?', 'Salary?'], interviewAmbiance: 'Warm', coverLetter: 'Short', reviewNote: null, file: [{ key: 'review/1/p.png', fileName: 'invite.png', ext: 'png', size: 0.1 }], articleReply: [], ...extra });

  it("tells its writer it is under review, shows the proof to them only, and takes no comments yet", async () => {
    useSession.setState(individual);
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/community/interviewTip/9': json(200, tip({})) }).fn);
    renderAt('/interview/9', <InterviewDetail />, '/interview/:id');
    expect(await screen.findByText(M.underReview)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'invite.png' })).toBeTruthy();
    expect(screen.getByText('Anonymous')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Write a comment/ })).toBeNull();
  });

  it('shows a released review to others anonymously with its comments', async () => {
    useSession.setState(visitor);
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/community/interviewTip/9': json(200, tip({ isOwn: false, reviewStatus: 'released', file: [] })) }).fn);
    renderAt('/interview/9', <InterviewDetail />, '/interview/:id');
    expect(await screen.findByText('Why BPO?')).toBeTruthy();
    expect(screen.queryByText(M.underReview)).toBeNull();
    expect(screen.getByText('Customer Service Representative')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Write a comment/ })).toBeTruthy();
  });
});
