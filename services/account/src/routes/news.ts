import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import type { Principal } from '@phjobs/service-kit/auth';
import { unauthorized } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountDb } from '../data/db.ts';
import { listNews, markNewsRead } from '../data/news.ts';
import { getMember } from '../domain/get-member.ts';

type NewsRoute = 'individualNews' | 'readIndividualNews' | 'employerNews' | 'readEmployerNews';

/** My news of individuals (individualNews) and of companies and masters (employerNews). */
export function newsHandlers({ db }: { db: AccountDb }): Handlers<typeof ACCOUNT_API, NewsRoute> {
  /** The caller, still a member (a withdrawn one's token is refused). */
  async function member(principal: Principal): Promise<number> {
    const userId = Number(principal.userId);
    if (!(await getMember(db, userId))) throw unauthorized();
    return userId;
  }

  return {
    individualNews: async ({ principal, query, res }) => {
      const answer = await listNews(db, await member(principal), query);
      res.setHeader('cache-control', 'no-store');
      return answer;
    },
    readIndividualNews: async ({ principal, params: { newsId } }) => markNewsRead(db, await member(principal), newsId),
    employerNews: async ({ principal, query, res }) => {
      const answer = await listNews(db, await member(principal), query);
      res.setHeader('cache-control', 'no-store');
      return answer;
    },
    readEmployerNews: async ({ principal, params: { newsId } }) => markNewsRead(db, await member(principal), newsId),
  };
}
