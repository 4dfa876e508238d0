import { ZMyNewsQuery, ZNewsIdParam, type MyNewsResponse, type NewsItem } from '@phjobs/contracts/account';
import type { UserType } from '@phjobs/contracts/codes';
import { checkEmailParam, requireUser } from '@phjobs/service-kit/auth';
import { unauthorized } from '@phjobs/service-kit/errors';
import { parse } from '@phjobs/service-kit/validate';
import type { Request, Response, Router } from 'express';
import type { AccountDb } from '../db.ts';
import { getMember } from '../domain/get-member.ts';
import { listNews } from '../domain/news/list-news.ts';
import { markNewsRead } from '../domain/news/mark-news-read.ts';

/** My news of individuals (/api/individual/myNews) and of companies and masters (/api/employer/myNews). */
export function newsRoutes(router: Router, { db }: { db: AccountDb }): void {
  const inboxes: [string, UserType[]][] = [
    ['/api/individual/myNews', ['individual']],
    ['/api/employer/myNews', ['company', 'master.company']],
  ];

  async function member(req: Request, res: Response, types: UserType[]): Promise<number> {
    const principal = requireUser(res, ...types);
    checkEmailParam(req, res);
    const userId = Number(principal.userId);
    if (!(await getMember(db, userId))) throw unauthorized();
    return userId;
  }

  for (const [path, types] of inboxes) {
    router.get(path, async (req, res) => {
      const userId = await member(req, res, types);
      const query = parse(ZMyNewsQuery, req.query);
      const answer: MyNewsResponse = await listNews(db, userId, query);
      res.setHeader('cache-control', 'no-store');
      res.json(answer);
    });

    router.put(`${path}/:newsId`, async (req, res) => {
      const userId = await member(req, res, types);
      const { newsId } = parse(ZNewsIdParam, req.params);
      const answer: NewsItem = await markNewsRead(db, userId, newsId);
      res.json(answer);
    });
  }
}
