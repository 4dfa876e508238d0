/**
 * The typed client: `call(JOBS_ROUTES.jobAd, { params: { id } })` calls a declared route through
 * apiFetch (bearer token, one refresh on a 401, ApiError for error answers) and returns its answer,
 * typed by the route's response schema. The route tables are zod-free and the types come in with
 * `import type`, so neither zod nor a schema reaches the bundle. The spec's `email` query is added
 * where the route declares it (`email: false` leaves it out where the spec's client sends none).
 */
import { fillPath, type PathParamNames, type Route } from '@phjobs/contracts/route';
import type { Answer, RequestBody, RequestQuery } from '@phjobs/contracts/route-types';
import { apiFetch, type QueryValue } from '@phjobs/web-core/api';

type QueryParam = QueryValue | readonly QueryValue[];

/** The route's query keys (typed from its schema, for the editor) and any other the spec adds. */
export type CallQuery<R extends Route> = (RequestQuery<R> extends object ? { [K in keyof RequestQuery<R>]?: QueryParam } : unknown) & Record<string, QueryParam>;

type ParamsPart<R extends Route> = [PathParamNames<R['path']>] extends [never] ? { params?: undefined } : { params: { [K in PathParamNames<R['path']>]: string | number } };
type BodyPart<R extends Route> = [RequestBody<R>] extends [undefined] ? { body?: undefined } : undefined extends RequestBody<R> ? { body?: RequestBody<R> } : { body: RequestBody<R> };

export type CallInput<R extends Route> = ParamsPart<R> & BodyPart<R> & {
  query?: CallQuery<R>;
  signal?: AbortSignal;
  /** false: the spec's client sends no `email` on this call, although the route accepts one. */
  email?: false;
};

/** Routes that need no input may be called with none. */
type CallArgs<R extends Route> = Record<never, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

export function call<R extends Route>(route: R, ...[input]: CallArgs<R>): Promise<Answer<R>> {
  const { params, query, body, signal, email } = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, QueryParam>; body?: unknown; signal?: AbortSignal; email?: false };
  return apiFetch<Answer<R>>(fillPath(route.path, params), {
    method: route.method,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(route.email && email !== false ? { withEmail: true } : {}),
    ...(signal ? { signal } : {}),
  });
}
