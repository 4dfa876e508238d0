import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { localUpstream, type LocalHandler } from '@phjobs/service-kit/local-upstreams';
import onHeaders from 'on-headers';
import type { GatewayLogger } from './logger.ts';

/** Connection errors that mean a call never reached the upstream (nothing was sent: safe to send elsewhere). */
export const UNREACHABLE = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Headers that describe one connection, not the message: never forwarded (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

export type ProxyTarget = {
  host: string;
  port: number;
  name: string;
  /** The Host header sent to it (`127.0.0.1:4103`, `[::1]:4103`); made once by parseTarget. */
  authority?: string;
};

export type ProxyOptions = {
  agent: http.Agent;
  logger: GatewayLogger;
  /** Idle time on the upstream socket before the request is abandoned with a 504. */
  timeoutMs: number;
  /** Adjusts the answer's headers before they are written (the /api fast path's `Vary`). */
  responseHeaders?: (headers: OutgoingHttpHeaders) => void;
  /**
   * A call could not connect to `target` (instances.ts UNREACHABLE: it never reached it). Returns
   * another instance of the same service to send a call without a body to instead, or undefined.
   */
  unreachable?: (target: ProxyTarget) => ProxyTarget | undefined;
};

export function parseTarget(name: string, baseUrl: string): ProxyTarget {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:') throw new Error(`Upstream ${name} must be an http:// URL, got ${baseUrl}`);
  if (url.pathname !== '/' && url.pathname !== '') throw new Error(`Upstream ${name} must not have a path, got ${baseUrl}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || 80);
  return { name, host, port, authority: hostHeader(host, port) };
}

function hostHeader(host: string, port: number): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The header names a Connection header lists beyond the hop-by-hop ones, lower-cased; null when
 * none (the usual `keep-alive` or `close`: no Set and no split per message).
 */
function connectionTokens(headers: IncomingHttpHeaders): Set<string> | null {
  const value = headers.connection;
  if (!value) return null;
  const lower = value.toLowerCase();
  if (HOP_BY_HOP.has(lower)) return null;
  let named: Set<string> | null = null;
  for (const token of lower.split(',')) {
    const name = token.trim();
    if (name === '' || HOP_BY_HOP.has(name)) continue;
    (named ??= new Set()).add(name);
  }
  return named;
}

/** Copies headers without hop-by-hop ones, nor any named by the Connection header. */
export function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = connectionTokens(headers);
  const out: OutgoingHttpHeaders = {};
  for (const key in headers) {
    const value = headers[key];
    if (value === undefined || HOP_BY_HOP.has(key) || (named !== null && named.has(key))) continue;
    out[key] = value;
  }
  return out;
}

export type ForwardContext = {
  /** Path and query sent upstream (the original URL: services see the same paths as clients). */
  url: string;
  requestId: string;
  /** The X-Forwarded-For value to send: the trusted chain plus the peer address. */
  forwardedFor: string;
  protocol: 'http' | 'https';
};

function upstreamHeaders(req: IncomingMessage, target: ProxyTarget, context: ForwardContext): OutgoingHttpHeaders {
  const headers = endToEndHeaders(req.headers);
  headers['x-forwarded-for'] = context.forwardedFor;
  headers['x-forwarded-proto'] = context.protocol;
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  headers['x-request-id'] = context.requestId;
  headers.host = target.authority ?? hostHeader(target.host, target.port);
  return headers;
}

function sendJsonError(res: ServerResponse, status: number, body: Record<string, unknown>, adjust?: ProxyOptions['responseHeaders']): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-length', Buffer.byteLength(text));
  if (adjust) {
    const headers: OutgoingHttpHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
    const vary = res.getHeader('vary');
    if (vary !== undefined) headers.vary = Array.isArray(vary) ? vary.join(', ') : String(vary);
    adjust(headers);
    if (headers.vary !== undefined) res.setHeader('vary', headers.vary);
  }
  res.end(text);
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE', 'PUT']);

/**
 * Streams `req` to the upstream and the upstream's answer back to `res`, body untouched.
 * An idempotent request without a body that fails on a reused keep-alive socket (the upstream
 * closed it between requests) is sent once more on a fresh one.
 */
export function forward(req: IncomingMessage, res: ServerResponse, firstTarget: ProxyTarget, context: ForwardContext, options: ProxyOptions): void {
  const local = localUpstream(firstTarget.host, firstTarget.port);
  if (local) {
    forwardInProcess(req, res, local, firstTarget, context, options);
    return;
  }
  let target = firstTarget;
  let headers = upstreamHeaders(req, target, context);
  const path = context.url;
  const retryable = IDEMPOTENT.has(req.method ?? '') && !hasBody(req);
  // A call without a body that could not connect goes to another instance, once.
  let rerouted = false;

  const attempt = (retriesLeft: number): void => {
    const upstream = http.request({
      host: target.host,
      port: target.port,
      method: req.method,
      path,
      headers,
      agent: options.agent,
    });
    let answered = false;

    const onClientGone = () => {
      if (!res.writableFinished) upstream.destroy();
    };
    res.once('close', onClientGone);

    upstream.setTimeout(options.timeoutMs, () => {
      upstream.destroy(Object.assign(new Error(`upstream ${target.name} timed out`), { code: 'GATEWAY_TIMEOUT' }));
    });

    upstream.on('response', (upstreamRes) => {
      answered = true;
      const responseHeaders = endToEndHeaders(upstreamRes.headers);
      responseHeaders['x-request-id'] = context.requestId;
      options.responseHeaders?.(responseHeaders);
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, responseHeaders);
      upstreamRes.pipe(res);
      upstreamRes.on('error', () => res.destroy());
      upstreamRes.on('aborted', () => res.destroy());
    });

    upstream.on('error', (error: NodeJS.ErrnoException) => {
      res.off('close', onClientGone);
      if (res.destroyed || (res.writableEnded && answered)) return;
      if (!answered && retriesLeft > 0 && upstream.reusedSocket && error.code === 'ECONNRESET') {
        attempt(retriesLeft - 1);
        return;
      }
      if (!answered && UNREACHABLE.has(error.code ?? '') && options.unreachable) {
        const other = options.unreachable(target);
        if (other && other !== target && !rerouted && !hasBody(req)) {
          rerouted = true;
          target = other;
          headers = { ...headers, host: other.authority ?? hostHeader(other.host, other.port) };
          attempt(retriesLeft);
          return;
        }
      }
      if (answered) {
        res.destroy(error);
        return;
      }
      if (error.code === 'GATEWAY_TIMEOUT') {
        options.logger.warn({ upstream: target.name, requestId: context.requestId }, 'upstream timed out');
        sendJsonError(res, 504, { code: 'gateway/upstream-timeout', message: `The ${target.name} service did not answer in time.`, service: target.name }, options.responseHeaders);
        return;
      }
      options.logger.warn({ upstream: target.name, requestId: context.requestId, err: error.code ?? error.message }, 'upstream unavailable');
      sendJsonError(res, 502, { code: 'gateway/upstream-unavailable', message: `The ${target.name} service is unavailable.`, service: target.name }, options.responseHeaders);
    });

    if (hasBody(req)) req.pipe(upstream);
    else upstream.end();
  };

  attempt(retryable ? 1 : 0);
}

/**
 * The same request handed to a service listening in this process (the embedded mode), without the
 * second HTTP hop: the service reads the body from the client's stream and writes its answer to the
 * client's response. It sees the headers it would see over the hop (the original URL, the
 * end-to-end headers, `x-forwarded-*`, `x-request-id`, its own Host), but `transfer-encoding`,
 * which must stay or a chunked body would look absent to its body parser. The service's own
 * timeouts and errors apply; a closed service is not registered and is reached (refused) over TCP.
 */
function forwardInProcess(req: IncomingMessage, res: ServerResponse, handler: LocalHandler, target: ProxyTarget, context: ForwardContext, options: ProxyOptions): void {
  const chunked = req.headers['transfer-encoding'];
  req.headers = upstreamHeaders(req, target, context) as IncomingHttpHeaders;
  if (chunked !== undefined) req.headers['transfer-encoding'] = chunked;
  req.url = context.url;
  const adjust = options.responseHeaders;
  if (adjust) {
    onHeaders(res, function (this: ServerResponse) {
      const answer = this.getHeaders();
      adjust(answer);
      if (answer.vary !== undefined) this.setHeader('vary', answer.vary);
    });
  }
  handler(req, res);
}

function writeHead(socket: Duplex, statusLine: string, headers: IncomingHttpHeaders | OutgoingHttpHeaders): void {
  let head = `${statusLine}\r\n`;
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) head += `${key}: ${one}\r\n`;
  }
  socket.write(`${head}\r\n`);
}

/** Answers an upgrade socket with a JSON error and closes it. */
export function refuseUpgrade(socket: Duplex, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const text = JSON.stringify(body);
  writeHead(socket, `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    connection: 'close',
  });
  socket.end(text);
}

/** How long a tunnel's side may stay open once the other side has ended (its close frame written). */
const TUNNEL_LINGER_MS = 5_000;

/**
 * Joins two upgraded sockets byte for byte (WebSocket frames, close frames and their codes
 * included). When one side ends, the other is ended after what was written to it is flushed (a
 * close frame just piped must reach the client); when one side fails, the other is destroyed.
 */
function tunnel(client: Duplex, upstream: Duplex): void {
  for (const socket of [client, upstream]) if ('setNoDelay' in socket && typeof socket.setNoDelay === 'function') socket.setNoDelay(true);
  const joined = (from: Duplex, to: Duplex) => {
    from.on('error', () => to.destroy());
    from.on('close', () => {
      if (to.destroyed) return;
      to.end();
      setTimeout(() => to.destroy(), TUNNEL_LINGER_MS).unref();
    });
  };
  joined(client, upstream);
  joined(upstream, client);
  upstream.pipe(client);
  client.pipe(upstream);
}

/** Tunnels a WebSocket (or any HTTP/1.1 upgrade) to the upstream. */
export function forwardUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, target: ProxyTarget, context: ForwardContext, logger: GatewayLogger): void {
  const headers = upstreamHeaders(req, target, context);
  headers.connection = 'Upgrade';
  if (req.headers.upgrade) headers.upgrade = req.headers.upgrade;

  // Upgrades get their own socket: an upgraded connection never returns to a pool.
  const upstream = http.request({ host: target.host, port: target.port, method: req.method, path: context.url, headers, agent: false });
  // The client gone before the upstream answered: nothing to tunnel.
  const onClientGone = () => upstream.destroy();
  socket.once('close', onClientGone);
  socket.on('error', () => upstream.destroy());

  upstream.on('upgrade', (upstreamRes, upstreamSocket, upstreamHead) => {
    socket.off('close', onClientGone);
    if (socket.destroyed) {
      upstreamSocket.destroy();
      return;
    }
    const responseHeaders: OutgoingHttpHeaders = { ...upstreamRes.headers, 'x-request-id': context.requestId };
    writeHead(socket, `HTTP/1.1 101 ${upstreamRes.statusMessage || 'Switching Protocols'}`, responseHeaders);
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstreamSocket.write(head);
    tunnel(socket, upstreamSocket);
  });

  // The upstream refused the upgrade: pass its answer on and close.
  upstream.on('response', (upstreamRes) => {
    const responseHeaders = endToEndHeaders(upstreamRes.headers);
    responseHeaders['x-request-id'] = context.requestId;
    responseHeaders.connection = 'close';
    writeHead(socket, `HTTP/1.1 ${upstreamRes.statusCode ?? 502} ${upstreamRes.statusMessage ?? ''}`, responseHeaders);
    upstreamRes.pipe(socket);
  });

  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (socket.destroyed) return;
    logger.warn({ upstream: target.name, requestId: context.requestId, err: error.code ?? error.message }, 'upstream unavailable (upgrade)');
    refuseUpgrade(socket, 502, { code: 'gateway/upstream-unavailable', message: `The ${target.name} service is unavailable.`, service: target.name }, { 'x-request-id': context.requestId });
  });
  upstream.end();
}
