/**
 * The comment and post modal states of a detail screen (job talk, interview tip, counseling;
 * account-community spec, section 4): managePost, manageComment, commentRegister, commentEdit,
 * commentNotAllowed, or none. The owner's options sheet (managePost: Edit, Delete) and a comment
 * owner's (manageComment: Edit, Delete) ask once more before deleting (`confirming`). Writing a
 * comment is for individual members: anyone else gets commentNotAllowed. The draft lives here:
 * a successful create, update or delete closes the modal and resets the form ('done').
 */
import { POST_LIMITS, POST_MESSAGES as M } from './contract';
import { cut, lengthOf } from '../supportForm';
import type { Writer } from './writer';

export const COMMENT_MAX = POST_LIMITS.comment;

export type ModalKind = 'none' | 'managePost' | 'manageComment' | 'commentRegister' | 'commentEdit' | 'commentNotAllowed';

export type ModalState =
  | { kind: 'none'; draft: string }
  | { kind: 'managePost'; draft: string; confirming: boolean }
  | { kind: 'manageComment'; draft: string; commentId: number; text: string; confirming: boolean }
  | { kind: 'commentRegister'; draft: string }
  | { kind: 'commentEdit'; draft: string; commentId: number }
  | { kind: 'commentNotAllowed'; draft: string };

export type ModalAction =
  /** The post's options button (only its owner has one). */
  | { type: 'postOptions' }
  /** A comment's options button (only its owner has one); `text` is the comment, for Edit. */
  | { type: 'commentOptions'; commentId: number; text: string }
  /** The comment bar: individuals write, anyone else is told they cannot. */
  | { type: 'writeComment'; writer: Writer }
  /** Edit in the comment's options: the form starts with its text. */
  | { type: 'editComment' }
  /** Delete in an options sheet: ask before deleting. */
  | { type: 'askDelete' }
  | { type: 'type'; text: string }
  | { type: 'close' }
  /** A create, update or delete succeeded. */
  | { type: 'done' };

export const initialModal: ModalState = { kind: 'none', draft: '' };

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'postOptions':
      return { kind: 'managePost', draft: state.draft, confirming: false };
    case 'commentOptions':
      return { kind: 'manageComment', draft: state.draft, commentId: action.commentId, text: action.text, confirming: false };
    case 'writeComment':
      if (action.writer === 'individual') return { kind: 'commentRegister', draft: state.kind === 'commentEdit' ? '' : state.draft };
      return { kind: 'commentNotAllowed', draft: state.draft };
    case 'editComment':
      return state.kind === 'manageComment' ? { kind: 'commentEdit', draft: cut(state.text, COMMENT_MAX), commentId: state.commentId } : state;
    case 'askDelete':
      return state.kind === 'managePost' || state.kind === 'manageComment' ? { ...state, confirming: true } : state;
    case 'type':
      return state.kind === 'commentRegister' || state.kind === 'commentEdit' ? { ...state, draft: cut(action.text, COMMENT_MAX) } : state;
    case 'close':
      // a comment being written stays for the next time; an edit left is forgotten
      return { kind: 'none', draft: state.kind === 'commentEdit' ? '' : state.draft };
    case 'done':
      return initialModal;
  }
}

/** 'n / 1000': the comment counter. */
export const commentCounter = (draft: string): string => `${lengthOf(draft)} / ${COMMENT_MAX}`;

/** The comment rule (spec section 5): required, at most 1000 characters. */
export function commentProblem(draft: string): string | null {
  if (!draft.trim()) return M.commentRequired;
  if (lengthOf(draft) > COMMENT_MAX) return M.commentMax;
  return null;
}
