import { formatCount, formatDate } from '@phjobs/ui/format';
import { CommentIcon, EyeIcon } from './icons';

/** Nickname, date, views and replies of a post. */
export function PostMeta({ nickName, createdAt, viewCount, replyCount }: { nickName?: string; createdAt: string; viewCount: number; replyCount: number }) {
  return (
    <span className="posts-meta">
      {nickName ? <span className="posts-meta__item">{nickName}</span> : null}
      <span className="posts-meta__item">{formatDate(createdAt)}</span>
      <span className="posts-meta__item">
        <EyeIcon width={14} height={14} />
        <span className="ph-visually-hidden">Views</span> {formatCount(viewCount)}
      </span>
      <span className="posts-meta__item">
        <CommentIcon width={14} height={14} />
        <span className="ph-visually-hidden">Comments</span> {formatCount(replyCount)}
      </span>
    </span>
  );
}
