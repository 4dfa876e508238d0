/**
 * Job counseling (account-community spec, sections 2, 5, 7): /counseling (total, required keyword
 * search, sort Lastest / View Count, the banner with today's and all posts' counts, floating write
 * button), /counseling/{id} (answers as comments; Report with detailCategory 023E04, individuals
 * only), /counseling/register and /counseling/{id}/edit with the posting notice about slander.
 */
import { useState } from 'react';
import { Link, useParams } from '@phjobs/web-core/router';
import type { CommunityOrderKey, CounselingListItem } from '@phjobs/contracts/community-posts';
import { Async } from '@phjobs/ui/components/Async';
import { Badge } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { SortMenu, type SortOption } from '@phjobs/ui/components/ListScaffold';
import { formatCount } from '@phjobs/ui/format';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { createCounseling, deleteCounseling, fetchCounseling, fetchCounselings, PAGE_UNIT, updateCounseling } from '../../api/posts';
import { COUNSELING_NOTICE } from '../../domain/posts/postForm';
import { COUNSELING_REPORT_DETAIL, reportHref } from '../../domain/posts/writer';
import { KeywordForm, SearchToggle, PostRowText, WriteFab } from './parts';
import { PostDetailView } from './PostDetail';
import { PostEdit, PostRegister } from './PostForm';
import { PostMeta } from './PostMeta';
import { AreaNav } from '../../components/AreaNav';
import '../../posts.css';

export const COUNSELING_SORT: readonly SortOption<CommunityOrderKey>[] = [
  { key: 'createdAt', label: 'Lastest' },
  { key: 'viewCount', label: 'View Count' },
];

/** /counseling */
export function CounselingList() {
  const [keyword, setKeyword] = useState('');
  const [searchOpen, setSearchOpen] = useState(false);
  const [orderKey, setOrderKey] = useState<CommunityOrderKey>('createdAt');
  const [counts, setCounts] = useState<{ today: number; all: number } | null>(null);
  const list = useEndlessQuery(
    ['community', 'counselings', keyword, orderKey],
    async (pageNo, signal) => {
      const page = await fetchCounselings({ keyword, orderKey }, pageNo, signal);
      setCounts({ today: page.todayCounselingCOunt, all: page.allCounselingCount });
      return page;
    },
    PAGE_UNIT,
    { restore: false },
  );
  return (
    <div className="posts">
      <AreaNav />
      <header className="posts-head">
        <h1 className="posts-head__title">Job Counseling</h1>
        <SearchToggle open={searchOpen} onToggle={() => setSearchOpen((o) => !o)} controls="posts-keyword" />
      </header>
      {searchOpen || keyword ? <KeywordForm id="posts-keyword" value={keyword} onSearch={setKeyword} required /> : null}
      <section className="posts-banner" aria-label="Counseling counts">
        <div>
          <p className="posts-banner__title">Ask about your job worries</p>
          <p className="posts-banner__text">Members and counselors answer questions about work, pay and careers.</p>
        </div>
        <div className="posts-banner__counts">
          <p className="posts-banner__count">
            <strong>{counts ? formatCount(counts.today) : '–'}</strong>
            <span>Today</span>
          </p>
          <p className="posts-banner__count">
            <strong>{counts ? formatCount(counts.all) : '–'}</strong>
            <span>Total</span>
          </p>
        </div>
      </section>
      <div className="posts-bar">
        <p className="posts-total">
          Total <strong>{formatCount(list.total ?? 0)}</strong>
        </p>
        <SortMenu options={COUNSELING_SORT} value={orderKey} onChange={setOrderKey} />
      </div>
      <EndlessList list={list} keyOf={(item) => item.articleId} renderItem={(item) => <CounselingRow item={item} />} />
      <WriteFab to="/counseling/register" />
    </div>
  );
}

export function CounselingRow({ item, to = `/counseling/${item.articleId}` }: { item: Pick<CounselingListItem, 'articleId' | 'title' | 'index' | 'viewCount' | 'createdAt' | 'isNew' | 'isAttach' | 'answer'> & { nickName?: string }; to?: string }) {
  return (
    <Link to={to} className="posts-row">
      <PostRowText item={item} />
      <span className="posts-meta">
        {item.answer > 0 ? <Badge tone="success">Answered</Badge> : <Badge>Waiting for answers</Badge>}
        <PostMeta {...(item.nickName ? { nickName: item.nickName } : {})} createdAt={item.createdAt} viewCount={item.viewCount} replyCount={item.answer} />
      </span>
    </Link>
  );
}

/** /counseling/{id} (and /myPage/myTalk/counseling/{id}). */
export function CounselingDetail({ backTo = '/counseling' }: { backTo?: string }) {
  const { id = '' } = useParams();
  const post = useApiQuery(['community', 'counseling', id], (signal) => fetchCounseling(id, signal));
  return (
    <div className="posts">
      <Async state={post}>
        {(p) => (
          <PostDetailView
            area="Job Counseling"
            post={{ ...p, replyCount: p.answer }}
            backTo={backTo}
            editTo={`/counseling/${p.articleId}/edit`}
            remove={() => deleteCounseling(id)}
            report={{ href: reportHref(p.articleId, COUNSELING_REPORT_DETAIL), onlyIndividuals: true }}
            reload={post.reload}
            commentsTitle="Answers"
            commentsEmpty="No answers yet. Members and counselors answer here."
          />
        )}
      </Async>
    </div>
  );
}

const notice = (
  <p className="posts-notice" role="note">
    {COUNSELING_NOTICE}
  </p>
);

/** /counseling/register */
export function CounselingRegister() {
  return <PostRegister title="Ask for counseling" listTo="/counseling" notice={notice} create={createCounseling} />;
}

/** /counseling/{id}/edit */
export function CounselingEdit() {
  return <PostEdit title="Edit counseling" listTo="/counseling" queryKey="counseling" notice={notice} load={fetchCounseling} update={updateCounseling} />;
}
