import { useState } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import { NewsFeed } from '@phjobs/ui/components/NewsFeed';
import type { NewsFilter } from '@phjobs/ui/news';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { fetchEmployerNews, markEmployerNewsRead, type NewsItem } from '../../api/news';
import { employerNewsTarget } from './newsTarget';

/** My news of the employer my-page (the feed of @phjobs/ui): offer news to /offer, note news (applications) to /myPage/applicant. */
export function EmployerNews() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<NewsFilter>('all');
  const list = useEndlessQuery<NewsItem>(['employer', 'news', filter], async (pageNo, signal) => {
      const answer = await fetchEmployerNews(filter, pageNo, signal);
      return { items: answer.list, total: answer.count };
    }, 10, { restore: false });
  return (
    <NewsFeed
      list={list}
      filter={filter}
      onFilterChange={setFilter}
      markRead={markEmployerNewsRead}
      onOpen={(item) => {
        const target = employerNewsTarget(item);
        if (target) navigate(target);
      }}
    />
  );
}
