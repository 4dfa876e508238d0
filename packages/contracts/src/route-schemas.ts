/**
 * The zod half of a route: the schemas of its params, query, body and answer, kept in `api/*.ts`
 * under the names of the zod-free tables in `routes/*.ts` (route.ts). `withSchemas` joins the two,
 * and the compiler checks that every route has its schemas and no schema names a route that does
 * not exist.
 */
import { z } from 'zod';
import type { PathParamNames, Route, RouteTable } from './route.ts';

/** Error statuses a route may name beyond those every route has (400 bad input, 401/403 by its access, 429 by its rate-limit group). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export type RouteSchemas = {
  /** Path parameters; left out, they are strings as the path names them. */
  params?: z.ZodType;
  /** The query; left out, it is not read (the `email` rule still is, when the route has it). */
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer on success; null when there is none (204) or a raw route writes its own. */
  response: z.ZodType | null;
  /** The content type of a body that is not JSON (the media upload's multipart form). */
  bodyContentType?: string;
  /**
   * Parts the handler reads itself, shown in the OpenAPI document only: for a call whose fields may
   * come in the query or the body (the handler merges the two, then parses).
   */
  unparsed?: { query?: z.ZodType; body?: z.ZodType };
  /** Named error answers (all are `{ code, message, fields? }`): status -> when it happens. */
  errors?: Partial<Record<ErrorStatus, string>>;
};

export type ApiRoute<R extends Route = Route, S extends RouteSchemas = RouteSchemas> = R & { readonly schemas: S };
export type ApiTable = { readonly [name: string]: ApiRoute };

/** A route table with its schemas: `withSchemas(JOBS_ROUTES, { allJobs: { query: ZAllJobsQuery, body: ZJobSearchFilter, response: ZJobListResponse }, ... })`. */
export function withSchemas<T extends RouteTable, S extends { readonly [K in keyof T]: RouteSchemas }>(
  routes: T,
  schemas: S & Readonly<Record<Exclude<keyof S, keyof T>, never>>,
): { readonly [K in keyof T & string]: ApiRoute<T[K], S[K]> } {
  const table: Record<string, ApiRoute> = {};
  for (const [name, route] of Object.entries(routes)) {
    const own = (schemas as Record<string, RouteSchemas | undefined>)[name];
    if (!own) throw new Error(`${route.service}: the route ${name} has no schemas.`);
    table[name] = { ...route, schemas: own };
  }
  return table as { readonly [K in keyof T & string]: ApiRoute<T[K], S[K]> };
}

/** The error answer every service sends (service-kit errors.ts). */
export const ZErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;

/** A body a client may leave out: none reads as `{}` (the calls whose fields are all optional or checked one by one). */
export const orEmptyObject = <S extends z.ZodType>(schema: S): z.ZodType<z.output<S>, z.input<S> | undefined> => z.preprocess((value) => value ?? {}, schema);

// ---------------------------------------------------------------------------------------------
// Types of a route's request and answer, as a caller sends and receives them (input side) and as
// a handler reads them (output side).
// ---------------------------------------------------------------------------------------------

type PathParams<P extends string> = [PathParamNames<P>] extends [never] ? Record<string, never> : { [K in PathParamNames<P>]: string };
type SchemaOf<R extends ApiRoute, K extends 'params' | 'query' | 'body'> = R['schemas'] extends { readonly [key in K]: infer S extends z.ZodType } ? S : undefined;

/** What a handler reads: parsed params (strings when the route has no params schema), query and body. */
export type ParamsOut<R extends ApiRoute> = SchemaOf<R, 'params'> extends z.ZodType ? z.output<SchemaOf<R, 'params'>> : PathParams<R['path']>;
export type QueryOut<R extends ApiRoute> = SchemaOf<R, 'query'> extends z.ZodType ? z.output<SchemaOf<R, 'query'>> : Record<string, unknown>;
export type BodyOut<R extends ApiRoute> = SchemaOf<R, 'body'> extends z.ZodType ? z.output<SchemaOf<R, 'body'>> : unknown;
/** What a handler answers (and a caller receives): the response schema's type; undefined for none. */
export type AnswerOf<R extends ApiRoute> = R['schemas']['response'] extends z.ZodType ? z.output<R['schemas']['response']> : undefined;

/** What a caller sends: each path parameter as a string or number (the schema may coerce it). */
export type ParamsIn<R extends ApiRoute> = { [K in PathParamNames<R['path']>]: string | number };
export type QueryIn<R extends ApiRoute> = SchemaOf<R, 'query'> extends z.ZodType ? z.input<SchemaOf<R, 'query'>> : undefined;
export type BodyIn<R extends ApiRoute> = SchemaOf<R, 'body'> extends z.ZodType ? z.input<SchemaOf<R, 'body'>> : undefined;
