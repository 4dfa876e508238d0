/** The answers of the member-written areas, shaped from rows (contracts community-posts.ts). */
import type { CounselingDetail, CounselingListItem, InterviewReviewStatus, InterviewTipDetail, InterviewTipListItem, JobTalkDetail, JobTalkListItem, MyTalkItem } from '@phjobs/contracts/community-posts';
import { previewOf } from '@phjobs/contracts/community-posts';
import type { InterviewTipListRow, InterviewTipRow } from '../data/interview-tips.ts';
import { proofsOf } from '../data/interview-tips.ts';
import type { MyTalkRow } from '../data/my-talk.ts';
import { attachmentsOf, toComment, type CommentRow, type PostListRow, type PostRow } from '../data/posts.ts';
import { isNewAt } from '../domain/posts/rules.ts';

type Viewer = { id: bigint | null; now: Date };
const own = (userId: bigint | string, viewer: Viewer) => viewer.id !== null && String(userId) === String(viewer.id);
const ym = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

export const jobTalkItem = (row: PostListRow, viewer: Viewer): JobTalkListItem => ({
  articleId: Number(row.id),
  title: row.title,
  index: row.preview,
  nickName: row.nick_name,
  viewCount: row.view_count,
  replyCount: row.reply_count,
  createdAt: row.created_at.toISOString(),
  isAttach: row.is_attach,
  isNew: isNewAt(row.created_at, viewer.now),
  isOwn: own(row.user_id, viewer),
});

export const counselingItem = (row: PostListRow, viewer: Viewer): CounselingListItem => ({
  articleId: Number(row.id),
  title: row.title,
  index: row.preview,
  nickName: row.nick_name,
  createdAt: row.created_at.toISOString(),
  viewCount: row.view_count,
  answer: row.reply_count,
  isAttach: row.is_attach,
  isNew: isNewAt(row.created_at, viewer.now),
  isOwn: own(row.user_id, viewer),
});

export function jobTalkDetail(post: PostRow, comments: CommentRow[], viewer: Viewer): JobTalkDetail {
  const attachment = attachmentsOf(post.attachments);
  return {
    articleId: Number(post.id),
    title: post.title,
    index: post.body,
    nickName: post.nickName,
    viewCount: post.viewCount,
    replyCount: post.replyCount,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    isAttach: attachment.length > 0,
    isNew: isNewAt(post.createdAt, viewer.now),
    isOwn: own(post.userId, viewer),
    attachment,
    articleReply: comments.map((comment) => toComment(comment, viewer.id)),
  };
}

export function counselingDetail(post: PostRow, comments: CommentRow[], viewer: Viewer): CounselingDetail {
  const attachment = attachmentsOf(post.attachments);
  return {
    articleId: Number(post.id),
    title: post.title,
    index: post.body,
    nickName: post.nickName,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    viewCount: post.viewCount,
    answer: post.replyCount,
    isAttach: attachment.length > 0,
    isNew: isNewAt(post.createdAt, viewer.now),
    isOwn: own(post.userId, viewer),
    attachment,
    articleReply: comments.map((comment) => toComment(comment, viewer.id)),
  };
}

export const interviewTipItem = (row: InterviewTipListRow, viewer: Viewer): InterviewTipListItem => ({
  articleId: Number(row.id),
  title: row.title,
  companyName: row.company_name,
  position: row.position,
  specialization: row.specialization,
  viewCount: row.view_count,
  replyCount: row.reply_count,
  createdAt: row.created_at.toISOString(),
  isNew: isNewAt(row.created_at, viewer.now),
  isOwn: own(row.user_id, viewer),
  interviewTip: row.preview,
  interviewResult: row.interview_result as InterviewTipListItem['interviewResult'],
  difficulty: row.difficulty as InterviewTipListItem['difficulty'],
  evaluation: row.evaluation as InterviewTipListItem['evaluation'],
  applicationDate: ym(row.application_year, row.application_month),
  reviewStatus: row.review_status as InterviewReviewStatus,
});

/** The detail; the proofs and the operator's note only for the writer (or the operators: `full`). */
export function interviewTipDetail(row: InterviewTipRow, comments: CommentRow[], viewer: Viewer, full = false): InterviewTipDetail {
  const tip = row.interviewTip;
  if (!tip) throw new Error(`post ${row.id} has no interview_tip row`);
  const mine = full || own(row.userId, viewer);
  return {
    articleId: Number(row.id),
    title: row.title,
    companyName: tip.companyName,
    position: tip.position,
    specialization: tip.specialization,
    viewCount: row.viewCount,
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    isNew: isNewAt(row.createdAt, viewer.now),
    isOwn: own(row.userId, viewer),
    interviewTip: row.body,
    interviewResult: tip.interviewResult as InterviewTipDetail['interviewResult'],
    difficulty: tip.difficulty as InterviewTipDetail['difficulty'],
    evaluation: tip.evaluation as InterviewTipDetail['evaluation'],
    applicationDate: ym(tip.applicationYear, tip.applicationMonth),
    reviewStatus: row.reviewStatus as InterviewReviewStatus,
    experience: tip.workExperience as InterviewTipDetail['experience'],
    interviewEnvironment: tip.interviewEnvironment,
    interviewType: tip.interviewTypes as InterviewTipDetail['interviewType'],
    numberOfInterviewers: tip.interviewers as InterviewTipDetail['numberOfInterviewers'],
    interviewProgress: tip.interviewProgress,
    interviewQuestions: tip.interviewQuestions,
    interviewAmbiance: tip.interviewAmbiance,
    coverLetter: tip.coverLetter,
    reviewNote: mine ? tip.reviewNote : null,
    file: mine ? proofsOf(tip.proofs) : [],
    articleReply: comments.map((comment) => toComment(comment, viewer.id)),
  };
}

export const myTalkItem = (row: MyTalkRow, now: Date): MyTalkItem => ({
  articleId: Number(row.id),
  kind: row.kind as MyTalkItem['kind'],
  title: row.title,
  index: previewOf(row.preview),
  viewCount: row.view_count,
  replyCount: row.reply_count,
  createdAt: row.created_at.toISOString(),
  isNew: isNewAt(row.created_at, now),
  isAttach: row.is_attach,
  reviewStatus: row.kind === 'interviewTip' ? (row.review_status as InterviewReviewStatus) : null,
});
