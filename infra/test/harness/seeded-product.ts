/**
 * The whole product as the embedded mode starts it, for the tests that look at every declared
 * route (fuzz, authorization matrix): a fresh database per service on the test server, seeded, every
 * service and the gateway in this process on free ports, rate limits off. Tokens are signed here
 * with the test keys, so a test can ask as any seeded member.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { SERVICES, type ServiceName } from '@phjobs/service-kit/db';
import { createLogger } from '@phjobs/service-kit/logger';
import { upstreamUrl } from '@phjobs/service-kit/runtime';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { freePort } from '@phjobs/test-utils/http';
import { testKeys } from '@phjobs/test-utils/keys';
import { type Part, PARTS, startInProcess } from '../../src/start-in-process.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export type SeededProduct = {
  /** The gateway's origin: http://127.0.0.1:<port>. */
  gateway: string;
  /** A service's own origin (internal routes are not routed by the gateway). */
  serviceUrl(service: ServiceName): string;
  /** The database URL of a service. */
  databaseUrl(service: ServiceName): string;
  /** An access token of a member, signed with the keys the product verifies. */
  tokenOf(principal: Principal): string;
  close(): Promise<void>;
};

/**
 * Starts the seeded product; `label` names its databases (`<label>_<service>`) on the test server,
 * unless `options.urlFor` names databases of the test's own (a cluster it stops and starts).
 * `options.parts` leaves services out (a service down).
 */
export async function startSeededProduct(
  label: string,
  extraEnv: NodeJS.ProcessEnv = {},
  options: { urlFor?: (service: ServiceName) => string; parts?: readonly Part[] } = {},
): Promise<SeededProduct> {
  const keys = testKeys();
  const databases = new Map<ServiceName, TestDatabase>();
  const ports = new Map<ServiceName, number>();
  if (!options.urlFor) for (const part of PARTS.filter((p) => p.database)) databases.set(part.name, await startTestDatabase(`${label}_${part.name}`));
  const dataDir = mkdtempSync(join(tmpdir(), `phjobs-${label}-`));
  const env: NodeJS.ProcessEnv = { ...process.env, NATS_URL: '', JWT_PUBLIC_KEY: keys.publicKey, JWT_PRIVATE_KEY: keys.privateKey, RATE_LIMIT: 'off', LOG_LEVEL: 'fatal', SEED: '1', ...extraEnv };
  env.PORT_GATEWAY = String(await freePort());
  for (const service of SERVICES) {
    const port = await freePort();
    ports.set(service, port);
    env[`PORT_${service.toUpperCase()}`] = String(port);
  }
  for (const service of SERVICES) env[`UPSTREAM_${service.toUpperCase()}`] = upstreamUrl(service, env);
  const urlFor = (service: ServiceName) => {
    if (options.urlFor) return options.urlFor(service);
    const database = databases.get(service);
    if (!database) throw new Error(`no test database for ${service}`);
    return database.databaseUrl;
  };
  const dropAll = async () => {
    for (const database of databases.values()) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let running: { close(): Promise<void> };
  try {
    running = await startInProcess({ root: ROOT, dataDir, env, logger: createLogger('start', 'fatal'), urlFor, ...(options.parts ? { parts: options.parts } : {}) });
  } catch (error) {
    await dropAll();
    throw error;
  }
  return {
    gateway: `http://127.0.0.1:${env.PORT_GATEWAY}`,
    serviceUrl: (service) => `http://127.0.0.1:${ports.get(service)}`,
    databaseUrl: urlFor,
    tokenOf: (principal) => signAccessToken(keys.privateKey, principal),
    close: async () => {
      await running.close();
      await dropAll();
    },
  };
}
