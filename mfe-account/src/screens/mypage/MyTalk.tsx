import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@phjobs/web-core/router';
import type { CommunityPostKind, MyTalkItem } from '@phjobs/contracts/community-posts';
import { Badge } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { FieldError } from '@phjobs/ui/components/Field';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { formatCount, formatDate } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { getMyTalks, MY_TALK_PAGE_UNIT } from '../../api/community';
import { ScreenHeader } from '../../components/ScreenHeader';
import { MY_TALK_TABS, myTalkKeyword, myTalkLink, myTalkTabOf, reviewStatusBadge } from '../../domain/myTalk';

const WRITE: Record<CommunityPostKind, { to: string; label: string }> = {
  jobTalk: { to: '/jobTalk', label: 'Go to Job Talk' },
  interviewTip: { to: '/interview', label: 'Go to Screening Reviews' },
  jobCounseling: { to: '/counseling', label: 'Go to Job Counseling' },
};

const countOf = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

/** /myPage/myTalk?tab=jobTalk|interviewTip|jobCounseling: the member's own posts, reviews and counseling questions. */
export function MyTalk() {
  const [params, setParams] = useSearchParams();
  const tab = myTalkTabOf(params.get('tab'));
  return (
    <div className="ph-page">
      <ScreenHeader title="My talk" />
      <Tabs
        label="My talk"
        items={MY_TALK_TABS}
        value={tab}
        onChange={(next) => {
          const p = new URLSearchParams(params);
          p.set('tab', next);
          setParams(p, { replace: true });
        }}
      />
      <MyTalkList key={tab} kind={tab} />
    </div>
  );
}

function MyTalkList({ kind }: { kind: CommunityPostKind }) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useEndlessQuery<MyTalkItem>(['account', 'myTalks', kind, keyword], (pageNo, signal) => getMyTalks(kind, keyword, pageNo, signal), MY_TALK_PAGE_UNIT);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = myTalkKeyword(draft);
    setError(found.error);
    if (found.keyword !== null) setKeyword(found.keyword);
  };
  return (
    <>
      <form className="acc-talk-search" role="search" noValidate onSubmit={submit}>
        <div className="acc-talk-search__row">
          <input className="ph-input" type="search" aria-label="Keyword" placeholder="Search my posts" value={draft} aria-invalid={error ? true : undefined} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" className="ph-btn ph-btn--primary ph-btn--md">
            Search
          </button>
        </div>
        <FieldError>{error}</FieldError>
        {keyword ? (
          <p className="acc-row__meta">
            Results for “{keyword}”{' '}
            <button
              type="button"
              className="ph-text-btn"
              onClick={() => {
                setKeyword('');
                setDraft('');
              }}
            >
              Show all
            </button>
          </p>
        ) : null}
      </form>
      <p className="ph-count-line acc-list-count">{list.total === null ? '\u00a0' : `Total ${formatCount(list.total)}`}</p>
      <EndlessList list={list} keyOf={(item) => item.articleId} renderItem={(item) => <MyTalkRow item={item} />} />
      {list.status === 'done' && list.items.length === 0 && !keyword ? (
        <p className="acc-talk-write">
          <Link to={WRITE[kind].to} className="ph-btn ph-btn--outline ph-btn--md">
            {WRITE[kind].label}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function MyTalkRow({ item }: { item: MyTalkItem }) {
  const badge = reviewStatusBadge(item.reviewStatus);
  return (
    <Link to={myTalkLink(item)} className="acc-row acc-talk-row">
      {badge || item.isNew ? (
        <span className="acc-row__badges">
          {item.isNew ? <Badge tone="accent">NEW</Badge> : null}
          {badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null}
        </span>
      ) : null}
      <span className="acc-row__title">{item.title}</span>
      <span className="acc-talk-row__preview">{item.index}</span>
      <span className="acc-row__meta">
        {formatDate(item.createdAt)} · {countOf(item.viewCount, 'view')} · {countOf(item.replyCount, item.kind === 'jobCounseling' ? 'answer' : 'comment')}
      </span>
    </Link>
  );
}
