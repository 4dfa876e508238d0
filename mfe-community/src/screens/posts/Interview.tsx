/**
 * Interview reviews, 'Screening Reviews' (account-community spec, sections 2-8): /interview (the
 * advanced search form: company name, specialization up to 5, result All/Pass/On Hold/Failed;
 * Reset; sort; a write prompt; the floating write button) and /interview/{id} (the anonymous
 * review, its comments once released; the writer's own unreleased review says it is under review).
 */
import { useReducer, useState } from 'react';
import { Link, useParams } from '@phjobs/web-core/router';
import { INTERVIEW_DIFFICULTY, INTERVIEW_EVALUATION, INTERVIEW_EXPERIENCE, INTERVIEW_RESULT, INTERVIEW_TYPE, INTERVIEWERS } from '@phjobs/contracts/codes';
import type { InterviewTipDetail, InterviewTipListItem } from '@phjobs/contracts/community-posts';
import { POST_MESSAGES as M, labelOf } from '../../domain/posts/contract';
import { SPECIALIZATION_TREE, type CodeItem } from '@phjobs/contracts/taxonomy';
import { Async } from '@phjobs/ui/components/Async';
import { Badge, Chip } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { ChipRadio } from '@phjobs/ui/components/Field';
import { DetailSearchForm, DetailSearchToggle, SortMenu } from '@phjobs/ui/components/ListScaffold';
import { TwoLevelPicker } from '@phjobs/ui/components/TwoLevelPicker';
import { formatCount } from '@phjobs/ui/format';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { createReply, deleteReply, fetchInterviewTip, fetchInterviewTips, PAGE_UNIT, updateReply } from '../../api/posts';
import { filterActive, initialInterviewSearch, interviewSearchReducer, RESULT_FILTER, SPECIALIZATION_PICKS } from '../../domain/posts/interviewSearch';
import { initialModal, modalReducer } from '../../domain/posts/modal';
import { reportHref } from '../../domain/posts/writer';
import { CommentBar, CommentList, CommentModals } from './Comments';
import { DetailHeader } from './DetailHeader';
import { JOB_TALK_SORT } from './JobTalk';
import { PromptBar, ReportButton, useGoBack, useWriter, WriteFab } from './parts';
import { PostMeta } from './PostMeta';
import { AreaNav } from '../../components/AreaNav';
import '../../posts.css';

const SPECIALIZATIONS = SPECIALIZATION_TREE;
const specializationName = (id: string) => SPECIALIZATIONS.find((s) => s.id === id)?.name ?? id;
/** 'YYYY-MM' as 'MM.YYYY'. */
const monthOf = (yearMonth: string) => {
  const [y, m] = yearMonth.split('-');
  return y && m ? `${m}.${y}` : yearMonth;
};
const resultTone = (code: string) => (code === '041A' ? 'success' : code === '041C' ? 'danger' : 'warning');

/** /interview */
export function InterviewList() {
  const [search, dispatch] = useReducer(interviewSearchReducer, initialInterviewSearch);
  const [picking, setPicking] = useState(false);
  const { applied, orderKey } = search;
  const list = useEndlessQuery(['community', 'interviewTips', applied, orderKey], (pageNo, signal) => fetchInterviewTips(applied, orderKey, pageNo, signal), PAGE_UNIT);
  const picked = search.draft.specialization.map((id) => SPECIALIZATIONS.find((s) => s.id === id)).filter((s): s is CodeItem<'specialization'> => s !== undefined);
  return (
    <div className="posts">
      <AreaNav />
      <header className="posts-head">
        <div>
          <h1 className="posts-head__title">Screening Reviews</h1>
          <p className="posts-head__sub">Interview reviews by members, anonymous and checked before they are shown.</p>
        </div>
      </header>
      <div className="ph-search-bar">
        <DetailSearchToggle onOpen={() => dispatch({ type: 'open' })} active={filterActive(applied)} />
      </div>
      <PromptBar to="/interview/register" text="Had an interview? Write a screening review and help others prepare." />
      <div className="posts-bar">
        <p className="posts-total">
          Total <strong>{formatCount(list.total ?? 0)}</strong>
        </p>
        <SortMenu options={JOB_TALK_SORT} value={orderKey} onChange={(key) => dispatch({ type: 'sort', orderKey: key })} />
      </div>
      <EndlessList list={list} keyOf={(item) => item.articleId} renderItem={(item) => <InterviewRow item={item} />} />
      <WriteFab to="/interview/register" />
      <DetailSearchForm open={search.view === 'search'} onClose={() => dispatch({ type: 'close' })} onReset={() => dispatch({ type: 'reset' })} onSubmit={() => dispatch({ type: 'submit' })}>
        <div className="ph-text-field">
          <label className="ph-field__label" htmlFor="interview-company">
            Company name
          </label>
          <input id="interview-company" className="ph-input" value={search.draft.companyName} placeholder="Search by company name" onChange={(e) => dispatch({ type: 'draft', patch: { companyName: e.target.value } })} />
        </div>
        <div className="ph-text-field">
          <span className="ph-field__label">Specialization (up to {SPECIALIZATION_PICKS})</span>
          <div className="posts-keywords">
            {picked.map((s) => (
              <Chip key={s.id} tone="accent" onRemove={() => dispatch({ type: 'draft', patch: { specialization: search.draft.specialization.filter((x) => x !== s.id) } })}>
                {s.name}
              </Chip>
            ))}
          </div>
          <button type="button" className="ph-btn ph-btn--outline ph-btn--md" onClick={() => setPicking(true)}>
            {picked.length ? 'Change specialization' : 'Choose specialization'}
          </button>
        </div>
        <div className="ph-text-field">
          <span className="ph-field__label" id="interview-result-label">
            Result
          </span>
          <ChipRadio label="Result" options={RESULT_FILTER} value={search.draft.interviewResults} onChange={(interviewResults) => dispatch({ type: 'draft', patch: { interviewResults } })} />
        </div>
      </DetailSearchForm>
      <TwoLevelPicker
        open={picking}
        title="Specialization"
        items={SPECIALIZATIONS}
        value={picked}
        max={SPECIALIZATION_PICKS}
        onApply={(items) => {
          dispatch({ type: 'draft', patch: { specialization: items.map((i) => i.id) } });
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}

export function InterviewRow({ item, to = `/interview/${item.articleId}` }: { item: Pick<InterviewTipListItem, 'articleId' | 'title' | 'interviewTip' | 'viewCount' | 'replyCount' | 'createdAt' | 'isNew' | 'interviewResult' | 'difficulty' | 'applicationDate' | 'reviewStatus' | 'isOwn'>; to?: string }) {
  return (
    <Link to={to} className="posts-row">
      <span className="posts-row__title">
        {item.isNew ? <Badge tone="accent">NEW</Badge> : null}
        <span className="posts-row__title-text">{item.title}</span>
      </span>
      <span className="posts-meta">
        <Badge tone={resultTone(item.interviewResult)}>{labelOf(INTERVIEW_RESULT, item.interviewResult)}</Badge>
        <span className="posts-meta__item">Difficulty {labelOf(INTERVIEW_DIFFICULTY, item.difficulty)}</span>
        <span className="posts-meta__item">Applied {monthOf(item.applicationDate)}</span>
        {item.isOwn && item.reviewStatus !== 'released' ? <Badge tone="warning">{item.reviewStatus === 'underReview' ? 'Under review' : 'Not released'}</Badge> : null}
      </span>
      <span className="posts-row__snippet">{item.interviewTip}</span>
      <PostMeta createdAt={item.createdAt} viewCount={item.viewCount} replyCount={item.replyCount} />
    </Link>
  );
}

/** /interview/{id} (and /myPage/myTalk/interview/{id}). */
export function InterviewDetail({ backTo = '/interview' }: { backTo?: string }) {
  const { id = '' } = useParams();
  const goBack = useGoBack(backTo);
  const tip = useApiQuery(['community', 'interviewTip', id], (signal) => fetchInterviewTip(id, signal));
  return (
    <div className="posts">
      <Async state={tip}>{(t) => <InterviewView tip={t} onBack={goBack} reload={tip.reload} />}</Async>
    </div>
  );
}

function InterviewView({ tip, onBack, reload }: { tip: InterviewTipDetail; onBack: () => void; reload: () => void }) {
  const writer = useWriter();
  const [modal, dispatch] = useReducer(modalReducer, initialModal);
  const released = tip.reviewStatus === 'released';
  const facts: [string, string][] = [
    ['Company', tip.companyName],
    ['Specialization', specializationName(tip.specialization)],
    ['Position', tip.position],
    ['Applied', monthOf(tip.applicationDate)],
    ['Experience', labelOf(INTERVIEW_EXPERIENCE, tip.experience)],
    ['Result', labelOf(INTERVIEW_RESULT, tip.interviewResult)],
    ['Evaluation', labelOf(INTERVIEW_EVALUATION, tip.evaluation)],
    ['Difficulty', labelOf(INTERVIEW_DIFFICULTY, tip.difficulty)],
    ['Interview type', tip.interviewType.map((c) => labelOf(INTERVIEW_TYPE, c)).join(', ')],
    ['Interviewers', tip.numberOfInterviewers.map((c) => labelOf(INTERVIEWERS, c)).join(', ')],
  ];
  const texts: [string, string][] = [
    ['Interview environment', tip.interviewEnvironment],
    ['How the interview went', tip.interviewProgress],
    ['Interview tip', tip.interviewTip],
    ['Interview ambiance', tip.interviewAmbiance],
    ['Cover letter', tip.coverLetter],
  ];
  return (
    <>
      <DetailHeader title="Screening Reviews" onBack={onBack} right={!tip.isOwn && released ? <ReportButton href={reportHref(tip.articleId)} /> : null} />
      <article className="posts-article">
        {tip.isOwn && tip.reviewStatus === 'underReview' ? (
          <p className="posts-review-state" role="status">
            {M.underReview}
          </p>
        ) : null}
        {tip.isOwn && tip.reviewStatus === 'rejected' ? (
          <p className="posts-notice" role="status">
            {M.rejected}
            {tip.reviewNote ? ` ${tip.reviewNote}` : ''}
          </p>
        ) : null}
        <h1 className="posts-article__title">{tip.title}</h1>
        <div className="posts-article__by">
          <span className="posts-article__who">Anonymous</span>
          <PostMeta createdAt={tip.createdAt} viewCount={tip.viewCount} replyCount={tip.replyCount} />
        </div>
        <dl className="posts-facts">
          {facts.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <section className="posts-qa">
          <h2 className="posts-qa__q">Interview questions</h2>
          <ol>
            {tip.interviewQuestions.map((q, i) => (
              <li key={i} className="posts-qa__a">
                {q}
              </li>
            ))}
          </ol>
        </section>
        {texts.map(([k, v]) => (
          <section key={k} className="posts-qa">
            <h2 className="posts-qa__q">{k}</h2>
            <p className="posts-qa__a">{v}</p>
          </section>
        ))}
        {tip.file.length > 0 ? (
          <section className="posts-qa">
            <h2 className="posts-qa__q">Your proof (shown to you only)</h2>
            <ul className="posts-attachments">
              {tip.file.map((f) => (
                <li key={f.key}>
                  <img src={fileUrl(f.key) ?? ''} alt={f.fileName} width={160} height={160} loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      {released ? (
        <>
          <CommentList comments={tip.articleReply} dispatch={dispatch} />
          <CommentBar writer={writer} dispatch={dispatch} draft={modal.draft} />
          <CommentModals
            modal={modal}
            dispatch={dispatch}
            calls={{
              create: (index) => createReply({ articleId: tip.articleId, index }),
              update: (commentId, index) => updateReply(commentId, { articleId: tip.articleId, index }),
              remove: (commentId) => deleteReply(commentId),
              refresh: reload,
            }}
          />
        </>
      ) : null}
    </>
  );
}
