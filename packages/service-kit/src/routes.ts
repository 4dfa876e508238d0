/**
 * Mounts a service's handlers from its route declarations (packages/contracts api/*.ts): for each
 * route the kit checks who calls (401/403, the x-service-token of internal routes), applies the
 * spec's `email` rule (403), refuses text with control characters or broken UTF-16 anywhere in
 * params, query and body (400 naming the fields: validate.ts), parses them with the route's schemas
 * (400 with field messages), calls the handler with typed input and the caller, and sends the answer with
 * the declared status. Under test (VITEST, or NODE_ENV=test) every answer is also checked against
 * the route's response schema, so each service test is a contract test: a mismatch answers 500
 * `contract/answer-mismatch` naming the route and the fields, and is printed.
 *
 * Handlers are a map by route name, typed from the declarations: a missing or misspelt one does
 * not compile. A route declared `raw` (a stream, a redirect, a multipart upload) gets a raw handler
 * that writes its own answer; one declared `optional` may be given `null` (not served here).
 */
import type { AnswerOf, ApiRoute, ApiTable, BodyOut, ParamsOut, QueryOut } from '@phjobs/contracts/route-schemas';
import { staticPrefix } from '@phjobs/contracts/route';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import vary from 'vary';
import type { z } from 'zod';
import { checkEmailParam, principalOf, requireService, requireUser, type Principal } from './auth.ts';
import { expressObjects } from './express-objects.ts';
import { HttpError } from './errors.ts';
import { isSharedAnswer, sharedBody } from './shared-answers.ts';
import { parse, refuseBadText } from './validate.ts';

export { sharedAnswer } from './shared-answers.ts';

type CallerOf<R extends ApiRoute> = R['access'] extends 'anyone' ? Principal | null : R['access'] extends 'internal' ? null : Principal;

export type HandlerContext<R extends ApiRoute> = {
  params: ParamsOut<R>;
  query: QueryOut<R>;
  body: BodyOut<R>;
  /** The signed-in user: never null on a route for members; null for visitors on 'anyone' routes and on internal ones. */
  principal: CallerOf<R>;
  req: Request;
  /** For headers and cookies; the kit sends the answer. */
  res: Response;
};

type Reply<R extends ApiRoute> = R['schemas']['response'] extends z.ZodType ? AnswerOf<R> : void;
export type JsonHandler<R extends ApiRoute> = (ctx: HandlerContext<R>) => Reply<R> | Promise<Reply<R>>;
/** Writes the answer itself (and may pass to the next route with `next()`). */
export type RawHandler<R extends ApiRoute> = (ctx: HandlerContext<R> & { next: NextFunction }) => void | Promise<void>;
export type HandlerOf<R extends ApiRoute> = R extends { raw: string } ? RawHandler<R> : JsonHandler<R>;

/** Handlers of a table's routes (all of them, or the names K), by name. */
export type Handlers<T extends ApiTable, K extends keyof T = keyof T> = {
  [N in K]: T[N] extends { optional: string } ? HandlerOf<T[N]> | null : HandlerOf<T[N]>;
};

export type MountOptions = {
  /** SERVICE_TOKEN_SECRET: required when the table has internal routes. */
  serviceSecret?: string;
  /**
   * For a service without a global authenticate(): run before each route that reads its caller
   * (for members, or with the `email` rule); the others (media's files) never look at a token.
   */
  authenticate?: RequestHandler;
  /** Check every answer against its response schema; default: under test (VITEST or NODE_ENV=test). */
  checkAnswers?: boolean;
};

const underTest = () => Boolean(process.env.VITEST) || process.env.NODE_ENV === 'test';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * A route ready to serve: its declaration, the checks that run before it (the service token of an
 * internal route, `MountOptions.authenticate`, a form body's parser) and its handler in Express's
 * form. `direct`: whether it may be answered on the direct path (direct-path.ts): a JSON route
 * with a plain path (no `*rest`), not raw, without a form body.
 */
export type MountedRoute = {
  route: ApiRoute;
  before: readonly RequestHandler[];
  serve: (req: Request, res: Response, next: NextFunction) => Promise<unknown>;
  direct: boolean;
};

/** The routes of one table, handlers bound (`routesOf`): what createService's `api` takes. */
export type MountedApi = { readonly routes: readonly MountedRoute[] };

/** A table's routes with their handlers, fixed segments before parameters (`ordered`), checked at once: a missing handler or secret throws. */
export function routesOf<T extends ApiTable>(api: T, handlers: Handlers<NoInfer<T>>, options: MountOptions = {}): MountedApi {
  const checkAnswers = options.checkAnswers ?? underTest();
  const routes: MountedRoute[] = [];
  for (const route of ordered(Object.values(api))) {
    const handler = (handlers as Record<string, unknown>)[route.name];
    if (handler === null && route.optional) continue;
    if (typeof handler !== 'function') throw new Error(`${route.service}: no handler for the route ${route.name}.`);
    const before: RequestHandler[] = [];
    if (route.access === 'internal') {
      if (!options.serviceSecret) throw new Error(`${route.service}: the internal route ${route.name} needs options.serviceSecret.`);
      before.push(requireService(options.serviceSecret));
    } else if (options.authenticate && (route.access !== 'anyone' || route.email === true)) before.push(options.authenticate);
    const formBody = route.schemas.bodyContentType === 'application/x-www-form-urlencoded';
    if (formBody) before.push(express.urlencoded({ extended: false, limit: '32kb' }));
    if (route.path.includes('*') && !route.raw) throw new Error(`${route.service}: ${route.name}: a path with *rest needs a raw handler.`);

    // Called by Express with its objects, and by the direct path with node's (express-objects.ts):
    // only node's own properties are read here; the handler's `req` and `res` are Express's.
    const serve = async (req: Request, res: Response, next: NextFunction) => {
      const ctx = new Context(requestOf(route, req, res), req, res, route.raw ? next : undefined);
      if (route.raw) return (handler as (ctx: unknown) => unknown)(ctx);
      const answer = await (handler as (ctx: unknown) => unknown)(ctx);
      // A member's own answer is theirs alone: no browser, proxy or CDN keeps it (unless the handler decided).
      if ((ctx.principal || route.access === 'internal') && !res.hasHeader('cache-control')) res.setHeader('cache-control', 'no-store');
      send(route, req, res, answer, checkAnswers);
    };
    routes.push({ route, before, serve, direct: !route.raw && !route.path.includes('*') && !formBody });
  }
  return { routes };
}

/** Mounts a table's routes on an Express router (createService's `api` does this for the service's tables). */
export function mountRoutes<T extends ApiTable>(router: Router, api: T, handlers: Handlers<NoInfer<T>>, options: MountOptions = {}): void {
  mountOn(router, routesOf(api, handlers, options));
}

/** Registers mounted routes on an Express router, in their order. */
export function mountOn(router: Router, { routes }: MountedApi): void {
  for (const { route, before, serve } of routes) {
    if (route.path.includes('*')) {
      // The rest of the path is the handler's to read (decoded by it: Express's own decoding would
      // turn a malformed escape into its generic 400).
      const method = route.method;
      router.use(staticPrefix(route.path), ...before, (req, res, next) => {
        if (req.method !== method && !(method === 'GET' && req.method === 'HEAD')) return next();
        return serve(req, res, next);
      });
      continue;
    }
    const match = route.match;
    const checks = match ? [matchesParams(match), ...before] : before;
    router[route.method.toLowerCase() as Method](route.path, ...checks, serve);
  }
}

/** A path whose parameters do not match the declared patterns goes on to the next route. */
const matchesParams =
  (match: Record<string, RegExp>): RequestHandler =>
  (req, _res, next) =>
    paramsMatch(match, req.params) ? next() : next('route');

/** Whether each declared pattern matches its (decoded) parameter. */
export const paramsMatch = (match: Record<string, RegExp>, params: Record<string, unknown>): boolean => Object.entries(match).every(([name, pattern]) => pattern.test(String(params[name] ?? '')));

/**
 * What a handler is given: the caller and the parsed input, and `req` and `res` with Express's
 * prototypes, made so only when the handler reads them (express-objects.ts); `next` for a raw
 * route. A class, so that every call's context has one shape: an object literal with its own
 * getters (closures over the call's request) was a new hidden class per call, and V8 kept each
 * one, and through its closures the call's request and response, alive past every young
 * collection until a full one (~8.7 KB a call promoted; bench/README.md, 'Service layers').
 */
class Context {
  readonly #req: Request;
  readonly #res: Response;
  readonly principal: Principal | null;
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  readonly next: NextFunction | undefined;

  constructor(input: ReturnType<typeof requestOf>, req: Request, res: Response, next: NextFunction | undefined) {
    this.#req = req;
    this.#res = res;
    this.principal = input.principal;
    this.params = input.params;
    this.query = input.query;
    this.body = input.body;
    this.next = next;
  }

  get req(): Request {
    return expressObjects(this.#req, this.#res).req;
  }

  get res(): Response {
    return expressObjects(this.#req, this.#res).res;
  }
}

/** Who calls (401/403), the email rule (403), then params, query and body parsed (400). */
function requestOf(route: ApiRoute, req: Request, res: Response) {
  const { access, schemas } = route;
  const principal = access === 'anyone' || access === 'internal' ? principalOf(res) : access === 'member' ? requireUser(res) : requireUser(res, ...access);
  if (route.email === true) checkEmailParam(req, res);
  refuseBadText(req.params, req.query, req.body);
  return {
    principal,
    params: schemas.params ? parse(schemas.params, req.params) : req.params,
    query: schemas.query ? parse(schemas.query, req.query) : req.query,
    body: schemas.body ? parse(schemas.body, req.body) : req.body,
  };
}

function send(route: ApiRoute, req: Request, res: Response, answer: unknown, check: boolean): void {
  const status = route.status ?? 200;
  if (check) checkAnswer(route, answer);
  if (status === 204) {
    res.statusCode = 204;
    res.end();
    return;
  }
  if (isSharedAnswer(answer)) {
    const { body, encoding } = sharedBody(answer, req.headers['accept-encoding']);
    vary(res, 'Accept-Encoding');
    if (encoding) res.setHeader('content-encoding', encoding);
    writeJson(req, res, status, body);
    return;
  }
  const text: string | undefined = JSON.stringify(answer);
  if (text === undefined) {
    expressObjects(req, res).res.status(status).json(answer);
    return;
  }
  writeJson(req, res, status, text);
}

/**
 * What `res.status(status).json(...)` writes for a JSON text (no ETag: the services turn it off),
 * without Express's per-answer header parsing (its charset and freshness checks were ~3% of a
 * small list answer's CPU): status, JSON content type (a handler's own type is kept), length.
 */
export function writeJson(req: IncomingMessage, res: ServerResponse, status: number, body: string | Buffer): void {
  res.statusCode = status;
  if (!res.hasHeader('content-type')) res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** The answer as it goes on the wire, against the response schema: no field missing or wrong, none undeclared. */
export function checkAnswer(route: ApiRoute, answer: unknown): void {
  const schema = route.schemas.response;
  const where = `${route.service}.${route.name} (${route.method} ${route.path})`;
  if (!schema) {
    if (answer !== undefined) fail(where, 'answers a body, but its declaration has none');
    return;
  }
  const wire: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  const result = schema.safeParse(wire);
  if (!result.success) return fail(where, result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; '));
  const extra = undeclared(wire, result.data, '');
  if (extra.length) fail(where, `fields its schema does not declare: ${extra.slice(0, 10).join(', ')}`);
}

function undeclared(wire: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(wire) && Array.isArray(parsed)) return wire.flatMap((item, i) => undeclared(item, parsed[i], `${path}${i}.`));
  if (!isPlainObject(wire) || !isPlainObject(parsed)) return [];
  return Object.keys(wire).flatMap((key) => (key in parsed ? undeclared(wire[key], parsed[key], `${path}${key}.`) : [`${path}${key}`]));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function fail(where: string, detail: string): never {
  const message = `${where}: the answer breaks its contract: ${detail}`;
  console.error(message);
  throw new HttpError(500, 'contract/answer-mismatch', message);
}

type Kind = 0 | 1 | 2;
const kinds = (path: string): Kind[] => path.split('/').map((s) => (s.startsWith('*') ? 2 : s.startsWith(':') ? 1 : 0));

/** Fixed segments before parameters, so that `/api/jobAds/region` is not taken by `/api/jobAds/:id` (stable otherwise). */
function ordered(routes: ApiRoute[]): ApiRoute[] {
  return [...routes].sort((a, b) => {
    const [ka, kb] = [kinds(a.path), kinds(b.path)];
    for (let i = 0; i < Math.min(ka.length, kb.length); i++) if (ka[i] !== kb[i]) return (ka[i] ?? 0) - (kb[i] ?? 0);
    return ka.length - kb.length;
  });
}
