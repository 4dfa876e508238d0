/**
 * Zod-free constants of the editorial areas (job stories, HR magazine, senior interviews,
 * employment news; account-community.md 'Job stories, HR magazine, senior interviews'): the
 * screens import these without pulling zod into their bundle. The schemas are in
 * ./community-articles.ts.
 */

/** The areas, as the URL names them (/jobStory, /hrMagazine, /seniorInterview, /employmentNews). */
export const ARTICLE_AREAS = ['jobStory', 'hrMagazine', 'employmentNews', 'seniorInterview'] as const;
export type ArticleArea = (typeof ARTICLE_AREAS)[number];

/** The areas kept in the `article` table (senior interviews have a table of their own). */
export const ARTICLE_KINDS = ['jobStory', 'hrMagazine', 'employmentNews'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/**
 * The hashtag row of /jobStory: the spec's ten default tags and one more of ours ('first job': the
 * stories of fresh graduates and first jobs, many of this market's readers). Stored and sent
 * without the '#'; the screens show '#career'.
 */
export const JOB_STORY_TAGS = [
  'career',
  'office life',
  'basic manners',
  'job change white paper',
  'workplace white paper',
  'advice from a senior',
  'lifeline',
  'careerchat',
  '404office',
  'weeklyriddit',
  'first job',
] as const;

export const ARTICLE_LIMITS = {
  /** Items of a topContents call (the carousels). */
  topContents: 5,
  /** Items of an article's sameKeywordList. */
  sameKeyword: 6,
  /** Hashtags one hashTag query may name (any of them matches). */
  hashTagFilter: JOB_STORY_TAGS.length,
  /** Characters of a hashtag. */
  hashTag: 30,
  /** Specializations one senior interview search may name (as the interview search: up to 5). */
  specializationFilter: 5,
  /** Characters of a list item's `content` (the text of the body's start). */
  summary: 160,
  /** Questions of a senior interview at least: the three images go after the 4th, after the 7th and at the end. */
  seniorQuestions: 8,
} as const;

/** The three images of a senior interview, in order: after question 4, after question 7, at the end (spec section 2), and their heights in px. */
export const SENIOR_IMAGE_SLOTS = [
  { afterQuestion: 4, height: 190 },
  { afterQuestion: 7, height: 378 },
  { afterQuestion: null, height: 104 },
] as const;
