/**
 * The comments of a post and its comment bar (job talk, interview tip, counseling), driven by the
 * modal states of domain/posts/modal.ts: a comment's owner gets Edit and Delete (manageComment),
 * others Report; the bar opens commentRegister for individuals and commentNotAllowed for anyone
 * else; a successful create, update or delete closes the modal, resets the form and refreshes.
 * Failed calls are only logged (spec section 8): the modal stays as it was.
 */
import { useState, type Dispatch } from 'react';
import { Button } from '@phjobs/ui/components/Button';
import { Modal, MODAL_FOCUS } from '@phjobs/ui/components/Modal';
import { formatDate } from '@phjobs/ui/format';
import { commentCounter, commentProblem, type ModalAction, type ModalState } from '../../domain/posts/modal';
import { COMMENT_REPORT_DETAIL, reportHref, type Writer } from '../../domain/posts/writer';
import { CommentIcon, MoreIcon } from './icons';
import { OnlyIndividualDialog, OptionsSheet, ReportButton } from './parts';

export type CommentView = { commentId: number; index: string; nickName: string; createdAt: string; isOwn: boolean };

export type CommentCalls = {
  create: (index: string) => Promise<unknown>;
  update: (commentId: number, index: string) => Promise<unknown>;
  remove: (commentId: number) => Promise<unknown>;
  /** After a success: load the post and its comments again. */
  refresh: () => void;
};

export function CommentList({ comments, dispatch, title = 'Comments', empty = 'No comments yet. Be the first to comment.' }: { comments: readonly CommentView[]; dispatch: Dispatch<ModalAction>; title?: string; empty?: string }) {
  return (
    <section className="posts-comments" aria-labelledby="posts-comments-title">
      <h2 className="posts-comments__title" id="posts-comments-title">
        {title} <span className="posts-comments__count">{comments.length}</span>
      </h2>
      {comments.length === 0 ? (
        <p className="posts-comments__empty">{empty}</p>
      ) : (
        <ul>
          {comments.map((c) => (
            <li key={c.commentId} className="posts-comment">
              <div className="posts-comment__head">
                <span className="posts-comment__who">{c.nickName}</span>
                <span className="posts-comment__date">{formatDate(c.createdAt)}</span>
                {c.isOwn ? (
                  <button type="button" className="ph-icon-btn posts-comment__more" aria-label="Comment options" onClick={() => dispatch({ type: 'commentOptions', commentId: c.commentId, text: c.index })}>
                    <MoreIcon width={18} height={18} />
                  </button>
                ) : (
                  <ReportButton href={reportHref(c.commentId, COMMENT_REPORT_DETAIL)} className="ph-text-btn posts-comment__report" label={`Report the comment of ${c.nickName}`}>
                    Report
                  </ReportButton>
                )}
              </div>
              <p className="posts-comment__text">{c.index}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The bar at the bottom of a detail: 'Write a comment' (opens the register modal, or tells a non-individual they cannot). */
export function CommentBar({ writer, dispatch, draft }: { writer: Writer; dispatch: Dispatch<ModalAction>; draft: string }) {
  return (
    <>
      <div className="ph-bottom-bar__spacer" aria-hidden="true" />
      <div className="ph-bottom-bar" role="region" aria-label="Comment bar">
        <div className="ph-bottom-bar__inner">
          <button type="button" className="posts-comment-bar" onClick={() => writer !== 'unknown' && dispatch({ type: 'writeComment', writer })}>
            <CommentIcon width={18} height={18} />
            <span className="posts-comment-bar__text">{draft ? draft : 'Write a comment'}</span>
            <span className="posts-comment-bar__count">{commentCounter(draft)}</span>
          </button>
        </div>
      </div>
    </>
  );
}

/** The modals of comments (register, edit, options, not allowed). Post options are the screen's. */
export function CommentModals({ modal, dispatch, calls }: { modal: ModalState; dispatch: Dispatch<ModalAction>; calls: CommentCalls }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      dispatch({ type: 'done' });
      setError(null);
      calls.refresh();
    } catch (e) {
      // spec section 8: comment calls that fail are only logged
      console.error(e);
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    const problem = commentProblem(modal.draft);
    setError(problem);
    if (problem || busy) return;
    if (modal.kind === 'commentRegister') void run(() => calls.create(modal.draft.trim()));
    if (modal.kind === 'commentEdit') void run(() => calls.update(modal.commentId, modal.draft.trim()));
  };
  const close = () => {
    setError(null);
    dispatch({ type: 'close' });
  };
  const writing = modal.kind === 'commentRegister' || modal.kind === 'commentEdit';
  return (
    <>
      <Modal
        open={writing}
        title={modal.kind === 'commentEdit' ? 'Edit comment' : 'Write a comment'}
        onClose={close}
        footer={
          <Button block size="lg" loading={busy} onClick={submit}>
            {modal.kind === 'commentEdit' ? 'Update' : 'Register'}
          </Button>
        }
      >
        <div className="ph-text-field">
          <label className="ph-visually-hidden" htmlFor="posts-comment-text">
            Comment
          </label>
          <textarea
            id="posts-comment-text"
            className={`ph-input ph-textarea posts-comment-input${error ? ' ph-input--invalid' : ''}`}
            rows={6}
            {...MODAL_FOCUS}
            placeholder="Please write a comment. Slanderous or abusive comments may be deleted without warning."
            value={modal.draft}
            aria-invalid={error ? true : undefined}
            aria-describedby="posts-comment-count posts-comment-error"
            onChange={(e) => {
              setError(null);
              dispatch({ type: 'type', text: e.target.value });
            }}
          />
          <p id="posts-comment-count" className="ph-counter" aria-live="polite">
            {commentCounter(modal.draft)}
          </p>
          {error ? (
            <p id="posts-comment-error" className="ph-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </Modal>
      {modal.kind === 'manageComment' ? (
        <OptionsSheet
          open
          title="Comment"
          what="comment"
          confirming={modal.confirming}
          busy={busy}
          onEdit={() => dispatch({ type: 'editComment' })}
          onAskDelete={() => dispatch({ type: 'askDelete' })}
          onDelete={() => void run(() => calls.remove(modal.commentId))}
          onClose={close}
        />
      ) : null}
      <OnlyIndividualDialog open={modal.kind === 'commentNotAllowed'} onClose={close} />
    </>
  );
}
