/**
 * Writing, editing and deleting job talk and counseling posts (spec sections 5 and 6): individual
 * members only; photos are keys the writer uploaded with project=community (media held them to
 * gif/jpeg/png within 6 MB and checked their bytes); only the writer edits or deletes.
 */
import { COMMUNITY_PHOTO_PROJECT, COMMUNITY_POST_MESSAGES as M, type ArticleAttachment, type PostBody } from '@phjobs/contracts/community-posts';
import { fileKeyOwner } from '@phjobs/contracts/media';
import type { Principal } from '@phjobs/service-kit/auth';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import type { MembersClient } from '../../clients/members.ts';
import type { PostStore } from '../../data/post-store.ts';
import { nicknameOf, notOwner, requireIndividual } from './rules.ts';

export type PostKindWritten = 'jobTalk' | 'jobCounseling';
export type WritePostDeps = { store: PostStore; members: MembersClient; now: () => Date };

/** Photos must be the writer's own uploads of project=community. */
export function checkPhotos(userId: string, attachments: readonly ArticleAttachment[]): void {
  for (const photo of attachments) {
    if (photo.key.split('/')[0] !== COMMUNITY_PHOTO_PROJECT || fileKeyOwner(photo.key) !== userId) throw badRequest(M.photoNotOwn, { articleAttachment: M.photoNotOwn });
  }
}

/** The nickname of a writer now. */
export async function nicknameFor(members: MembersClient, principal: Principal): Promise<string> {
  return nicknameOf(await members.fullName(principal.userId), principal.email);
}

export async function writePost({ store, members, now }: WritePostDeps, principal: Principal, kind: PostKindWritten, body: PostBody): Promise<number> {
  requireIndividual(principal);
  checkPhotos(principal.userId, body.articleAttachment);
  const nickName = await nicknameFor(members, principal);
  return store.insertPost({ kind, userId: Number(principal.userId), nickName, title: body.title, body: body.index, attachments: body.articleAttachment, createdAt: now() });
}

/** The post of the kind, or 404; someone else's: 403 (nothing changes). */
async function ownPost(store: PostStore, principal: Principal, kind: PostKindWritten, id: number) {
  const post = await store.findPost(id);
  if (!post || post.kind !== kind) throw notFound(M.postNotFound);
  if (String(post.userId) !== principal.userId) throw notOwner();
  return post;
}

export async function editPost({ store, now }: Omit<WritePostDeps, 'members'>, principal: Principal, kind: PostKindWritten, id: number, body: PostBody): Promise<void> {
  requireIndividual(principal);
  await ownPost(store, principal, kind, id);
  checkPhotos(principal.userId, body.articleAttachment);
  // The owner check and the write are one statement too: a post deleted meanwhile is a 404.
  if (!(await store.updatePost(id, kind, Number(principal.userId), { title: body.title, body: body.index, attachments: body.articleAttachment }, now()))) throw notFound(M.postNotFound);
}

export async function removePost({ store }: Pick<WritePostDeps, 'store'>, principal: Principal, kind: PostKindWritten, id: number): Promise<void> {
  requireIndividual(principal);
  await ownPost(store, principal, kind, id);
  if (!(await store.deletePost(id, kind, Number(principal.userId)))) throw notFound(M.postNotFound);
}
