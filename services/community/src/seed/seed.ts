/**
 * services/community's seed: the events and notices, the FAQ, the home's banners and popup, the
 * demo seeker's inquiries (some answered: their events reach My news and e-mail) and one report
 * with its outcome (once: nothing is done when event_notice holds any row); then the
 * member-written areas (seed-posts.ts, once: when post is empty). Runs after account's
 * seed (infra seed-order.ts), so the events find their member.
 */
import { DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { seedJobAds } from '@phjobs/seed-data/dataset';
import { generateUsers } from '@phjobs/seed-data/users';
import { SEED_TRANSACTION } from '@phjobs/service-kit/db';
import type { SeedService } from '@phjobs/service-kit/runtime';
import { openDatabase, type CommunityDb } from '../data/db.ts';
import { eventRow } from '../data/events.ts';
import { answerQnaWithEvent } from '../data/qna.ts';
import { resolveReportWithEvent } from '../data/reports.ts';
import { qnaMajorOf } from '@phjobs/contracts/codes';
import { SEED_FAQ } from './faq.ts';
import { SEED_BANNERS, SEED_INQUIRIES, SEED_POPUP, SEED_REPORT } from './inquiries.ts';
import { SEED_NOTICES } from './notices.ts';
import { seedMemberPosts } from './seed-posts.ts';

const DAY = 86_400_000;

/** Loads everything in one transaction; false when the tables were seeded before. */
export async function seedCommunity(db: CommunityDb, now: Date = new Date()): Promise<boolean> {
  if ((await db.eventNotice.count()) > 0) return false;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const demo = generateUsers().find((user) => user.id === DEMO_SEEKER_ID);
  if (!demo) throw new Error('seed-data has no demo seeker');
  await db.$transaction(async (tx) => {
    await tx.eventNotice.createMany({
      data: SEED_NOTICES.map((item, i) => {
        const start = ago(item.startDaysAgo);
        return {
          id: BigInt(i + 1),
          ...eventRow({
            categoryCode: item.category,
            title: item.title,
            html: item.html,
            isSignificant: item.significant ?? false,
            isBanner: item.banner ?? false,
            thumbnailKey: item.thumbnail ? `seed/events/event-${i + 1}` : null,
            activeStartAt: start,
            activeEndAt: item.runsDays === null ? null : new Date(start.getTime() + item.runsDays * DAY),
            createdAt: start,
          }),
        };
      }),
    });
    await tx.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('event_notice', 'id'), (SELECT max(id) FROM event_notice))`);
    await tx.faq.createMany({ data: SEED_FAQ.map((item, i) => ({ type: item.type, categoryCode: item.category, question: item.question, answer: item.answer, sortOrder: i + 1 })) });
    await tx.banner.createMany({ data: SEED_BANNERS.map((item, i) => ({ locationCode: '025B', title: item.title, imageKey: item.imageKey, link: item.link, sortOrder: i + 1, activeFrom: ago(30) })) });
    await tx.popup.create({ data: { ...SEED_POPUP, activeFrom: ago(3), activeTo: new Date(now.getTime() + 27 * DAY) } });

    const ids: number[] = [];
    for (const item of SEED_INQUIRIES) {
      const parentId = item.parent === undefined ? null : ids[item.parent];
      if (parentId === undefined) throw new Error('a seed inquiry adds to a later one');
      const row = await tx.qna.create({
        data: {
          userId: BigInt(DEMO_SEEKER_ID),
          majorCategoryCode: qnaMajorOf(item.detail)!,
          detailCategoryCode: item.detail,
          content: item.content,
          email: demo.email,
          attachments: item.attachments ?? [],
          parentId: parentId === null ? null : BigInt(parentId),
          createdAt: ago(item.daysAgo),
        },
        select: { id: true },
      });
      ids.push(Number(row.id));
      if (item.answer) await answerQnaWithEvent(tx, Number(row.id), item.answer.text, ago(item.answer.daysAgo), true);
    }

    const ad = seedJobAds(undefined, SEED_REPORT.jobId)[SEED_REPORT.jobId - 1];
    const report = await tx.report.create({
      data: {
        userId: BigInt(DEMO_SEEKER_ID),
        targetType: 'job',
        targetId: BigInt(SEED_REPORT.jobId),
        detailCategoryCode: SEED_REPORT.detail,
        content: SEED_REPORT.content,
        email: demo.email,
        targetTitle: ad?.title ?? null,
        targetSnapshot: ad ? { companyName: ad.companyName } : {},
        createdAt: ago(SEED_REPORT.daysAgo),
      },
      select: { id: true },
    });
    await resolveReportWithEvent(tx, Number(report.id), 'actioned', ago(SEED_REPORT.resolvedDaysAgo), true);
  }, SEED_TRANSACTION);
  return true;
}

export const seed: SeedService = async (ctx) => {
  if (!ctx.databaseUrl) return;
  const db = openDatabase(ctx.databaseUrl);
  try {
    if (await seedCommunity(db)) ctx.logger.info({ notices: SEED_NOTICES.length, faq: SEED_FAQ.length, inquiries: SEED_INQUIRIES.length }, 'seeded events and notices, FAQ, banners, popup, inquiries and a report');
    const posts = await seedMemberPosts(db);
    if (posts) ctx.logger.info(posts, 'seeded job talk, counseling, interview and job reviews with comments');
  } finally {
    await db.$disconnect();
  }
};
