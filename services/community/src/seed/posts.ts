/**
 * The seeded member-written areas, generated deterministically (same ids and texts every time;
 * dates relative to `now`): 66 job talk posts, 44 counseling posts, 46 interview reviews (45
 * released, the demo seeker's latest under review) at seed companies of BPO, retail and
 * hospitality, 46 company job reviews, and comments on them. Writers are the seed job seekers
 * (users 50001..) and the demo seeker (user 1), who has rows in every My talk tab and comments on
 * his posts (their community.comment.created events reach his My news).
 */
import { COMMUNITY_POST_LIMITS, JOB_RATING_KEYWORD_CODES, applicationWindow } from '@phjobs/contracts/community-posts';
import { seedCompanies, seedSeekers, SEED_DATASET } from '@phjobs/seed-data/dataset';
import { DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { Rng } from '@phjobs/seed-data/prng';
import type { InterviewTipFields } from '../data/interview-tips.ts';
import { companyKey, manilaYear, maskName } from '../domain/posts/rules.ts';
import { COMMENT_TEXTS, COUNSELING_ANSWERS, COUNSELING_TEXTS, INTERVIEW_TEXTS, JOB_REVIEW_TEXTS, JOB_TALK_TEXTS, type TalkText } from './post-texts.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const DEMO = { id: DEMO_SEEKER_ID, fullName: 'Juan Dela Cruz' };
const CITIES = ['Makati', 'Quezon City', 'Pasig', 'Taguig', 'Mandaluyong', 'Manila', 'Cebu City', 'Davao City', 'Iloilo City', 'Baguio', 'Cagayan de Oro', 'Bacolod'];
const ROLES = { bpo: ['customer service representative', 'chat support agent', 'technical support representative'], retail: ['cashier', 'sales associate', 'store supervisor'], hospitality: ['service crew', 'barista', 'room attendant'] } as const;

export type SeedPost = {
  id: number;
  kind: 'jobTalk' | 'jobCounseling' | 'interviewTip';
  userId: number;
  nickName: string;
  title: string;
  body: string;
  attachments: { key: string; fileName: string }[];
  viewCount: number;
  replyCount: number;
  reviewStatus: 'released' | 'underReview';
  createdAt: Date;
};
export type SeedComment = { id: number; postId: number; userId: number; nickName: string; body: string; createdAt: Date };
export type SeedInterviewTip = InterviewTipFields & {
  postId: number;
  proofs: { key: string; fileName: string; ext: string; size: number }[];
  reviewedAt: Date | null;
};
export type SeedJobReview = {
  id: number;
  userId: number;
  companyName: string;
  companyKey: string;
  reviewYear: number;
  periodFrom: string;
  periodTo: string | null;
  environmentScore: number;
  employerScore: number;
  coworkerScore: number;
  keywordCodes: string[];
  salaryPaidCode: string;
  satisfiedSalaryCode: string;
  recommandCode: string;
  title: string;
  body: string;
  createdAt: Date;
};
export type CommunitySeed = { posts: SeedPost[]; comments: SeedComment[]; interviewTips: SeedInterviewTip[]; jobReviews: SeedJobReview[] };

export const SEED_POST_COUNTS = { jobTalk: 66, jobCounseling: 44, interviewTip: 46, jobReview: 46 } as const;

type Member = { id: number; fullName: string };
type Sector = 'bpo' | 'retail' | 'hospitality';
const SECTOR_ROOT: Record<Sector, string> = { bpo: 'SP01', retail: 'SP13', hospitality: 'SP06' };

const fill = (text: string, values: { company: string; city: string; role: string }) => text.replaceAll('{company}', values.company).replaceAll('{city}', values.city).replaceAll('{role}', values.role);
/** Keywords that read as complaints: not given with a good score. */
const NEGATIVE_KEYWORDS: readonly string[] = ['034A04', '034A05', '034B04', '034B07', '034C04', '034C05'];
const ym = (date: Date) => new Date(date.getTime() + 8 * HOUR).toISOString().slice(0, 7);

/** The companies of a sector among the seed companies (their ads are on the site too). */
function sectorCompanies(sector: Sector): string[] {
  return seedCompanies()
    .filter((company) => company.specializationCode.startsWith(SECTOR_ROOT[sector]))
    .map((company) => company.companyName);
}

export function generateCommunitySeed(now: Date): CommunitySeed {
  const rng = new Rng(SEED_DATASET.seed, 'community-posts');
  const seekers: Member[] = seedSeekers().map((seeker) => ({ id: seeker.id, fullName: seeker.fullName }));
  const pickSeeker = (not: number[] = []): Member => {
    for (;;) {
      const member = rng.pick(seekers);
      if (!not.includes(member.id)) return member;
    }
  };
  const companies: Record<Sector, string[]> = { bpo: sectorCompanies('bpo'), retail: sectorCompanies('retail'), hospitality: sectorCompanies('hospitality') };
  const posts: SeedPost[] = [];
  const comments: SeedComment[] = [];
  const interviewTips: SeedInterviewTip[] = [];
  const jobReviews: SeedJobReview[] = [];
  let nextPost = 1;
  let nextComment = 1;

  /** Older posts have more views: up to ~40 a day for a year-old post. */
  const viewsFor = (ageDays: number) => Math.round(rng.int(3, 25) + ageDays * rng.float(0.5, 2.5));
  /** A spread of ages: a few posts today, most over the last year. */
  const ageOf = (i: number, n: number) => (i < 3 ? (i + 1) * 3 * HOUR : Math.round(((i / n) ** 1.3 * 360 + rng.float(0, 4)) * DAY));

  const addComments = (post: SeedPost, count: number, texts: () => string, authorId: number) => {
    for (let c = 0; c < count; c++) {
      const member = pickSeeker([authorId]);
      const at = new Date(Math.min(post.createdAt.getTime() + (c + 1) * rng.int(1, 30) * HOUR, now.getTime() - (count - c) * 60_000));
      comments.push({ id: nextComment++, postId: post.id, userId: member.id, nickName: maskName(member.fullName), body: texts(), createdAt: at });
    }
    post.replyCount += count;
  };

  const talk = (kind: 'jobTalk' | 'jobCounseling', texts: readonly TalkText[], n: number) => {
    for (let i = 0; i < n; i++) {
      const template = texts[i % texts.length]!;
      const round = Math.floor(i / texts.length);
      const sector = (['bpo', 'retail', 'hospitality'] as const)[(i + round) % 3]!;
      const values = { company: rng.pick(companies[sector]), city: CITIES[(i * 5 + round * 3) % CITIES.length]!, role: rng.pick(ROLES[sector]) };
      const author = i % 11 === 4 ? DEMO : pickSeeker();
      const age = ageOf(i, n);
      const photos = kind === 'jobTalk' && i % 4 === 1 ? rng.int(1, 3) : kind === 'jobCounseling' && i % 7 === 3 ? 1 : 0;
      const post: SeedPost = {
        id: nextPost++,
        kind,
        userId: author.id,
        nickName: maskName(author.fullName),
        title: round === 0 ? fill(template.title, values) : `${fill(template.title, values)} (${values.city})`.slice(0, COMMUNITY_POST_LIMITS.title),
        body: fill(template.body, values),
        attachments: Array.from({ length: photos }, (_, p) => ({ key: `seed/community/${kind}-${nextPost - 1}-${p + 1}`, fileName: `photo-${p + 1}.jpg` })),
        viewCount: viewsFor(age / DAY),
        replyCount: 0,
        reviewStatus: 'released',
        createdAt: new Date(now.getTime() - age),
      };
      posts.push(post);
      if (kind === 'jobCounseling') addComments(post, rng.int(1, 4), () => (rng.next() < 0.6 ? COUNSELING_ANSWERS[i % COUNSELING_ANSWERS.length]! : rng.pick(COMMENT_TEXTS)), author.id);
      else {
        // The post's own replies first (each once), then comments that fit any post.
        const replies = [...(template.replies ?? []), ...rng.sample(COMMENT_TEXTS, COMMENT_TEXTS.length)];
        addComments(post, author.id === DEMO.id ? rng.int(2, 4) : rng.int(0, 5), () => replies.shift() ?? rng.pick(COMMENT_TEXTS), author.id);
      }
    }
  };
  talk('jobTalk', JOB_TALK_TEXTS, SEED_POST_COUNTS.jobTalk);
  talk('jobCounseling', COUNSELING_TEXTS, SEED_POST_COUNTS.jobCounseling);

  // Interview reviews: anonymous, with proof; the demo seeker's last one waits for review.
  const window = applicationWindow(now);
  const sectors: Sector[] = ['bpo', 'retail', 'hospitality'];
  for (let i = 0; i < SEED_POST_COUNTS.interviewTip; i++) {
    const sector = sectors[i % 3]!;
    const texts = INTERVIEW_TEXTS[sector];
    const companyName = companies[sector][Math.floor(i / 3) % companies[sector].length]!;
    const position = rng.pick(texts.positions);
    const author = i === 7 || i === SEED_POST_COUNTS.interviewTip - 1 ? DEMO : pickSeeker();
    const underReview = i === SEED_POST_COUNTS.interviewTip - 1;
    const age = underReview ? 5 * HOUR : ageOf(i, SEED_POST_COUNTS.interviewTip);
    const createdAt = new Date(now.getTime() - age);
    // Applied 0-2 months before writing, inside the 36-month window.
    const applied = new Date(createdAt.getTime() - rng.int(5, 60) * DAY);
    const year = Math.max(window.from.year, Number(ym(applied).slice(0, 4)));
    const months = window.monthsOf(year);
    const month = Math.min(Math.max(Number(ym(applied).slice(5, 7)), months[0]!), months.at(-1)!);
    const questions = rng.sample(texts.questions, rng.int(3, 5));
    const specialization = `${SECTOR_ROOT[sector]}0${rng.int(1, 5)}`;
    const post: SeedPost = {
      id: nextPost++,
      kind: 'interviewTip',
      userId: author.id,
      nickName: '',
      title: `${companyName} - ${position}`,
      body: rng.pick(texts.tips),
      attachments: [],
      viewCount: underReview ? 0 : viewsFor(age / DAY),
      replyCount: 0,
      reviewStatus: underReview ? 'underReview' : 'released',
      createdAt,
    };
    posts.push(post);
    interviewTips.push({
      postId: post.id,
      companyName,
      position,
      specialization,
      workExperience: rng.next() < 0.45 ? '040A' : '040B',
      applicationYear: year,
      applicationMonth: month,
      interviewResult: rng.pick(['041A', '041A', '041A', '041B', '041C']),
      evaluation: rng.pick(['042A', '042A', '042B', '042C']),
      difficulty: rng.pick(['043A', '043B', '043B', '043C']),
      interviewEnvironment: rng.pick(texts.environments),
      interviewTypes: rng.next() < 0.5 ? ['044A'] : ['044A', rng.pick(['044B', '044C', '044D', '044E'])],
      interviewers: [rng.pick(['045A', '045A', '045B', '045C'])],
      interviewProgress: rng.pick(texts.progress),
      interviewQuestions: questions,
      interviewAmbiance: rng.pick(texts.ambiance),
      coverLetter: rng.pick(texts.coverLetters),
      proofs: [{ key: `seed/proofs/review-${post.id}`, fileName: 'interview-invitation.jpg', ext: 'jpg', size: Number(rng.float(0.2, 2.4).toFixed(2)) }],
      reviewedAt: underReview ? null : new Date(createdAt.getTime() + rng.int(2, 30) * HOUR),
    });
    if (!underReview) addComments(post, rng.int(0, 3), () => rng.pick(['Thank you for this! My interview is next week.', 'Did they give the results by text or email?', 'How long was the training period after you were hired?', 'Very detailed, salamat po!', 'Same questions when I applied. The mock call is the hardest part.']), author.id);
  }

  // Company job reviews: the most reviewed companies first; one per member, company and year.
  const reviewed = [...companies.bpo.slice(0, 5), ...companies.retail.slice(0, 4), ...companies.hospitality.slice(0, 5)];
  const seen = new Set<string>();
  for (let i = 0; i < SEED_POST_COUNTS.jobReview; i++) {
    const companyName = reviewed[i < reviewed.length ? i : Math.floor(rng.next() ** 1.6 * reviewed.length)]!;
    // A company leans good or bad; a review's three scores stay near its own overall feeling.
    const bias = (companyKey(companyName).length % 3) - 1;
    const base = Math.min(5, Math.max(1, rng.int(2, 5) + bias));
    const score = () => Math.min(5, Math.max(1, base + rng.int(-1, 1)));
    const [environment, employer, coworker] = [score(), score(), score()];
    const average = (environment + employer + coworker) / 3;
    const createdAt = new Date(now.getTime() - (i < 2 ? (i + 2) * HOUR : Math.round(rng.float(1, 360) * DAY)));
    const author = i === 3 || i === 9 ? DEMO : pickSeeker();
    const key = `${author.id}|${companyKey(companyName)}|${manilaYear(createdAt)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const start = new Date(createdAt.getTime() - rng.int(6, 48) * 30 * DAY);
    const stillThere = rng.next() < 0.3;
    const text = JOB_REVIEW_TEXTS[Math.min(JOB_REVIEW_TEXTS.length - 1, Math.max(0, Math.round((average - 1) * 1.25)))]!;
    /** Praise with a good score, complaints with a bad one, either with a 3. */
    const keywords = (prefix: string, rating: number) =>
      rng.sample(
        JOB_RATING_KEYWORD_CODES.filter((code) => code.startsWith(prefix) && (rating >= 4 ? !NEGATIVE_KEYWORDS.includes(code) : rating <= 2 ? NEGATIVE_KEYWORDS.includes(code) : true)),
        rng.int(rating <= 2 ? 1 : 0, 2),
      );
    jobReviews.push({
      id: jobReviews.length + 1,
      userId: author.id,
      companyName,
      companyKey: companyKey(companyName),
      reviewYear: manilaYear(createdAt),
      periodFrom: ym(start),
      periodTo: stillThere ? null : ym(new Date(createdAt.getTime() - rng.int(0, 120) * DAY)),
      environmentScore: environment,
      employerScore: employer,
      coworkerScore: coworker,
      keywordCodes: [...keywords('034A', environment), ...keywords('034B', employer), ...keywords('034C', coworker)],
      salaryPaidCode: average >= 3.5 ? '036A' : average >= 2.5 ? '036B' : '036C',
      satisfiedSalaryCode: average >= 4 ? '037A' : average >= 2.5 ? '037B' : '037C',
      recommandCode: average >= 3 ? '038A' : '038B',
      title: text.title,
      body: text.body,
      createdAt,
    });
  }
  return { posts, comments, interviewTips, jobReviews };
}
