/** Calls of services/talent, through the typed client (contracts routes/talent.ts). */
import { LIMITS } from '@phjobs/contracts/codes';
import type { Answer } from '@phjobs/contracts/route-types';
import { TALENT_ROUTES } from '@phjobs/contracts/routes/talent';
import type { FreelancerKey, TalentSpecialistKey } from '@phjobs/contracts/taxonomy';
import type { TalentListResponse, TalentOrderKey, TalentScrapListResponse, TalentSectionResponse } from '@phjobs/contracts/talent';
import { call } from '@phjobs/web-core/client';
import { toRequestBody, type TalentFilter } from '../domain/talent-filter';

/** The answer of talentCount: `{ totalCount, todayCount }`. */
export type TalentCount = Answer<typeof TALENT_ROUTES.talentCount>;

export const fetchTalentCount = (signal?: AbortSignal) => call(TALENT_ROUTES.talentCount, { signal });

export type TalentSectionName = 'special' | 'plus' | 'recent';
const SECTION_ROUTES = { special: TALENT_ROUTES.specialTalents, plus: TALENT_ROUTES.plusTalents, recent: TALENT_ROUTES.recentTalents } as const;

/** GET /api/talent/special, /plus, /recent with the viewer's `authType`. */
export function fetchTalentSection(name: TalentSectionName, authType: string, signal?: AbortSignal): Promise<TalentSectionResponse> {
  return call(SECTION_ROUTES[name], { query: { authType }, ...(signal ? { signal } : {}) });
}

export type TalentListEndpoint = 'allTalents' | 'todayTalents' | 'specialistTalents' | 'freelancerTalents';

export type TalentListParams = {
  pageNo: number;
  orderKey: TalentOrderKey;
  filter: TalentFilter;
  authType: string;
  specialization?: TalentSpecialistKey;
  freelancer?: FreelancerKey;
};

/** A list call: the common query (pageUnit=10, pageNo, orderKey, authType, email) and the filter as body. */
export function fetchTalentList(endpoint: TalentListEndpoint, params: TalentListParams, signal?: AbortSignal): Promise<TalentListResponse> {
  return call(TALENT_ROUTES[endpoint], {
    query: {
      pageUnit: LIMITS.pageUnit,
      pageNo: params.pageNo,
      orderKey: params.orderKey,
      authType: params.authType,
      ...(params.specialization ? { specialization: params.specialization } : {}),
      ...(params.freelancer ? { freelancer: params.freelancer } : {}),
    },
    body: toRequestBody(params.filter),
    ...(signal ? { signal } : {}),
  });
}

/** Scrap (POST) or unscrap (DELETE) a talent. */
export function setTalentScrap(resumeId: number, scrapped: boolean) {
  return call(scrapped ? TALENT_ROUTES.scrapTalent : TALENT_ROUTES.unscrapTalent, { params: { resumeId } });
}

/** GET /api/employer/myPage/talent/scrap. */
export function fetchScrappedTalents(params: { pageNo: number; keyword: string; from: string }, signal?: AbortSignal): Promise<TalentScrapListResponse> {
  return call(TALENT_ROUTES.talentScrapList, {
    query: { pageUnit: LIMITS.pageUnit, pageNo: params.pageNo, keyword: params.keyword || undefined, from: params.from || undefined },
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/resume/myResumes (individuals): whether one of the member's resumes is published. */
export async function fetchHasPublishedResume(signal?: AbortSignal): Promise<boolean> {
  const answer = await call(TALENT_ROUTES.myResumes, { query: { pageUnit: 1, pageNo: 1 }, ...(signal ? { signal } : {}) });
  return answer.publishedCount > 0;
}
