import { randomUUID } from 'node:crypto';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ZodError } from 'zod';
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { isDatabaseUnavailable } from './database-errors.ts';
import { directPath as directPathOf } from './direct-path.ts';
import { pathnameOf } from './express-objects.ts';
import { HttpError, notFound } from './errors.ts';
import type { Logger } from './logger.ts';
import { serviceMetrics } from './metrics.ts';
import { mountOn, writeJson, type MountedApi } from './routes.ts';
import { fieldMessages } from './validate.ts';

export { HttpError } from './errors.ts';

export type ServiceOptions = {
  name: string;
  logger: Logger;
  /** Throws (or rejects) when the service cannot serve: database down, migrations missing. */
  ready?: () => Promise<void>;
  /** Reads the caller's bearer token on every request to the routes (auth.ts `authenticate`). */
  authenticate?: RequestHandler;
  /** The service's declared routes (routes.ts `routesOf`), in order, after `authenticate`. */
  api?: readonly MountedApi[];
  /** Anything more on the Express app, after the api (a test's own routes). */
  routes?: (app: Express) => void;
  /**
   * Answer the api's JSON routes on the direct path, before Express (direct-path.ts). Default
   * true; false sends everything through Express (the kit's tests compare the two).
   */
  directPath?: boolean;
  /**
   * Prometheus metrics (metrics.ts): requests by declared route, `GET /metrics`. Default true;
   * false leaves both out (bench/src/metrics-cost.bench.ts measures the difference).
   */
  metrics?: boolean;
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The bytes of each parsed JSON body, for a handler that checks a signature over them (a payment provider's webhook). */
const rawBodies = new WeakMap<object, Buffer>();

/** The JSON body as it came, before parsing; undefined when the request had no JSON body. */
export const rawBodyOf = (req: Request): Buffer | undefined => rawBodies.get(req);

/** Keeps a well-formed incoming x-request-id, else makes a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** res.locals.requestId and the x-request-id answer header, for every request (first, so errors carry it too). */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req.headers['x-request-id']);
    res.locals.requestId = id;
    res.setHeader('x-request-id', id);
    next();
  };
}

type LogFn = (object: Record<string, unknown>, message?: string) => void;
/** What a request log needs of a logger; a pino logger fits (isLevelEnabled spares building lines nobody keeps). */
export type RequestLogger = Record<'debug' | 'info' | 'warn' | 'error', LogFn> & { isLevelEnabled?(level: string): boolean };

/**
 * One line per request when it ends: 5xx at `failedLevel` ('request failed'), 4xx info ('request
 * refused'), others debug; health checks not at all. Built only when its level is on (pino-http's
 * child logger per request cost ~10% of a cached list answer's CPU).
 */
export function requestLog(logger: RequestLogger, failedLevel: 'warn' | 'error' = 'error'): RequestHandler {
  return (req, res, next) => {
    const path = pathnameOf(req);
    if (path === '/healthz' || path === '/readyz') return next();
    const started = performance.now();
    res.once('finish', () => {
      const [level, message] = res.statusCode >= 500 ? [failedLevel, 'request failed'] : res.statusCode >= 400 ? (['info', 'request refused'] as const) : (['debug', 'request'] as const);
      if (logger.isLevelEnabled && !logger.isLevelEnabled(level)) return;
      logger[level]({ requestId: res.locals.requestId as string, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 }, message);
    });
    next();
  };
}

/**
 * Express 5's `req.query` is a getter that parses the query string again at each read (the kit
 * reads it for the email rule and for the query schema, handlers again): parsed once here and kept
 * on the request, as Express 4 did (3 qs parses a call were ~1% of a small list answer's CPU).
 */
const parsedQueryOnce: RequestHandler = (req, _res, next) => {
  Object.defineProperty(req, 'query', { value: req.query, writable: true, configurable: true, enumerable: true });
  next();
};

/** The JSON body limit (express.json's '1mb'). */
const BODY_LIMIT = 1_048_576;
const keepRawBody = (req: object, bytes: Buffer) => {
  rawBodies.set(req, bytes);
};

/**
 * An Express app with what every service has: JSON bodies (malformed JSON is a 400), request ids,
 * request logs, Prometheus metrics and /metrics (metrics.ts), /healthz and /readyz, the routes, a
 * JSON 404, and one error shape. The api's JSON routes are answered on the direct path
 * (direct-path.ts), the same steps without Express's router; everything else goes through Express.
 */
export function createService({ name, logger, ready, authenticate, api = [], routes, metrics = true, directPath = true }: ServiceOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'extended');

  const measured = metrics ? serviceMetrics(name) : null;
  const first: RequestHandler[] = [...(measured ? [measured.http] : []), requestIds(), requestLog(logger)];
  for (const step of first) app.use(step);
  app.use(parsedQueryOnce);
  app.use(express.json({ limit: BODY_LIMIT, verify: (req, _res, bytes) => keepRawBody(req, bytes) }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: name });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await ready?.();
      res.json({ status: 'ready', service: name });
    } catch (error) {
      logger.warn({ err: error }, 'not ready');
      res.status(503).json({ code: 'service/not-ready', message: 'The service is not ready.' });
    }
  });

  // Internal: a service's port is reached by the gateway and Prometheus, never from outside.
  if (measured) app.get('/metrics', measured.scrape);

  if (authenticate) app.use(authenticate);
  if (api.length) {
    const router = express.Router();
    for (const table of api) mountOn(router, table);
    app.use(router);
  }
  routes?.(app);

  const fail = errorAnswer(logger);
  app.use((_req, _res, next) => next(notFound('No such API.')));
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => fail(error, req, res));

  servedWithExpressPrototypes(app);
  if (directPath && api.length) {
    const direct = directPathOf({ app, routes: api.flatMap((table) => table.routes), first, beforeRoutes: authenticate ? [authenticate] : [], bodyLimit: BODY_LIMIT, onBody: keepRawBody, fail });
    // app(req, res) is app.handle(req, res): the server's requests and the embedded gateway's hand-offs both come here.
    const handle = (app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, next?: NextFunction) => void }).handle.bind(app);
    (app as unknown as { handle: typeof handle }).handle = (req, res, next) => {
      if (next === undefined && direct(req, res)) return;
      handle(req, res, next);
    };
  }
  return app;
}

/**
 * A node server for `app` whose requests and responses are made with the app's own prototypes
 * (node's `IncomingMessage` and `ServerResponse` options): Express then finds them already set.
 * Changing an object's prototype per request (what Express's app.handle does otherwise) costs V8
 * far more than the call: each such request and its response outlived every young collection
 * until a full one (~2.5 MB kept a scavenge, 8 ms scavenges against 1; bench/README.md, 'Service
 * layers'). The services' `app.listen` (createService) and the gateway's servers are made so.
 */
export function expressServer(app: Express): Server {
  function Request(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  Request.prototype = app.request;
  function Response(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  Response.prototype = app.response;
  return createServer({ IncomingMessage: Request as unknown as typeof IncomingMessage, ServerResponse: Response as unknown as typeof ServerResponse }, app);
}

/** `app.listen` serves the app on an `expressServer`. */
function servedWithExpressPrototypes(app: Express): void {
  app.listen = ((...args: Parameters<Server['listen']>) => expressServer(app).listen(...args)) as Express['listen'];
}

/** The one error answer (and its log line): an HttpError's own, 400 for bad input, 503 while the database is away, else 500. */
function errorAnswer(logger: Logger): (error: unknown, req: Request, res: Response) => void {
  return (error, req, res) => {
    const { status, body } = toErrorAnswer(error);
    const where = { requestId: res.locals.requestId as string, method: req.method, url: req.originalUrl };
    if (body.code === DATABASE_UNAVAILABLE.code) logger.warn({ ...where, err: { message: error instanceof Error ? error.message.trim().split('\n').pop() : String(error) } }, 'database unavailable');
    else if (status >= 500) logger.error({ err: error, ...where }, 'request error');
    if (res.headersSent) return;
    if (status === 503) res.setHeader('retry-after', '5');
    writeJson(req, res, status, JSON.stringify(body));
  };
}

/** The answer while the service's database cannot be used: 503 with Retry-After, never a 500. */
export const DATABASE_UNAVAILABLE = { code: 'service/unavailable', message: 'The service is temporarily unavailable. Please try again.' } as const;

type BodyParserError = { type?: string; status?: number; expose?: boolean; message?: string };

function toErrorAnswer(error: unknown): { status: number; body: { code: string; message: string; fields?: Record<string, string> } } {
  if (error instanceof HttpError) return { status: error.status, body: error.toBody() };
  // PostgreSQL down, restarting or refusing connections: the caller may try again shortly (database-errors.ts).
  if (isDatabaseUnavailable(error)) return { status: 503, body: DATABASE_UNAVAILABLE };
  if (error instanceof ZodError) return { status: 400, body: { code: 'validation/invalid', message: 'The request is invalid.', fields: fieldMessages(error) } };
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') return { status: 400, body: { code: 'validation/malformed-json', message: 'The body is not valid JSON.' } };
  if (parserError?.type === 'entity.too.large') return { status: 413, body: { code: 'validation/too-large', message: 'The body is too large.' } };
  // Other client errors Express raises itself (a malformed %-escape in a path is a URIError with status 400).
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500)
    return { status: parserError.status, body: { code: 'validation/invalid', message: 'The request is invalid.' } };
  return { status: 500, body: { code: 'internal', message: 'Something went wrong.' } };
}
