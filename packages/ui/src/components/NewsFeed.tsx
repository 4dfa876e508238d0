import { useState } from 'react';
import type { EndlessListState } from '@phjobs/ui/endless';
import { formatDate } from '@phjobs/ui/format';
import { isUnread, NEWS_FILTERS, NEWS_TYPE_LABEL, type NewsEntry, type NewsFilter } from '@phjobs/ui/news';
import { EndlessList } from './EndlessList';
import { Tabs } from './Tabs';

/**
 * 'My news' of a my-page (the individual's and the employer's): the filter all / read / unread and
 * the endless list of items. Clicking an unread item marks it read (`markRead`; a failure leaves it
 * unread) and then opens it (`onOpen`: where it leads is the caller's). The caller loads `list`
 * for `filter` (web-core's useEndlessQuery) and keeps the filter.
 */
export function NewsFeed<N extends NewsEntry>({
  list,
  filter,
  onFilterChange,
  markRead,
  onOpen,
}: {
  list: EndlessListState<N>;
  filter: NewsFilter;
  onFilterChange: (filter: NewsFilter) => void;
  markRead: (newsId: number) => Promise<unknown>;
  onOpen: (item: N) => void;
}) {
  const [readIds, setReadIds] = useState<Set<number>>(() => new Set());

  const open = async (item: N) => {
    if (isUnread(item) && !readIds.has(item.newsId)) {
      try {
        await markRead(item.newsId);
        setReadIds((s) => new Set(s).add(item.newsId));
      } catch {
        /* still open it: the item stays unread */
      }
    }
    onOpen(item);
  };

  return (
    <section className="ph-section ph-news" aria-labelledby="news-title">
      <div className="ph-news__head">
        <h2 className="ph-section-title" id="news-title">
          My news
        </h2>
        {/* beside the title, the list below it: a filter bar that names no panel of its own */}
        <Tabs variant="segment" label="News filter" items={NEWS_FILTERS} value={filter} onChange={onFilterChange} />
      </div>
      <EndlessList
        list={list}
        keyOf={(n) => n.newsId}
        renderItem={(n) => {
          const unread = isUnread(n) && !readIds.has(n.newsId);
          return (
            <button type="button" className={`ph-news__item${unread ? ' ph-news__item--unread' : ''}`} onClick={() => void open(n)}>
              <span className="ph-news__meta">
                <span className="ph-badge ph-badge--accent">{NEWS_TYPE_LABEL[n.newsType] ?? n.newsType}</span>
                {unread ? <span className="ph-dot" role="img" aria-label="Unread" /> : null}
                <span className="ph-muted ph-news__date">{formatDate(n.createdAt)}</span>
              </span>
              <span className="ph-news__title">{n.title}</span>
              {n.content ? <span className="ph-news__content">{n.content}</span> : null}
            </button>
          );
        }}
      />
    </section>
  );
}
