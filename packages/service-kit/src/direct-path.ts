/**
 * The direct path: a service's declared JSON routes answered on the node request itself, before
 * Express.
 *
 * Express 5's app and router (the layer stack walked and matched per request, `next` closures, its
 * body parser's type, charset and decoder work) cost ~130 µs of CPU a call on this project's
 * machines, where node's own HTTP answers in ~30 (bench/README.md, 'The services' direct path').
 * This path does what that pipeline does for a declared route, in the same order and with the same
 * functions (metrics, request id, request log, the caller's token, the route's checks, its handler
 * and its answer), and gives way to Express (returns false) for everything else: paths no JSON
 * route declares, raw routes and `*rest` paths, form bodies, HEAD and OPTIONS, paths Express would
 * read differently (another letter case, a trailing slash, unusual characters, a malformed
 * escape), and bodies its parser would treat otherwise (another content type or charset, a
 * content encoding, no length, over the limit). The request and response stay node's; a handler
 * that takes `req` or `res` gets them with Express's prototypes (express-objects.ts), so
 * `res.cookie`, `req.header` and the rest work.
 * The answers are the same either way: the kit's route tests run through both paths.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { answeredBy } from './express-objects.ts';
import { paramsMatch, type MountedRoute } from './routes.ts';

export type DirectPathOptions = {
  /** The Express app whose request and response prototypes (and query parser) handlers get. */
  app: Express;
  routes: readonly MountedRoute[];
  /** What the app runs for every request before its body parser (metrics, request id, log), in order. */
  first: readonly RequestHandler[];
  /** What the app runs after the body parser and before the routes (the caller's token). */
  beforeRoutes: readonly RequestHandler[];
  /** The app's JSON body limit, in bytes: a longer body goes through Express (its 413). */
  bodyLimit: number;
  /** Told each JSON body's bytes, as the body parser's `verify` is. */
  onBody: (req: Request, bytes: Buffer) => void;
  /** The app's error answer. */
  fail: (error: unknown, req: Request, res: Response) => void;
};

type Entry = {
  mounted: MountedRoute;
  /** The declared path's segments after the first '/': fixed ones as declared, null for a parameter. */
  segments: readonly (string | null)[];
  /** The same lowercased: Express matches paths case-insensitively. */
  lowered: readonly (string | null)[];
  names: readonly string[];
  /** What Express keeps as `req.route` (the metrics' route label reads its path). */
  routeInfo: { path: string };
};

/**
 * Left to Express: characters that make parseurl (Express's req.path and req.query) fall back to
 * url.parse, and any outside printable ASCII (whose case Express's matching may fold otherwise).
 */
const UNUSUAL_URL = /[^\x21-\x7e]|#/;
/** The JSON content types the body parser reads as UTF-8 text; anything else is Express's to judge. */
const JSON_TYPE = /^application\/json[ \t]*(?:;[ \t]*charset=(?:utf-8|"utf-8")[ \t]*)?$/i;
const DIGITS = /^\d{1,9}$/;
const UTF8_BOM = 0xfeff;
// eslint-disable-next-line no-control-regex -- JSON's whitespace (RFC 8259) is these four
const FIRST_NON_WHITESPACE = /[^\x20\x09\x0a\x0d]/;

/** How the body parser would treat the request's body: none to read, JSON to read, or something else (null). */
function bodyOf(req: IncomingMessage, limit: number): 'none' | 'json' | null {
  const { headers } = req;
  if (headers['transfer-encoding'] !== undefined) return null;
  const length = headers['content-length'];
  if (length === undefined) return 'none';
  const type = headers['content-type'];
  if (type === undefined) return length === '0' ? 'none' : null;
  if (!JSON_TYPE.test(type) || !DIGITS.test(length) || Number(length) > limit) return null;
  const encoding = headers['content-encoding'];
  return encoding === undefined || encoding.toLowerCase() === 'identity' ? 'json' : null;
}

/** The body parser's strict JSON: '' is {}, anything but an object or an array is malformed. */
function parseJson(bytes: Buffer): unknown {
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === UTF8_BOM) text = text.slice(1);
  if (text.length === 0) return {};
  const first = FIRST_NON_WHITESPACE.exec(text)?.[0];
  if (first !== '{' && first !== '[') throw malformed(new SyntaxError(`Unexpected token '${first ?? ''}', not an object or an array`));
  try {
    return JSON.parse(text);
  } catch (error) {
    throw malformed(error);
  }
}

/** The body parser's error for a body that is not JSON (http.ts answers it as validation/malformed-json). */
const malformed = (cause: unknown) => Object.assign(new SyntaxError(cause instanceof Error ? cause.message : String(cause)), { status: 400, statusCode: 400, expose: true, type: 'entity.parse.failed' });

function compile(mounted: MountedRoute): Entry {
  const parts = mounted.route.path.split('/').slice(1);
  const names: string[] = [];
  const segments = parts.map((part) => {
    if (!part.startsWith(':')) return part;
    names.push(part.slice(1));
    return null;
  });
  return { mounted, segments, lowered: segments.map((part) => part?.toLowerCase() ?? null), names, routeInfo: { path: mounted.route.path } };
}

/** Express's parameter decoding (router's decodeParam); undefined for a malformed escape (Express answers that one). */
function decoded(value: string): string | undefined {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The first route, in Express's order, whose method and path match and whose parameters fit their patterns; null: Express's to answer. */
function find(byMethod: ReadonlyMap<string, readonly Entry[]>, method: string, pathname: string): { entry: Entry; params: Record<string, string> } | null {
  const entries = byMethod.get(method);
  if (!entries || pathname.length < 2 || pathname.charCodeAt(0) !== 47 || pathname.endsWith('/')) return null;
  const parts = pathname.split('/');
  let lowered: string[] | null = null;
  for (const entry of entries) {
    const { segments } = entry;
    if (segments.length !== parts.length - 1) continue;
    let fits = true;
    let values: string[] | null = null;
    for (let i = 0; i < segments.length; i++) {
      const part = parts[i + 1]!;
      const fixed = segments[i];
      if (part === '') return null;
      if (fixed === null) {
        (values ??= []).push(part);
        continue;
      }
      if (part !== fixed) {
        lowered ??= parts.map((one) => one.toLowerCase());
        if (lowered[i + 1] !== entry.lowered[i]) {
          fits = false;
          break;
        }
      }
    }
    if (!fits) continue;
    const params: Record<string, string> = {};
    for (let i = 0; i < entry.names.length; i++) {
      const value = decoded(values![i]!);
      if (value === undefined) return null;
      params[entry.names[i]!] = value;
    }
    const { match } = entry.mounted.route;
    if (match && !paramsMatch(match, params)) continue;
    return { entry, params };
  }
  return null;
}

/** Runs Express middleware in order; `done` after the last, `fail` at the first error. */
function runSteps(steps: readonly RequestHandler[], req: Request, res: Response, done: () => void, fail: (error: unknown) => void): void {
  let at = 0;
  const next: NextFunction = (error?: unknown) => {
    if (error !== undefined && error !== null) return fail(error);
    const step = steps[at++];
    if (!step) return done();
    try {
      step(req, res, next);
    } catch (caught) {
      fail(caught);
    }
  };
  next();
}

/** Reads a JSON body (its length already checked against the limit) into `req.body`. */
function readBody(req: Request, onBody: DirectPathOptions['onBody'], done: () => void, fail: (error: unknown) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.once('error', (error) => fail(Object.assign(error, { status: 400, expose: true })));
  req.once('end', () => {
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    onBody(req, bytes);
    try {
      req.body = parseJson(bytes);
    } catch (error) {
      fail(error);
      return;
    }
    done();
  });
}

export function directPath({ app, routes, first, beforeRoutes, bodyLimit, onBody, fail }: DirectPathOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const byMethod = new Map<string, Entry[]>();
  for (const mounted of routes) {
    if (!mounted.direct) continue;
    const list = byMethod.get(mounted.route.method) ?? [];
    list.push(compile(mounted));
    byMethod.set(mounted.route.method, list);
  }
  const parseQuery = app.get('query parser fn') as (query: string | null) => Record<string, unknown>;

  return (incoming, outgoing) => {
    const url = incoming.url ?? '';
    if (UNUSUAL_URL.test(url)) return false;
    const mark = url.indexOf('?');
    const found = find(byMethod, incoming.method ?? '', mark === -1 ? url : url.slice(0, mark));
    if (!found) return false;
    const body = bodyOf(incoming, bodyLimit);
    if (body === null) return false;

    // What Express's app.handle and router set up but the prototypes (express-objects.ts: set when
    // a handler asks for req or res), then its middleware in order.
    const req = incoming as Request;
    const res = outgoing as Response;
    req.res = res;
    res.req = req;
    answeredBy(req, app);
    if (!res.locals) res.locals = Object.create(null) as Response['locals'];
    req.originalUrl = url;
    req.baseUrl = '';
    req.params = found.params;
    (req as { route?: unknown }).route = found.entry.routeInfo;
    // As http.ts's parsedQueryOnce: parsed once, kept on the request.
    Object.defineProperty(req, 'query', { value: parseQuery(mark === -1 ? null : url.slice(mark + 1)), writable: true, configurable: true, enumerable: true });

    const failed = (error: unknown) => fail(error, req, res);
    const { before, serve } = found.entry.mounted;
    const answer = () => serve(req, res, failed).catch(failed);
    const route = () => runSteps(before, req, res, answer, failed);
    const afterBody = () => runSteps(beforeRoutes, req, res, route, failed);
    runSteps(
      first,
      req,
      res,
      () => {
        if (body === 'none') {
          req.body = undefined;
          afterBody();
        } else readBody(req, onBody, afterBody, failed);
      },
      failed,
    );
    return true;
  };
}
