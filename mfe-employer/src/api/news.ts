/** The employer's My news (services/account, contracts routes/account.ts). */
import type { NewsItem } from '@phjobs/contracts/account';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import type { NewsFilter } from '@phjobs/ui/news';
import { call } from '@phjobs/web-core/client';

export type { NewsItem };

/** GET /api/employer/myNews?email&pageUnit=10&pageNo&searchType. */
export const fetchEmployerNews = (filter: NewsFilter, pageNo: number, signal?: AbortSignal) =>
  call(ACCOUNT_ROUTES.employerNews, { query: { pageUnit: 10, pageNo, searchType: filter }, signal });

/** PUT /api/employer/myNews/{newsId}?email. */
export const markEmployerNewsRead = (newsId: number) => call(ACCOUNT_ROUTES.readEmployerNews, { params: { newsId } });
