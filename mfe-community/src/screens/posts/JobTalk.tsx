/**
 * Job talk (account-community spec, sections 2, 4-8): /jobTalk (total, collapsible keyword search,
 * sort Register date / View count, endless list, prompt bar, floating write button), /jobTalk/{id}
 * (the post, its photos and comments; the owner's options sheet Edit/Delete, others Report; the
 * comment bar), /jobTalk/register and /jobTalk/{id}/edit.
 */
import { useState } from 'react';
import { Link, useParams } from '@phjobs/web-core/router';
import type { CommunityOrderKey, JobTalkListItem } from '@phjobs/contracts/community-posts';
import { Async } from '@phjobs/ui/components/Async';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { SortMenu, type SortOption } from '@phjobs/ui/components/ListScaffold';
import { formatCount } from '@phjobs/ui/format';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { createJobTalk, deleteJobTalk, fetchJobTalk, fetchJobTalks, PAGE_UNIT, updateJobTalk } from '../../api/posts';
import { reportHref } from '../../domain/posts/writer';
import { KeywordForm, SearchToggle, PromptBar, PostRowText, WriteFab } from './parts';
import { PostDetailView } from './PostDetail';
import { PostEdit, PostRegister } from './PostForm';
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
      <PostRowText item={item} />
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

/** /jobTalk/register */
export function JobTalkRegister() {
  return <PostRegister title="Write a post" listTo="/jobTalk" create={createJobTalk} />;
}

/** /jobTalk/{id}/edit */
export function JobTalkEdit() {
  return <PostEdit title="Edit post" listTo="/jobTalk" queryKey="jobTalk" load={fetchJobTalk} update={updateJobTalk} />;
}
