import { useState } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import type { NewsItem } from '@phjobs/contracts/account';
import { NewsFeed as Feed } from '@phjobs/ui/components/NewsFeed';
import type { NewsFilter } from '@phjobs/ui/news';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { getMyNews, markNewsRead } from '../api/account';
import { newsTarget } from '../domain/news';

/** 'My news' of the individual my-page (the feed of @phjobs/ui): offer news to the offer view, search news to /myPage/application. */
export function NewsFeed() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<NewsFilter>('all');
  const list = useEndlessQuery<NewsItem>(['account', 'newsList', filter], async (pageNo, signal) => {
      const answer = await getMyNews(filter, pageNo, signal);
      return { items: answer.list, total: answer.count };
    }, 10, { restore: false });
  return (
    <Feed
      list={list}
      filter={filter}
      onFilterChange={setFilter}
      markRead={markNewsRead}
      onOpen={(item) => {
        const target = newsTarget(item);
        if (target) navigate(target);
      }}
    />
  );
}
