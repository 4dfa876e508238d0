/** A fetch stub for the tests of the remotes: the boundary under `call()`, answering by "METHOD /path". */
import { vi } from 'vitest';

export const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stub answering by "METHOD /path"; unknown calls answer 404 like the services do. */
export function fetchRouter(routes: Record<string, Handler | Response>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return json(404, { code: 'not-found', message: `Cannot ${method} ${url.pathname}` });
    return typeof route === 'function' ? route(url, init) : route.clone();
  });
  return { fn, calls };
}
