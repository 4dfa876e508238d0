/**
 * The values of `@phjobs/contracts/community-posts` that the screens need, repeated here because
 * that module holds zod schemas beside them (a runtime import would put zod in the remote's
 * chunks; types are imported from it directly). `test/posts-contract.test.ts` checks that every
 * value here equals the contracts' own, so a change there fails the test until it is made here too.
 */
import type { CodeTable } from '@phjobs/contracts/codes';
import type { CommunityPostKind, JobRatingCode, JobRatingKeywordCode } from '@phjobs/contracts/community-posts';

export const POST_LIMITS = {
  title: 100,
  body: 5000,
  comment: 1000,
  photos: 3,
  photoBytes: 6 * 1024 * 1024,
  reviewText: 5000,
  shortText: 100,
  interviewQuestionsMin: 3,
  interviewQuestionsMax: 20,
  proofFiles: 5,
  specializationSearch: 5,
  ratingKeywords: 3,
  applicationMonths: 36,
} as const;

export const COMMUNITY_PHOTO_PROJECT = 'community';
export const INTERVIEW_PROOF_PROJECT = 'review';

export const POST_MESSAGES = {
  onlyIndividual: 'Only Individual members can register.',
  onlyIndividualText: 'Posts, comments and reviews are written by individual members. Log in with an individual account to continue.',
  notOwner: 'Only the writer can change or delete this.',
  titleRequired: 'Please enter a title.',
  titleMax: `The title can be up to ${POST_LIMITS.title} characters.`,
  contentRequired: 'Please enter the content.',
  contentMax: `The content can be up to ${POST_LIMITS.body} characters.`,
  photosMax: `You can attach up to ${POST_LIMITS.photos} photos.`,
  photoType: 'Only gif, jpeg, jpg and png images within 6 MB can be attached.',
  commentRequired: 'Please enter a comment.',
  commentMax: `A comment can be up to ${POST_LIMITS.comment} characters.`,
  keywordRequired: 'Please enter a keyword.',
  counselingNotice: 'Slanderous or abusive posts may be deleted without warning.',
  companyNameRequired: 'Please enter the company name.',
  companyNameMax: `The company name can be up to ${POST_LIMITS.shortText} characters.`,
  specializationRequired: 'Please select a specialization.',
  positionRequired: 'Please enter the position.',
  positionMax: `The position can be up to ${POST_LIMITS.shortText} characters.`,
  workExperienceRequired: 'Please select your experience.',
  applicationYearRequired: 'Please select the application year.',
  applicationMonthRequired: 'Please select the application month.',
  applicationDateRange: 'Register only application dates of the last three years.',
  interviewTypeRequired: 'Please select at least one interview type.',
  numberOfInterviewersRequired: 'Please select at least one interview format.',
  textRequired: 'Please fill in this field.',
  reviewTextMax: `Please write up to ${POST_LIMITS.reviewText} characters.`,
  questionsMin: `Please enter at least ${POST_LIMITS.interviewQuestionsMin} interview questions.`,
  questionRequired: 'Please enter the question.',
  proofRequired: 'Please attach at least one image that proves the interview.',
  proofMax: `You can attach up to ${POST_LIMITS.proofFiles} images.`,
  proofType: 'Only jpg, jpeg, gif, png and bmp images can be attached.',
  proofNotice: 'Do not attach documents with personal information (IDs, resumes, contracts).',
  underReview: 'Your review is under review. It will be shown to others once it is released.',
  rejected: 'Your review was not released.',
  periodFromRequired: 'Please select when you started working there.',
  periodInvalid: "Please select a month 'YYYY-MM'.",
  periodOrder: 'The end must not be before the start.',
  periodFuture: 'The period cannot be in the future.',
  scoreRange: 'Please rate from 1 to 5.',
  ratingKeywordsMax: `You can choose up to ${POST_LIMITS.ratingKeywords} keywords.`,
  salaryPaidRequired: 'Please choose whether the salary was paid on time.',
  satisfiedSalaryRequired: 'Please choose how satisfied you are with the salary.',
  recommandRequired: 'Please choose whether you recommend the company.',
  reviewContentMax: `The content can be up to ${POST_LIMITS.reviewText} characters.`,
  jobReviewDuplicate: 'You have already written a review of this company this year. You can edit that review instead.',
} as const;

export const POST_ERROR_CODES = { individualOnly: 'community/individual-only', notOwner: 'community/not-owner', jobReviewDuplicate: 'jobReview/duplicate' } as const;

/** The screen of a post kind (My talk and My news links). */
export const POST_SCREEN = { jobTalk: 'jobTalk', interviewTip: 'interview', jobCounseling: 'counseling' } as const satisfies Record<CommunityPostKind, string>;

export const INTERVIEW_TIP_DEFAULTS = { interviewResults: '041B', evaluation: '042B', difficulty: '043B', interviewQuestions: ['', '', ''] } as const;

export const SALARY_PAID = { '036A': 'Always on time', '036B': 'Sometimes late', '036C': 'Often late' } as const satisfies CodeTable;
export const SATISFIED_SALARY = { '037A': 'Satisfied', '037B': 'Fair', '037C': 'Dissatisfied' } as const satisfies CodeTable;
export const RECOMMAND = { '038A': 'I recommend it', '038B': 'I do not recommend it' } as const satisfies CodeTable;

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
} as const satisfies Record<JobRatingKeywordCode, string>;

/** The keyword codes a rating takes (its code plus two digits). */
export const keywordsOfRating = (ratingCode: JobRatingCode): JobRatingKeywordCode[] => (Object.keys(JOB_RATING_KEYWORD) as JobRatingKeywordCode[]).filter((code) => code.startsWith(ratingCode));

/** A code's label, or the code. */
export const labelOf = (table: CodeTable, code: string): string => (table as Record<string, string>)[code] ?? code;

/**
 * The application months an interview review may name: the 36 months ending with `now`'s Manila
 * month; `years` newest first (3 in December, otherwise 4), `monthsOf(year)` its months inside.
 */
export function applicationWindow(now: Date): { years: number[]; monthsOf: (year: number) => number[] } {
  const manila = new Date(now.getTime() + 8 * 3600_000);
  const to = { year: manila.getUTCFullYear(), month: manila.getUTCMonth() + 1 };
  const start = to.year * 12 + (to.month - 1) - (POST_LIMITS.applicationMonths - 1);
  const from = { year: Math.floor(start / 12), month: (start % 12) + 1 };
  const years: number[] = [];
  for (let year = to.year; year >= from.year; year -= 1) years.push(year);
  const monthsOf = (year: number) => {
    if (year < from.year || year > to.year) return [];
    const first = year === from.year ? from.month : 1;
    const last = year === to.year ? to.month : 12;
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  };
  return { years, monthsOf };
}
