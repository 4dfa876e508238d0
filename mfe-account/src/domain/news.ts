/**
 * My news (account-community.md sections 2, 3, 4): filter all, read, unread; an item is unread while
 * readAt is empty; clicking one marks it read (PUT) and navigates by its type: offer to the offer
 * view, search to /myPage/application; other types go where the item's link says, if anywhere.
 */
import type { NewsItem } from '@phjobs/contracts/account';

export type NewsFilter = 'all' | 'read' | 'unread';
export const NEWS_FILTERS: readonly { value: NewsFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'read', label: 'Read' },
  { value: 'unread', label: 'Unread' },
];

export const isUnread = (item: Pick<NewsItem, 'readAt'>): boolean => !item.readAt;

const isAppPath = (link: string | null | undefined): link is string => typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

/** Where clicking a news item leads (null: nowhere, it is only marked read). */
export function newsTarget(item: Pick<NewsItem, 'newsType' | 'link'>): string | null {
  if (item.newsType === 'offer') return isAppPath(item.link) && item.link.startsWith('/myPage/view/offer/') ? item.link : '/myPage/view?tab=offer';
  if (item.newsType === 'search') return '/myPage/application';
  return isAppPath(item.link) ? item.link : null;
}
