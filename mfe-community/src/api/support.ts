/** Calls of events and notices, FAQ, inquiries and reports, through the typed client (contracts routes/community.ts). */
import type { EventCategoryCode, EventStatusCode, FaqCategoryCode, FaqType } from '@phjobs/contracts/codes';
import type { EventDetail, EventListItem, FaqListResponse, QnaCreateBody, QnaDetail, QnaListItem, Report, ReportBody } from '@phjobs/contracts/community';
import { COMMUNITY_ROUTES } from '@phjobs/contracts/routes/community';
import type { Page } from '@phjobs/ui/endless';
import { call } from '@phjobs/web-core/client';

export const PAGE_UNIT = 10;

/** GET /api/event?category&keyword&pageUnit=10&pageNo[&statusCode]. */
export async function fetchEvents(filter: { category: EventCategoryCode; keyword: string; statusCode: EventStatusCode | null }, pageNo: number, signal?: AbortSignal): Promise<Page<EventListItem>> {
  const query = { category: filter.category, keyword: filter.keyword, pageUnit: PAGE_UNIT, pageNo, ...(filter.statusCode ? { statusCode: filter.statusCode } : {}) };
  const answer = await call(COMMUNITY_ROUTES.events, { query, signal });
  return { items: answer.list, total: answer.count };
}

/** GET /api/event/{id}. */
export function fetchEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  return call(COMMUNITY_ROUTES.event, { params: { id }, signal });
}

/** GET /api/faq?type&category. */
export function fetchFaq(type: FaqType, category: FaqCategoryCode | null, signal?: AbortSignal): Promise<FaqListResponse> {
  return call(COMMUNITY_ROUTES.faq, { query: { type, ...(category ? { category } : {}) }, signal });
}

/** GET /api/qna?searchKeyword&pageUnit&pageNo (the caller's own). */
export async function fetchQnaList(searchKeyword: string, pageNo: number, signal?: AbortSignal): Promise<Page<QnaListItem>> {
  const answer = await call(COMMUNITY_ROUTES.qnaList, { query: { searchKeyword, pageUnit: PAGE_UNIT, pageNo }, signal });
  return { items: answer.list, total: answer.count };
}

/** GET /api/qna/{id}. */
export function fetchQna(id: string, signal?: AbortSignal): Promise<QnaDetail> {
  return call(COMMUNITY_ROUTES.qna, { params: { id }, signal });
}

/** POST /api/qna. */
export function createQna(body: QnaCreateBody): Promise<QnaDetail> {
  return call(COMMUNITY_ROUTES.createQna, { body });
}

/** POST /api/report. */
export function createReport(body: ReportBody): Promise<Report> {
  return call(COMMUNITY_ROUTES.report, { body });
}
