/** HTTP and timing helpers of the services' tests: a free port, one JSON call, waiting for a condition. */
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

/**
 * Loopback ports for the tests' servers are taken from 20000-27999: below the kernel's range for
 * the local ports of outgoing connections (32768-60999 on Linux), so no client connection (a pool
 * to PostgreSQL, a fetch) can be given the port between this check and the server's listen, which
 * a port the kernel handed out for `listen(0)` can (seen in CI: EADDRINUSE). Fixed ports of the
 * project are outside it (e2e 18080+, benches 19400+, the start smoke 28080+).
 */
export const TEST_PORTS = { from: 20_000, to: 27_999 } as const;

/** Whether a loopback server can listen on `port` now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Ports this process has handed out: callers often take several before they listen on any. */
const handedOut = new Set<number>();

/** A loopback port in TEST_PORTS that nothing listens on, not handed out before (picked at random: parallel suites rarely meet). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = TEST_PORTS.from + Math.floor(Math.random() * (TEST_PORTS.to - TEST_PORTS.from + 1));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port in ${TEST_PORTS.from}-${TEST_PORTS.to}`);
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
