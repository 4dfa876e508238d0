/**
 * A view of an editorial item counts once per viewer and day (issue 17). The day is Manila's
 * (UTC+8 all year: the Philippines keeps no daylight saving time). The viewer is a member by
 * their id, or a visitor by a hash of their address and browser (a visitor has no id; the hash
 * keeps the address itself out of the table). Pure.
 */
import { createHash } from 'node:crypto';

const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The Manila date of an instant, as a Date at UTC midnight of that date (a PostgreSQL `date`). */
export function manilaDay(now: Date): Date {
  const shifted = new Date(now.getTime() + MANILA_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

export type Viewer = { userId: string } | { address: string; userAgent: string };

/** 'u:<userId>' for a member; 'v:<sha-256 of address and browser, 32 hex>' for a visitor. */
export function viewerKey(viewer: Viewer): string {
  if ('userId' in viewer) return `u:${viewer.userId}`;
  return `v:${createHash('sha256').update(`${viewer.address}\n${viewer.userAgent}`).digest('hex').slice(0, 32)}`;
}
