/**
 * The HTTP handlers listening in this process, by port: what the gateway hands a request to
 * directly when the service it routes to runs in the same Node process (the embedded mode), instead
 * of writing it to a loopback socket that this same process reads back.
 *
 * A connection to 127.0.0.1:<port> would reach exactly this handler, so the answer is the same;
 * what is saved is the second HTTP hop: the request and the answer serialised, written through the
 * kernel's loopback TCP and parsed again (about half of a small call's CPU, bench/README.md
 * 'Employer lists'). `listen()` in runtime.ts registers every service while it listens and removes
 * it when it closes, so a closed service is reached (and refused) over TCP like one in another process.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type LocalHandler = (req: IncomingMessage, res: ServerResponse) => void;

const handlers = new Map<number, LocalHandler>();

/** Registers the handler listening on `port` in this process; the returned function removes it. */
export function registerLocalUpstream(port: number, handler: LocalHandler): () => void {
  handlers.set(port, handler);
  return () => {
    if (handlers.get(port) === handler) handlers.delete(port);
  };
}

/** The handler of this process listening on a loopback `host:port`, or undefined (another process). */
export function localUpstream(host: string, port: number): LocalHandler | undefined {
  if (handlers.size === 0 || !LOOPBACK.has(host)) return undefined;
  return handlers.get(port);
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);
