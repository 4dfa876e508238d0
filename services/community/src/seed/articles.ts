/**
 * The editorial areas' seed (issue 17): 48 job stories, 44 HR magazine articles, 45 employment news
 * items and 42 senior interviews, generated from the templates and phrase lists of
 * ./article-texts (no network), dated across the year before the seed day, with thumbnails
 * (seed/ keys: media draws a cover for each), hashtags and view counts. Deterministic: the same
 * seed day gives the same rows. Every row goes through articleRow / seniorInterviewRow, so bodies
 * are sanitised like any other write. Once: nothing is done when the article table holds a row.
 */
import { Rng } from '@phjobs/seed-data/prng';
import { SEED_TRANSACTION } from '@phjobs/service-kit/db';
import { articleRow, type ArticleDraft } from '../data/articles.ts';
import type { CommunityDb } from '../data/db.ts';
import { seniorInterviewRow, type SeniorInterviewDraft } from '../data/senior-interviews.ts';
import { articleImageKey } from './article-texts/common.ts';
import { newsItem } from './article-texts/employment-news.ts';
import { MAGAZINE_TOPICS, magazineArticle } from './article-texts/hr-magazine.ts';
import { JOB_STORY_SPECS, jobStory } from './article-texts/job-stories.ts';
import { SENIOR_FIELDS, seniorInterview } from './article-texts/senior-interviews.ts';

const SEED = 17;
const DAY = 86_400_000;
export const SEED_NEWS_COUNT = 45;

/** The i-th of n items spread over the last 360 days, the first the newest; a few hours of jitter. */
function dateOf(rng: Rng, now: Date, i: number, n: number): Date {
  const days = 1 + Math.floor((i * 358) / Math.max(1, n - 1));
  return new Date(now.getTime() - days * DAY - rng.int(1, 10) * 3_600_000 - rng.int(0, 59) * 60_000);
}

/** Views grow with age; featured items are read more. */
function viewsOf(rng: Rng, createdAt: Date, now: Date, featured: boolean): number {
  const days = Math.max(1, Math.round((now.getTime() - createdAt.getTime()) / DAY));
  return Math.round((rng.int(30, 400) + days * rng.int(2, 18)) * (featured ? 2.5 : 1));
}

/** The article rows of the three article areas, newest first within each. */
export function seedArticleDrafts(now: Date): ArticleDraft[] {
  const drafts: ArticleDraft[] = [];
  const stories = new Rng(SEED, 'articles:jobStory');
  JOB_STORY_SPECS.forEach((spec, i) => {
    const story = jobStory(stories, spec);
    const createdAt = dateOf(stories, now, i, JOB_STORY_SPECS.length);
    drafts.push({ kind: 'jobStory', title: story.title, html: story.html, hashTags: story.tags, isTop: story.top, thumbnailKey: articleImageKey('jobstory', i + 1, story.topic), createdAt, viewCount: viewsOf(stories, createdAt, now, story.top) });
  });
  const magazine = new Rng(SEED, 'articles:hrMagazine');
  const angles = MAGAZINE_TOPICS.flatMap((topic) => [0, 1].map((angle) => ({ topic, angle: angle as 0 | 1 })));
  // interleaved, so that the two angles of a topic are months apart
  const order = [...angles.filter((_, i) => i % 2 === 0), ...angles.filter((_, i) => i % 2 === 1)];
  order.forEach(({ topic, angle }, i) => {
    const article = magazineArticle(magazine, topic, angle);
    const createdAt = dateOf(magazine, now, i, order.length);
    const top = i % 9 === 0;
    drafts.push({ kind: 'hrMagazine', title: article.title, html: article.html, hashTags: article.tags, isTop: top, thumbnailKey: articleImageKey('magazine', i + 1, article.topic), createdAt, viewCount: viewsOf(magazine, createdAt, now, top) });
  });
  const news = new Rng(SEED, 'articles:employmentNews');
  const used = new Map<string, number>();
  for (let i = 0; i < SEED_NEWS_COUNT; i++) {
    const createdAt = dateOf(news, now, i, SEED_NEWS_COUNT);
    const item = newsItem(news, createdAt, used);
    drafts.push({ kind: 'employmentNews', title: item.title, html: item.html, thumbnailKey: articleImageKey('news', i + 1, item.topic), createdAt, viewCount: viewsOf(news, createdAt, now, false) });
  }
  return drafts;
}

/** The senior interviews, newest first: three of each field, the fields taking turns. */
export function seedSeniorDrafts(now: Date): SeniorInterviewDraft[] {
  const rng = new Rng(SEED, 'articles:seniorInterview');
  const rounds = 3;
  const total = SENIOR_FIELDS.length * rounds;
  const drafts: SeniorInterviewDraft[] = [];
  for (let round = 0; round < rounds; round++) {
    SENIOR_FIELDS.forEach((field, f) => {
      const i = round * SENIOR_FIELDS.length + f;
      const interview = seniorInterview(rng, field, round);
      const createdAt = dateOf(rng, now, i, total);
      drafts.push({
        title: interview.title,
        photoKey: `seed/seniors/${field.key}-${i + 1}`,
        companyName: interview.companyName,
        position: interview.position,
        seniorName: interview.seniorName,
        catchphrase: interview.catchphrase,
        specialization: interview.specialization,
        interviewQna: interview.interviewQna,
        imageKeys: [1, 2, 3].map((k) => articleImageKey('senior', i + 1, `${field.key}-${k}`)),
        createdAt,
        viewCount: viewsOf(rng, createdAt, now, false),
      });
    });
  }
  return drafts;
}

/** Writes the editorial seed in one transaction; false when the articles were seeded before. */
export async function seedArticles(db: CommunityDb, now: Date = new Date()): Promise<{ articles: number; seniorInterviews: number } | false> {
  if ((await db.article.count()) > 0) return false;
  const articles = seedArticleDrafts(now).map((draft, i) => ({ id: BigInt(i + 1), ...articleRow(draft) }));
  const seniors = seedSeniorDrafts(now).map((draft, i) => ({ id: BigInt(i + 1), ...seniorInterviewRow(draft) }));
  await db.$transaction(async (tx) => {
    await tx.article.createMany({ data: articles });
    await tx.seniorInterview.createMany({ data: seniors });
    await tx.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('article', 'id'), (SELECT max(id) FROM article))`);
    await tx.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('senior_interview', 'id'), (SELECT max(id) FROM senior_interview))`);
  }, SEED_TRANSACTION);
  return { articles: articles.length, seniorInterviews: seniors.length };
}
