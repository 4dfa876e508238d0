/** HTTP and timing helpers of the services' tests: a free port, one JSON call, waiting for a condition. */
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Serves an app (an Express stand-in of another service) on a free loopback port: its URL, and a
 * close that also ends kept-alive connections.
 */
export async function serveApp(app: { listen(port: number, host: string): Server }): Promise<{ url: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * An HTTP answer as the services' tests read it. `body` stays `any` on purpose: ~270 assertions
 * read JSON answers field by field (`res.body.list[0].jobId`) whatever the status, and the shapes
 * themselves are checked by the contract tests (the zod schemas of @phjobs/contracts).
 */
export type Answer = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field; the contract tests check the shapes (above)
  body: any;
  cookies: string[];
  headers: Headers;
};

/** One JSON call to a service under test: a body as JSON (or raw), a bearer token, a cookie. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; cookie?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(base + path, { method, headers, body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, cookies: res.headers.getSetCookie(), headers: res.headers };
}

/** Waits until `check` holds (events arrive moments after a commit), failing after `ms`. */
export async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
