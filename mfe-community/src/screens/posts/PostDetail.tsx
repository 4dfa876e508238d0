/**
 * The detail of a job talk or counseling post: Back, the area, the owner's options (managePost:
 * Edit, Delete; a successful delete goes back) or Report for others; title, nickname, date, views,
 * replies, body, photos; comments and the comment bar (modal states of domain/posts/modal.ts).
 */
import { useReducer, useState, type ReactNode } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import type { Attachment, Comment } from '@phjobs/contracts/community-posts';
import { fileUrl } from '@phjobs/web-core/api';
import { createReply, deleteReply, updateReply } from '../../api/posts';
import { initialModal, modalReducer } from '../../domain/posts/modal';
import { CommentBar, CommentList, CommentModals } from './Comments';
import { DetailHeader } from './DetailHeader';
import { MoreIcon, PaperclipIcon } from './icons';
import { OptionsSheet, ReportButton, useGoBack, useWriter } from './parts';
import { PostMeta } from './PostMeta';
import '../../posts.css';

export type PostView = { articleId: number; title: string; index: string; nickName: string; createdAt: string; viewCount: number; replyCount: number; isOwn: boolean; attachment: Attachment[]; articleReply: Comment[] };

export function PostDetailView({ area, post, backTo, editTo, remove, report, reload, commentsTitle = 'Comments', commentsEmpty, children }: {
  area: string;
  post: PostView;
  backTo: string;
  editTo: string;
  remove: () => Promise<unknown>;
  report: { href: string; onlyIndividuals?: boolean };
  reload: () => void;
  commentsTitle?: string;
  commentsEmpty?: string;
  children?: ReactNode;
}) {
  const writer = useWriter();
  const goBack = useGoBack(backTo);
  const navigate = useNavigate();
  const [modal, dispatch] = useReducer(modalReducer, initialModal);
  const [deleting, setDeleting] = useState(false);
  const removePost = async () => {
    setDeleting(true);
    try {
      await remove();
      dispatch({ type: 'done' });
      goBack();
    } catch (e) {
      // spec section 8: non-2xx only logged
      console.error(e);
      setDeleting(false);
    }
  };
  return (
    <>
      <DetailHeader
        title={area}
        onBack={goBack}
        right={
          post.isOwn ? (
            <button type="button" className="ph-icon-btn" aria-label="Post options" onClick={() => dispatch({ type: 'postOptions' })}>
              <MoreIcon />
            </button>
          ) : (
            <ReportButton href={report.href} onlyIndividuals={report.onlyIndividuals ?? false} />
          )
        }
      />
      <article className="posts-article">
        <h1 className="posts-article__title">{post.title}</h1>
        <div className="posts-article__by">
          <span className="posts-article__who">{post.nickName}</span>
          <PostMeta createdAt={post.createdAt} viewCount={post.viewCount} replyCount={post.replyCount} />
        </div>
        <p className="posts-article__body">{post.index}</p>
        <Photos photos={post.attachment} />
        {children}
      </article>
      <CommentList title={commentsTitle} comments={post.articleReply} dispatch={dispatch} {...(commentsEmpty ? { empty: commentsEmpty } : {})} />
      <CommentBar writer={writer} dispatch={dispatch} draft={modal.draft} />
      <CommentModals
        modal={modal}
        dispatch={dispatch}
        calls={{
          create: (index) => createReply({ articleId: post.articleId, index }),
          update: (commentId, index) => updateReply(commentId, { articleId: post.articleId, index }),
          remove: (commentId) => deleteReply(commentId),
          refresh: reload,
        }}
      />
      {modal.kind === 'managePost' ? (
        <OptionsSheet
          open
          title="Post"
          what="post"
          confirming={modal.confirming}
          busy={deleting}
          onEdit={() => navigate(editTo)}
          onAskDelete={() => dispatch({ type: 'askDelete' })}
          onDelete={() => void removePost()}
          onClose={() => dispatch({ type: 'close' })}
        />
      ) : null}
    </>
  );
}

export function Photos({ photos }: { photos: readonly { key: string; fileName: string }[] }) {
  if (photos.length === 0) return null;
  return (
    <>
      <p className="posts-attachments__label">
        <PaperclipIcon width={14} height={14} /> Photos {photos.length}
      </p>
      <ul className="posts-attachments">
        {photos.map((a) => (
          <li key={a.key}>
            <a href={fileUrl(a.key) ?? ''} target="_blank" rel="noreferrer">
              <img src={fileUrl(a.key) ?? ''} alt={a.fileName} width={160} height={160} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
