/**
 * Comments on job talk, counseling and released interview reviews (spec: required, up to 1000
 * characters; individual members; the writer edits or deletes). A comment on someone else's post
 * tells that post's writer in My news (community.comment.created, in the comment's transaction).
 * On an interview review its own writer comments as 'Anonymous' (reviews are anonymous).
 */
import { ANONYMOUS_NICKNAME, COMMUNITY_POST_MESSAGES as M, COMMUNITY_POST_SCREEN, type CommentBody, type CommunityPostKind } from '@phjobs/contracts/community-posts';
import type { Principal } from '@phjobs/service-kit/auth';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import type { MembersClient } from '../../clients/members.ts';
import type { CommentRow } from '../../data/posts.ts';
import type { PostStore } from '../../data/post-store.ts';
import { notOwner, requireIndividual } from './rules.ts';
import { nicknameFor } from './write-post.ts';

const PREVIEW = 100;

export async function writeComment({ store, members, now }: { store: PostStore; members: MembersClient; now: () => Date }, principal: Principal, body: CommentBody): Promise<CommentRow> {
  requireIndividual(principal);
  const post = await store.findPost(body.articleId);
  if (!post || post.reviewStatus !== 'released') throw notFound(M.postNotFound);
  const kind = post.kind as CommunityPostKind;
  const own = String(post.userId) === principal.userId;
  const nickName = kind === 'interviewTip' && own ? ANONYMOUS_NICKNAME : await nicknameFor(members, principal);
  const notify = own
    ? null
    : {
        articleId: String(post.id),
        articleKind: kind,
        articleTitle: post.title,
        postOwnerUserId: String(post.userId),
        commenterUserId: principal.userId,
        nickName,
        preview: Array.from(body.index).slice(0, PREVIEW).join(''),
        link: `/${COMMUNITY_POST_SCREEN[kind]}/${post.id}`,
      };
  return store.insertComment({ postId: body.articleId, userId: Number(principal.userId), nickName, body: body.index, createdAt: now() }, notify);
}

async function ownComment(store: PostStore, principal: Principal, commentId: number): Promise<CommentRow> {
  const comment = await store.findComment(commentId);
  if (!comment) throw notFound(M.commentNotFound);
  if (String(comment.userId) !== principal.userId) throw notOwner();
  return comment;
}

export async function editComment({ store, now }: { store: PostStore; now: () => Date }, principal: Principal, commentId: number, body: CommentBody): Promise<CommentRow> {
  requireIndividual(principal);
  const comment = await ownComment(store, principal, commentId);
  if (Number(comment.postId) !== body.articleId) throw badRequest(M.commentOtherArticle, { articleId: M.commentOtherArticle });
  const changed = await store.updateComment(commentId, Number(principal.userId), body.index, now());
  if (!changed) throw notFound(M.commentNotFound);
  return changed;
}

export async function removeComment({ store }: { store: PostStore }, principal: Principal, commentId: number): Promise<void> {
  requireIndividual(principal);
  await ownComment(store, principal, commentId);
  if (!(await store.deleteComment(commentId, Number(principal.userId)))) throw notFound(M.commentNotFound);
}
