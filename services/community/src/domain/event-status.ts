import type { EventStatusCode } from '@phjobs/contracts/codes';

/** 027A Ongoing while the end is empty or not yet past, else 027B End (account-community.md 'Events and notices'). */
export const eventStatusOf = (activeEndAt: Date | null, now: Date): EventStatusCode => (activeEndAt === null || activeEndAt.getTime() >= now.getTime() ? '027A' : '027B');
