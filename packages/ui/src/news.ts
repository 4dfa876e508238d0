/**
 * My news, the parts both my-pages share (account-community.md and employer.md sections 2, 3): the
 * filter all / read / unread, an item is unread while readAt is empty, and the type labels. Where
 * an item leads is each side's (the individual's and the employer's targets differ).
 */

export type NewsFilter = 'all' | 'read' | 'unread';
export const NEWS_FILTERS: readonly { value: NewsFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'read', label: 'Read' },
  { value: 'unread', label: 'Unread' },
];

/** What the feed reads of a news item (the contracts' NewsItem has these). */
export type NewsEntry = { newsId: number; newsType: string; title: string; content: string | null; createdAt: string; readAt: string | null };

export const isUnread = (item: { readAt: string | null | undefined }): boolean => !item.readAt;

/** The badge of each news type (the spec's newsType list). */
export const NEWS_TYPE_LABEL: Readonly<Record<string, string>> = {
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
