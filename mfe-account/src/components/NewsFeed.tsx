import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { NewsItem } from '@phjobs/contracts/account';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { formatDate } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { getMyNews, markNewsRead } from '../api/account';
import { isUnread, NEWS_FILTERS, newsTarget, type NewsFilter } from '../domain/news';

const TYPE_LABEL: Record<string, string> = {
  offer: 'Offer',
  notification: 'Notice',
  note: 'Note',
  message: 'Message',
  scrap: 'Scrap',
  chat: 'Chat',
  search: 'Application',
  doc: 'Document',
  read: 'News',
};

/** 'My news' of the individual my-page: filter all / read / unread; clicking marks read, then navigates. */
export function NewsFeed() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<NewsFilter>('all');
  const [readIds, setReadIds] = useState<Set<number>>(() => new Set());
  const list = useEndlessQuery<NewsItem>(['account', 'newsList', filter], async (pageNo, signal) => {
      const answer = await getMyNews(filter, pageNo, signal);
      return { items: answer.list, total: answer.count };
    }, 10, { restore: false });

  const open = async (item: NewsItem) => {
    if (isUnread(item) && !readIds.has(item.newsId)) {
      try {
        await markNewsRead(item.newsId);
        setReadIds((s) => new Set(s).add(item.newsId));
      } catch {
        /* still navigate: the item stays unread */
      }
    }
    const target = newsTarget(item);
    if (target) navigate(target);
  };

  return (
    <section className="ph-section acc-news" aria-labelledby="news-title">
      <div className="acc-news__head">
        <h2 className="ph-section-title" id="news-title">
          My news
        </h2>
        <div className="acc-segment" role="tablist" aria-label="News filter">
          {NEWS_FILTERS.map((f) => (
            <button key={f.value} type="button" role="tab" aria-selected={filter === f.value} className={`acc-segment__btn${filter === f.value ? ' acc-segment__btn--on' : ''}`} onClick={() => setFilter(f.value)}>
              {f.label}
            </button>
          ))}
        </div>
      </div>
      <EndlessList
        list={list}
        keyOf={(n) => n.newsId}
        renderItem={(n) => {
          const unread = isUnread(n) && !readIds.has(n.newsId);
          return (
            <button type="button" className={`acc-news__item${unread ? ' acc-news__item--unread' : ''}`} onClick={() => void open(n)}>
              <span className="acc-news__meta">
                <span className="ph-badge ph-badge--accent">{TYPE_LABEL[n.newsType] ?? n.newsType}</span>
                {unread ? <span className="ph-dot" aria-label="Unread" /> : null}
                <span className="ph-muted acc-news__date">{formatDate(n.createdAt)}</span>
              </span>
              <span className="acc-news__title">{n.title}</span>
              {n.content ? <span className="acc-news__content">{n.content}</span> : null}
            </button>
          );
        }}
      />
    </section>
  );
}
