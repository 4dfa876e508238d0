/** The schemas of services/community's routes (../routes/community.ts), under the same names. */
import {
  ZBannerListResponse,
  ZBannerQuery,
  ZCommunityIdParam,
  ZEventBannerResponse,
  ZEventDetail,
  ZEventListQuery,
  ZEventListResponse,
  ZFaqListResponse,
  ZFaqQuery,
  ZPopupListResponse,
  ZQnaCreateBody,
  ZQnaDetail,
  ZQnaListQuery,
  ZQnaListResponse,
  ZReport,
  ZReportBody,
} from '../community.ts';
import { ZEmailQuery } from '../talent.ts';
import { withSchemas } from '../route-schemas.ts';
import { COMMUNITY_ROUTES } from '../routes/community.ts';

export const COMMUNITY_API = withSchemas(COMMUNITY_ROUTES, {
  banners: { query: ZBannerQuery, response: ZBannerListResponse },
  popups: { response: ZPopupListResponse },
  eventBanners: { response: ZEventBannerResponse },
  events: { query: ZEventListQuery, response: ZEventListResponse },
  event: { params: ZCommunityIdParam, response: ZEventDetail, errors: { 404: 'No such event or notice.' } },
  faq: { query: ZFaqQuery, response: ZFaqListResponse },
  qnaList: { query: ZQnaListQuery, response: ZQnaListResponse },
  qna: { params: ZCommunityIdParam, query: ZEmailQuery, response: ZQnaDetail, errors: { 404: "No such inquiry (or another member's)." } },
  createQna: {
    query: ZEmailQuery,
    body: ZQnaCreateBody,
    response: ZQnaDetail,
    errors: { 404: "parentQnaId names no inquiry of the caller's." },
  },
  report: {
    query: ZEmailQuery,
    body: ZReportBody,
    response: ZReport,
    errors: { 404: 'The job ad or resume reported does not exist (report/target-not-found).', 409: 'The member already reported this item (report/duplicate).' },
  },
});
