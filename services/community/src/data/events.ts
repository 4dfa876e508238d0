/** Events, notices and winner announcements (table event_notice): lists, one item, the home's banners, and writing one. */
import type { EventBanner, EventDetail, EventListItem, EventListQuery, EventListResponse } from '@phjobs/contracts/community';
import type { EventCategoryCode } from '@phjobs/contracts/codes';
import { eventStatusOf } from '../domain/event-status.ts';
import { bodyText, sanitizeBodyHtml } from '../domain/sanitize-html.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CommunityDb } from './db.ts';
import { likeEscape } from './like.ts';

const LIST_SELECT = {
  id: true,
  categoryCode: true,
  title: true,
  createdAt: true,
  isSignificant: true,
  thumbnailKey: true,
  attachKey: true,
  activeStartAt: true,
  activeEndAt: true,
} as const;
type ListRow = Prisma.EventNoticeGetPayload<{ select: typeof LIST_SELECT }>;

const toListItem = (row: ListRow, now: Date): EventListItem => ({
  eventId: Number(row.id),
  categoryCode: row.categoryCode as EventCategoryCode,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  isSignificant: row.isSignificant,
  thumbnailKey: row.thumbnailKey,
  attachKey: row.attachKey,
  activeStartAt: row.activeStartAt.toISOString(),
  activeEndAt: row.activeEndAt ? row.activeEndAt.toISOString() : null,
  statusCode: eventStatusOf(row.activeEndAt, now),
});

/** One tab's items, significant first, then the newest start; `count` is the filter's total. */
export async function listEvents(db: CommunityDb, query: EventListQuery, now: Date): Promise<EventListResponse> {
  const where: Prisma.EventNoticeWhereInput = { categoryCode: query.category };
  const and: Prisma.EventNoticeWhereInput[] = [];
  if (query.keyword) {
    const pattern = likeEscape(query.keyword);
    and.push({ OR: [{ title: { contains: pattern, mode: 'insensitive' } }, { bodyText: { contains: pattern, mode: 'insensitive' } }] });
  }
  if (query.statusCode === '027A') and.push({ OR: [{ activeEndAt: null }, { activeEndAt: { gte: now } }] });
  if (query.statusCode === '027B') and.push({ activeEndAt: { lt: now } });
  if (and.length > 0) where.AND = and;
  const [count, rows] = await Promise.all([
    db.eventNotice.count({ where }),
    db.eventNotice.findMany({
      where,
      select: LIST_SELECT,
      orderBy: [{ isSignificant: 'desc' }, { activeStartAt: 'desc' }, { id: 'desc' }],
      skip: (query.pageNo - 1) * query.pageUnit,
      take: query.pageUnit,
    }),
  ]);
  return { list: rows.map((row) => toListItem(row, now)), count };
}

export async function getEvent(db: CommunityDb, id: number, now: Date): Promise<EventDetail | null> {
  const row = await db.eventNotice.findUnique({ where: { id: BigInt(id) }, select: { ...LIST_SELECT, body: true } });
  return row && { ...toListItem(row, now), index: row.body };
}

/** The home's event banners: ongoing events (022A) marked as banners, with a thumbnail; significant first, then the newest start. */
export async function listEventBanners(db: CommunityDb, now: Date, limit = 10): Promise<EventBanner[]> {
  const rows = await db.eventNotice.findMany({
    where: { isBanner: true, thumbnailKey: { not: null }, OR: [{ activeEndAt: null }, { activeEndAt: { gte: now } }] },
    select: { id: true, title: true, thumbnailKey: true, activeEndAt: true },
    orderBy: [{ isSignificant: 'desc' }, { activeStartAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
  return rows.map((row) => ({ eventId: Number(row.id), title: row.title, thumbnailKey: row.thumbnailKey, activeEndAt: row.activeEndAt ? row.activeEndAt.toISOString() : null }));
}

export type EventDraft = {
  categoryCode: EventCategoryCode;
  title: string;
  /** HTML as written: sanitised here before it is stored. */
  html: string;
  isSignificant?: boolean;
  isBanner?: boolean;
  thumbnailKey?: string | null;
  attachKey?: string | null;
  activeStartAt: Date;
  activeEndAt?: Date | null;
  createdAt?: Date;
};

/** The row of an item to write: the body sanitised, its text kept for the search. Every write path (seed included) goes through this. */
export function eventRow(draft: EventDraft): Prisma.EventNoticeCreateManyInput {
  const body = sanitizeBodyHtml(draft.html);
  return {
    categoryCode: draft.categoryCode,
    title: draft.title,
    body,
    bodyText: bodyText(body),
    isSignificant: draft.isSignificant ?? false,
    isBanner: draft.isBanner ?? false,
    thumbnailKey: draft.thumbnailKey ?? null,
    attachKey: draft.attachKey ?? null,
    activeStartAt: draft.activeStartAt,
    activeEndAt: draft.activeEndAt ?? null,
    ...(draft.createdAt ? { createdAt: draft.createdAt } : {}),
  };
}

/** Writes one item (operators, later; tests today); answers its id. */
export async function createEvent(db: CommunityDb, draft: EventDraft): Promise<number> {
  const row = await db.eventNotice.create({ data: eventRow(draft), select: { id: true } });
  return Number(row.id);
}
