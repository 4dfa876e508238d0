/**
 * The editorial screens (account-community.md 'Job stories, HR magazine, senior interviews'): the
 * hashtag row toggling its tags into the list call, Total, the collapsible search, the endless
 * list's end messages, the article detail (skeleton, meta, body, hashtags, same-keyword links), the
 * senior interview's layout (Q1 onward, images after Q4, Q7 and at the end at 190, 378 and 104 px),
 * and employment news. Calls answered by a fetch stand-in routed by path.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_STORY_TAGS } from '@phjobs/contracts/community-articles-tags';
import { useSession } from '@phjobs/web-core/session';
import { interviewBlocks, paragraphsOf, tagsFromQuery, toggleTag } from '../src/domain/articles';
import App from '../src/routes';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const story = (id: number, tags: string[] = ['career']) => ({
  articleId: id,
  title: `Story ${id}`,
  content: `The start of story ${id}.`,
  hashTags: tags,
  thumbnailKey: `seed/articles/jobstory-${id}-bpo`,
  createdAt: '2026-11-19T02:00:00.000Z',
  viewCount: 1234 + id,
});
const qna = (n: number) => Array.from({ length: n }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}, first part.\n\nAnswer ${i + 1}, second part.` }));

type Handler = (url: URL) => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();
let routes: Record<string, Handler> = {};
const calls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
const callsTo = (path: string) => calls().filter((url) => url.pathname === path);

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}
const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Where />
    </MemoryRouter>,
  );

// the screens' lazy chunks, loaded once before the tests (their first import takes longer than a findBy waits)
beforeAll(async () => {
  await Promise.all([import('../src/screens/articles/ArticleLists'), import('../src/screens/articles/ArticleDetail'), import('../src/screens/articles/SeniorInterviews'), import('../src/screens/articles/EmploymentNews')]);
});

beforeEach(() => {
  routes = {};
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname];
    return handler ? handler(url) : json(404, { code: 'not-found', message: 'No such API.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  // as Chromium does now: scrollTo answers a promise (an effect must not hand it to React as its cleanup)
  vi.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as unknown as typeof window.scrollTo);
  useSession.setState({ accessToken: null, user: null, status: 'ready' });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the rules of the editorial screens', () => {
  it('toggle a tag on and off, keeping the order of the row', () => {
    expect(toggleTag([], 'lifeline')).toEqual(['lifeline']);
    expect(toggleTag(['lifeline'], 'career')).toEqual(['career', 'lifeline']);
    expect(toggleTag(['career', 'lifeline'], 'career')).toEqual(['lifeline']);
    expect(tagsFromQuery('#Career,bitcoin,office life')).toEqual(['career', 'office life']);
    expect(tagsFromQuery(null)).toEqual([]);
  });

  it('lay out a senior interview: Q1 onward, images after Q4 (190), after Q7 (378) and at the end (104)', () => {
    const images = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
    const blocks = interviewBlocks(qna(10), images).map((b) => (b.kind === 'qna' ? `Q${b.n}` : `${b.key}:${b.height}`));
    expect(blocks).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'a:190', 'Q5', 'Q6', 'Q7', 'b:378', 'Q8', 'Q9', 'Q10', 'c:104']);
    // fewer questions: the images that have no question to follow go to the end, in order
    expect(interviewBlocks(qna(5), images).map((b) => (b.kind === 'qna' ? `Q${b.n}` : b.key))).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'a', 'Q5', 'b', 'c']);
    expect(interviewBlocks(qna(8), [{ key: 'a' }]).filter((b) => b.kind === 'image')).toHaveLength(1);
    expect(paragraphsOf('One.\n\nTwo.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});

describe('/jobStory', () => {
  beforeEach(() => {
    routes['/api/community/jobStory/topContents'] = () => json(200, { list: [story(1), story(2)] });
    routes['/api/community/jobStory/list'] = (url) => {
      const tags = url.searchParams.get('hashTag');
      if (tags === 'weeklyriddit') return json(200, { list: [], count: 0 });
      return json(200, { list: tags ? [story(7, ['career', 'lifeline'])] : [story(3), story(4)], count: tags ? 1 : 2 });
    };
  });

  it('shows the featured carousel, the row of default hashtags, Total and the list ending with No more data.', async () => {
    open('/jobStory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Story' })).toBeTruthy();
    const carousel = await screen.findByRole('region', { name: 'Featured Job Story' });
    expect(within(carousel).getByText('Story 1').closest('a')?.getAttribute('href')).toBe('/jobStory/1');
    const row = screen.getByRole('group', { name: 'Hashtags' });
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(JOB_STORY_TAGS.map((t) => `#${t}`));
    expect(await screen.findByText('Story 4')).toBeTruthy();
    expect(screen.getByText(/^Total/).textContent).toBe('Total 2');
    expect(screen.getByText('No more data.')).toBeTruthy();
    expect(screen.getByText('Story 3').closest('a')?.getAttribute('href')).toBe('/jobStory/3');
    expect(screen.getAllByText('1,237 views').length).toBeGreaterThan(0);
    expect(screen.getAllByText('11-19-2026').length).toBeGreaterThan(0);
  });

  it('toggles a hashtag: the list is asked again with it, and again without it when tapped twice', async () => {
    open('/jobStory');
    await screen.findByText('Story 4');
    const career = screen.getByRole('button', { name: '#career' });
    expect(career.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(career);
    expect(await screen.findByText('Story 7')).toBeTruthy();
    expect(career.getAttribute('aria-pressed')).toBe('true');
    expect(callsTo('/api/community/jobStory/list').at(-1)?.searchParams.get('hashTag')).toBe('career');
    expect(screen.getByTestId('where').textContent).toBe('/jobStory?hashTag=career');
    fireEvent.click(screen.getByRole('button', { name: '#lifeline' }));
    await waitFor(() => expect(callsTo('/api/community/jobStory/list').at(-1)?.searchParams.get('hashTag')).toBe('career,lifeline'));
    fireEvent.click(screen.getByRole('button', { name: '#career' }));
    fireEvent.click(screen.getByRole('button', { name: '#lifeline' }));
    expect(await screen.findByText('Story 3')).toBeTruthy();
    expect(callsTo('/api/community/jobStory/list').at(-1)?.searchParams.has('hashTag')).toBe(false);
  });

  it("says 'No data.' when nothing has the tag", async () => {
    open('/jobStory?hashTag=weeklyriddit');
    expect(await screen.findByText('No data.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '#weeklyriddit' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens and closes the keyword search; a search asks the list with the keyword', async () => {
    open('/jobStory');
    await screen.findByText('Story 4');
    expect(screen.queryByRole('searchbox', { name: 'Keyword' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keyword' }), { target: { value: 'team leader' } });
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo('/api/community/jobStory/list').at(-1)?.searchParams.get('keyword')).toBe('team leader'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Search' })[0]!);
    expect(screen.queryByRole('searchbox', { name: 'Keyword' })).toBeNull();
    await waitFor(() => expect(callsTo('/api/community/jobStory/list').at(-1)?.searchParams.get('keyword')).toBe(''));
  });
});

describe('/jobStory/{id} and /hrMagazine/{id}', () => {
  it('shows a skeleton while loading, then the title, date, views, body, hashtags and same-keyword links', async () => {
    let release: () => void = () => undefined;
    routes['/api/community/jobStory/5'] = () =>
      new Promise((resolve) => {
        release = () =>
          resolve(
            json(200, {
              articleId: 5,
              title: 'From fresh graduate to team leader',
              createdAt: '2026-10-02T03:00:00.000Z',
              viewCount: 5021,
              index: '<p>First paragraph.</p><h3>Tips</h3><ul><li>Listen</li></ul>',
              hashTags: ['career', 'office life'],
              thumbnailKey: 'seed/articles/jobstory-5-bpo',
              sameKeywordList: [{ articleId: 9, title: 'Night shift, day life', hashTags: ['office life'], thumbnailKey: null }],
            }),
          );
      });
    open('/jobStory/5');
    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'From fresh graduate to team leader' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading')).toBeNull();
    expect(screen.getByText('10-02-2026')).toBeTruthy();
    expect(screen.getByText('5,021 views')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Tips' })).toBeTruthy();
    const tags = screen.getByRole('list', { name: 'Hashtags' });
    expect(within(tags).getByRole('link', { name: '#office life' }).getAttribute('href')).toBe('/jobStory?hashTag=office%20life');
    const same = screen.getByRole('region', { name: 'Articles with the same keyword' });
    routes['/api/community/jobStory/9'] = () => json(200, { articleId: 9, title: 'Night shift, day life', createdAt: '2026-09-02T03:00:00.000Z', viewCount: 7, index: '<p>Second story.</p>', hashTags: ['office life'], thumbnailKey: null, sameKeywordList: [] });
    fireEvent.click(within(same).getByRole('link', { name: /Night shift, day life/ }));
    expect(screen.getByTestId('where').textContent).toBe('/jobStory/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Night shift, day life' })).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("shows 'Page not found' with a way back for an article that does not exist", async () => {
    routes['/api/community/hrMagazine/404'] = () => json(404, { code: 'not-found', message: 'No such HR magazine article.' });
    open('/hrMagazine/404');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to HR Magazine' }).getAttribute('href')).toBe('/hrMagazine');
  });

  it('/hrMagazine lists the featured carousel and the searchable list with Total, no hashtag row', async () => {
    routes['/api/community/hrMagazine/topContents'] = () => json(200, { list: [story(31, ['payroll'])] });
    routes['/api/community/hrMagazine/list'] = () => json(200, { list: [story(32, ['payroll'])], count: 44 });
    open('/hrMagazine');
    expect(await screen.findByText('Story 32')).toBeTruthy();
    expect(screen.getByText(/^Total/).textContent).toBe('Total 44');
    expect(screen.queryByRole('group', { name: 'Hashtags' })).toBeNull();
    expect(screen.getByText('Story 32').closest('a')?.getAttribute('href')).toBe('/hrMagazine/32');
  });
});

describe('/seniorInterview', () => {
  const item = { articleId: 3, title: 'Maria Santos, Team Leader: Lead the way', photoKey: 'seed/seniors/bpo-3', companyName: 'Bayanihan Outsourcing', position: 'Team Leader', seniorName: 'Maria Santos', catchphrase: 'Lead the way you wanted to be led.', specialization: 'SP0105', createdAt: '2026-09-01T01:00:00.000Z', viewCount: 88 };

  it('searches by specialization (picker) and keyword, with Total', async () => {
    routes['/api/community/seniorInterview/list'] = () => json(200, { list: [item], count: 1 });
    open('/seniorInterview');
    expect(await screen.findByText(item.title)).toBeTruthy();
    expect(screen.getByText(/^Total/).textContent).toBe('Total 1');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('button', { name: /Specialization/ }));
    const picker = await screen.findByRole('dialog', { name: 'Specialization' });
    fireEvent.click(within(picker).getByRole('option', { name: 'Customer Service / BPO' }));
    fireEvent.click(within(picker).getByRole('option', { name: /^Customer Service Representative/ }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Customer Service Representative')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keyword' }), { target: { value: 'northstar' } });
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = callsTo('/api/community/seniorInterview/list').at(-1);
      expect(last?.searchParams.get('specialization')).toBe('SP0101');
      expect(last?.searchParams.get('keyword')).toBe('northstar');
    });
  });

  it('shows the cover, the catchphrase and Q1 onward with the three images after Q4, after Q7 and at the end, 190, 378 and 104 high', async () => {
    routes['/api/community/seniorInterview/3'] = () => json(200, { ...item, interviewQna: qna(10), imageAttachment: [{ key: 'seed/articles/senior-3-bpo-1' }, { key: 'seed/articles/senior-3-bpo-2' }, { key: 'seed/articles/senior-3-bpo-3' }] });
    open('/seniorInterview/3');
    expect(await screen.findByRole('heading', { level: 1, name: item.title })).toBeTruthy();
    expect(screen.getByText('Bayanihan Outsourcing')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Maria Santos' })).toBeTruthy();
    expect(screen.getByText('09-01-2026')).toBeTruthy();
    expect(screen.getByText('88 views')).toBeTruthy();
    expect(screen.getByText('Lead the way you wanted to be led.').closest('blockquote')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Q1. Question 1?');
    expect(headings).toHaveLength(10);
    expect(screen.getAllByText(/^Answer 4, /)).toHaveLength(2); // two paragraphs
    const sequence = Array.from(document.querySelectorAll('.art-qna > *')).map((el) => (el.tagName === 'IMG' ? `img:${(el as HTMLImageElement).style.height}:${el.getAttribute('src')?.slice(-1)}` : el.querySelector('h2')?.textContent?.split('.')[0]));
    expect(sequence).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'img:190px:1', 'Q5', 'Q6', 'Q7', 'img:378px:2', 'Q8', 'Q9', 'Q10', 'img:104px:3']);
  });
});

describe('/employmentNews', () => {
  it('searches by keyword (empty allowed) and opens an item with its body', async () => {
    routes['/api/community/employmentNews/list'] = (url) => json(200, { list: [{ articleId: 93, title: url.searchParams.get('keyword') ? 'Job fair in Cebu City' : 'Hospitals hiring nurses', content: 'More than 60 companies...', thumbnailKey: null, createdAt: '2026-11-01T00:00:00.000Z', viewCount: 10 }], count: 1 });
    routes['/api/community/employmentNews/93'] = () => json(200, { articleId: 93, title: 'Job fair in Cebu City', createdAt: '2026-11-01T00:00:00.000Z', viewCount: 11, index: '<p>More than 60 companies offered jobs.</p>', thumbnailKey: null });
    open('/employmentNews');
    expect(await screen.findByText('Hospitals hiring nurses')).toBeTruthy();
    expect(callsTo('/api/community/employmentNews/list')[0]?.searchParams.get('pageUnit')).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keyword' }), { target: { value: 'cebu' } });
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByText('Job fair in Cebu City'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Job fair in Cebu City' })).toBeTruthy();
    expect(screen.getByText('More than 60 companies offered jobs.')).toBeTruthy();
    expect(screen.getByText('11 views')).toBeTruthy();
  });
});
