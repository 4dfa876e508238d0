/** Every service's routes with their schemas: for the OpenAPI document and the checks that look at all routes. */
import type { ApiRoute } from '../route-schemas.ts';
import { ACCOUNT_API } from './account.ts';
import { CHAT_API } from './chat.ts';
import { COMMUNITY_API } from './community.ts';
import { COMMUNITY_POSTS_API } from './community-posts.ts';
import { EMPLOYER_API } from './employer.ts';
import { JOBS_API } from './jobs.ts';
import { MEDIA_API } from './media.ts';
import { TALENT_API } from './talent.ts';

export const API_TABLES = [ACCOUNT_API, EMPLOYER_API, JOBS_API, TALENT_API, COMMUNITY_API, COMMUNITY_POSTS_API, CHAT_API, MEDIA_API] as const;

export const ALL_API_ROUTES: readonly ApiRoute[] = API_TABLES.flatMap((table) => Object.values(table) as ApiRoute[]);
