/**
 * Loads the generated member-written areas (posts.ts) once: nothing is done when the post table
 * holds any row. The three newest comments on the demo seeker's posts also write their
 * community.comment.created events (deterministic ids), so his My news shows them.
 */
import { COMMUNITY_POST_SCREEN, type CommunityPostKind } from '@phjobs/contracts/community-posts';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { SEED_TRANSACTION } from '@phjobs/service-kit/db';
import { writeSeedEvent } from '@phjobs/service-kit/events/seed-events';
import type { CommunityDb } from '../data/db.ts';
import { generateCommunitySeed } from './posts.ts';

export async function seedMemberPosts(db: CommunityDb, now: Date = new Date()): Promise<{ posts: number; comments: number; jobReviews: number } | null> {
  if ((await db.post.count()) > 0) return null;
  const seed = generateCommunitySeed(now);
  const byId = new Map(seed.posts.map((post) => [post.id, post]));
  await db.$transaction(async (tx) => {
    await tx.post.createMany({
      data: seed.posts.map((post) => ({ ...post, id: BigInt(post.id), userId: BigInt(post.userId), updatedAt: post.createdAt })),
    });
    await tx.interviewTip.createMany({ data: seed.interviewTips.map((tip) => ({ ...tip, postId: BigInt(tip.postId) })) });
    await tx.comment.createMany({ data: seed.comments.map((comment) => ({ ...comment, id: BigInt(comment.id), postId: BigInt(comment.postId), userId: BigInt(comment.userId), updatedAt: comment.createdAt })) });
    await tx.jobReview.createMany({ data: seed.jobReviews.map((review) => ({ ...review, id: BigInt(review.id), userId: BigInt(review.userId), updatedAt: review.createdAt })) });
    for (const table of ['post', 'comment', 'job_review']) await tx.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    const onDemo = seed.comments.filter((comment) => byId.get(comment.postId)?.userId === DEMO_SEEKER_ID && comment.userId !== DEMO_SEEKER_ID).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    for (const comment of onDemo.slice(0, 3)) {
      const post = byId.get(comment.postId)!;
      const kind = post.kind as CommunityPostKind;
      await writeSeedEvent(
        tx,
        EVENT_SUBJECTS.COMMENT_CREATED,
        {
          commentId: String(comment.id),
          articleId: String(post.id),
          articleKind: kind,
          articleTitle: post.title,
          postOwnerUserId: String(post.userId),
          commenterUserId: String(comment.userId),
          nickName: comment.nickName,
          preview: Array.from(comment.body).slice(0, 100).join(''),
          link: `/${COMMUNITY_POST_SCREEN[kind]}/${post.id}`,
          createdAt: comment.createdAt.toISOString(),
        },
        { key: `comment-${comment.id}`, occurredAt: comment.createdAt },
      );
    }
  }, SEED_TRANSACTION);
  return { posts: seed.posts.length, comments: seed.comments.length, jobReviews: seed.jobReviews.length };
}
