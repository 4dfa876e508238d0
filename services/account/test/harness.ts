import type { AddressInfo } from 'node:net';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, testKeys, type TestDatabase } from '@phjobs/service-kit/testing';
import { createAccountApp } from '../src/app.ts';
import { openDatabase, type AccountDb } from '../src/db.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

export const SERVICE_SECRET = 'test-service-secret';

export type Harness = {
  base: string;
  databaseUrl: string;
  db: AccountDb;
  keys: { publicKey: string; privateKey: string };
  close(): Promise<void>;
};

/** The account app on a free port over a fresh, migrated database of the real PostgreSQL. */
export async function startAccount(): Promise<Harness> {
  const database: TestDatabase = await startTestDatabase('account', MIGRATIONS_DIR);
  const db = openDatabase(database.databaseUrl);
  const keys = testKeys();
  const app = createAccountApp({ db, keys, serviceSecret: SERVICE_SECRET, logger: createLogger('account', 'silent') });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    databaseUrl: database.databaseUrl,
    db,
    keys,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.$disconnect();
      await database.drop();
    },
  };
}

export type Answer = { status: number; body: any; cookies: string[] };

export async function call(base: string, method: string, path: string, options: { body?: unknown; rawBody?: string; cookie?: string; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(base + path, { method, headers, body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, cookies: res.headers.getSetCookie() };
}

/** `rt=<value>` from a Set-Cookie list, for the next request's Cookie header. */
export function refreshCookie(cookies: string[]): string {
  const cookie = cookies.find((line) => line.startsWith('rt='));
  if (!cookie) throw new Error('no rt cookie');
  return cookie.split(';')[0] ?? '';
}
