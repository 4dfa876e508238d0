import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { BOOT_SCRIPT_HASH } from './pages/boot-script.ts';

/**
 * Hosts the Maps JavaScript API loads from (developers.google.com/maps/documentation/javascript/
 * content-security-policy, allowlist variant). Stored files in production come from
 * storage.googleapis.com, covered by *.googleapis.com.
 */
const MAPS_SCRIPT = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com'];
const MAPS_IMG = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'];
const MAPS_CONNECT = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'];

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * The WebSocket origins of the page's own host (for /chats). 'self' covers ws:/wss: of the same
 * host only in browsers that implement CSP Level 3, so they are named; a scheme-wide `ws:` would
 * let a script open a socket to anywhere.
 */
function sameHostSockets(req: IncomingMessage): string {
  const host = req.headers.host;
  if (!host || !HOST.test(host)) return '';
  return `ws://${host} wss://${host}`;
}

export type SecurityOptions = {
  /** true when the client reached us over https (directly, or through a trusted proxy). */
  isHttps: (req: Request) => boolean;
};

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // BOOT_SCRIPT_HASH: the one inline script of server-drawn pages (pages/boot-script.ts)
  scriptSrc: ["'self'", BOOT_SCRIPT_HASH, ...MAPS_SCRIPT],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  imgSrc: ["'self'", 'data:', 'blob:', ...MAPS_IMG],
  fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
  connectSrc: ["'self'", (req: IncomingMessage) => sameHostSockets(req), ...MAPS_CONNECT],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'https://*.google.com'],
  manifestSrc: ["'self'"],
};

/**
 * The headers of JSON API answers (OWASP REST Security): no content is ever rendered from them, so
 * a fixed CSP that allows nothing, nosniff, no framing, no referrer. Set as constants: helmet's
 * per-request work (the page CSP above is built per host) was ~10% of the gateway's CPU per answer.
 */
export const API_HEADERS: readonly (readonly [string, string])[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
];
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet with the CSP above for pages and files; HSTS and upgrade-insecure-requests only for https
 * requests (on plain http, a browser would try https://localhost and fail). /api answers get
 * API_HEADERS.
 */
export function securityHeaders({ isHttps }: SecurityOptions): RequestHandler[] {
  const common = {
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' as const },
    // Maps API keys are restricted by referrer: send the origin cross-site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // Social login opens provider popups that report back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
  };
  const plain = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } });
  const secure = helmet({
    ...common,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES, upgradeInsecureRequests: [] } },
  });
  return [
    (req: Request, res: Response, next: NextFunction) => {
      if (req.path.startsWith('/api/')) {
        for (const [name, value] of API_HEADERS) res.setHeader(name, value);
        if (isHttps(req)) res.setHeader('strict-transport-security', HSTS);
        return next();
      }
      return isHttps(req) ? secure(req, res, next) : plain(req, res, next);
    },
  ];
}
