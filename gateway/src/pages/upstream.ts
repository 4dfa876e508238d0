/**
 * The page renderer's calls to the services: public routes as a visitor (the answers the screens
 * would get, handed to them in the page), internal routes with the service token. Short timeouts:
 * a slow or absent service costs the page its server-drawn content, never the page itself.
 */
import { fillPath, type Route } from '@phjobs/contracts/route';
import { serviceToken } from '@phjobs/service-kit/auth';
import type { z } from 'zod';
import type { ServiceName } from '../routes.ts';

export type UpstreamCall = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
};

export type UpstreamAnswer<T> = { status: number; body: T | null };

/** A declared route with its schemas (packages/contracts api/*): its answer is checked against its response schema. */
export type ApiRouteOf<S extends z.ZodType> = Route & { readonly schemas: { readonly response: S | null } };

export type Upstream = {
  /**
   * Calls a declared route of `service`: a 2xx whose body fits the route's response schema gives
   * the body; any other answer its status and no body; `{ status: 0 }` when it cannot be reached in time.
   */
  call<S extends z.ZodType>(service: ServiceName, route: ApiRouteOf<S>, input?: UpstreamCall): Promise<UpstreamAnswer<z.output<S>>>;
  /** The path and query a call goes to (the key of its answer in the page). */
  urlOf(route: Route, input?: UpstreamCall): string;
};

export function upstream({ baseUrlOf, serviceSecret, timeoutMs = 1_500 }: { baseUrlOf: (service: ServiceName) => string | null; serviceSecret?: string; timeoutMs?: number }): Upstream {
  const token = serviceSecret ? serviceToken(serviceSecret, 'gateway') : null;
  const urlOf = (route: Route, input: UpstreamCall = {}) => {
    const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)]));
    const qs = query.toString();
    return `${fillPath(route.path, input.params ?? {})}${qs ? `?${qs}` : ''}`;
  };
  return {
    urlOf,
    async call<S extends z.ZodType>(service: ServiceName, route: ApiRouteOf<S>, input: UpstreamCall = {}): Promise<UpstreamAnswer<z.output<S>>> {
      const base = baseUrlOf(service);
      if (!base) return { status: 0, body: null };
      if (route.access === 'internal' && !token) return { status: 0, body: null };
      const headers: Record<string, string> = { accept: 'application/json' };
      if (route.access === 'internal' && token) headers['x-service-token'] = token;
      if (input.body !== undefined) headers['content-type'] = 'application/json';
      try {
        const res = await fetch(new URL(urlOf(route, input), base), {
          method: route.method,
          headers,
          ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok || !route.schemas.response) {
          await res.body?.cancel();
          return { status: res.status, body: null };
        }
        const parsed = route.schemas.response.safeParse(await res.json());
        return parsed.success ? { status: res.status, body: parsed.data } : { status: 0, body: null };
      } catch {
        return { status: 0, body: null };
      }
    },
  };
}
