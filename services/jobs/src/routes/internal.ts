import type { JOBS_API } from '@phjobs/contracts/api/jobs';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { Handlers } from '@phjobs/service-kit/routes';
import { countSeeker } from '../data/applications/count-seeker.ts';
import { getApplicationOwner } from '../data/applications/get-application-owner.ts';
import { countBranch } from '../data/count-branch.ts';
import { countCompanyAds } from '../data/count-company-ads.ts';
import { getChatAd } from '../data/get-chat-ad.ts';
import { getJobAdPage } from '../data/get-job-ad-page.ts';
import { getJobAdSummary } from '../data/get-job-ad-summary.ts';
import { sitemapIndex, sitemapPage } from '../data/sitemap-ads.ts';
import type { SearchLookups } from '../domain/lookups.ts';

/** Service-to-service calls (x-service-token, checked by the kit); the gateway never routes /internal. */
const companyIdOf = (param: string) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('The company id is invalid.', { id: 'Must be a positive integer.' });
  return id;
};

export function internalHandlers({
  db,
  lookups,
}: {
  db: Sql;
  lookups: SearchLookups;
}): Handlers<typeof JOBS_API, 'companyAdCounts' | 'branchCounts' | 'seekerCounts' | 'internalApplication' | 'chatAd' | 'jobAdSummary' | 'jobAdPage' | 'sitemapIndex' | 'sitemapPage'> {
  return {
    companyAdCounts: ({ params }) => countCompanyAds(db, companyIdOf(params.id)),

    /** services/employer, a master's branch detail: the branch's applicants, ads and ongoing ads. */
    branchCounts: ({ params }) => countBranch(db, companyIdOf(params.id)),

    /** services/account, individual my-page: live applications and scraps of a member. */
    seekerCounts: ({ params }) => {
      const id = Number(params.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('The user id is invalid.', { id: 'Must be a positive integer.' });
      return countSeeker(db, String(id));
    },

    /** services/chat, rooms: an ad's title, status, company and master (deleted ads too); 404 when unknown. */
    chatAd: async ({ params: { id } }) => {
      const body = await getChatAd(db, id);
      if (!body) throw notFound('No such job ad.');
      return body;
    },

    /** services/chat, memo: who owns an application (userId, null once withdrawn), its ad, method and chat; 404 when unknown. */
    internalApplication: async ({ params: { id } }) => {
      const body = await getApplicationOwner(db, id);
      if (!body) throw notFound('No such application.');
      return body;
    },

    /** services/community, reports: what the reported ad is called (any state, deleted too); 404 when unknown. */
    jobAdSummary: async ({ params: { id } }) => {
      const summary = await getJobAdSummary(db, id);
      if (!summary) throw notFound('No such job ad.');
      return summary;
    },

    /** The gateway's page renderer: an ongoing ad's public page, or an ended or deleted ad's 410 page; 404 under review or unknown. */
    jobAdPage: async ({ params: { id } }) => {
      const page = await getJobAdPage(db, id, lookups);
      if (!page) throw notFound('No such job ad.');
      return page;
    },

    /** The gateway's /sitemap.xml: the files of ongoing ads. */
    sitemapIndex: ({ query }) => sitemapIndex(db, query.pageSize),

    /** The gateway's /sitemaps/ads-{page}.xml: one file's ads. */
    sitemapPage: ({ params, query }) => sitemapPage(db, params.page, query.pageSize),
  };
}
