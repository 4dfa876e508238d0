/**
 * The chat WebSocket's door: what the gateway checks on an upgrade before it tunnels it to the chat
 * service (gateway.ts `onUpgrade`). In order:
 *
 * 1. The path: only `CHAT_SOCKET_PATH` (/chats/ws) is upgradable; any other upgrade is a 404.
 * 2. The rate: new connections per client IP per minute (`socketLimiter`): 429 with Retry-After.
 * 3. The origin: a browser's `Origin` must be the page's own host (the Host header, or the
 *    forwarded host behind a trusted proxy), else 403. This is the WebSocket side of the CSP's
 *    `connect-src ws://<host> wss://<host>` (security.ts): a page of another site cannot open the
 *    socket with a member's token. A client that sends no Origin is not a browser (the bench, a
 *    service) and carries its token explicitly: it goes on to the token check.
 * 4. The token: the access token travels as a subprotocol (`bearer.<accessToken>`, beside
 *    `phjobs-chat.v1`; the design is in packages/contracts chat-live.ts), since a browser's WebSocket cannot send an Authorization header. It is
 *    verified as the services verify it (service-kit auth.ts: ES256, issuer, expiry, claims)
 *    with the public key the services get; none, forged or expired -> 401 and no tunnel.
 *
 * The header is forwarded unchanged: the chat service verifies the token again, picks the
 * `phjobs-chat.v1` subprotocol and closes the socket with 4401 'token expired' at the token's
 * expiry; the tunnel passes frames (close frames included) through untouched.
 */
import type { KeyObject } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CHAT_WS_BEARER_PREFIX, CHAT_WS_PATH } from '@phjobs/contracts/chat-live';
import { verificationKeys, verifyAccessToken, type Principal } from '@phjobs/service-kit/auth';

/** The one upgradable path (the chat service's WebSocket server; the contracts' CHAT_WS_PATH). */
export const CHAT_SOCKET_PATH = CHAT_WS_PATH;

/** The subprotocol that carries the access token: `bearer.<accessToken>` (CHAT_WS_BEARER_PREFIX). */
const BEARER_PROTOCOL_PREFIX = CHAT_WS_BEARER_PREFIX;

/** The access token offered in Sec-WebSocket-Protocol (`bearer.<token>`), or null when none. */
export function bearerFromProtocols(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  for (const offered of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const protocol = offered.trim();
    if (protocol.length > BEARER_PROTOCOL_PREFIX.length && protocol.slice(0, BEARER_PROTOCOL_PREFIX.length).toLowerCase() === BEARER_PROTOCOL_PREFIX) {
      return protocol.slice(BEARER_PROTOCOL_PREFIX.length);
    }
  }
  return null;
}

/** Verifies access tokens with the services' public key (PEM); null when the token is missing, forged or expired. */
export function socketTokenVerifier(publicKeyPem: string): (token: string | null) => Principal | null {
  // The current key and, while the signing key is rotated, the previous one (service-kit loadKeys).
  const key: readonly KeyObject[] = verificationKeys(publicKeyPem);
  return (token) => {
    if (!token) return null;
    try {
      return verifyAccessToken(key, token);
    } catch {
      return null;
    }
  };
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * Whether the upgrade may go on as far as its origin goes: no Origin (not a browser), or an Origin
 * whose host (name and port) is the host the browser asked for. Behind a trusted proxy the page's
 * host is the proxy's X-Forwarded-Host when it sends one. `null` and unparsable origins are refused.
 */
export function originAllowed(req: IncomingMessage, trustsProxy: boolean): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = (trustsProxy ? first(req.headers['x-forwarded-host']) : undefined) || req.headers.host;
  if (!host) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  // URL drops a scheme's default port from .host; the Host header may carry it (localhost:80).
  const given = host.toLowerCase();
  const withoutDefaultPort = given.replace(parsed.protocol === 'https:' ? /:443$/ : /:80$/, '');
  return parsed.host === given || parsed.host === withoutDefaultPort;
}

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustFn = (address: string | undefined, hop: number) => boolean;

/**
 * The client's address as Express's `req.ip` gives it (proxy-addr): the peer, or walking
 * X-Forwarded-For from the right while the hop is trusted.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFn): string {
  const peer = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  const chain = [peer, ...(forwarded ? String(forwarded).split(',').map((part) => part.trim()).filter(Boolean).reverse() : [])];
  for (let hop = 0; hop < chain.length - 1; hop++) if (!trust(chain[hop], hop)) return chain[hop] ?? peer;
  return chain[chain.length - 1] ?? peer;
}
