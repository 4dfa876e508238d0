/**
 * The /api fast path: proxied API calls answered on the node request itself, before Express.
 *
 * Express's router, its request/response prototypes and the middleware chain (request id, log,
 * security headers, rate limiter, compression's wrappers) were ~12-14% of the gateway's CPU per
 * small answer. This path does the same work without them, and gives way to Express (returns
 * false) for everything else: the API reference paths, paths no service owns (404), services not
 * configured (502), rate-limited routes (express-rate-limit counts those), URLs Express would parse
 * differently. The answers are the same either way (gateway.test.ts runs every /api test through
 * it; api-fast-path.test.ts checks that both paths answer alike).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import compressible from 'compressible';
import { requestIdOf } from '@phjobs/service-kit/http';
import type { Request, RequestHandler, Response } from 'express';
import type { GatewayLogger } from './logger.ts';
import type { GatewayMetrics } from './metrics.ts';
import { forward, type ForwardContext, type ProxyOptions, type ProxyTarget } from './proxy.ts';
import { rateLimitGroupFor, serviceFor, type ServiceName } from './routes.ts';
import { API_HEADERS, HSTS } from './security.ts';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
type TrustFn = (address: string | undefined, hop: number) => boolean;

export type ApiFastPathOptions = {
  /** The target of a service's next call (one of its instances, round-robin, when it has several). */
  targets: { get(service: ServiceName): ProxyTarget | undefined };
  /** Told the service each answer comes from (metrics.ts). */
  metrics?: Pick<GatewayMetrics, 'upstream'> | null;
  proxyOptions: ProxyOptions;
  logger: GatewayLogger;
  /** Whether rate limits are on (then rate-limited routes go through Express). */
  rateLimited: boolean;
  /** The gateway's /api compressor, or null when it does not compress. */
  compressor: RequestHandler | null;
  /** Whether a trusted proxy sits in front (X-Forwarded-For is kept and extended). */
  trustsProxy: boolean;
  /** Read per request, as Express does. */
  trustFn: () => TrustFn;
};

/** Served by the gateway itself (api-docs.ts), matched by Express case-insensitively: left to Express. */
const GATEWAY_OWN = /^\/api\/(?:docs|openapi\.json)/i;
/** Characters that make parseurl (Express's req.path) fall back to url.parse: left to Express. */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/;

type RouteOf = { service: ServiceName | null; limited: boolean };
/** Paths carry ids, so the cache is bounded: emptied when full. */
const ROUTE_CACHE_SIZE = 2_000;

const STARTED = Symbol('gateway.apiStarted');
type Timed = ServerResponse & { [STARTED]?: number };

/**
 * `Vary: Accept-Encoding` on the answers compression would consider (compression 1.8's onHeaders:
 * a compressible type, no `no-transform`), whether or not this client accepts an encoding.
 */
export function varyAcceptEncoding(headers: OutgoingHttpHeaders): void {
  const type = headers['content-type'];
  if (typeof type !== 'string' || !isCompressible(type)) return;
  const cacheControl = headers['cache-control'];
  if (typeof cacheControl === 'string' && /(?:^|,)\s*?no-transform\s*?(?:,|$)/.test(cacheControl)) return;
  headers.vary = appendVary(headers.vary, 'Accept-Encoding');
}

/** A service answers with a handful of content types: compressible's lookup (mime-db) once per type. */
const compressibleTypes = new Map<string, boolean>();
function isCompressible(type: string): boolean {
  let known = compressibleTypes.get(type);
  if (known === undefined) {
    if (compressibleTypes.size >= 100) compressibleTypes.clear();
    known = Boolean(compressible(type));
    compressibleTypes.set(type, known);
  }
  return known;
}

/** The `vary` package's append, for one field. */
function appendVary(current: OutgoingHttpHeaders[string], field: string): string {
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (value === '*') return value;
  const lower = field.toLowerCase();
  const fields = value.split(',').map((one) => one.trim()).filter((one) => one !== '');
  for (const one of fields) {
    const name = one.toLowerCase();
    if (name === '*') return '*';
    if (name === lower) return value;
  }
  return value ? `${value}, ${field}` : field;
}

export function apiFastPath(options: ApiFastPathOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { targets, logger, compressor, trustsProxy } = options;
  const proxyOptions: ProxyOptions = { ...options.proxyOptions, responseHeaders: compressor ? varyAcceptEncoding : undefined };
  const routes = new Map<string, RouteOf>();

  const routeOf = (pathname: string): RouteOf => {
    let route = routes.get(pathname);
    if (route) return route;
    if (routes.size >= ROUTE_CACHE_SIZE) routes.clear();
    route = { service: serviceFor(pathname), limited: rateLimitGroupFor(pathname) !== null };
    routes.set(pathname, route);
    return route;
  };

  /** Express's req.protocol. */
  const protocolOf = (req: IncomingMessage): 'http' | 'https' | string => {
    const proto = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
    if (!options.trustFn()(req.socket.remoteAddress, 0)) return proto;
    const header = req.headers['x-forwarded-proto'];
    const value = (Array.isArray(header) ? header.join(', ') : header) || proto;
    const comma = value.indexOf(',');
    return comma !== -1 ? value.substring(0, comma).trim() : value.trim();
  };

  // Shared, not a closure per request: service-kit's requestLog at 'warn' for 5xx.
  function logAnswer(this: Timed): void {
    const status = this.statusCode;
    const [level, message] = status >= 500 ? (['warn', 'request failed'] as const) : status >= 400 ? (['info', 'request refused'] as const) : (['debug', 'request'] as const);
    if (logger.isLevelEnabled && !logger.isLevelEnabled(level)) return;
    const started = this[STARTED] ?? performance.now();
    logger[level]({ requestId: String(this.getHeader('x-request-id')), method: this.req.method, url: this.req.url, status, ms: Math.round((performance.now() - started) * 10) / 10 }, message);
  }

  // The gateway's Express error handler, for what the compressor might pass on.
  const fail = (error: unknown, req: IncomingMessage, res: ServerResponse, requestId: string): void => {
    const status = (error as { status?: number }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError) logger.error({ err: error, requestId, url: req.url }, 'gateway error');
    if (res.headersSent) {
      if (!clientError) res.destroy();
      return;
    }
    const text = JSON.stringify(clientError ? { code: 'gateway/bad-request', message: 'The request is invalid.' } : { code: 'internal', message: 'Something went wrong.' });
    res.statusCode = clientError ? status : 500;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(text));
    res.end(req.method === 'HEAD' ? undefined : text);
  };

  return (req, res) => {
    const url = req.url ?? '';
    if (!url.startsWith('/api/')) return false;
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if (UNUSUAL_URL.test(pathname) || GATEWAY_OWN.test(pathname)) return false;
    const route = routeOf(pathname);
    if (route.service === null || (route.limited && options.rateLimited)) return false;
    const target = targets.get(route.service);
    if (!target) return false;

    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    options.metrics?.upstream(res, route.service);
    (res as Timed)[STARTED] = performance.now();
    res.on('finish', logAnswer);
    const protocol = protocolOf(req);
    for (const [name, value] of API_HEADERS) res.setHeader(name, value);
    if (protocol === 'https') res.setHeader('strict-transport-security', HSTS);

    const peer = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    // Without a trusted proxy in front, a client-sent X-Forwarded-For is a claim, not a fact: drop it.
    const forwardedFor = trustsProxy && prior ? `${Array.isArray(prior) ? prior.join(', ') : prior}, ${peer}` : peer;
    const context: ForwardContext = { url, requestId, forwardedFor, protocol: protocol === 'https' ? 'https' : 'http' };
    try {
      // compression 1.8 compresses nothing for a client that sends no Accept-Encoding: its wrappers are skipped then.
      if (compressor && req.headers['accept-encoding'] !== undefined) {
        compressor(req as Request, res as Response, (error?: unknown) => (error ? fail(error, req, res, requestId) : forward(req, res, target, context, proxyOptions)));
      } else {
        forward(req, res, target, context, proxyOptions);
      }
    } catch (error) {
      fail(error, req, res, requestId);
    }
    return true;
  };
}
