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

/** `req` and `res` with the prototypes of the app answering them (no change when they have them). */
export function expressObjects(req: IncomingMessage, res: ServerResponse): { req: Request; res: Response } {
  const app = (req as Tagged)[APP];
  if (app) {
    if (Object.getPrototypeOf(req) !== app.request) Object.setPrototypeOf(req, app.request);
    if (Object.getPrototypeOf(res) !== app.response) Object.setPrototypeOf(res, app.response);
  }
  return { req: req as Request, res: res as Response };
}

/** What Express's `req.path` gives for a request's URL: its path, without the query. */
export function pathnameOf(req: IncomingMessage): string {
  const url = req.url ?? '';
  const mark = url.indexOf('?');
  return mark === -1 ? url : url.slice(0, mark);
}
