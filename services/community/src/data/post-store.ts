/** The post and comment repository the domain is given (domain/posts/*). */
import type { ArticleAttachment, CommunityPostKind } from '@phjobs/contracts/community-posts';
import type { EventPayload } from '@phjobs/contracts/events';
import type { CommunityDb } from './db.ts';
import { deleteComment, deletePost, findComment, findPost, insertComment, insertPost, updateComment, updatePost, type CommentDraft, type PostDraft } from './posts.ts';

export function postStore(db: CommunityDb) {
  return {
    findPost: (id: number) => findPost(db, id),
    insertPost: (draft: PostDraft) => insertPost(db, draft),
    updatePost: (id: number, kind: CommunityPostKind, userId: number, change: { title: string; body: string; attachments: ArticleAttachment[] }, at: Date) => updatePost(db, id, kind, userId, change, at),
    deletePost: (id: number, kind: CommunityPostKind, userId: number) => deletePost(db, id, kind, userId),
    findComment: (id: number) => findComment(db, id),
    insertComment: (draft: CommentDraft, notify: Omit<EventPayload<'community.comment.created'>, 'commentId' | 'createdAt'> | null) => insertComment(db, draft, notify),
    updateComment: (id: number, userId: number, body: string, at: Date) => updateComment(db, id, userId, body, at),
    deleteComment: (id: number, userId: number) => deleteComment(db, id, userId),
  };
}
export type PostStore = ReturnType<typeof postStore>;
