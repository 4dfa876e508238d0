import type { COMMUNITY_POSTS_API } from '@phjobs/contracts/api/community-posts';
import { COMMUNITY_POST_MESSAGES as M } from '@phjobs/contracts/community-posts';
import type { Principal } from '@phjobs/service-kit/auth';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { Request } from 'express';
import type { MembersClient } from '../clients/members.ts';
import type { CommunityDb } from '../data/db.ts';
import type { ListSql } from '../data/list-pool.ts';
import { postStore } from '../data/post-store.ts';
import { countView, findPost, listComments, listCounseling, listPosts, toComment } from '../data/posts.ts';
import { manilaDate, startOfManilaDay } from '../domain/posts/rules.ts';
import { viewerKey } from '../domain/posts/viewer.ts';
import { editComment, removeComment, writeComment } from '../domain/posts/write-comment.ts';
import { editPost, removePost, writePost, type PostKindWritten } from '../domain/posts/write-post.ts';
import { counselingDetail, counselingItem, jobTalkDetail, jobTalkItem } from './post-answers.ts';

/** `lists`: the list statements' own pg pool (data/list-pool.ts). */
export type PostRouteDeps = { db: CommunityDb; lists: ListSql; members: MembersClient; now: () => Date; serviceSecret: string };

/** The client as the gateway saw it: the last X-Forwarded-For entry (the gateway appends its peer), else the socket's. */
export function clientOf(req: Request): { address: string; userAgent: string } {
  const forwarded = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((part) => part.trim()).filter(Boolean);
  return { address: chain.at(-1) ?? req.socket.remoteAddress ?? '', userAgent: String(req.headers['user-agent'] ?? '') };
}

/** Counts the caller's view once a Manila day: true when this one counted. */
export const countViewOf = (deps: PostRouteDeps, postId: number, principal: Principal | null, req: Request) =>
  countView(deps.db, postId, viewerKey(principal?.userId ?? null, clientOf(req), deps.serviceSecret), manilaDate(deps.now()));

const viewerOf = (principal: Principal | null, now: Date) => ({ id: principal ? BigInt(principal.userId) : null, now });

/** Job talk and counseling posts and the comments on any post. */
export function postHandlers(deps: PostRouteDeps): Handlers<
  typeof COMMUNITY_POSTS_API,
  | 'jobTalks'
  | 'jobTalk'
  | 'createJobTalk'
  | 'updateJobTalk'
  | 'deleteJobTalk'
  | 'jobCounselings'
  | 'jobCounseling'
  | 'createJobCounseling'
  | 'updateJobCounseling'
  | 'deleteJobCounseling'
  | 'createReply'
  | 'updateReply'
  | 'deleteReply'
> {
  const { db, lists, members, now } = deps;
  const store = postStore(db);

  /** A post of the kind with its comments, its view counted. */
  const read = async (kind: PostKindWritten, id: number, principal: Principal | null, req: Request) => {
    const post = await findPost(db, id);
    if (!post || post.kind !== kind) throw notFound(M.postNotFound);
    const counted = await countViewOf(deps, id, principal, req);
    const comments = await listComments(db, id);
    return { post: { ...post, viewCount: post.viewCount + (counted ? 1 : 0) }, comments, viewer: viewerOf(principal, now()) };
  };
  const written = async (id: number, principal: Principal) => {
    const post = await findPost(db, id);
    if (!post) throw notFound(M.postNotFound);
    return { post, comments: await listComments(db, id), viewer: viewerOf(principal, now()) };
  };

  return {
    jobTalks: async ({ query, principal }) => {
      const { rows, count } = await listPosts(lists, 'jobTalk', query);
      const viewer = viewerOf(principal, now());
      return { list: rows.map((row) => jobTalkItem(row, viewer)), count };
    },
    jobTalk: async ({ params, principal, req }) => {
      const { post, comments, viewer } = await read('jobTalk', params.id, principal, req);
      return jobTalkDetail(post, comments, viewer);
    },
    createJobTalk: async ({ body, principal }) => {
      const id = await writePost({ store, members, now }, principal, 'jobTalk', body);
      const { post, comments, viewer } = await written(id, principal);
      return jobTalkDetail(post, comments, viewer);
    },
    updateJobTalk: async ({ params, body, principal }) => {
      await editPost({ store, now }, principal, 'jobTalk', params.id, body);
      const { post, comments, viewer } = await written(params.id, principal);
      return jobTalkDetail(post, comments, viewer);
    },
    deleteJobTalk: ({ params, principal }) => removePost({ store }, principal, 'jobTalk', params.id),

    jobCounselings: async ({ query, principal }) => {
      const at = now();
      const { rows, count, today, all } = await listCounseling(lists, query, startOfManilaDay(at));
      const viewer = viewerOf(principal, at);
      return { list: rows.map((row) => counselingItem(row, viewer)), count, todayCounselingCOunt: today, allCounselingCount: all };
    },
    jobCounseling: async ({ params, principal, req }) => {
      const { post, comments, viewer } = await read('jobCounseling', params.id, principal, req);
      return counselingDetail(post, comments, viewer);
    },
    createJobCounseling: async ({ body, principal }) => {
      const id = await writePost({ store, members, now }, principal, 'jobCounseling', body);
      const { post, comments, viewer } = await written(id, principal);
      return counselingDetail(post, comments, viewer);
    },
    updateJobCounseling: async ({ params, body, principal }) => {
      await editPost({ store, now }, principal, 'jobCounseling', params.id, body);
      const { post, comments, viewer } = await written(params.id, principal);
      return counselingDetail(post, comments, viewer);
    },
    deleteJobCounseling: ({ params, principal }) => removePost({ store }, principal, 'jobCounseling', params.id),

    createReply: async ({ body, principal }) => toComment(await writeComment({ store, members, now }, principal, body), BigInt(principal.userId)),
    updateReply: async ({ params, body, principal }) => toComment(await editComment({ store, now }, principal, params.commentId, body), BigInt(principal.userId)),
    deleteReply: ({ params, principal }) => removeComment({ store }, principal, params.commentId),
  };
}
