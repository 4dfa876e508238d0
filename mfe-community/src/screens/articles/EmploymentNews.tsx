import { AreaNav } from '../../components/AreaNav';
import { useEffect } from 'react';
import { useParams, useSearchParams } from '@phjobs/web-core/router';
import type { NewsListItem } from '@phjobs/contracts/community-articles';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { fetchNews, fetchNewsItem, PAGE_UNIT } from '../../api/articles';
import { ArticleRow, BackBar, DetailState, KeywordSearch, ListHead, Meta, Total } from './parts';

/** /employmentNews: the keyword search (may be empty), Total and the endless list; the keyword lives in the URL. */
export function EmploymentNewsList() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const searchOpen = params.get('search') === '1' || keyword !== '';
  const set = (k: string, open: boolean) =>
    setParams(
      () => {
        const out = new URLSearchParams();
        if (k) out.set('keyword', k);
        else if (open) out.set('search', '1');
        return out;
      },
      { replace: true },
    );
  const list = useEndlessQuery(['community', 'employmentNews', 'list', keyword], (pageNo, signal) => fetchNews(keyword, pageNo, signal), PAGE_UNIT);
  return (
    <div className="art art--list ph-wide">
      <AreaNav />
      <ListHead title="Employment News" searchOpen={searchOpen} controls="news-search" onToggleSearch={() => set('', !searchOpen)} />
      {searchOpen ? <KeywordSearch key={keyword} id="news-search" initial={keyword} onSearch={(k) => set(k, true)} /> : null}
      <Total count={list.total} />
      <EndlessList
        list={list}
        keyOf={(item: NewsListItem) => item.articleId}
        renderItem={(item) => <ArticleRow to={`/employmentNews/${item.articleId}`} thumbnailKey={item.thumbnailKey} title={item.title} content={item.content} footer={<Meta createdAt={item.createdAt} viewCount={item.viewCount} />} />}
      />
    </div>
  );
}

/** /employmentNews/{id}: title, date, view count, picture and the HTML body (sanitised by the service when written). */
export function EmploymentNewsScreen() {
  const { id = '' } = useParams();
  const news = useApiQuery(['community', 'employmentNews', 'detail', id], (signal) => fetchNewsItem(id, signal));
  useEffect(() => {
    window.scrollTo(0, 0); // another item opened in this same screen starts at its top
  }, [id]);
  return (
    <div className="art art--detail">
      <BackBar list="/employmentNews" label="Employment News" />
      <DetailState state={news} list="/employmentNews" listLabel="Go to Employment News">
        {(item) => (
          <article className="art-article">
            <h1 className="art-article__title">{item.title}</h1>
            <p className="art-article__meta">
              <Meta createdAt={item.createdAt} viewCount={item.viewCount} />
            </p>
            {item.thumbnailKey ? <img className="art-article__img" src={fileUrl(item.thumbnailKey) ?? ''} alt="" width={720} height={400} /> : null}
            <div className="art-article__body" dangerouslySetInnerHTML={{ __html: item.index }} />
          </article>
        )}
      </DetailState>
    </div>
  );
}
