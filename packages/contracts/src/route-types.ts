/**
 * Types only: from a zod-free route (routes/*.ts) to the types of its request and answer (from
 * api/*.ts). A remote imports this with `import type`, so none of zod or the schemas reaches its
 * bundle; the typed client (packages/ui client.ts) is built on it.
 */
import type { ACCOUNT_API } from './api/account.ts';
import type { CHAT_API } from './api/chat.ts';
import type { COMMUNITY_API } from './api/community.ts';
import type { COMMUNITY_ARTICLE_API } from './api/community-articles.ts';
import type { COMMUNITY_POSTS_API } from './api/community-posts.ts';
import type { EMPLOYER_API } from './api/employer.ts';
import type { JOBS_API } from './api/jobs.ts';
import type { MEDIA_API } from './api/media.ts';
import type { TALENT_API } from './api/talent.ts';
import type { Route, ServiceName } from './route.ts';
import type { AnswerOf, ApiRoute, BodyIn, ParamsIn, QueryIn } from './route-schemas.ts';

type Apis = {
  account: typeof ACCOUNT_API;
  employer: typeof EMPLOYER_API;
  jobs: typeof JOBS_API;
  talent: typeof TALENT_API;
  /** A service's tables, one type (route names are unique within a service): the home, events, FAQ, Q&A and reports; the editorial areas; the member-written areas. */
  community: typeof COMMUNITY_API & typeof COMMUNITY_ARTICLE_API & typeof COMMUNITY_POSTS_API;
  chat: typeof CHAT_API;
  media: typeof MEDIA_API;
};
type CheckEveryService = Apis[ServiceName];

/** The route with its schemas that a zod-free route names. */
export type ApiRouteOf<R extends Route> = R extends Route<infer S, infer N> ? (N extends keyof Apis[S] ? (Apis[S][N] extends ApiRoute ? Apis[S][N] : never) : never) : never;

export type RequestParams<R extends Route> = ParamsIn<ApiRouteOf<R>>;
export type RequestQuery<R extends Route> = QueryIn<ApiRouteOf<R>>;
export type RequestBody<R extends Route> = BodyIn<ApiRouteOf<R>>;
export type Answer<R extends Route> = AnswerOf<ApiRouteOf<R>>;
export type { CheckEveryService };
