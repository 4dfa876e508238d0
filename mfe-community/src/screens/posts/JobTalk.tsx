/**
 * Job talk (account-community spec, sections 2, 4-8): /jobTalk (total, collapsible keyword search,
 * sort Register date / View count, endless list, prompt bar, floating write button), /jobTalk/{id}
 * (the post, its photos and comments; the owner's options sheet Edit/Delete, others Report; the
 * comment bar), /jobTalk/register and /jobTalk/{id}/edit.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CommunityOrderKey, JobTalkListItem } from '@phjobs/contracts/community-posts';
import { Async } from '@phjobs/ui/components/Async';
import { Badge } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { SortMenu, type SortOption } from '@phjobs/ui/components/ListScaffold';
import { formatCount } from '@phjobs/ui/format';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { createJobTalk, deleteJobTalk, fetchJobTalk, fetchJobTalks, PAGE_UNIT, updateJobTalk } from '../../api/posts';
import { reportHref } from '../../domain/posts/writer';
import { PaperclipIcon } from './icons';
import { KeywordForm, SearchToggle, PromptBar, useGoBack, WriteFab } from './parts';
import { PostDetailView } from './PostDetail';
import { PostForm } from './PostForm';
import { PostMeta } from './PostMeta';
import { AreaNav } from '../../components/AreaNav';
import '../../posts.css';

export const JOB_TALK_SORT: readonly SortOption<CommunityOrderKey>[] = [
  { key: 'createdAt', label: 'Register date' },
  { key: 'viewCount', label: 'View count' },
];

/** /jobTalk */
export function JobTalkList() {
  const [keyword, setKeyword] = useState('');
  const [searchOpen, setSearchOpen] = useState(false);
  const [orderKey, setOrderKey] = useState<CommunityOrderKey>('createdAt');
  const list = useEndlessQuery(['community', 'jobTalks', keyword, orderKey], (pageNo, signal) => fetchJobTalks({ keyword, orderKey }, pageNo, signal), PAGE_UNIT);
  return (
    <div className="posts">
      <AreaNav />
      <header className="posts-head">
        <h1 className="posts-head__title">Job Talk</h1>
        <SearchToggle open={searchOpen} onToggle={() => setSearchOpen((o) => !o)} controls="posts-keyword" />
      </header>
      {searchOpen || keyword ? <KeywordForm id="posts-keyword" value={keyword} onSearch={setKeyword} /> : null}
      <PromptBar to="/jobTalk/register" text="Share your workplace story or ask other job seekers." />
      <div className="posts-bar">
        <p className="posts-total">
          Total <strong>{formatCount(list.total ?? 0)}</strong>
        </p>
        <SortMenu options={JOB_TALK_SORT} value={orderKey} onChange={setOrderKey} />
      </div>
      <EndlessList list={list} keyOf={(item) => item.articleId} renderItem={(item) => <JobTalkRow item={item} />} />
      <WriteFab to="/jobTalk/register" />
    </div>
  );
}

export function JobTalkRow({ item, to = `/jobTalk/${item.articleId}` }: { item: Pick<JobTalkListItem, 'articleId' | 'title' | 'index' | 'viewCount' | 'replyCount' | 'createdAt' | 'isNew' | 'isAttach'> & { nickName?: string }; to?: string }) {
  return (
    <Link to={to} className="posts-row">
      <span className="posts-row__title">
        {item.isNew ? <Badge tone="accent">NEW</Badge> : null}
        <span className="posts-row__title-text">{item.title}</span>
        {item.isAttach ? (
          <span className="posts-clip" title="With photos">
            <PaperclipIcon width={15} height={15} />
            <span className="ph-visually-hidden">With photos</span>
          </span>
        ) : null}
      </span>
      <span className="posts-row__snippet">{item.index}</span>
      <PostMeta {...(item.nickName ? { nickName: item.nickName } : {})} createdAt={item.createdAt} viewCount={item.viewCount} replyCount={item.replyCount} />
    </Link>
  );
}

/** /jobTalk/{id} (and /myPage/myTalk/jobTalk/{id}, whose Back leads to My talk). */
export function JobTalkDetail({ backTo = '/jobTalk' }: { backTo?: string }) {
  const { id = '' } = useParams();
  const post = useApiQuery(['community', 'jobTalk', id], (signal) => fetchJobTalk(id, signal));
  return (
    <div className="posts">
      <Async state={post}>
        {(p) => <PostDetailView area="Job Talk" post={p} backTo={backTo} editTo={`/jobTalk/${p.articleId}/edit`} remove={() => deleteJobTalk(id)} report={{ href: reportHref(p.articleId) }} reload={post.reload} />}
      </Async>
    </div>
  );
}

/** /jobTalk/register: a new post opens once registered (Back from it returns to the list). */
export function JobTalkRegister() {
  const navigate = useNavigate();
  return (
    <PostForm
      title="Write a post"
      submitLabel="Register"
      backTo="/jobTalk"
      submit={async (body) => {
        const created = await createJobTalk(body);
        navigate(`/jobTalk/${created.articleId}`, { replace: true });
      }}
    />
  );
}

/** /jobTalk/{id}/edit: the writer's own post, preloaded; Update returns to it. */
export function JobTalkEdit() {
  const { id = '' } = useParams();
  const goBack = useGoBack(`/jobTalk/${id}`);
  const post = useApiQuery(['community', 'jobTalk', id, 'edit'], (signal) => fetchJobTalk(id, signal));
  return (
    <Async state={post}>
      {(p) =>
        p.isOwn ? (
          <PostForm
            title="Edit post"
            submitLabel="Update"
            backTo={`/jobTalk/${id}`}
            initial={{ title: p.title, index: p.index, photos: p.attachment }}
            submit={async (body) => {
              await updateJobTalk(id, body);
              goBack();
            }}
          />
        ) : (
          <NotYours />
        )
      }
    </Async>
  );
}

export function NotYours() {
  return (
    <div className="posts">
      <p className="posts-empty">Only the writer can change or delete this.</p>
    </div>
  );
}
