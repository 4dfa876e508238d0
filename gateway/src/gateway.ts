import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import { expressServer, requestIdOf, requestIds, requestLog } from '@phjobs/service-kit/http';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { apiFastPath } from './api-fast-path.ts';
import { endedSessions } from './ended-sessions.ts';
import { apiDocs } from './api-docs.ts';
import { bearerFromProtocols, CHAT_SOCKET_PATH, clientAddress, originAllowed, socketTokenVerifier, type TrustFn } from './chat-socket.ts';
import type { GatewayLogger } from './logger.ts';
import { createInstances, healthy as upstreamHealthy } from './instances.ts';
import { gatewayMetrics, type GatewayMetrics } from './metrics.ts';
import { forward, forwardUpgrade, refuseUpgrade, type ForwardContext, type ProxyOptions } from './proxy.ts';
import { authRateLimiter, DEFAULT_SOCKET_RATE_LIMIT, socketLimiter, type RateLimits } from './rate-limit.ts';
import { DEFAULT_RATE_LIMITS, SERVICES, serviceFor, type ServiceName } from './routes.ts';
import { securityHeaders } from './security.ts';
import { NO_CACHE, resolveInside, sendStatic } from './static.ts';
import { webAssets } from './pages/assets.ts';
import { pages as createPages } from './pages/renderer.ts';
import { isNamedPage } from '@phjobs/contracts/web-routes';
import { robotsTxt, siteFiles, WEB_APP_MANIFEST, type SiteFile } from './pages/site-files.ts';
import { upstream as createUpstream } from './pages/upstream.ts';

/** The gateway's own public files (app icons). */
const PUBLIC_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
/** A Host header fit for a URL (canonical links are built from it when no PUBLIC_URL is set). */
const HOST_NAME = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The five federated remotes, by the name the shell loads them under. */
export const REMOTES = ['jobs', 'employer', 'talent', 'community', 'account'] as const;

export type RuntimeConfig = {
  /** Remote name -> URL of its mf-manifest.json, read by the shell at start. */
  remotes: Record<string, string>;
  googleMapsApiKey: string | null;
};

export type GatewayOptions = {
  /**
   * Service -> base URL (`http://127.0.0.1:4103`), or several comma-separated (instances of one
   * service, e.g. two chat instances meeting on NATS): taken in turn per call and per WebSocket. A
   * service left out answers 502.
   */
  upstreams: Partial<Record<ServiceName, string>>;
  /** Built front ends: the shell's dist folder, and each remote's dist folder by remote name. */
  staticRoots: { shell: string; remotes: Record<string, string> };
  runtimeConfig: RuntimeConfig;
  logger: GatewayLogger;
  /** Per-minute limits of the auth endpoints per IP; false turns limiting off. Default DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits | false;
  /** Express `trust proxy`: set it when a load balancer sits in front (e.g. 1, 'loopback'). Default false. */
  trustProxy?: boolean | number | string;
  /** Compress /api answers over 1 KB (gzip/br per Accept-Encoding). Default true. */
  compressApi?: boolean;
  /** Idle time allowed on an upstream request before a 504. Default 60 s. */
  upstreamTimeoutMs?: number;
  /** Serve the API reference page at /api/docs (the OpenAPI document at /api/openapi.json is always served). Default false. */
  apiReference?: boolean;
  /** Answer /api calls to a service before Express (api-fast-path.ts). Default true; false sends them through Express's middleware (the same answers, slower). */
  apiFastPath?: boolean;
  /**
   * SERVICE_TOKEN_SECRET, to ask services/account which sessions ended (ended-sessions.ts): their
   * access tokens are then refused. Left out, no such check (tests of other parts).
   */
  serviceSecret?: string;
  /**
   * Prometheus metrics of the answers (metrics.ts), served by `serveMetrics` on a port of their
   * own (METRICS_PORT), never on this one. Default: collected.
   */
  metrics?: GatewayMetrics | false;
  /** How often the instances of a service with several are checked (GET /healthz), in ms; 0: never. Default 2,000. */
  instanceCheckMs?: number;
  /** How often to ask account for ended sessions (ms). Default 2,000. */
  endedSessionsPollMs?: number;
  /**
   * The public key (PEM) of the access tokens, as the services get it (JWT_PUBLIC_KEY): the chat
   * WebSocket's upgrade is authenticated with it (chat-socket.ts). Without it every upgrade answers 503.
   */
  publicKey?: string | null;
  /** New chat WebSocket connections per client IP per minute; false turns the limit off. Default DEFAULT_SOCKET_RATE_LIMIT. */
  socketRateLimit?: number | false;
  /**
   * The site's public address (`https://phjobs.ph`, PUBLIC_URL): canonical links, previews and
   * sitemaps are absolute. Default: the scheme and Host of each request.
   */
  publicUrl?: string | null;
  /** How long a page waits for a service before it goes without its server-drawn part (ms). Default 1,500. */
  pageUpstreamTimeoutMs?: number;
};

/**
 * The gateway is an Express app, so it can be served like any other (`app.listen(port)`,
 * service-kit's `listen(app, port)`); servers made by `app.listen` also get the WebSocket
 * upgrade handler. For a server of your own: `expressServer(gateway).on('upgrade', gateway.onUpgrade)` (service-kit http.ts).
 */
export type Gateway = Express & {
  /** Handles HTTP upgrades (the chat WebSocket, /chats/ws: chat-socket.ts): attach to a server's 'upgrade' event. */
  onUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Releases pooled upstream sockets, rate-limit timers and open WebSocket tunnels (the server is closed by its owner). */
  shutdown: () => void;
};

/** Where `npm run build` puts the shell and the five remotes, under the repository root. */
export function gatewayStaticRoots(repoRoot: string): GatewayOptions['staticRoots'] {
  return {
    shell: path.join(repoRoot, 'shell', 'dist'),
    remotes: Object.fromEntries(REMOTES.map((name) => [name, path.join(repoRoot, `mfe-${name}`, 'dist')])),
  };
}


/** Navigations of a browser: GET/HEAD asking for HTML (fetch() and XHR ask for JSON or any type). */
function isNavigation(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

/**
 * A page: a browser's navigation, or a GET of one of the site's named pages by a client that takes
 * anything (crawlers and link previews often accept any type, or send no Accept at all).
 */
function isPageRequest(req: Request): boolean {
  if (isNavigation(req)) return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accept = req.headers.accept ?? '';
  return (accept === '' || accept.includes('*/*')) && isNamedPage(req.path);
}

function notFound(res: Response, message: string): void {
  res.status(404).set('Cache-Control', 'no-store').json({ code: 'not-found', message });
}

export function createGateway(options: GatewayOptions): Gateway {
  const { logger, staticRoots, runtimeConfig } = options;
  const rateLimits = options.rateLimits === undefined ? DEFAULT_RATE_LIMITS : options.rateLimits;
  const compressApi = options.compressApi ?? true;

  const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 1_000, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' });
  // A service's instances: several comma-separated base URLs are taken in turn (round robin), per
  // call and per socket, skipping those that are down (instances.ts: failed connections and /healthz).
  const targets = createInstances(options.upstreams, { agent, logger, checkMs: options.instanceCheckMs });
  const metrics = options.metrics === false ? null : (options.metrics ?? gatewayMetrics());
  metrics?.instancesUp(() => Object.fromEntries(SERVICES.map((service) => [service, targets.all(service).filter((target) => targets.isUp(target)).length])));
  const proxyOptions: ProxyOptions = {
    agent,
    logger,
    timeoutMs: options.upstreamTimeoutMs ?? 60_000,
    unreachable: (target) => {
      targets.markDown(target);
      const other = targets.get(target.name as ServiceName);
      return other && targets.isUp(other) ? other : undefined;
    },
  };
  const shellRoot = path.resolve(staticRoots.shell);
  const remoteRoots = new Map(Object.entries(staticRoots.remotes).map(([name, dir]) => [name, path.resolve(dir)]));
  const pageUpstream = createUpstream({
    baseUrlOf: (service) => {
      const target = targets.get(service);
      return target ? `http://${target.host}:${target.port}` : null;
    },
    ...(options.serviceSecret ? { serviceSecret: options.serviceSecret } : {}),
    timeoutMs: options.pageUpstreamTimeoutMs ?? 1_500,
  });
  const sitePages = createPages({ assets: webAssets({ shellRoot, remoteRoots, remoteUrls: runtimeConfig.remotes }), upstream: pageUpstream, runtimeConfig });
  const sitemaps = siteFiles({ upstream: pageUpstream });
  const pageCompressor = compression({ threshold: 1024 });
  const publicUrl = options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null;
  const originOf = (req: Request): string => {
    if (publicUrl) return publicUrl;
    const host = req.get('host') ?? '';
    return `${req.protocol}://${HOST_NAME.test(host) ? host : 'localhost'}`;
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', options.trustProxy ?? false);
  const trustsProxy = Boolean(options.trustProxy);

  const contextOf = (req: Request, res: Response): ForwardContext => {
    const peer = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    // Without a trusted proxy in front, a client-sent X-Forwarded-For is a claim, not a fact: drop it.
    const forwardedFor = trustsProxy && prior ? `${Array.isArray(prior) ? prior.join(', ') : prior}, ${peer}` : peer;
    return { url: req.originalUrl, requestId: String(res.locals.requestId), forwardedFor, protocol: req.protocol === 'https' ? 'https' : 'http' };
  };

  const proxyTo = (service: ServiceName, req: Request, res: Response): void => {
    const target = targets.get(service);
    if (!target) {
      res.status(502).set('Cache-Control', 'no-store').json({
        code: 'gateway/upstream-unavailable',
        message: `The ${service} service is not configured.`,
        service,
      });
      return;
    }
    metrics?.upstream(res, service);
    forward(req, res, target, contextOf(req, res), proxyOptions);
  };

  // Request id first, so every answer (errors and 429s included) carries it. An upstream's 5xx is
  // the upstream's to log; the gateway notes it as a warning.
  app.use(requestIds());
  app.use(requestLog(logger, 'warn'));

  app.use(...securityHeaders({ isHttps: (req) => req.secure }));

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', service: 'gateway' });
  });

  // Ready when every service has an instance up; a service with some of its instances down is
  // 'degraded' (the rotation skips them), with all down 'down'.
  app.get('/readyz', async (_req, res) => {
    const checks = await Promise.all(
      SERVICES.map(async (service) => {
        const all = targets.all(service);
        const up = (await Promise.all(all.map((target) => upstreamHealthy(target, agent)))).filter(Boolean).length;
        return [service, up === 0 ? 'down' : up < all.length ? 'degraded' : 'ok'] as const;
      }),
    );
    const upstreams = Object.fromEntries(checks);
    const ready = checks.every(([, state]) => state !== 'down');
    res.status(ready ? 200 : 503).set('Cache-Control', 'no-store').json({ status: ready ? 'ready' : 'not-ready', service: 'gateway', upstreams });
  });

  app.get('/config.json', (_req, res) => {
    res.set('Cache-Control', NO_CACHE).json(runtimeConfig);
  });

  const limiter = rateLimits === false ? null : authRateLimiter(rateLimits);
  const compressor: RequestHandler | null = compressApi ? compression({ threshold: 1024 }) : null;

  app.use(apiDocs({ reference: options.apiReference ?? false, compress: compressor }));

  app.use('/api', (req, res, next) => {
    const service = serviceFor(req.baseUrl + req.path);
    if (!service) return notFound(res, `No service answers ${req.method} ${req.baseUrl}${req.path}.`);
    const proxy = () => proxyTo(service, req, res);
    const compressed = () => (compressor ? compressor(req, res, (error?: unknown) => (error ? next(error) : proxy())) : proxy());
    if (limiter) limiter.middleware(req, res, (error?: unknown) => (error ? next(error) : compressed()));
    else compressed();
  });

  app.use('/files', (req, res) => proxyTo('media', req, res));

  // /chats/apply/... is also a screen of the jobs remote: browser navigations get the shell.
  app.use('/chats', (req, res, next) => {
    if (isNavigation(req)) return next();
    proxyTo('chat', req, res);
  });

  // Crawlers' and phones' files (pages/site-files.ts): robots, sitemaps, the web app manifest and its icons.
  const sendSiteFile = (res: Response, type: string, file: SiteFile) => {
    if (file.status !== 200) return notFound(res, 'No such sitemap.');
    res.status(200).type(type).set('Cache-Control', 'public, max-age=300').send(file.body);
  };
  app.get('/robots.txt', (req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(originOf(req)));
  });
  app.get('/sitemap.xml', pageCompressor, async (req, res, next) => {
    try {
      const file = await sitemaps.sitemapIndex(originOf(req));
      if (file.status === 503) {
        res.status(503).set('Retry-After', '60').json({ code: 'gateway/upstream-unavailable', message: 'The sitemap is not available right now.' });
        return;
      }
      sendSiteFile(res, 'application/xml', file);
    } catch (error) {
      next(error);
    }
  });
  app.get('/sitemaps/pages.xml', pageCompressor, (req, res) => sendSiteFile(res, 'application/xml', sitemaps.pagesSitemap(originOf(req))));
  app.get(/^\/sitemaps\/ads-(\d{1,6})\.xml$/, pageCompressor, async (req, res, next) => {
    try {
      const page = Number(/(\d+)\.xml$/.exec(req.path)?.[1]);
      sendSiteFile(res, 'application/xml', await sitemaps.adsSitemap(originOf(req), page));
    } catch (error) {
      next(error);
    }
  });
  app.get('/manifest.webmanifest', (_req, res) => {
    res.type('application/manifest+json').set('Cache-Control', 'public, max-age=86400').send(JSON.stringify(WEB_APP_MANIFEST));
  });
  app.use('/icons', async (req, res, next) => {
    try {
      const file = resolveInside(path.join(PUBLIC_ROOT, 'icons'), req.path);
      if (!file || !(req.method === 'GET' || req.method === 'HEAD') || !(await sendStatic(req, res, file, { cacheControl: 'public, max-age=86400' }))) {
        return notFound(res, `No such file: ${req.originalUrl.split('?')[0]}`);
      }
    } catch (error) {
      next(error);
    }
  });

  app.use('/remotes', async (req, res, next) => {
    try {
      const [, name, ...rest] = req.path.split('/');
      const root = name ? remoteRoots.get(name) : undefined;
      const file = root && rest.length > 0 ? resolveInside(root, rest.join('/')) : null;
      if (!file || !(req.method === 'GET' || req.method === 'HEAD') || !(await sendStatic(req, res, file))) {
        return notFound(res, `No such file: ${req.originalUrl.split('?')[0]}`);
      }
    } catch (error) {
      next(error);
    }
  });

  app.use(async (req, res, next) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res, `No route for ${req.method} ${req.path}.`);
      if (req.path !== '/' && !req.path.endsWith('/')) {
        const file = resolveInside(shellRoot, req.path);
        if (file && (await sendStatic(req, res, file))) return;
      }
      if (req.path === '/' || isPageRequest(req)) {
        const page = await sitePages.render({ path: req.path, query: new URLSearchParams(req.originalUrl.split('?')[1] ?? ''), origin: originOf(req) });
        if (page) {
          pageCompressor(req, res, () => {
            res.status(page.status).type('html').set('Cache-Control', NO_CACHE).send(page.html);
          });
          return;
        }
        res.status(503).set('Cache-Control', 'no-store').json({ code: 'gateway/not-built', message: 'The shell is not built: run `npm run build`.' });
        return;
      }
      notFound(res, `No such file: ${req.path}`);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (!res.headersSent) res.status(status).json({ code: 'gateway/bad-request', message: 'The request is invalid.' });
      return;
    }
    logger.error({ err: error, requestId: res.locals.requestId as string, url: req.originalUrl }, 'gateway error');
    if (!res.headersSent) res.status(500).json({ code: 'internal', message: 'Something went wrong.' });
    else res.destroy();
  });

  // Access tokens of sessions that ended (logout, password change, ...) are refused at once (ended-sessions.ts).
  const accountUrl = (options.upstreams.account ?? '').split(',')[0]?.trim();
  const sessions = options.serviceSecret && accountUrl ? endedSessions({ accountUrl, serviceSecret: options.serviceSecret, logger, pollMs: options.endedSessionsPollMs }) : null;
  const refuseEndedSession = (req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.stringify({ code: 'auth/session-ended', message: 'The session has ended. Please log in again.' });
    res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', 'x-request-id': requestIdOf(req.headers['x-request-id']) });
    res.end(body);
  };

  const socketRate = options.socketRateLimit === undefined ? DEFAULT_SOCKET_RATE_LIMIT : options.socketRateLimit;
  const sockets = socketRate === false || socketRate <= 0 ? null : socketLimiter(socketRate);
  const verifySocketToken = options.publicKey ? socketTokenVerifier(options.publicKey) : null;
  const trustFn = () => app.get('trust proxy fn') as TrustFn;
  // Upgraded sockets leave the HTTP server's books (closeAllConnections does not see them): kept here for shutdown.
  const upgraded = new Set<Duplex>();

  // The chat WebSocket (chat-socket.ts): path, rate, origin, token, then the tunnel to the chat service.
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    const refuse = (status: number, body: Record<string, unknown>, headers?: Record<string, string>) => {
      logger.info({ requestId, url: pathname, status, code: body.code }, 'upgrade refused');
      refuseUpgrade(socket, status, body, { 'x-request-id': requestId, ...headers });
    };
    if (pathname !== CHAT_SOCKET_PATH) return refuse(404, { code: 'not-found', message: `No WebSocket at ${pathname}.` });
    if (sockets) {
      const { allowed, retryAfterSeconds } = sockets.take(clientAddress(req, trustFn()));
      if (!allowed) {
        return refuse(429, { code: 'gateway/rate-limited', message: 'Too many requests. Please wait a minute and try again.', retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
      }
    }
    if (!originAllowed(req, trustsProxy)) return refuse(403, { code: 'auth/forbidden', message: 'The chat can only be opened from this site.' });
    if (!verifySocketToken) return refuse(503, { code: 'gateway/socket-auth-unconfigured', message: 'The gateway has no key to check access tokens with.' });
    const socketToken = bearerFromProtocols(req.headers['sec-websocket-protocol']);
    if (!verifySocketToken(socketToken)) {
      return refuse(401, { code: 'auth/unauthorized', message: 'The access token is invalid or expired.' });
    }
    if (sessions?.ended(socketToken ?? undefined)) return refuse(401, { code: 'auth/session-ended', message: 'The session has ended. Please log in again.' });
    const target = targets.get('chat');
    if (!target) return refuse(502, { code: 'gateway/upstream-unavailable', message: 'The chat service is not configured.', service: 'chat' });
    const peer = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    const forwardedFor = trustsProxy && prior ? `${Array.isArray(prior) ? prior.join(', ') : prior}, ${peer}` : peer;
    const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
    const forwardedProto = trustsProxy ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() : '';
    forwardUpgrade(req, socket, head, target, { url, requestId, forwardedFor, protocol: encrypted || forwardedProto === 'https' ? 'https' : 'http' }, logger);
  };

  // /api calls to a service skip Express (api-fast-path.ts); the rest, and a mounted gateway, go through it.
  const fastApiOn = options.apiFastPath ?? true;
  const fastApi = apiFastPath({
    targets,
    metrics,
    proxyOptions,
    logger,
    rateLimited: limiter !== null,
    compressor,
    trustsProxy,
    trustFn,
  });
  const expressHandle = (app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, next?: NextFunction) => void }).handle.bind(app);
  (app as unknown as { handle: typeof expressHandle }).handle = (req, res, next) => {
    if (next === undefined) metrics?.begin(req, res);
    if (sessions?.ended(req.headers.authorization)) return refuseEndedSession(req, res);
    if (fastApiOn && next === undefined && fastApi(req, res)) return;
    expressHandle(req, res, next);
  };

  // Served with the app's own prototypes, so that Express's app.handle need not change them per request (expressServer).
  const listenExpress = (...args: unknown[]) => expressServer(app).listen(...(args as Parameters<http.Server['listen']>));
  const gateway = Object.assign(app, {
    onUpgrade,
    shutdown: () => {
      limiter?.close();
      sockets?.close();
      sessions?.stop();
      targets.stop();
      for (const socket of upgraded) socket.destroy();
      agent.destroy();
    },
  });
  gateway.listen = ((...args: unknown[]) => listenExpress(...args).on('upgrade', onUpgrade)) as Express['listen'];
  return gateway;
}

export type ListeningGateway = { server: http.Server; port: number; close: () => Promise<void> };

/** Serves the gateway on `port` (0 picks a free one); `close` stops the server and the gateway. */
export function listenGateway(gateway: Gateway, port: number, host?: string): Promise<ListeningGateway> {
  return new Promise((resolve, reject) => {
    const server = expressServer(gateway);
    // Longer than common load balancer idle timeouts (60 s), so the balancer closes first.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.on('upgrade', gateway.onUpgrade);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        close: async () => {
          gateway.shutdown();
          await new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
        },
      });
    });
  });
}
