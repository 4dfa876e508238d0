/**
 * services/community's editorial areas (account-community.md section 2 'Job stories, HR magazine,
 * senior interviews', section 3 'HR magazine / job story article', 'News article', 'Senior
 * interview', section 7): read by anyone, written by the product's editors (and the seed).
 *
 *   GET /api/community/jobStory/topContents                                  -> { list: ArticleListItem[] } (featured)
 *   GET /api/community/jobStory/list?pageUnit&pageNo&keyword&hashTag         -> { list, count }
 *   GET /api/community/jobStory/{id}                                         -> ArticleDetail
 *   GET /api/community/hrMagazine/topContents                                -> { list: ArticleListItem[] } (featured)
 *   GET /api/community/hrMagazine/list?pageUnit=10&pageNo&keyword            -> { list, count }
 *   GET /api/community/hrMagazine/{id}                                       -> ArticleDetail
 *   GET /api/community/seniorInterview/list?pageUnit=10&pageNo&keyword&specialization -> { list, count }
 *   GET /api/community/seniorInterview/{id}                                  -> SeniorInterviewDetail
 *   GET /api/community/employmentNews/list?pageUnit=10&pageNo&keyword        -> { list, count }
 *   GET /api/community/employmentNews/{id}                                   -> NewsDetail
 *
 * Lists are the newest first, 10 a page; `count` is the exact total of the filter. `keyword`
 * matches every word of it in the title or the text (job stories, HR magazine, news), or in the
 * title, company, senior's name, position, catchphrase and answers (senior interviews).
 * `hashTag` names one tag or several (comma-separated, repeated, or a JSON array): a story with any
 * of them matches. `specialization` names codes of SPECIALIZATION_TREE the same way (up to 5): a
 * parent code ('SP01') matches its children. An unknown code or tag is a 400.
 *
 * A detail call counts a view once per viewer per day (Manila): a member by their id, a visitor by
 * their address and browser. The answer carries the count with that view.
 *
 * `index` is HTML, sanitised by the service when it is written (sanitize-html: no script, style,
 * iframe or forms, no event handlers, no javascript: URLs): render it as it comes. Senior
 * interviews' catchphrase, questions and answers are plain text. Image keys are media file keys
 * (/files/{key}).
 */
import { z } from 'zod';
import { positiveId } from './applications.ts';
import { ARTICLE_LIMITS, JOB_STORY_TAGS } from './community-articles-tags.ts';
import { paging, queryKeyword } from './community.ts';
import { SPECIALIZATION_TREE } from './taxonomy.ts';

const isoDate = z.string();

/**
 * A query parameter naming several values: 'a', 'a,b', a repeated parameter, or a JSON array
 * ('["a","b"]'); each trimmed, empty ones dropped, '' or absent reads as absent.
 */
const listOfQuery = (value: unknown): unknown => {
  const joined = Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(',') : value;
  if (typeof joined !== 'string') return joined;
  const text = joined.trim();
  if (text === '') return undefined;
  let items: unknown = text.split(',');
  if (text.startsWith('[')) {
    try {
      items = JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (!Array.isArray(items)) return text;
  const kept = items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
  return kept.length === 0 ? undefined : kept;
};

/** A hashtag as stored: no '#', lower case, single spaces. */
export const normalizeHashTag = (tag: string) => tag.replace(/^#+/, '').trim().replace(/\s+/g, ' ').toLowerCase();

const SPECIALIZATION_CODES = new Set(SPECIALIZATION_TREE.map((item) => item.id));

/** `hashTag`: tags of the job story row (JOB_STORY_TAGS), one or several; '#career' and 'Career' read as 'career'. */
const queryHashTags = z.preprocess(
  listOfQuery,
  z
    .array(z.string().transform(normalizeHashTag).pipe(z.enum(JOB_STORY_TAGS, { error: `A hashtag must be one of ${JOB_STORY_TAGS.join(', ')}.` })), { error: 'hashTag must name one or more hashtags.' })
    .max(ARTICLE_LIMITS.hashTagFilter, { error: `Up to ${ARTICLE_LIMITS.hashTagFilter} hashtags.` })
    .transform((tags) => [...new Set(tags)])
    .optional(),
);

/** `specialization`: codes of SPECIALIZATION_TREE (a parent picks its children), up to 5. */
const querySpecializations = z.preprocess(
  listOfQuery,
  z
    .array(z.string().refine((code) => SPECIALIZATION_CODES.has(code), { error: 'Not a specialization code.' }), { error: 'specialization must name one or more specialization codes.' })
    .max(ARTICLE_LIMITS.specializationFilter, { error: `Up to ${ARTICLE_LIMITS.specializationFilter} specializations.` })
    .transform((codes) => [...new Set(codes)])
    .optional(),
);

/** `{id}` of the detail calls. */
export const ZArticleIdParam = z.object({ id: positiveId('article') });

// ---------------------------------------------------------------------------------------------
// Job stories and HR magazine
// ---------------------------------------------------------------------------------------------

/** GET /api/community/hrMagazine/list and /employmentNews/list: pageUnit (10), pageNo, keyword (optional). */
export const ZArticleListQuery = z.object({ ...paging, keyword: queryKeyword });
export type ArticleListQuery = z.output<typeof ZArticleListQuery>;

/** GET /api/community/jobStory/list: pageUnit, pageNo, keyword, hashTag. */
export const ZJobStoryListQuery = ZArticleListQuery.extend({ hashTag: queryHashTags });
export type JobStoryListQuery = z.output<typeof ZJobStoryListQuery>;

/**
 * A job story or HR magazine article in a list or carousel (spec: 'Job story list: articleId,
 * title, content, hashTags, thumbnailKey'; createdAt and viewCount added for the rows).
 * `content` is the start of the body's text (up to 160 characters, cut at a word, with '…').
 */
export const ZArticleListItem = z.object({
  articleId: z.number().int(),
  title: z.string(),
  content: z.string(),
  hashTags: z.array(z.string()),
  thumbnailKey: z.string().nullable(),
  createdAt: isoDate,
  viewCount: z.number().int(),
});
export type ArticleListItem = z.infer<typeof ZArticleListItem>;
export const ZArticleListResponse = z.object({ list: z.array(ZArticleListItem), count: z.number().int() });
export type ArticleListResponse = z.infer<typeof ZArticleListResponse>;
/** topContents: the featured items of the area, newest first, up to 5. */
export const ZArticleTopResponse = z.object({ list: z.array(ZArticleListItem) });
export type ArticleTopResponse = z.infer<typeof ZArticleTopResponse>;

/** An entry of `sameKeywordList`: another article of the same area sharing a hashtag (most shared first, then the newest). */
export const ZSameKeywordItem = z.object({
  articleId: z.number().int(),
  hashTags: z.array(z.string()),
  thumbnailKey: z.string().nullable(),
  title: z.string(),
});
export type SameKeywordItem = z.infer<typeof ZSameKeywordItem>;

/** GET /api/community/jobStory/{id} and /hrMagazine/{id} (spec section 3 'HR magazine / job story article'). */
export const ZArticleDetail = z.object({
  articleId: z.number().int(),
  title: z.string(),
  createdAt: isoDate,
  viewCount: z.number().int(),
  /** HTML, sanitised when written. */
  index: z.string(),
  hashTags: z.array(z.string()),
  thumbnailKey: z.string().nullable(),
  sameKeywordList: z.array(ZSameKeywordItem),
});
export type ArticleDetail = z.infer<typeof ZArticleDetail>;

// ---------------------------------------------------------------------------------------------
// Employment news
// ---------------------------------------------------------------------------------------------

/** An employment news item in the list (spec 'News article': articleId, title, createdAt, viewCount; content and thumbnailKey added for the rows). */
export const ZNewsListItem = z.object({
  articleId: z.number().int(),
  title: z.string(),
  content: z.string(),
  thumbnailKey: z.string().nullable(),
  createdAt: isoDate,
  viewCount: z.number().int(),
});
export type NewsListItem = z.infer<typeof ZNewsListItem>;
export const ZNewsListResponse = z.object({ list: z.array(ZNewsListItem), count: z.number().int() });
export type NewsListResponse = z.infer<typeof ZNewsListResponse>;
/** GET /api/community/employmentNews/{id}: the item with its HTML body `index`. */
export const ZNewsDetail = z.object({
  articleId: z.number().int(),
  title: z.string(),
  createdAt: isoDate,
  viewCount: z.number().int(),
  index: z.string(),
  thumbnailKey: z.string().nullable(),
});
export type NewsDetail = z.infer<typeof ZNewsDetail>;

// ---------------------------------------------------------------------------------------------
// Senior interviews
// ---------------------------------------------------------------------------------------------

/** GET /api/community/seniorInterview/list: pageUnit (10), pageNo, keyword, specialization. */
export const ZSeniorInterviewListQuery = ZArticleListQuery.extend({ specialization: querySpecializations });
export type SeniorInterviewListQuery = z.output<typeof ZSeniorInterviewListQuery>;

/** A senior interview in the list: the cover's fields. `specialization` is the senior's code of SPECIALIZATION_TREE. */
export const ZSeniorInterviewListItem = z.object({
  articleId: z.number().int(),
  title: z.string(),
  photoKey: z.string().nullable(),
  companyName: z.string(),
  position: z.string(),
  seniorName: z.string(),
  catchphrase: z.string(),
  specialization: z.string(),
  createdAt: isoDate,
  viewCount: z.number().int(),
});
export type SeniorInterviewListItem = z.infer<typeof ZSeniorInterviewListItem>;
export const ZSeniorInterviewListResponse = z.object({ list: z.array(ZSeniorInterviewListItem), count: z.number().int() });
export type SeniorInterviewListResponse = z.infer<typeof ZSeniorInterviewListResponse>;

/** A question and its answer (plain text; paragraphs separated by a blank line). */
export const ZInterviewQna = z.object({ question: z.string(), answer: z.string() });
export type InterviewQna = z.infer<typeof ZInterviewQna>;

/**
 * GET /api/community/seniorInterview/{id} (spec section 3 'Senior interview'). `interviewQna` has at
 * least 8 entries (Q1 onward); `imageAttachment` the three images shown after Q4, after Q7 and at
 * the end (community-articles-tags.ts SENIOR_IMAGE_SLOTS).
 */
export const ZSeniorInterviewDetail = ZSeniorInterviewListItem.extend({
  interviewQna: z.array(ZInterviewQna),
  imageAttachment: z.array(z.object({ key: z.string() })),
});
export type SeniorInterviewDetail = z.infer<typeof ZSeniorInterviewDetail>;
