/**
 * Talent search: the home sections, the four list calls, talent scraps and the company's scrapped
 * talents (contracts talent.ts 'Talent search'; who may browse: domain/browse-talents.ts).
 */
import type { TALENT_API } from '@phjobs/contracts/api/talent';
import { TALENT_MESSAGES } from '@phjobs/contracts/talent';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountClient } from '../clients/account.ts';
import type { TalentDb } from '../data/db.ts';
import type { SearchSql } from '../data/search-pool.ts';
import type { TalentListKind } from '../data/search-talents.ts';
import type { TalentIndex } from '../data/talent-index/talent-index.ts';
import { hasPublishedResume, searchTalents, talentSection } from '../data/talent-search.ts';
import { listTalentScraps, scrapTalent, unscrapTalent } from '../data/talent-scraps.ts';
import { ensureCanBrowse } from '../domain/browse-talents.ts';

type SearchRoute =
  | 'specialTalents'
  | 'plusTalents'
  | 'recentTalents'
  | 'allTalents'
  | 'todayTalents'
  | 'specialistTalents'
  | 'freelancerTalents'
  | 'scrapTalent'
  | 'unscrapTalent'
  | 'talentScrapList';

/**
 * `search`: the search's own pool (data/search-pool.ts); the Prisma client when not given (tests).
 * `index`: the talent index when it is current (data/talent-index/live.ts), else null (SQL answers).
 */
export function talentSearchHandlers({
  db,
  search = db,
  account,
  index = () => null,
}: {
  db: TalentDb;
  search?: SearchSql;
  account: Pick<AccountClient, 'companyCard'>;
  index?: () => TalentIndex | null;
}): Handlers<typeof TALENT_API, SearchRoute> {
  const published = (userId: bigint) => hasPublishedResume(search, userId);
  const list =
    (kindOf: (query: Record<string, unknown>) => TalentListKind) =>
    async ({ principal, query, body }: { principal: Parameters<typeof ensureCanBrowse>[0]; query: { pageUnit: number; pageNo: number; orderKey: 'updatedAt' | 'viewCount' } & Record<string, unknown>; body: Parameters<typeof searchTalents>[1]['filter'] }) => {
      const companyId = await ensureCanBrowse(principal, published);
      return searchTalents(search, { filter: body, list: kindOf(query), orderKey: query.orderKey, pageUnit: query.pageUnit, pageNo: query.pageNo, companyId, index: index() });
    };
  return {
    specialTalents: async ({ principal }) => talentSection(search, 'special', await ensureCanBrowse(principal, published)),
    plusTalents: async ({ principal }) => talentSection(search, 'plus', await ensureCanBrowse(principal, published)),
    recentTalents: async ({ principal }) => talentSection(search, 'recent', await ensureCanBrowse(principal, published)),

    allTalents: list(() => ({ kind: 'all' })),
    todayTalents: list(() => ({ kind: 'today' })),
    specialistTalents: async (input) => list(() => ({ kind: 'specialist', specialization: input.query.specialization }))(input),
    freelancerTalents: async (input) => list(() => ({ kind: 'freelancer', freelancer: input.query.freelancer }))(input),

    scrapTalent: async ({ principal, params: { resumeId } }) => {
      const companyId = BigInt(principal.userId);
      const card = await account.companyCard(Number(companyId));
      if (!(await scrapTalent(db, resumeId, companyId, card))) throw notFound(TALENT_MESSAGES.noTalent);
      return { resumeId, isScrapped: true };
    },
    unscrapTalent: async ({ principal, params: { resumeId } }) => {
      await unscrapTalent(db, resumeId, BigInt(principal.userId));
      return { resumeId, isScrapped: false };
    },

    talentScrapList: async ({ principal, query: { pageUnit, pageNo, keyword, from } }) =>
      listTalentScraps(db, { companyId: BigInt(principal.userId), pageUnit, pageNo, keyword, from }),
  };
}
