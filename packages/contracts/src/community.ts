/**
 * services/community's calls of the home page, events and notices, FAQ, inquiries (Q&A) and
 * reports (account-community.md sections 2, 3, 5, 7, 8 and 9). The code tables and their labels
 * are zod-free in ./codes.ts (QNA_DETAIL_CATEGORY, REPORT_*, FAQ_*, EVENT_*, POPUP_LOCATION), the
 * messages in ./messages.ts (COMMUNITY_MESSAGES).
 *
 *   GET  /api/banner?locationCode=025B                         -> { list: Banner[] }
 *   GET  /api/popups                                            -> Popup[]            (the spec's "external popups endpoint": ours)
 *   GET  /api/event?category&keyword&pageUnit=10&pageNo[&statusCode] -> { list, count }
 *   GET  /api/event/banner                                      -> { list: EventBanner[] }
 *   GET  /api/event/{id}                                        -> EventDetail
 *   GET  /api/faq?type=individual|business[&category=026A][&keyword]  -> { list, count }   (ours)
 *   GET  /api/qna?searchKeyword&pageUnit&pageNo&email           -> { list, count }    (the caller's own)
 *   GET  /api/qna/{id}?email                                    -> QnaDetail          (another member's: 404)
 *   POST /api/qna { majorCategoryCode, detailCategoryCode, index, email, attachmentList[, parentQnaId] } -> 201 QnaDetail
 *   POST /api/report { majorCategoryCode, detailCategoryCode, content, email, targetId } -> 201 Report
 *
 * Spec names are kept (`index` is a body text, `isSignificant`, `thumbnailKey`, `attachKey`,
 * `activeStartAt`, `activeEndAt`, `searchKeyword`, `attachmentList`). Dates are ISO 8601.
 * Event and notice bodies (`index`) are HTML, sanitised by the service when they are written
 * (sanitize-html: no script, no event handlers, no javascript: URLs): render them as they come.
 * Everything else is plain text.
 */
import { z } from 'zod';
import {
  BANNER_LOCATION_CODES,
  EVENT_CATEGORY_CODES,
  EVENT_STATUS_CODES,
  FAQ_CATEGORY_CODES,
  FAQ_TYPES,
  LIMITS,
  POPUP_LOCATIONS,
  QNA_DETAIL_CODES,
  QNA_MAJOR_CODES,
  QNA_UPLOAD_PROJECT,
  qnaMajorOf,
  REPORT_DETAIL_CODES,
  REPORT_STATUSES,
  REPORT_TARGETS,
  type ReportTarget,
} from './codes.ts';
import { positiveId } from './applications.ts';
import { ZEmail } from './auth.ts';
import { fromQuery, queryInt, ZEmailParam } from './jobs.ts';
import { FILE_KEY_PATTERN } from './media.ts';
import { COMMUNITY_MESSAGES as M, CONTROL_CHARACTERS, hasControlCharacters } from './messages.ts';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

export { CONTROL_CHARACTERS, hasControlCharacters, QNA_UPLOAD_PROJECT };

/** A query keyword: trimmed, '' reads as absent, at most 100 characters, no control characters. */
const queryKeyword = z.preprocess(
  fromQuery,
  z
    .string({ error: 'Must be a single text value.' })
    .max(LIMITS.communityKeyword, { error: M.keywordMax })
    .refine((text) => !hasControlCharacters(text), { error: M.controlCharacters })
    .optional(),
);

/** A code from a list, in a query: '' reads as absent. */
const queryCode = <C extends string>(codes: readonly [C, ...C[]], what: string) =>
  z.preprocess(fromQuery, z.enum(codes, { error: `${what} must be one of ${codes.join(', ')}.` }).optional());

/** A required text of a form: trimmed, 1..max characters (as a person counts them), no control characters. */
const formText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((text) => Array.from(text).length <= max, { error: tooLong })
    .refine((text) => !hasControlCharacters(text), { error: M.controlCharacters });

/** A page of a list (page size 10 everywhere here). */
const paging = {
  pageUnit: queryInt(1, LIMITS.maxPageUnit, LIMITS.pageUnit),
  pageNo: queryInt(1, 1_000_000, 1),
};

const isoDate = z.string();

/** `{id}` of /api/event/{id} and /api/qna/{id}. */
export const ZCommunityIdParam = z.object({ id: positiveId('item') });

// ---------------------------------------------------------------------------------------------
// Home: banners, popups
// ---------------------------------------------------------------------------------------------

/** GET /api/banner?locationCode=025B (the home carousel; 025B is the only location today). */
export const ZBannerQuery = z.object({
  locationCode: z.preprocess(fromQuery, z.enum(BANNER_LOCATION_CODES, { error: `locationCode must be one of ${BANNER_LOCATION_CODES.join(', ')}.` }).default('025B')),
});
/** A banner of the carousel (fields ours: the spec names only its location code). `link` is a path of the product (/event/53) or an https URL, or null. */
export const ZBanner = z.object({
  bannerId: z.number().int(),
  locationCode: z.enum(BANNER_LOCATION_CODES),
  title: z.string(),
  /** A media file key: /files/{imageKey}. */
  imageKey: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof ZBanner>;
/** In display order; only banners whose display window holds now. */
export const ZBannerListResponse = z.object({ list: z.array(ZBanner) });
export type BannerListResponse = z.infer<typeof ZBannerListResponse>;

/**
 * A home popup (spec: 'Popup: id, url, image, title, location (mobile shown)'). `image` is a media
 * file key (/files/{image}); `url` where tapping it leads (a path of the product or an https URL),
 * or null. The screen hides it for a day by a cookie, or for the session.
 */
export const ZPopup = z.object({
  id: z.number().int(),
  url: z.string().nullable(),
  image: z.string(),
  title: z.string(),
  location: z.enum(POPUP_LOCATIONS),
});
export type Popup = z.infer<typeof ZPopup>;
/** GET /api/popups: the popups showing now, as a bare list (the spec's popups endpoint returns a list). */
export const ZPopupListResponse = z.array(ZPopup);

// ---------------------------------------------------------------------------------------------
// Events and notices
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/event?category&keyword&pageUnit=10&pageNo[&statusCode]. `category` defaults to 022B
 * (Notice, the default tab). `statusCode` (027A Ongoing, 027B End) filters by the end date: an
 * item is Ongoing while its activeEndAt is empty or not yet past. The screen sends it on the
 * Event tab only (default there: 027A); any category takes it. `keyword` matches the title and the
 * body's text.
 */
export const ZEventListQuery = z.object({
  category: z.preprocess(fromQuery, z.enum(EVENT_CATEGORY_CODES, { error: `category must be one of ${EVENT_CATEGORY_CODES.join(', ')}.` }).default('022B')),
  keyword: queryKeyword,
  statusCode: queryCode(EVENT_STATUS_CODES, 'statusCode'),
  ...paging,
});
export type EventListQuery = z.output<typeof ZEventListQuery>;

/** An event or notice in a list (the spec's fields without the body `index`; categoryCode and statusCode ours). */
export const ZEventListItem = z.object({
  eventId: z.number().int(),
  categoryCode: z.enum(EVENT_CATEGORY_CODES),
  title: z.string(),
  createdAt: isoDate,
  /** Highlighted and listed first. */
  isSignificant: z.boolean(),
  thumbnailKey: z.string().nullable(),
  attachKey: z.string().nullable(),
  activeStartAt: isoDate,
  /** null: no end (notices). */
  activeEndAt: isoDate.nullable(),
  /** 027A while activeEndAt is empty or not past, else 027B. */
  statusCode: z.enum(EVENT_STATUS_CODES),
});
export type EventListItem = z.infer<typeof ZEventListItem>;
/** Significant first, then the newest start first; `count` is the filter's total. */
export const ZEventListResponse = z.object({ list: z.array(ZEventListItem), count: z.number().int() });
export type EventListResponse = z.infer<typeof ZEventListResponse>;

/** GET /api/event/{id}: the item with its body (`index`, sanitised HTML). */
export const ZEventDetail = ZEventListItem.extend({ index: z.string() });
export type EventDetail = z.infer<typeof ZEventDetail>;

/** GET /api/event/banner: the home's event banners (spec: eventId, title, thumbnailKey, activeEndAt), ongoing events with a thumbnail, significant first. */
export const ZEventBanner = z.object({
  eventId: z.number().int(),
  title: z.string(),
  thumbnailKey: z.string().nullable(),
  activeEndAt: isoDate.nullable(),
});
export type EventBanner = z.infer<typeof ZEventBanner>;
export const ZEventBannerResponse = z.object({ list: z.array(ZEventBanner) });
export type EventBannerResponse = z.infer<typeof ZEventBannerResponse>;

// ---------------------------------------------------------------------------------------------
// FAQ (ours: the spec shows the screen but not its call)
// ---------------------------------------------------------------------------------------------

/** GET /api/faq?type=individual|business[&category=026A][&keyword]: one tab, all its entries (no paging: a tab holds a few dozen). */
export const ZFaqQuery = z.object({
  type: z.preprocess(fromQuery, z.enum(FAQ_TYPES, { error: `type must be one of ${FAQ_TYPES.join(', ')}.` }).default('individual')),
  category: queryCode(FAQ_CATEGORY_CODES, 'category'),
  keyword: queryKeyword,
});
export type FaqQuery = z.output<typeof ZFaqQuery>;
export const ZFaqItem = z.object({
  faqId: z.number().int(),
  type: z.enum(FAQ_TYPES),
  categoryCode: z.enum(FAQ_CATEGORY_CODES),
  question: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  answer: z.string(),
});
export type FaqItem = z.infer<typeof ZFaqItem>;
/** In the operators' order; `count` = list length. */
export const ZFaqListResponse = z.object({ list: z.array(ZFaqItem), count: z.number().int() });
export type FaqListResponse = z.infer<typeof ZFaqListResponse>;

// ---------------------------------------------------------------------------------------------
// Inquiries (Q&A): any signed-in member, their own only
// ---------------------------------------------------------------------------------------------

/** GET /api/qna?searchKeyword&pageUnit&pageNo&email: the caller's inquiries, newest first; the keyword (optional) matches the content. */
export const ZQnaListQuery = z.object({
  searchKeyword: queryKeyword,
  ...paging,
  email: ZEmailParam,
});
export type QnaListQuery = z.output<typeof ZQnaListQuery>;

/** An attachment: a media key the caller uploaded with project=inquiry (images, 6 MB each: media checks type, size and magic bytes) and its file name. */
export const ZQnaAttachment = z.object({
  key: z.string({ error: M.attachmentType }).regex(FILE_KEY_PATTERN, { error: M.attachmentType }),
  fileName: z
    .string({ error: M.attachmentType })
    .trim()
    .min(1, { error: M.attachmentType })
    .max(255, { error: M.attachmentType })
    .refine((name) => /\.(gif|jpe?g|png)$/i.test(name), { error: M.attachmentType })
    .refine((name) => !hasControlCharacters(name) && !/[\\/]/.test(name), { error: M.attachmentType }),
});
export type QnaAttachment = z.infer<typeof ZQnaAttachment>;

const STATUS = z.enum(['024A', '024B']);

export const ZQnaListItem = z.object({
  qnaId: z.number().int(),
  majorCategoryCode: z.enum(QNA_MAJOR_CODES),
  detailCategoryCode: z.enum(QNA_DETAIL_CODES),
  /** 024A answered, 024B waiting (labels ours). */
  statusCode: STATUS,
  createdAt: isoDate,
  /** The inquiry's text. */
  index: z.string(),
  /** Ours: the inquiry this one adds to (an additional inquiry, /qna/{id}/register), else null. */
  parentQnaId: z.number().int().nullable(),
});
export type QnaListItem = z.infer<typeof ZQnaListItem>;
/** Empty: the screen shows COMMUNITY_MESSAGES.noInquiries. */
export const ZQnaListResponse = z.object({ list: z.array(ZQnaListItem), count: z.number().int() });
export type QnaListResponse = z.infer<typeof ZQnaListResponse>;

const qnaDetailFields = {
  email: z.string(),
  /** The operators' answer (plain text), null while waiting. */
  answer: z.string().nullable(),
  answeredAt: isoDate.nullable(),
  attachmentList: z.array(z.object({ key: z.string(), fileName: z.string() })),
};
/** GET /api/qna/{id} and the answer of POST /api/qna. `additionalList` (ours): the additional inquiries made on it, oldest first. */
export const ZQnaDetail = ZQnaListItem.extend({
  ...qnaDetailFields,
  additionalList: z.array(ZQnaListItem.extend(qnaDetailFields)),
});
export type QnaDetail = z.infer<typeof ZQnaDetail>;

/**
 * POST /api/qna ('Submit an inquiry'). `parentQnaId` (ours) makes it an additional inquiry on one
 * of the caller's inquiries (the screen /qna/{id}/register); its major and detail are the parent's
 * when left out. Attachments: keys the caller uploaded with project=inquiry, at most 5.
 */
export const ZQnaCreateBody = z
  .object(
    {
      majorCategoryCode: z.enum(QNA_MAJOR_CODES, { error: M.majorRequired }).optional(),
      detailCategoryCode: z.enum(QNA_DETAIL_CODES, { error: M.detailRequired }).optional(),
      index: formText(LIMITS.inquiryContent, M.contentRequired, M.contentMax),
      email: z.string({ error: M.emailRequired }).trim().min(1, { error: M.emailRequired }).pipe(ZEmail),
      attachmentList: z.array(ZQnaAttachment, { error: M.attachmentType }).max(LIMITS.inquiryAttachments, { error: M.attachmentsMax }).default([]),
      parentQnaId: positiveId('inquiry').optional(),
    },
    { error: 'The body must be a JSON object.' },
  )
  .superRefine((body, ctx) => {
    if (body.parentQnaId !== undefined && body.majorCategoryCode === undefined && body.detailCategoryCode === undefined) return;
    if (body.majorCategoryCode === undefined) ctx.addIssue({ code: 'custom', path: ['majorCategoryCode'], message: M.majorRequired });
    if (body.detailCategoryCode === undefined) ctx.addIssue({ code: 'custom', path: ['detailCategoryCode'], message: M.detailRequired });
    else if (body.majorCategoryCode !== undefined && qnaMajorOf(body.detailCategoryCode) !== body.majorCategoryCode)
      ctx.addIssue({ code: 'custom', path: ['detailCategoryCode'], message: M.detailOfOtherMajor });
  });
export type QnaCreateBody = z.output<typeof ZQnaCreateBody>;

// ---------------------------------------------------------------------------------------------
// Reports: any signed-in member, once per item
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/report { majorCategoryCode, detailCategoryCode, content, email, targetId }.
 * `majorCategoryCode` is what is reported (the screen's `route`: job, community or resume), the
 * detail one of REPORT_DETAIL_CODES of it. `targetId`: the job ad id, the resume id, or the
 * community item's id (a post or comment id, as the issue 17 screens give it). The same member
 * reporting the same item again: 409 report/duplicate (COMMUNITY_MESSAGES.reportDuplicate).
 */
export const ZReportBody = z
  .object(
    {
      majorCategoryCode: z.enum(REPORT_TARGETS, { error: M.reportTargetRequired }),
      detailCategoryCode: z.enum(QNA_DETAIL_CODES, { error: M.detailRequired }),
      content: formText(LIMITS.inquiryContent, M.contentRequired, M.contentMax),
      email: z.string({ error: M.emailRequired }).trim().min(1, { error: M.emailRequired }).pipe(ZEmail),
      targetId: positiveId('reported item'),
    },
    { error: 'The body must be a JSON object.' },
  )
  .superRefine((body, ctx) => {
    const allowed: readonly string[] = REPORT_DETAIL_CODES[body.majorCategoryCode as ReportTarget] ?? [];
    if (!allowed.includes(body.detailCategoryCode)) ctx.addIssue({ code: 'custom', path: ['detailCategoryCode'], message: M.reportDetailOfOtherTarget });
  });
export type ReportBody = z.output<typeof ZReportBody>;

/** The answer of POST /api/report (ours: the spec reads only the status). */
export const ZReport = z.object({
  reportId: z.number().int(),
  majorCategoryCode: z.enum(REPORT_TARGETS),
  detailCategoryCode: z.enum(QNA_DETAIL_CODES),
  targetId: z.number().int(),
  /** The reported item's title as it was when reported (an ad's or resume's title), null when unknown. */
  targetTitle: z.string().nullable(),
  statusCode: z.enum(REPORT_STATUSES),
  createdAt: isoDate,
});
export type Report = z.infer<typeof ZReport>;

// ---------------------------------------------------------------------------------------------
// Internal: what a report keeps of its target
// ---------------------------------------------------------------------------------------------

/** GET /internal/jobAds/:id/summary (services/jobs, for report snapshots): a job ad in any state. */
export const ZInternalJobAdSummary = z.object({
  jobId: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  /** The company member that owns the ad. */
  companyUserId: z.number().int(),
  statusCode: z.string(),
});
export type InternalJobAdSummary = z.infer<typeof ZInternalJobAdSummary>;
