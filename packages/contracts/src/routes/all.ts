/** Every service's route table (zod-free), for the gateway and the checks that look at all routes. */
import type { Route } from '../route.ts';
import { ACCOUNT_ROUTES } from './account.ts';
import { CHAT_ROUTES } from './chat.ts';
import { COMMUNITY_ROUTES } from './community.ts';
import { COMMUNITY_POSTS_ROUTES } from './community-posts.ts';
import { EMPLOYER_ROUTES } from './employer.ts';
import { JOBS_ROUTES } from './jobs.ts';
import { MEDIA_ROUTES } from './media.ts';
import { TALENT_ROUTES } from './talent.ts';

export const ROUTE_TABLES = [ACCOUNT_ROUTES, EMPLOYER_ROUTES, JOBS_ROUTES, TALENT_ROUTES, COMMUNITY_ROUTES, COMMUNITY_POSTS_ROUTES, CHAT_ROUTES, MEDIA_ROUTES] as const;

/** All declared routes, internal ones included. */
export const ALL_ROUTES: readonly Route[] = ROUTE_TABLES.flatMap((table) => Object.values(table) as Route[]);
