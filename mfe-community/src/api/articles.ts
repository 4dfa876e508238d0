/** Calls of the editorial areas (job stories, HR magazine, senior interviews, employment news), through the typed client (contracts routes/community-articles.ts). */
import type { ArticleDetail, ArticleListItem, NewsDetail, NewsListItem, SeniorInterviewDetail, SeniorInterviewListItem } from '@phjobs/contracts/community-articles';
import { COMMUNITY_ARTICLE_ROUTES as R } from '@phjobs/contracts/routes/community-articles';
import type { Page } from '@phjobs/ui/endless';
import { call } from '@phjobs/web-core/client';

export const PAGE_UNIT = 10;

export type MagazineArea = 'jobStory' | 'hrMagazine';

/** GET /api/community/{jobStory|hrMagazine}/topContents: the carousel. */
export async function fetchTopContents(area: MagazineArea, signal?: AbortSignal): Promise<ArticleListItem[]> {
  const answer = await call(area === 'jobStory' ? R.jobStoryTop : R.hrMagazineTop, { signal });
  return answer.list;
}

/** GET /api/community/jobStory/list?pageUnit&pageNo&keyword&hashTag (tags comma-separated) or /hrMagazine/list?pageUnit=10&pageNo&keyword. */
export async function fetchArticles(area: MagazineArea, filter: { keyword: string; hashTags: readonly string[] }, pageNo: number, signal?: AbortSignal): Promise<Page<ArticleListItem>> {
  const query = { pageUnit: PAGE_UNIT, pageNo, keyword: filter.keyword };
  const answer =
    area === 'jobStory'
      ? await call(R.jobStoryList, { query: { ...query, ...(filter.hashTags.length > 0 ? { hashTag: filter.hashTags.join(',') } : {}) }, signal })
      : await call(R.hrMagazineList, { query, signal });
  return { items: answer.list, total: answer.count };
}

/** GET /api/community/{jobStory|hrMagazine}/{id}. */
export function fetchArticle(area: MagazineArea, id: string, signal?: AbortSignal): Promise<ArticleDetail> {
  return call(area === 'jobStory' ? R.jobStory : R.hrMagazine, { params: { id }, signal });
}

/** GET /api/community/seniorInterview/list?pageUnit=10&pageNo&keyword&specialization (codes comma-separated). */
export async function fetchSeniorInterviews(filter: { keyword: string; specialization: readonly string[] }, pageNo: number, signal?: AbortSignal): Promise<Page<SeniorInterviewListItem>> {
  const query = { pageUnit: PAGE_UNIT, pageNo, keyword: filter.keyword, ...(filter.specialization.length > 0 ? { specialization: filter.specialization.join(',') } : {}) };
  const answer = await call(R.seniorInterviewList, { query, signal });
  return { items: answer.list, total: answer.count };
}

/** GET /api/community/seniorInterview/{id}. */
export function fetchSeniorInterview(id: string, signal?: AbortSignal): Promise<SeniorInterviewDetail> {
  return call(R.seniorInterview, { params: { id }, signal });
}

/** GET /api/community/employmentNews/list?pageUnit=10&pageNo&keyword. */
export async function fetchNews(keyword: string, pageNo: number, signal?: AbortSignal): Promise<Page<NewsListItem>> {
  const answer = await call(R.employmentNewsList, { query: { pageUnit: PAGE_UNIT, pageNo, keyword }, signal });
  return { items: answer.list, total: answer.count };
}

/** GET /api/community/employmentNews/{id}. */
export function fetchNewsItem(id: string, signal?: AbortSignal): Promise<NewsDetail> {
  return call(R.employmentNews, { params: { id }, signal });
}
