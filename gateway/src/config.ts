import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gatewayStaticRoots, REMOTES, type GatewayOptions } from './gateway.ts';
import type { GatewayLogger } from './logger.ts';
import { loadKeys, serviceTokenSecret } from '@phjobs/service-kit/auth';
import { DEFAULT_SOCKET_RATE_LIMIT, type RateLimits } from './rate-limit.ts';
import { DEFAULT_PORTS, DEFAULT_RATE_LIMITS, RATE_LIMIT_GROUPS, SERVICES, type ServiceName } from './routes.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type Env = Record<string, string | undefined>;

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return parsed;
}

export function portFromEnv(env: Env): number {
  return positiveInt('PORT', env.PORT ?? env.PORT_GATEWAY, DEFAULT_PORTS.gateway);
}

/** UPSTREAM_<SERVICE>, else http://127.0.0.1:<PORT_<SERVICE> or the default port>. */
export function upstreamsFromEnv(env: Env): Record<ServiceName, string> {
  const entries = SERVICES.map((service) => {
    const key = service.toUpperCase();
    const port = positiveInt(`PORT_${key}`, env[`PORT_${key}`], DEFAULT_PORTS[service]);
    return [service, env[`UPSTREAM_${key}`] || `http://127.0.0.1:${port}`] as const;
  });
  return Object.fromEntries(entries) as Record<ServiceName, string>;
}

/**
 * RATE_LIMIT=off turns the auth limits off (e2e runs); RATE_LIMIT_<GROUP>=<n per minute>
 * (LOGIN, REFRESH, SIGNUP, RECOVERY, VERIFICATION) overrides one group, 0 turns it off.
 */
export function rateLimitsFromEnv(env: Env): RateLimits | false {
  if (['off', 'false', '0'].includes((env.RATE_LIMIT ?? '').toLowerCase())) return false;
  const limits: RateLimits = {};
  for (const group of RATE_LIMIT_GROUPS) {
    const name = `RATE_LIMIT_${group.toUpperCase()}`;
    limits[group] = positiveInt(name, env[name], DEFAULT_RATE_LIMITS[group]);
  }
  return limits;
}

/**
 * New chat WebSocket connections per client IP per minute: RATE_LIMIT_CHAT_SOCKET (0 turns it off),
 * default DEFAULT_SOCKET_RATE_LIMIT; RATE_LIMIT=off turns it off with the others.
 */
export function socketRateLimitFromEnv(env: Env): number | false {
  if (['off', 'false', '0'].includes((env.RATE_LIMIT ?? '').toLowerCase())) return false;
  const limit = positiveInt('RATE_LIMIT_CHAT_SOCKET', env.RATE_LIMIT_CHAT_SOCKET, DEFAULT_SOCKET_RATE_LIMIT);
  return limit === 0 ? false : limit;
}

/**
 * The access tokens' public key, found as the services find it (service-kit loadKeys):
 * JWT_PUBLIC_KEY, else the pair kept under DATA_DIR (default <repo>/.data)/keys, made there on
 * first use. The start command hands the gateway the same key as the services.
 */
export function publicKeyFromEnv(env: Env, repoRoot = REPO_ROOT): string {
  return loadKeys(env, path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'))).publicKey;
}

/** METRICS_PORT: where the gateway's Prometheus metrics are served (internal only); unset or 0: nowhere. */
export function metricsPortFromEnv(env: Env): number | null {
  const port = positiveInt('METRICS_PORT', env.METRICS_PORT, 0);
  return port > 0 ? port : null;
}

/** TRUST_PROXY: 'true', a hop count, or Express's names/addresses ('loopback', '10.0.0.0/8'). */
export function trustProxyFromEnv(env: Env): boolean | number | string {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** API_REFERENCE=on|off: the reference page at /api/docs; default on outside production (NODE_ENV=production). */
export function apiReferenceFromEnv(env: Env): boolean {
  const value = (env.API_REFERENCE ?? '').toLowerCase();
  if (['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  return env.NODE_ENV !== 'production';
}

/** PUBLIC_URL: the site's address for canonical links and sitemaps (`https://phjobs.ph`); unset: each request's own scheme and host. */
export function publicUrlFromEnv(env: Env): string | null {
  const value = env.PUBLIC_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got '${value}'`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** `publicKey`: the key the caller already holds (the in-process start command's), else publicKeyFromEnv. */
export function gatewayOptionsFromEnv(env: Env, logger: GatewayLogger, repoRoot = REPO_ROOT, publicKey?: string): GatewayOptions {
  const built = gatewayStaticRoots(repoRoot);
  const remotes = Object.fromEntries(REMOTES.map((name) => [name, env[`REMOTE_DIST_${name.toUpperCase()}`] || (built.remotes[name] as string)]));
  const remoteUrls = Object.fromEntries(REMOTES.map((name) => [name, env[`REMOTE_URL_${name.toUpperCase()}`] || `/remotes/${name}/mf-manifest.json`]));
  return {
    upstreams: upstreamsFromEnv(env),
    staticRoots: { shell: env.SHELL_DIST || built.shell, remotes },
    runtimeConfig: { remotes: remoteUrls, googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || null },
    logger,
    rateLimits: rateLimitsFromEnv(env),
    trustProxy: trustProxyFromEnv(env),
    compressApi: !['off', 'false', '0'].includes((env.GATEWAY_COMPRESS_API ?? '').toLowerCase()),
    apiReference: apiReferenceFromEnv(env),
    publicKey: publicKey ?? publicKeyFromEnv(env, repoRoot),
    socketRateLimit: socketRateLimitFromEnv(env),
    serviceSecret: serviceTokenSecret(env),
    publicUrl: publicUrlFromEnv(env),
  };
}
