/**
 * My news of the individual (account-community.md sections 2, 3, 4; the filter, the unread rule and
 * the feed are @phjobs/ui's news.ts and NewsFeed): clicking an item navigates by its type: offer to
 * the offer view, search to /myPage/application; other types go where the item's link says, if anywhere.
 */
import type { NewsItem } from '@phjobs/contracts/account';

const isAppPath = (link: string | null | undefined): link is string => typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

/** Where clicking a news item leads (null: nowhere, it is only marked read). */
export function newsTarget(item: Pick<NewsItem, 'newsType' | 'link'>): string | null {
  if (item.newsType === 'offer') return isAppPath(item.link) && item.link.startsWith('/myPage/view/offer/') ? item.link : '/myPage/view?tab=offer';
  if (item.newsType === 'search') return '/myPage/application';
  return isAppPath(item.link) ? item.link : null;
}
