import { AreaNav } from '../../components/AreaNav';
import { useSearchParams } from '@phjobs/web-core/router';
import { JOB_STORY_TAGS } from '@phjobs/contracts/community-articles-tags';
import type { ArticleListItem } from '@phjobs/contracts/community-articles';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { fetchArticles, fetchTopContents, PAGE_UNIT, type MagazineArea } from '../../api/articles';
import { tagsFromQuery, toggleTag } from '../../domain/articles';
import { ArticleRow, KeywordSearch, ListHead, Meta, tagLabel, TopCarousel, Total } from './parts';

const TITLES: Record<MagazineArea, string> = { jobStory: 'Job Story', hrMagazine: 'HR Magazine' };

/**
 * /jobStory and /hrMagazine: the carousel of featured articles, (job stories) the hashtag row whose
 * tags toggle, the collapsible keyword search, Total and the endless list. The filter lives in the
 * URL (`?keyword=...&hashTag=a,b`, replaced as it changes), so Back returns to the same list and a
 * story's hashtag can link to its filtered list.
 */
function ArticleList({ area }: { area: MagazineArea }) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const hashTags = area === 'jobStory' ? tagsFromQuery(params.get('hashTag')) : [];
  const searchOpen = params.get('search') === '1' || keyword !== '';
  const update = (next: { keyword?: string; hashTags?: string[]; search?: boolean }) => {
    const k = next.keyword ?? keyword;
    const t = next.hashTags ?? hashTags;
    const open = next.search ?? searchOpen;
    setParams(
      () => {
        const out = new URLSearchParams();
        if (k) out.set('keyword', k);
        if (t.length > 0) out.set('hashTag', t.join(','));
        if (open && !k) out.set('search', '1');
        return out;
      },
      { replace: true },
    );
  };
  const top = useApiQuery(['community', area, 'top'], (signal) => fetchTopContents(area, signal));
  const list = useEndlessQuery(['community', area, 'list', keyword, hashTags.join(',')], (pageNo, signal) => fetchArticles(area, { keyword, hashTags }, pageNo, signal), PAGE_UNIT);
  const base = `/${area}`;

  return (
    <div className="art art--list ph-wide">
      <AreaNav />
      <ListHead title={TITLES[area]} searchOpen={searchOpen} controls={`${area}-search`} onToggleSearch={() => update(searchOpen ? { search: false, keyword: '' } : { search: true })} />
      {top.data && top.data.length > 0 ? <TopCarousel label={`Featured ${TITLES[area]}`} items={top.data} hrefOf={(item) => `${base}/${item.articleId}`} /> : top.status === 'loading' ? <div className="art-top art-top--reserved" aria-hidden="true" /> : null}
      {area === 'jobStory' ? (
        <div className="art-tags" role="group" aria-label="Hashtags">
          {JOB_STORY_TAGS.map((tag) => (
            <button key={tag} type="button" className="ph-chip art-tag" aria-pressed={hashTags.includes(tag)} onClick={() => update({ hashTags: toggleTag(hashTags, tag) })}>
              {tagLabel(tag)}
            </button>
          ))}
        </div>
      ) : null}
      {searchOpen ? <KeywordSearch key={keyword} id={`${area}-search`} initial={keyword} onSearch={(k) => update({ keyword: k, search: true })} /> : null}
      <Total count={list.total} />
      <EndlessList
        list={list}
        keyOf={(item: ArticleListItem) => item.articleId}
        renderItem={(item) => (
          <ArticleRow
            to={`${base}/${item.articleId}`}
            thumbnailKey={item.thumbnailKey}
            title={item.title}
            content={item.content}
            footer={
              <>
                {item.hashTags.length > 0 ? <span className="art-row__tags">{item.hashTags.map(tagLabel).join(' ')}</span> : null}
                <Meta createdAt={item.createdAt} viewCount={item.viewCount} />
              </>
            }
          />
        )}
      />
    </div>
  );
}

export function JobStoryList() {
  return <ArticleList area="jobStory" />;
}

export function HrMagazineList() {
  return <ArticleList area="hrMagazine" />;
}
