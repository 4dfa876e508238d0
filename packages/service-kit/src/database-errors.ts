/**
 * Whether an error means "the database cannot be used right now" (PostgreSQL stopped, restarting,
 * refusing connections, a connection cut), as opposed to a bug or bad data. createService answers
 * these with 503 `service/unavailable` and a Retry-After, never a 500: the request may be tried
 * again, and the service recovers by itself once PostgreSQL is back (its pool opens new
 * connections; nothing needs a restart).
 *
 * Errors come in three shapes: node-postgres's (a `code` such as 57P03, or a socket's ECONNREFUSED),
 * Prisma's over the pg adapter (P1001, P2010/P2039 with the driver's error in
 * `meta.driverAdapterError.cause`), and plain errors of pg's client ("Connection terminated").
 */

/** PostgreSQL SQLSTATEs of an unusable server or connection, and the socket errors of an absent one. */
const UNAVAILABLE_CODES = new Set([
  // class 08: connection exception
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // class 57P: operator intervention (shutdown, crash, starting up), 53300: too many connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // Prisma: can't reach, timed out, closed connection, pool timeout, too many connections
  'P1001',
  'P1002',
  'P1008',
  'P1017',
  'P2024',
  'P2037',
]);

/** Kinds of the Prisma driver adapter's errors that say the same. */
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'TooManyConnections', 'SocketTimeout']);

const UNAVAILABLE_MESSAGE =
  /Connection terminated|Client has encountered a connection error|Can't reach database server|Timed out fetching a new connection|timeout exceeded when trying to connect|Code: `(?:08\d{3}|57P0[123]|53300)`/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const e = error as { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) {
    // A Prisma code is decisive; a SQLSTATE too; but P2010 (raw query failed) and the like say nothing alone.
    return true;
  }
  if (typeof e.originalCode === 'string' && UNAVAILABLE_CODES.has(e.originalCode)) return true;
  if (typeof e.kind === 'string' && UNAVAILABLE_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  return isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}
