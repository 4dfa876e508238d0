/**
 * services/community's member-written areas (account-community.md sections 2-9, issue 17): job talk,
 * job counseling, comments, interview reviews ('Screening Reviews'), company job reviews and the
 * individual my-page's My talk. Routes in ./routes/community-posts.ts, schemas by route name in
 * ./api/community-posts.ts. The editorial areas (job stories, HR magazine, senior interviews,
 * employment news) are declared apart.
 *
 *   GET    /api/community/jobTalks?pageUnit&pageNo&keyword&orderKey&email      -> { list, count }
 *   GET    /api/community/jobTalk/{id}?email                                     -> JobTalkDetail (counts a view)
 *   POST   /api/community/jobTalk { title, index, articleAttachment }            -> 201 JobTalkDetail
 *   PUT    /api/community/jobTalk/{id} (same body)                               -> JobTalkDetail
 *   DELETE /api/community/jobTalk/{id}                                           -> 204
 *   POST   /api/community/reply { articleId, index }                             -> 201 Comment
 *   PUT    /api/community/reply/{commentId} { articleId, index }                 -> Comment
 *   DELETE /api/community/reply/{commentId}                                      -> 204
 *   GET    /api/community/jobCounselings?pageUnit&pageNo&orderKey&keyword&email  -> { list, count, todayCounselingCOunt, allCounselingCount }
 *   GET|PUT|DELETE /api/community/jobCounseling/{id}, POST /api/community/jobCounseling (as job talk)
 *   GET    /api/community/interviewTips?pageUnit&pageNo&orderKey&email&companyName&interviewResults&specialization -> { list, count }
 *   GET    /api/community/interviewTip/{id}?email                                -> InterviewTipDetail
 *   POST   /api/community/interviewTip (the review payload)                      -> 201 InterviewTipDetail (under review)
 *   GET    /api/community/jobReview/companyList?keyword&pageUnit&pageNo&email    -> { registedCompanyCount, registedReviewCount, list, count }
 *   GET    /api/community/jobReview/company?companyName&pageUnit&pageNo&email    -> JobReviewCompany
 *   GET|PUT|DELETE /api/community/jobReview/{id}, POST /api/community/jobReview  -> JobReviewDetail
 *   GET    /api/individual/myPage/myTalks/{jobTalk|interviewTip|jobCounseling}?pageUnit&pageNo&keyword&email -> { list, count }
 *   internal (operators' tools): GET /internal/community/interviewTips/underReview,
 *   POST /internal/community/interviewTip/{id}/release, POST /internal/community/interviewTip/{id}/reject
 *
 * Decisions the spec leaves open (ours, written here once):
 * - One article id space: job talk posts, counseling posts and interview reviews are rows of one
 *   table, so `POST /api/community/reply { articleId }` comments on any of them. Job reviews
 *   (`jobReviewId`) are a table of their own and take no comments.
 * - Who: only individual members write posts, comments, reviews (company and master members: 403
 *   `community/individual-only` with the spec's 'Only Individual members can register.'; visitors
 *   401). Only the writer edits or deletes (anyone else: 403 `community/not-owner`, nothing changes).
 *   Reading is open to everyone; `isOwn` is true on the caller's own items only.
 * - Texts are plain text: titles, bodies (`index`) and comments are stored and answered exactly as
 *   written (trimmed). Markup is not interpreted: `<script>` comes back as those characters, to be
 *   rendered as text (React escapes it), never as HTML.
 * - `isNew`: created less than COMMUNITY_POST_NEW_HOURS (24) hours before the answer.
 * - `isAttach`: the post has at least one photo.
 * - `index` in list items is a preview: the first COMMUNITY_POST_LIMITS.preview (200) characters of
 *   the body (the detail has the whole body). Interview list items likewise preview `interviewTip`.
 * - Nicknames (`nickName`): a snapshot taken when the item is written, from the member's full name
 *   at services/account masked to its first word's first letters and '***' ('Juan Dela Cruz' ->
 *   'Jua***'); when account cannot be asked, the e-mail's local part masked the same way. Kept as
 *   written (a later name change does not rewrite old posts). A withdrawn member's items show
 *   WITHDRAWN_NICKNAME. Interview reviews and job reviews are anonymous: they carry no nickname, and
 *   a comment by the review's writer on their own review shows ANONYMOUS_NICKNAME.
 * - Views count once per viewer per Manila day: a signed-in member by user id, a visitor by an
 *   HMAC of the client address (the gateway's X-Forwarded-For) and User-Agent (never stored raw).
 *   The writer's own reads count too (simplest; the spec says nothing).
 * - Counseling `answer` = how many answers (comments) the post has; `articleReply` = the comments
 *   themselves (oldest first) on the details of job talk, counseling and interview reviews.
 * - Keywords: the spec's forms require a keyword before a search is submitted (counseling, My talk);
 *   on the wire the keyword is optional and an absent or empty one lists everything (the list
 *   before any search). A keyword matches the title or the body, case-insensitively, as a substring.
 * - Interview reviews: no title is asked: the title is '{companyName} - {position}'. Released only
 *   after review: the automatic first pass runs when submitted (at least one proof image uploaded by
 *   the writer with project=review; no phone numbers, e-mail addresses or people's names such as
 *   'Ms. Santos' in any text: 400 naming the fields) and the review waits `underReview` for an
 *   operator, who releases it or rejects it with a reason (internal calls). Until released it is
 *   listed nowhere but the writer's My talk, and only the writer can open it (others 404) and no one
 *   can comment. There is no edit or delete call (the spec: users cannot freely modify or delete a
 *   review). Proof images are shown to the writer only. Personal-information documents cannot be
 *   told apart automatically: the form says so and the operator checks.
 * - Application date (spec: 'register only application dates of the last three years'; 3 year
 *   choices in December, 4 otherwise): the 36 months ending with the current Manila month
 *   (applicationWindow()); a date outside it is a 400 on applicationYear/applicationMonth.
 * - Job reviews are anonymous; one per member per company per year (the Manila year it was first
 *   written; companies compared by name, case and spacing ignored): a second one is 409
 *   `jobReview/duplicate` with COMMUNITY_POST_MESSAGES.jobReviewDuplicate. Scores are 1-5 in each of
 *   034A/034B/034C; a review's `score` is the average of its three, a company's `score` the average
 *   of its reviews' scores, both rounded to one decimal.
 * - Deleting a post deletes its comments. Comments on released interview reviews, job talk and
 *   counseling are open to all individual members.
 * - A comment on someone else's post tells the post's writer in My news (event
 *   community.comment.created; services/account).
 */
import { z } from 'zod';
import { INTERVIEW_DIFFICULTY, INTERVIEW_EVALUATION, INTERVIEW_EXPERIENCE, INTERVIEW_RESULT, INTERVIEW_TYPE, INTERVIEWERS, JOB_RATING, LIMITS, type CodeTable } from './codes.ts';
import { fromQuery, queryInt, specializationItem, ZEmailParam } from './jobs.ts';
import { FILE_KEY_PATTERN } from './media.ts';
import { hasControlCharacters, TEXT_CHARACTER_MESSAGE } from './messages.ts';
import { SPECIALIZATION_TREE } from './taxonomy.ts';

// ---------------------------------------------------------------------------------------------
// Constants, codes, messages
// ---------------------------------------------------------------------------------------------

/** The kinds of member posts (one id space) and the My talk tabs (the path's `{kind}`). */
export const COMMUNITY_POST_KINDS = ['jobTalk', 'interviewTip', 'jobCounseling'] as const;
export type CommunityPostKind = (typeof COMMUNITY_POST_KINDS)[number];

/** The screen of a post, for links (My news, My talk rows open /myPage/myTalk/{segment}/{id}). */
export const COMMUNITY_POST_SCREEN = { jobTalk: 'jobTalk', interviewTip: 'interview', jobCounseling: 'counseling' } as const satisfies Record<CommunityPostKind, string>;

/** A list item is `isNew` while younger than this. */
export const COMMUNITY_POST_NEW_HOURS = 24;

export const COMMUNITY_POST_LIMITS = {
  pageUnit: LIMITS.pageUnit,
  /** Job talk and counseling titles, job review titles (ours). */
  title: 100,
  /** Job talk and counseling bodies (ours; the spec's review text limit). */
  body: 5000,
  /** The spec's comment limit. */
  comment: LIMITS.comment,
  /** Photos of a job talk or counseling post: gif/jpeg/jpg/png, 6 MB each (media project 'community'). */
  photos: 3,
  photoBytes: 6 * 1024 * 1024,
  /** Every text of an interview review and a job review body. */
  reviewText: 5000,
  /** Interview review: company name and position (ours). */
  shortText: 100,
  interviewQuestionsMin: 3,
  /** Ours: the form adds questions one by one. */
  interviewQuestionsMax: 20,
  /** Proof images of an interview review (ours: at least 1, the spec; at most 5). Media project 'review' (jpg/jpeg/gif/png/bmp). */
  proofFiles: 5,
  /** Specializations in the interview search (the spec: up to 5). */
  specializationSearch: 5,
  /** Keywords of the lists (ours). */
  keyword: 100,
  /** Characters of a body shown in list items. */
  preview: 200,
  /** Keywords chosen per job rating (ours). */
  ratingKeywords: 3,
  /** An operator's rejection reason. */
  rejectReason: 500,
  /** The application date window of an interview review, in months ending with the current one. */
  applicationMonths: 36,
} as const;

/** Media projects whose keys the posts take (the spec's client asks project=individual; ours narrows: community photos 6 MB gif/jpeg/png, review proofs incl. bmp). */
export const COMMUNITY_PHOTO_PROJECT = 'community';
export const INTERVIEW_PROOF_PROJECT = 'review';

/** Shown for a withdrawn member's posts and comments. */
export const WITHDRAWN_NICKNAME = 'Withdrawn member';
/** Shown for the writer of an anonymous review when they comment on it. */
export const ANONYMOUS_NICKNAME = 'Anonymous';

/** 036: was the salary paid on time (ours: the spec names salaryPaidCode without its codes). */
export const SALARY_PAID = { '036A': 'Always on time', '036B': 'Sometimes late', '036C': 'Often late' } as const satisfies CodeTable;
/** 037: satisfied with the salary (ours). */
export const SATISFIED_SALARY = { '037A': 'Satisfied', '037B': 'Fair', '037C': 'Dissatisfied' } as const satisfies CodeTable;
/** 038: would recommend the company (ours; the spec spells the field recommandCode). */
export const RECOMMAND = { '038A': 'I recommend it', '038B': 'I do not recommend it' } as const satisfies CodeTable;

/**
 * Keywords of each job rating (ours: the spec names jobRatingKeyword[].keywordCode only): a keyword
 * code is its rating's code plus two digits, and belongs to that rating alone.
 */
export const JOB_RATING_KEYWORD = {
  '034A01': 'Clean workplace',
  '034A02': 'Easy to commute',
  '034A03': 'Flexible schedule',
  '034A04': 'Frequent overtime',
  '034A05': 'Crowded or noisy',
  '034A06': 'Good equipment',
  '034A07': 'Safe workplace',
  '034A08': 'Free meals or snacks',
  '034B01': 'Pays on time',
  '034B02': 'Fair supervisors',
  '034B03': 'Clear instructions',
  '034B04': 'Strict rules',
  '034B05': 'Complete government benefits',
  '034B06': 'Room to grow',
  '034B07': 'Micromanages',
  '034B08': 'Respects rest days',
  '034C01': 'Friendly',
  '034C02': 'Helpful to new hires',
  '034C03': 'Good teamwork',
  '034C04': 'Competitive',
  '034C05': 'Lots of gossip',
  '034C06': 'Supportive',
  '034C07': 'Professional',
  '034C08': 'Like family',
} as const satisfies CodeTable;

const codes = <T extends CodeTable>(table: T) => Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];
export const JOB_RATING_CODES = codes(JOB_RATING);
export type JobRatingCode = (typeof JOB_RATING_CODES)[number];
export const JOB_RATING_KEYWORD_CODES = codes(JOB_RATING_KEYWORD);
export type JobRatingKeywordCode = (typeof JOB_RATING_KEYWORD_CODES)[number];
export const SALARY_PAID_CODES = codes(SALARY_PAID);
export const SATISFIED_SALARY_CODES = codes(SATISFIED_SALARY);
export const RECOMMAND_CODES = codes(RECOMMAND);
export const INTERVIEW_EXPERIENCE_CODES = codes(INTERVIEW_EXPERIENCE);
export const INTERVIEW_RESULT_CODES = codes(INTERVIEW_RESULT);
export type InterviewResultCode = (typeof INTERVIEW_RESULT_CODES)[number];
export const INTERVIEW_EVALUATION_CODES = codes(INTERVIEW_EVALUATION);
export const INTERVIEW_DIFFICULTY_CODES = codes(INTERVIEW_DIFFICULTY);
export const INTERVIEW_TYPE_CODES = codes(INTERVIEW_TYPE);
export const INTERVIEWERS_CODES = codes(INTERVIEWERS);

/** The keyword codes a rating takes. */
export const keywordsOfRating = (ratingCode: JobRatingCode): JobRatingKeywordCode[] => JOB_RATING_KEYWORD_CODES.filter((code) => code.startsWith(ratingCode));

/** The form's defaults of 'Write A Screening Review' (the spec: result On Hold, evaluation Normal, difficulty Normal, 3 empty questions). */
export const INTERVIEW_TIP_DEFAULTS = { interviewResults: '041B', evaluation: '042B', difficulty: '043B', interviewQuestions: ['', '', ''] } as const;

/** Where an interview review stands: waiting for an operator, released to everyone, or not released (with a reason the writer sees). */
export const INTERVIEW_REVIEW_STATUS = { underReview: 'Under review', released: 'Released', rejected: 'Not released' } as const satisfies CodeTable;
export const INTERVIEW_REVIEW_STATUSES = codes(INTERVIEW_REVIEW_STATUS);
export type InterviewReviewStatus = (typeof INTERVIEW_REVIEW_STATUSES)[number];

/** The search form's result filter: all, or one result code. */
export const INTERVIEW_RESULT_FILTERS = ['all', ...INTERVIEW_RESULT_CODES] as const;

export const COMMUNITY_POST_MESSAGES = {
  /** 403 community/individual-only (spec section 6 and 8). */
  onlyIndividual: 'Only Individual members can register.',
  /** The explanatory text under it (ours). */
  onlyIndividualText: 'Posts, comments and reviews are written by individual members. Log in with an individual account to continue.',
  /** 403 community/not-owner. */
  notOwner: 'Only the writer can change or delete this.',
  postNotFound: 'The post does not exist or has been deleted.',
  commentNotFound: 'The comment does not exist or has been deleted.',
  reviewNotFound: 'The review does not exist or has been deleted.',
  titleRequired: 'Please enter a title.',
  titleMax: `The title can be up to ${COMMUNITY_POST_LIMITS.title} characters.`,
  contentRequired: 'Please enter the content.',
  contentMax: `The content can be up to ${COMMUNITY_POST_LIMITS.body} characters.`,
  photosMax: `You can attach up to ${COMMUNITY_POST_LIMITS.photos} photos.`,
  photoType: 'Only gif, jpeg, jpg and png images within 6 MB can be attached.',
  photoNotOwn: 'The photo is not one you uploaded.',
  commentRequired: 'Please enter a comment.',
  commentMax: `A comment can be up to ${COMMUNITY_POST_LIMITS.comment} characters.`,
  articleRequired: 'The post to comment on is missing.',
  commentOtherArticle: 'The comment does not belong to this post.',
  keywordMax: `A keyword can be up to ${COMMUNITY_POST_LIMITS.keyword} characters.`,
  /** The search forms of counseling and My talk (spec section 5: keyword required). */
  keywordRequired: 'Please enter a keyword.',
  /** Posting notice of counseling (spec section 5). */
  counselingNotice: 'Slanderous or abusive posts may be deleted without warning.',
  // Interview reviews
  companyNameRequired: 'Please enter the company name.',
  companyNameMax: `The company name can be up to ${COMMUNITY_POST_LIMITS.shortText} characters.`,
  specializationRequired: 'Please select a specialization.',
  specializationOne: 'Please select one specialization.',
  specializationSearchMax: `You can select up to ${COMMUNITY_POST_LIMITS.specializationSearch} specializations.`,
  positionRequired: 'Please enter the position.',
  positionMax: `The position can be up to ${COMMUNITY_POST_LIMITS.shortText} characters.`,
  workExperienceRequired: 'Please select your experience.',
  applicationYearRequired: 'Please select the application year.',
  applicationMonthRequired: 'Please select the application month.',
  /** The spec's hint. */
  applicationDateRange: 'Register only application dates of the last three years.',
  interviewResultsRequired: 'Please select the interview result.',
  evaluationRequired: 'Please select your evaluation.',
  difficultyRequired: 'Please select the difficulty.',
  interviewTypeRequired: 'Please select at least one interview type.',
  numberOfInterviewersRequired: 'Please select at least one interview format.',
  textRequired: 'Please fill in this field.',
  reviewTextMax: `Please write up to ${COMMUNITY_POST_LIMITS.reviewText} characters.`,
  questionsMin: `Please enter at least ${COMMUNITY_POST_LIMITS.interviewQuestionsMin} interview questions.`,
  questionsMax: `You can add up to ${COMMUNITY_POST_LIMITS.interviewQuestionsMax} interview questions.`,
  questionRequired: 'Please enter the question.',
  proofRequired: 'Please attach at least one image that proves the interview.',
  proofMax: `You can attach up to ${COMMUNITY_POST_LIMITS.proofFiles} images.`,
  proofType: 'Only jpg, jpeg, gif, png and bmp images can be attached.',
  proofNotOwn: 'The image is not one you uploaded.',
  /** Under the file picker (spec section 5). */
  proofNotice: 'Do not attach documents with personal information (IDs, resumes, contracts).',
  /** The automatic first pass: reviews are anonymous. */
  contactDetails: 'Please remove phone numbers and e-mail addresses: reviews are anonymous.',
  personNames: 'Please do not write the names of people: reviews are anonymous.',
  /** What the writer sees on their own review until an operator releases it. */
  underReview: 'Your review is under review. It will be shown to others once it is released.',
  rejected: 'Your review was not released.',
  /** 409 interviewTip/not-under-review (operators). */
  notUnderReview: 'The review is not waiting for review.',
  rejectReasonRequired: 'Please give the reason.',
  // Job reviews
  periodFromRequired: 'Please select when you started working there.',
  periodInvalid: "Please select a month 'YYYY-MM'.",
  periodOrder: 'The end must not be before the start.',
  periodFuture: 'The period cannot be in the future.',
  ratingsRequired: 'Please rate all three: environment, employer and co-workers.',
  scoreRange: 'Please rate from 1 to 5.',
  ratingKeywordOther: 'Please choose keywords of this rating.',
  ratingKeywordsMax: `You can choose up to ${COMMUNITY_POST_LIMITS.ratingKeywords} keywords.`,
  salaryPaidRequired: 'Please choose whether the salary was paid on time.',
  satisfiedSalaryRequired: 'Please choose how satisfied you are with the salary.',
  recommandRequired: 'Please choose whether you recommend the company.',
  reviewContentMax: `The content can be up to ${COMMUNITY_POST_LIMITS.reviewText} characters.`,
  /** 409 jobReview/duplicate. */
  jobReviewDuplicate: 'You have already written a review of this company this year. You can edit that review instead.',
  companyNameQueryRequired: 'Please give the company name.',
} as const;

/** Error codes beside the common ones (validation/invalid, auth/*, not-found). */
export const COMMUNITY_POST_ERROR_CODES = {
  /** 403: a company or master member writing. */
  individualOnly: 'community/individual-only',
  /** 403: changing or deleting another member's item. */
  notOwner: 'community/not-owner',
  /** 409: a second review of the same company in the same year. */
  jobReviewDuplicate: 'jobReview/duplicate',
  /** 409: releasing or rejecting a review that is not under review. */
  notUnderReview: 'interviewTip/not-under-review',
} as const;

/**
 * The application months an interview review may name: the 36 months ending with `now`'s Manila
 * month. `years` newest first (the form's choices: 3 in December, 4 otherwise), `monthsOf(year)`
 * the months of a year inside the window.
 */
export function applicationWindow(now: Date): { years: number[]; from: { year: number; month: number }; to: { year: number; month: number }; monthsOf: (year: number) => number[] } {
  const manila = new Date(now.getTime() + 8 * 3600_000);
  const to = { year: manila.getUTCFullYear(), month: manila.getUTCMonth() + 1 };
  const start = to.year * 12 + (to.month - 1) - (COMMUNITY_POST_LIMITS.applicationMonths - 1);
  const from = { year: Math.floor(start / 12), month: (start % 12) + 1 };
  const years: number[] = [];
  for (let year = to.year; year >= from.year; year--) years.push(year);
  const monthsOf = (year: number) => {
    const first = year === from.year ? from.month : 1;
    const last = year === to.year ? to.month : 12;
    const months: number[] = [];
    for (let month = first; month <= last; month++) months.push(month);
    return months;
  };
  return { years, from, to, monthsOf };
}

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

const M = COMMUNITY_POST_MESSAGES;
const isoDate = z.string();
const personLength = (text: string) => Array.from(text).length;

/** A required text: trimmed, 1..max characters (as a person counts them), no control characters. */
const formText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((text) => personLength(text) <= max, { error: tooLong })
    .refine((text) => !hasControlCharacters(text), { error: TEXT_CHARACTER_MESSAGE });

/** A query keyword: trimmed, '' reads as absent, at most 100 characters. */
const queryKeyword = z.preprocess(
  fromQuery,
  z
    .string({ error: 'Must be a single text value.' })
    .max(COMMUNITY_POST_LIMITS.keyword, { error: M.keywordMax })
    .refine((text) => !hasControlCharacters(text), { error: TEXT_CHARACTER_MESSAGE })
    .optional(),
);

const paging = {
  pageUnit: queryInt(1, LIMITS.maxPageUnit, LIMITS.pageUnit),
  pageNo: queryInt(1, 1_000_000, 1),
};

export const COMMUNITY_ORDER_KEYS = ['createdAt', 'viewCount'] as const;
export type CommunityOrderKey = (typeof COMMUNITY_ORDER_KEYS)[number];
/** The sort menu: Register date / Lastest (createdAt, default) or View Count (viewCount), newest first within. */
const orderKey = z.preprocess(fromQuery, z.enum(COMMUNITY_ORDER_KEYS, { error: "Must be 'createdAt' or 'viewCount'." }).default('createdAt'));

const idMessage = (what: string) => `The ${what} id must be a positive integer.`;
const positiveId = (what: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: idMessage(what) }).int({ error: idMessage(what) }).min(1, { error: idMessage(what) }).max(Number.MAX_SAFE_INTEGER, { error: idMessage(what) }),
  );

const bodyObject = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'The body must be a JSON object.' });

/** `{id}` of the post calls (job talk, counseling, interview review). */
export const ZArticleIdParam = z.object({ id: positiveId('post') });
/** `{commentId}` of the comment calls. */
export const ZCommentIdParam = z.object({ commentId: positiveId('comment') });
/** `{id}` of the job review calls. */
export const ZJobReviewIdParam = z.object({ id: positiveId('review') });
/** `{id}` of the operators' interview review calls. */
export const ZInterviewTipIdParam = z.object({ id: positiveId('review') });

/** `?email` only (the detail calls). */
export const ZCommunityEmailQuery = z.object({ email: ZEmailParam });

/** A photo of a job talk or counseling post: a key the writer uploaded with project=community, and its file name. */
export const ZArticleAttachment = z.object(
  {
    key: z.string({ error: M.photoType }).regex(FILE_KEY_PATTERN, { error: M.photoType }),
    fileName: z
      .string({ error: M.photoType })
      .trim()
      .min(1, { error: M.photoType })
      .max(255, { error: M.photoType })
      .refine((name) => /\.(gif|jpe?g|png)$/i.test(name), { error: M.photoType })
      .refine((name) => !hasControlCharacters(name) && !/[\\/]/.test(name), { error: M.photoType }),
  },
  { error: M.photoType },
);
export type ArticleAttachment = z.infer<typeof ZArticleAttachment>;

/** An attachment as answered. */
export const ZAttachment = z.object({ key: z.string(), fileName: z.string() });
export type Attachment = z.infer<typeof ZAttachment>;

// ---------------------------------------------------------------------------------------------
// Comments (job talk, counseling, released interview reviews)
// ---------------------------------------------------------------------------------------------

/** A comment (spec: commentId, articleId, index), with who wrote it and whether it is the caller's. */
export const ZComment = z.object({
  commentId: z.number().int(),
  articleId: z.number().int(),
  /** The comment's text (plain). */
  index: z.string(),
  nickName: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  isOwn: z.boolean(),
});
export type Comment = z.infer<typeof ZComment>;

/** POST /api/community/reply and PUT /api/community/reply/{commentId}: `{ articleId, index }`, index 1..1000 characters. */
export const ZCommentBody = bodyObject({
  articleId: positiveId('post'),
  index: formText(COMMUNITY_POST_LIMITS.comment, M.commentRequired, M.commentMax),
});
export type CommentBody = z.output<typeof ZCommentBody>;

// ---------------------------------------------------------------------------------------------
// Job talk and counseling posts
// ---------------------------------------------------------------------------------------------

/** GET /api/community/jobTalks and /jobCounselings: `pageUnit` (10; 4 on the home), `pageNo`, `keyword` (title or body), `orderKey`. */
export const ZPostListQuery = z.object({
  ...paging,
  keyword: queryKeyword,
  orderKey,
  email: ZEmailParam,
});
export type PostListQuery = z.output<typeof ZPostListQuery>;
/** Kept names for the home's call. */
export const ZJobTalkListQuery = ZPostListQuery;
export type JobTalkListQuery = PostListQuery;

/** A job talk post in a list (spec section 3 'Job talk post'); `index` is the body's first 200 characters. */
export const ZJobTalkListItem = z.object({
  articleId: z.number().int(),
  title: z.string(),
  index: z.string(),
  nickName: z.string(),
  viewCount: z.number().int(),
  replyCount: z.number().int(),
  createdAt: isoDate,
  isAttach: z.boolean(),
  isNew: z.boolean(),
  isOwn: z.boolean(),
});
export type JobTalkListItem = z.infer<typeof ZJobTalkListItem>;
/** `count`: the posts the keyword finds. Empty: 'No data.'; a page under 10: 'No more data.'. */
export const ZJobTalkListResponse = z.object({ list: z.array(ZJobTalkListItem), count: z.number().int() });
export type JobTalkListResponse = z.infer<typeof ZJobTalkListResponse>;

/** GET /api/community/jobTalk/{id}: the whole post, its photos and comments (oldest first). */
export const ZJobTalkDetail = ZJobTalkListItem.extend({
  updatedAt: isoDate,
  attachment: z.array(ZAttachment),
  articleReply: z.array(ZComment),
});
export type JobTalkDetail = z.infer<typeof ZJobTalkDetail>;

/** POST /api/community/jobTalk, PUT /api/community/jobTalk/{id}, and the same for counseling: `{ title, index, articleAttachment }`. */
export const ZPostBody = bodyObject({
  title: formText(COMMUNITY_POST_LIMITS.title, M.titleRequired, M.titleMax),
  index: formText(COMMUNITY_POST_LIMITS.body, M.contentRequired, M.contentMax),
  articleAttachment: z
    .preprocess((value) => (value === null ? undefined : value), z.array(ZArticleAttachment, { error: M.photoType }).max(COMMUNITY_POST_LIMITS.photos, { error: M.photosMax }).optional())
    .transform((value) => value ?? []),
});
export type PostBody = z.output<typeof ZPostBody>;

/** A counseling post in a list (spec 'Counseling'); `answer` = its number of answers (comments). */
export const ZCounselingListItem = z.object({
  articleId: z.number().int(),
  title: z.string(),
  index: z.string(),
  nickName: z.string(),
  createdAt: isoDate,
  viewCount: z.number().int(),
  answer: z.number().int(),
  isAttach: z.boolean(),
  isNew: z.boolean(),
  isOwn: z.boolean(),
});
export type CounselingListItem = z.infer<typeof ZCounselingListItem>;
/** `count`: what the keyword finds; the banner's `todayCounselingCOunt` (posts written today, Manila) and `allCounselingCount` (all posts), spelled as the spec spells them. */
export const ZCounselingListResponse = z.object({
  list: z.array(ZCounselingListItem),
  count: z.number().int(),
  todayCounselingCOunt: z.number().int(),
  allCounselingCount: z.number().int(),
});
export type CounselingListResponse = z.infer<typeof ZCounselingListResponse>;

/** GET /api/community/jobCounseling/{id}. Report link: /report?route=community&targetId={articleId}&detailCategory=023E04. */
export const ZCounselingDetail = ZCounselingListItem.extend({
  updatedAt: isoDate,
  attachment: z.array(ZAttachment),
  articleReply: z.array(ZComment),
});
export type CounselingDetail = z.infer<typeof ZCounselingDetail>;

// ---------------------------------------------------------------------------------------------
// Interview reviews ('Screening Reviews')
// ---------------------------------------------------------------------------------------------

/**
 * `specialization` of the interview search: a JSON array of ids as the spec's client sends it
 * (`["SP0101","SP06"]`), repeated keys, or ids separated by commas; up to 5; a parent id (SP06)
 * matches its children.
 */
const specializationQuery = z.preprocess(
  (value) => {
    if (Array.isArray(value)) return value;
    const text = fromQuery(value);
    if (typeof text !== 'string') return text;
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }
    return text.split(',').map((part) => part.trim()).filter(Boolean);
  },
  z
    .array(specializationItem, { error: 'Must be a JSON array of specialization ids.' })
    .max(COMMUNITY_POST_LIMITS.specializationSearch, { error: M.specializationSearchMax })
    .optional(),
).transform((value) => value ?? []);

/** GET /api/community/interviewTips: released reviews; `companyName` (substring), `interviewResults` (all, 041A, 041B, 041C; default all), `specialization`. */
export const ZInterviewTipListQuery = z.object({
  ...paging,
  orderKey,
  email: ZEmailParam,
  companyName: queryKeyword,
  interviewResults: z.preprocess(fromQuery, z.enum(INTERVIEW_RESULT_FILTERS, { error: `Must be one of ${INTERVIEW_RESULT_FILTERS.join(', ')}.` }).default('all')),
  specialization: specializationQuery,
});
export type InterviewTipListQuery = z.output<typeof ZInterviewTipListQuery>;

const applicationDate = z.string().regex(/^\d{4}-\d{2}$/);

/** An interview review in a list (spec 'Interview tip list item' plus company, position, specialization and the writer's view of its status). */
export const ZInterviewTipListItem = z.object({
  articleId: z.number().int(),
  /** '{companyName} - {position}'. */
  title: z.string(),
  companyName: z.string(),
  position: z.string(),
  /** A specialization id (taxonomy.ts SPECIALIZATION_TREE). */
  specialization: z.string(),
  viewCount: z.number().int(),
  replyCount: z.number().int(),
  createdAt: isoDate,
  isNew: z.boolean(),
  isOwn: z.boolean(),
  /** The first 200 characters of the tip. */
  interviewTip: z.string(),
  interviewResult: z.enum(INTERVIEW_RESULT_CODES),
  difficulty: z.enum(INTERVIEW_DIFFICULTY_CODES),
  evaluation: z.enum(INTERVIEW_EVALUATION_CODES),
  /** 'YYYY-MM'. */
  applicationDate,
  /** Always 'released' in the public list; the writer's My talk shows the others too. */
  reviewStatus: z.enum(INTERVIEW_REVIEW_STATUSES),
});
export type InterviewTipListItem = z.infer<typeof ZInterviewTipListItem>;
export const ZInterviewTipListResponse = z.object({ list: z.array(ZInterviewTipListItem), count: z.number().int() });
export type InterviewTipListResponse = z.infer<typeof ZInterviewTipListResponse>;

/** A proof image as registered: spec 'Uploaded proof file: key, fileName, ext, size in MB'. */
export const ZInterviewProofFile = z.object(
  {
    key: z.string({ error: M.proofType }).regex(FILE_KEY_PATTERN, { error: M.proofType }),
    fileName: z
      .string({ error: M.proofType })
      .trim()
      .min(1, { error: M.proofType })
      .max(255, { error: M.proofType })
      .refine((name) => /\.(jpe?g|gif|png|bmp)$/i.test(name), { error: M.proofType })
      .refine((name) => !hasControlCharacters(name) && !/[\\/]/.test(name), { error: M.proofType }),
    ext: z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/^\./, '') : value), z.enum(['jpg', 'jpeg', 'gif', 'png', 'bmp'], { error: M.proofType })),
    /** MB with two decimals, as the form shows it (media holds review uploads to 10 MB). */
    size: z.number({ error: M.proofType }).min(0, { error: M.proofType }).max(10, { error: M.proofType }),
  },
  { error: M.proofType },
);
export type InterviewProofFile = z.infer<typeof ZInterviewProofFile>;

const reviewText = formText(COMMUNITY_POST_LIMITS.reviewText, M.textRequired, M.reviewTextMax);
const codeList = <C extends string>(values: readonly [C, ...C[]], required: string) =>
  z.array(z.enum(values, { error: required }), { error: required }).min(1, { error: required }).transform((list) => [...new Set(list)]);
const intField = (required: string, min: number, max: number, rangeMessage: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: required }).int({ error: required }).min(min, { error: rangeMessage }).max(max, { error: rangeMessage }),
  );

/**
 * POST /api/community/interviewTip ('Write A Screening Review'), spec section 5. `specialization`
 * is one id (or a one-item list, or a code item). The application date window and the automatic
 * first pass (contact details, names) are checked by the service: 400 with the same field paths.
 */
export const ZInterviewTipCreateBody = bodyObject({
  companyName: formText(COMMUNITY_POST_LIMITS.shortText, M.companyNameRequired, M.companyNameMax),
  specialization: z
    .preprocess((value) => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]), z.array(specializationItem, { error: M.specializationRequired }).min(1, { error: M.specializationRequired }).max(1, { error: M.specializationOne }))
    .transform((list) => list[0] as string),
  position: formText(COMMUNITY_POST_LIMITS.shortText, M.positionRequired, M.positionMax),
  workExperience: z.enum(INTERVIEW_EXPERIENCE_CODES, { error: M.workExperienceRequired }),
  applicationYear: intField(M.applicationYearRequired, 1900, 9999, M.applicationDateRange),
  applicationMonth: intField(M.applicationMonthRequired, 1, 12, M.applicationMonthRequired),
  interviewResults: z.enum(INTERVIEW_RESULT_CODES, { error: M.interviewResultsRequired }),
  evaluation: z.enum(INTERVIEW_EVALUATION_CODES, { error: M.evaluationRequired }),
  difficulty: z.enum(INTERVIEW_DIFFICULTY_CODES, { error: M.difficultyRequired }),
  interviewEnvironment: reviewText,
  interviewType: codeList(INTERVIEW_TYPE_CODES, M.interviewTypeRequired),
  numberOfInterviewers: codeList(INTERVIEWERS_CODES, M.numberOfInterviewersRequired),
  interviewProgress: reviewText,
  interviewQuestions: z
    .array(formText(COMMUNITY_POST_LIMITS.reviewText, M.questionRequired, M.reviewTextMax), { error: M.questionsMin })
    .min(COMMUNITY_POST_LIMITS.interviewQuestionsMin, { error: M.questionsMin })
    .max(COMMUNITY_POST_LIMITS.interviewQuestionsMax, { error: M.questionsMax }),
  interviewTip: reviewText,
  interviewAmbiance: reviewText,
  coverLetter: reviewText,
  file: z.array(ZInterviewProofFile, { error: M.proofRequired }).min(1, { error: M.proofRequired }).max(COMMUNITY_POST_LIMITS.proofFiles, { error: M.proofMax }),
});
export type InterviewTipCreateBody = z.output<typeof ZInterviewTipCreateBody>;
export type InterviewTipCreateInput = z.input<typeof ZInterviewTipCreateBody>;

/** GET /api/community/interviewTip/{id} (spec 'Detail'): released ones to everyone; an unreleased one to its writer only (others 404). */
export const ZInterviewTipDetail = ZInterviewTipListItem.extend({
  /** The whole tip. */
  interviewTip: z.string(),
  /** 040A/040B. */
  experience: z.enum(INTERVIEW_EXPERIENCE_CODES),
  interviewEnvironment: z.string(),
  interviewType: z.array(z.enum(INTERVIEW_TYPE_CODES)),
  numberOfInterviewers: z.array(z.enum(INTERVIEWERS_CODES)),
  interviewProgress: z.string(),
  interviewQuestions: z.array(z.string()),
  interviewAmbiance: z.string(),
  coverLetter: z.string(),
  /** The operator's reason when not released; shown to the writer only (null otherwise). */
  reviewNote: z.string().nullable(),
  /** The proof images: the writer's own review only ([] for everyone else). */
  file: z.array(z.object({ key: z.string(), fileName: z.string(), ext: z.string(), size: z.number() })),
  articleReply: z.array(ZComment),
});
export type InterviewTipDetail = z.infer<typeof ZInterviewTipDetail>;

/** GET /internal/community/interviewTips/underReview?pageUnit&pageNo: the operators' queue, oldest first, with the writer and the proofs. */
export const ZInterviewTipQueueQuery = z.object(paging);
export const ZInterviewTipQueueItem = ZInterviewTipDetail.extend({ userId: z.number().int() });
export const ZInterviewTipQueueResponse = z.object({ list: z.array(ZInterviewTipQueueItem), count: z.number().int() });
export type InterviewTipQueueResponse = z.infer<typeof ZInterviewTipQueueResponse>;

/** POST /internal/community/interviewTip/{id}/reject `{ reason }` (release takes no body). */
export const ZInterviewTipRejectBody = bodyObject({ reason: formText(COMMUNITY_POST_LIMITS.rejectReason, M.rejectReasonRequired, M.rejectReasonRequired) });
/** The answer of release and reject. */
export const ZInterviewTipReviewState = z.object({
  articleId: z.number().int(),
  reviewStatus: z.enum(INTERVIEW_REVIEW_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedAt: isoDate,
});
export type InterviewTipReviewState = z.infer<typeof ZInterviewTipReviewState>;

// ---------------------------------------------------------------------------------------------
// Company job reviews
// ---------------------------------------------------------------------------------------------

/** GET /api/community/jobReview/companyList?keyword: companies with reviews (most reviewed first); `keyword` matches the company name. Paging ours (10). */
export const ZJobReviewCompanyListQuery = z.object({ keyword: queryKeyword, ...paging, email: ZEmailParam });
export type JobReviewCompanyListQuery = z.output<typeof ZJobReviewCompanyListQuery>;

export const ZJobReviewCompanyItem = z.object({
  companyName: z.string(),
  reviewCount: z.number().int(),
  /** Average of its reviews' scores, one decimal. */
  score: z.number(),
});
export type JobReviewCompanyItem = z.infer<typeof ZJobReviewCompanyItem>;
/** `registedCompanyCount` / `registedReviewCount`: all companies and reviews (the spec's spelling); `count`: the companies the keyword finds. */
export const ZJobReviewCompanyListResponse = z.object({
  registedCompanyCount: z.number().int(),
  registedReviewCount: z.number().int(),
  list: z.array(ZJobReviewCompanyItem),
  count: z.number().int(),
});
export type JobReviewCompanyListResponse = z.infer<typeof ZJobReviewCompanyListResponse>;

export const ZJobRatingKeyword = z.object({ keywordCode: z.enum(JOB_RATING_KEYWORD_CODES) });
/** One of the three ratings (spec: ratingCode, score, jobRatingKeyword[].keywordCode). */
export const ZJobRating = z.object({
  ratingCode: z.enum(JOB_RATING_CODES),
  score: z.number().int(),
  jobRatingKeyword: z.array(ZJobRatingKeyword),
});
export type JobRating = z.infer<typeof ZJobRating>;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const yearMonth = z.string().regex(YEAR_MONTH);

/** A job review (spec 'Job review'); anonymous; `score` = the average of its three ratings. */
export const ZJobReviewItem = z.object({
  jobReviewId: z.number().int(),
  companyName: z.string(),
  /** 'YYYY-MM'. */
  periodFrom: yearMonth,
  /** 'YYYY-MM', or null: still working there. */
  periodTo: yearMonth.nullable(),
  jobRating: z.array(ZJobRating),
  salaryPaidCode: z.enum(SALARY_PAID_CODES),
  satisfiedSalaryCode: z.enum(SATISFIED_SALARY_CODES),
  recommandCode: z.enum(RECOMMAND_CODES),
  title: z.string(),
  /** The review's text (whole, also in lists: at most 5000). */
  index: z.string(),
  score: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
  isOwn: z.boolean(),
});
export type JobReviewItem = z.infer<typeof ZJobReviewItem>;
/** GET /api/community/jobReview/{id}. */
export const ZJobReviewDetail = ZJobReviewItem;
export type JobReviewDetail = JobReviewItem;

/** GET /api/community/jobReview/company?companyName: one company's reviews, newest first (paging ours). */
export const ZJobReviewCompanyQuery = z.object({
  companyName: z.preprocess(fromQuery, z.string({ error: M.companyNameQueryRequired }).max(COMMUNITY_POST_LIMITS.shortText, { error: M.companyNameMax })),
  ...paging,
  email: ZEmailParam,
});
export type JobReviewCompanyQuery = z.output<typeof ZJobReviewCompanyQuery>;
/** A company without reviews answers reviewCount 0, score 0 and an empty list. `ratings`: the average of each category. `reviewCount` is also the list's total. */
export const ZJobReviewCompany = z.object({
  companyName: z.string(),
  reviewCount: z.number().int(),
  score: z.number(),
  ratings: z.array(z.object({ ratingCode: z.enum(JOB_RATING_CODES), score: z.number() })),
  /** How many of its reviews recommend it (038A). */
  recommendCount: z.number().int(),
  list: z.array(ZJobReviewItem),
});
export type JobReviewCompany = z.infer<typeof ZJobReviewCompany>;

const ratingInput = z.object(
  {
    ratingCode: z.enum(JOB_RATING_CODES, { error: M.ratingsRequired }),
    score: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value),
      z.number({ error: M.scoreRange }).int({ error: M.scoreRange }).min(1, { error: M.scoreRange }).max(5, { error: M.scoreRange }),
    ),
    jobRatingKeyword: z
      .preprocess((value) => (value === null ? undefined : value), z.array(z.object({ keywordCode: z.enum(JOB_RATING_KEYWORD_CODES, { error: M.ratingKeywordOther }) }, { error: M.ratingKeywordOther })).max(COMMUNITY_POST_LIMITS.ratingKeywords, { error: M.ratingKeywordsMax }).optional())
      .transform((value) => value ?? []),
  },
  { error: M.ratingsRequired },
);

/**
 * POST /api/community/jobReview and PUT /api/community/jobReview/{id}. The three ratings come once
 * each (034A, 034B, 034C, any order), keywords of their own rating; periodFrom 'YYYY-MM' required,
 * periodTo 'YYYY-MM' or null (still there), not before periodFrom; neither after the current month
 * (checked by the service with its clock).
 */
export const ZJobReviewBody = bodyObject({
  companyName: formText(COMMUNITY_POST_LIMITS.shortText, M.companyNameRequired, M.companyNameMax),
  periodFrom: z.string({ error: M.periodFromRequired }).trim().min(1, { error: M.periodFromRequired }).regex(YEAR_MONTH, { error: M.periodInvalid }),
  periodTo: z.preprocess((value) => (value === '' || value === undefined ? null : value), z.string({ error: M.periodInvalid }).trim().regex(YEAR_MONTH, { error: M.periodInvalid }).nullable()),
  jobRating: z.array(ratingInput, { error: M.ratingsRequired }),
  salaryPaidCode: z.enum(SALARY_PAID_CODES, { error: M.salaryPaidRequired }),
  satisfiedSalaryCode: z.enum(SATISFIED_SALARY_CODES, { error: M.satisfiedSalaryRequired }),
  recommandCode: z.enum(RECOMMAND_CODES, { error: M.recommandRequired }),
  title: formText(COMMUNITY_POST_LIMITS.title, M.titleRequired, M.titleMax),
  index: formText(COMMUNITY_POST_LIMITS.reviewText, M.contentRequired, M.reviewContentMax),
}).superRefine((body, ctx) => {
  const seen = new Set(body.jobRating.map((rating) => rating.ratingCode));
  if (body.jobRating.length !== JOB_RATING_CODES.length || seen.size !== JOB_RATING_CODES.length) ctx.addIssue({ code: 'custom', path: ['jobRating'], message: M.ratingsRequired });
  body.jobRating.forEach((rating, i) => {
    rating.jobRatingKeyword.forEach((keyword, j) => {
      if (!keyword.keywordCode.startsWith(rating.ratingCode)) ctx.addIssue({ code: 'custom', path: ['jobRating', i, 'jobRatingKeyword', j, 'keywordCode'], message: M.ratingKeywordOther });
    });
  });
  if (body.periodTo !== null && YEAR_MONTH.test(body.periodTo) && YEAR_MONTH.test(body.periodFrom) && body.periodTo < body.periodFrom) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: M.periodOrder });
});
export type JobReviewBody = z.output<typeof ZJobReviewBody>;
export type JobReviewInput = z.input<typeof ZJobReviewBody>;

// ---------------------------------------------------------------------------------------------
// My talk (individual my-page)
// ---------------------------------------------------------------------------------------------

export const ZMyTalkKindParam = z.object({ kind: z.enum(COMMUNITY_POST_KINDS, { error: `Must be one of ${COMMUNITY_POST_KINDS.join(', ')}.` }) });
/** GET /api/individual/myPage/myTalks/{kind}?pageUnit=10&pageNo&keyword&email: the caller's own posts of the tab, newest first; `keyword` matches title or body. */
export const ZMyTalkQuery = z.object({ ...paging, keyword: queryKeyword, email: ZEmailParam });
export type MyTalkQuery = z.output<typeof ZMyTalkQuery>;
/** A row of My talk: opens /myPage/myTalk/{jobTalk|interview|counseling}/{articleId} (COMMUNITY_POST_SCREEN). */
export const ZMyTalkItem = z.object({
  articleId: z.number().int(),
  kind: z.enum(COMMUNITY_POST_KINDS),
  title: z.string(),
  /** The body's (an interview review: the tip's) first 200 characters. */
  index: z.string(),
  viewCount: z.number().int(),
  replyCount: z.number().int(),
  createdAt: isoDate,
  isNew: z.boolean(),
  isAttach: z.boolean(),
  /** Interview reviews: where the review stands ('underReview' shows COMMUNITY_POST_MESSAGES.underReview); null for the other tabs. */
  reviewStatus: z.enum(INTERVIEW_REVIEW_STATUSES).nullable(),
});
export type MyTalkItem = z.infer<typeof ZMyTalkItem>;
export const ZMyTalkResponse = z.object({ list: z.array(ZMyTalkItem), count: z.number().int() });
export type MyTalkResponse = z.infer<typeof ZMyTalkResponse>;

// ---------------------------------------------------------------------------------------------
// Helpers shared by the screens and the service
// ---------------------------------------------------------------------------------------------

/** The specialization ids a search id covers: itself, and a parent's children. */
export function specializationsCovered(id: string): string[] {
  return SPECIALIZATION_TREE.filter((item) => item.id === id || item.parent_id === id).map((item) => item.id);
}

/** A code's label, or the code. */
export const labelOf = (table: CodeTable, code: string): string => (code in table ? (table as Record<string, string>)[code] ?? code : code);

/** A list item's preview of a text. */
export const previewOf = (text: string): string => {
  const chars = Array.from(text);
  return chars.length <= COMMUNITY_POST_LIMITS.preview ? text : chars.slice(0, COMMUNITY_POST_LIMITS.preview).join('');
};

