import type { COMMUNITY_ARTICLE_API } from '@phjobs/contracts/api/community-articles';
import type { ArticleArea } from '@phjobs/contracts/community-articles-tags';
import type { Principal } from '@phjobs/service-kit/auth';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { Request, Response } from 'express';
import { manilaDay, viewerKey } from '../domain/articles/view-day.ts';
import { countView } from '../data/article-views.ts';
import { getArticle, listArticles, listNews, sameKeywordArticles, topArticles } from '../data/articles.ts';
import type { CommunityDb } from '../data/db.ts';
import { getSeniorInterview, listSeniorInterviews } from '../data/senior-interviews.ts';

/** The caller as a viewer: a member by id; a visitor by the address the gateway names (first hop) and the browser. */
function viewerOf(principal: Principal | null, req: Request): string {
  if (principal) return viewerKey({ userId: principal.userId });
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return viewerKey({ address: first || req.socket.remoteAddress || '', userAgent: req.headers['user-agent'] ?? '' });
}

type ArticleNames = 'jobStoryTop' | 'jobStoryList' | 'jobStory' | 'hrMagazineTop' | 'hrMagazineList' | 'hrMagazine' | 'seniorInterviewList' | 'seniorInterview' | 'employmentNewsList' | 'employmentNews';

/** The editorial areas (anyone reads): lists, carousels and details; a detail counts a view once per viewer per Manila day. */
export function articleHandlers({ db, now }: { db: CommunityDb; now: () => Date }): Handlers<typeof COMMUNITY_ARTICLE_API, ArticleNames> {
  /** Counts the view (nothing for an item that does not exist), then the answer is read with it. */
  const view = async (area: ArticleArea, id: number, principal: Principal | null, req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store'); // each read is a view: nothing may answer it from a cache
    await countView(db, area, id, viewerOf(principal, req), manilaDay(now()));
  };
  const article = async (kind: 'jobStory' | 'hrMagazine', id: number, principal: Principal | null, req: Request, res: Response, missing: string) => {
    await view(kind, id, principal, req, res);
    const found = await getArticle(db, kind, id);
    if (!found) throw notFound(missing);
    return { ...found, sameKeywordList: await sameKeywordArticles(db, kind, id, found.hashTags) };
  };
  return {
    jobStoryTop: async () => ({ list: await topArticles(db, 'jobStory') }),
    jobStoryList: ({ query }) => listArticles(db, 'jobStory', query),
    jobStory: ({ params, principal, req, res }) => article('jobStory', params.id, principal, req, res, 'No such job story.'),
    hrMagazineTop: async () => ({ list: await topArticles(db, 'hrMagazine') }),
    hrMagazineList: ({ query }) => listArticles(db, 'hrMagazine', query),
    hrMagazine: ({ params, principal, req, res }) => article('hrMagazine', params.id, principal, req, res, 'No such HR magazine article.'),
    seniorInterviewList: ({ query }) => listSeniorInterviews(db, query),
    seniorInterview: async ({ params, principal, req, res }) => {
      await view('seniorInterview', params.id, principal, req, res);
      const found = await getSeniorInterview(db, params.id);
      if (!found) throw notFound('No such senior interview.');
      return found;
    },
    employmentNewsList: ({ query }) => listNews(db, query),
    employmentNews: async ({ params, principal, req, res }) => {
      await view('employmentNews', params.id, principal, req, res);
      const found = await getArticle(db, 'employmentNews', params.id);
      if (!found) throw notFound('No such news article.');
      return { articleId: found.articleId, title: found.title, createdAt: found.createdAt, viewCount: found.viewCount, index: found.index, thumbnailKey: found.thumbnailKey };
    },
  };
}
