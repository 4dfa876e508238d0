/**
 * The request and response of a call as Express's methods need them, made so only when asked.
 *
 * The direct path (direct-path.ts) leaves node's objects as they came: changing an object's
 * prototype per request (what Express's app.handle does) cost ~0.2 ms of CPU a call in the jobs
 * service, and the embedded gateway hands its own objects to a service in process. The kit reads
 * only what node's objects have (headers, url, statusCode, setHeader); a handler that takes `req`
 * or `res` from its context (routes.ts) gets them with the app's prototypes (res.cookie,
 * req.header, ...), set at that moment. On a service's own server they have them already
 * (http.ts: app.listen makes them so), and then nothing changes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, Response } from 'express';

const APP = Symbol('service-kit.app');
type Tagged = IncomingMessage & { [APP]?: Express };

/** Notes the app whose prototypes `req` and its response take when asked for (expressObjects). */
export function answeredBy(req: IncomingMessage, app: Express): void {
  (req as Tagged)[APP] = app;
}

/**
 * `req` and `res` with the prototypes of the app answering them (no change when they have them).
 * Objects that another Express app's server made (the embedded gateway's, handed to a service in
 * process) have Express's methods already: they differ from this app's only in `app`, the
 * settings those methods read, so they get this app as their own `app` instead. A prototype
 * changed per call kept the call's objects alive past every young collection (expressServer in
 * http.ts); a property added is the same hidden class every time.
 */
export function expressObjects(req: IncomingMessage, res: ServerResponse): { req: Request; res: Response } {
  const app = (req as Tagged)[APP];
  if (app) {
    answerWith(req, app.request, app);
    answerWith(res, app.response, app);
  }
  return { req: req as Request, res: res as Response };
}

function answerWith(object: object, prototype: object, app: Express): void {
  const current: unknown = Object.getPrototypeOf(object);
  if (current === prototype) return;
  // Express makes each app's request and response as Object.create(its shared one, { app }).
  if (current !== null && Object.getPrototypeOf(current) === Object.getPrototypeOf(prototype)) {
    if ((object as { app?: unknown }).app !== app) Object.defineProperty(object, 'app', { value: app, configurable: true, enumerable: true, writable: true });
  } else Object.setPrototypeOf(object, prototype);
}

/** What Express's `req.path` gives for a request's URL: its path, without the query. */
export function pathnameOf(req: IncomingMessage): string {
  const url = req.url ?? '';
  const mark = url.indexOf('?');
  return mark === -1 ? url : url.slice(0, mark);
}
