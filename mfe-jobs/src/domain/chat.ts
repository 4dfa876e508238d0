/**
 * Rules of the chat screens without React or HTTP: the room key of the URL, merging history pages
 * and live frames into one ordered list without duplicates, day separators and times (Manila), the
 * composer's limit.
 */
import { formatDate, TIME_ZONE, toCalendarDay } from '@phjobs/ui/format';

/** The text limit of a message (issue 15; the service refuses longer). */
export const MESSAGE_MAX = 1000;

/** `apply_{adId}_{userId}` (the spec's key): the ad and the applicant; null when it is not one. */
export function parseRoomKey(key: string): { adId: number; userId: number } | null {
  const match = /^apply_(\d+)_(\d+)$/.exec(key);
  if (!match) return null;
  return { adId: Number(match[1]), userId: Number(match[2]) };
}

/** The room's path: /chats/apply/apply_{adId}_{userId}?title=...[&apply=true]. */
export function roomPath(chatUrl: string, title: string | null, apply = false): string {
  const query = new URLSearchParams();
  if (title) query.set('title', title);
  if (apply) query.set('apply', 'true');
  const q = query.toString().replace(/\+/g, '%20');
  return `/chats/apply/${chatUrl}${q ? `?${q}` : ''}`;
}

type Identified = { id: number; clientId?: string | null };

/**
 * One list, oldest first, each message once: a message known by id is replaced by the newer copy
 * (read receipts), and a live copy of one of our own sends (same clientId) replaces the optimistic one.
 */
export function mergeMessages<M extends Identified>(current: readonly M[], incoming: readonly M[]): M[] {
  if (incoming.length === 0) return current as M[];
  const byId = new Map<number, M>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) {
    if (m.clientId) {
      for (const [id, old] of byId) if (old.clientId === m.clientId && id !== m.id) byId.delete(id);
    }
    byId.set(m.id, m);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The last message id of a list (0 when empty): the `since` of a history call after a reconnect. */
export const lastMessageId = (list: readonly { id: number }[]): number => list.reduce((max, m) => (m.id > max ? m.id : max), 0);

const dayKey = (iso: string): string => {
  const d = toCalendarDay(iso);
  return d ? `${d.y}-${d.m}-${d.d}` : '';
};

export type TimelineItem<M> = { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: M };

/** The messages with a separator before the first message of each Manila day ('Today', 'Yesterday', else MM-DD-YYYY). */
export function withDaySeparators<M extends { createdAt: string }>(messages: readonly M[], keyOf: (m: M) => string, now: Date = new Date()): TimelineItem<M>[] {
  const out: TimelineItem<M>[] = [];
  let last = '';
  for (const m of messages) {
    const day = dayKey(m.createdAt);
    if (day !== last) {
      out.push({ kind: 'day', key: `day-${day}`, label: dayLabel(m.createdAt, now) });
      last = day;
    }
    out.push({ kind: 'message', key: keyOf(m), message: m });
  }
  return out;
}

export function dayLabel(iso: string, now: Date = new Date()): string {
  const day = dayKey(iso);
  if (day === dayKey(now.toISOString())) return 'Today';
  if (day === dayKey(new Date(now.getTime() - 86_400_000).toISOString())) return 'Yesterday';
  return formatDate(iso);
}

/** '3:07 PM' in Manila. */
export function timeText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
}

/** The time of a row of the chat list: the time today, 'Yesterday', else the date. */
export function listTimeText(iso: string | null, now: Date = new Date()): string {
  if (!iso) return '';
  const label = dayLabel(iso, now);
  return label === 'Today' ? timeText(iso) : label;
}

/** '123 / 1,000' under the composer, and whether the text may be sent. */
export function composerState(text: string): { counter: string; canSend: boolean; over: boolean } {
  const length = [...text].length;
  const over = length > MESSAGE_MAX;
  return { counter: `${length.toLocaleString('en-US')} / ${MESSAGE_MAX.toLocaleString('en-US')}`, canSend: text.trim().length > 0 && !over, over };
}

/** An unread badge: the count, '99+' above 99, nothing for none. */
export const unreadBadge = (count: number): string | null => (count <= 0 ? null : count > 99 ? '99+' : String(count));
