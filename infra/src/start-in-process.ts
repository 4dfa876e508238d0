/**
 * The embedded single-host mode: the gateway and every service in this Node process, each still
 * its own Express app, port, database and Prisma client, touching nothing of another's. Events go
 * through the in-process bus so that consumers in other services receive them.
 */
import { join } from 'node:path';
import { gatewayOptionsFromEnv } from '@phjobs/gateway/config';
import { createGateway } from '@phjobs/gateway/gateway';
import { loadKeys } from '@phjobs/service-kit/auth';
import type { ServiceName } from '@phjobs/service-kit/db';
import { createInProcessBus } from '@phjobs/service-kit/events/bus';
import { createLogger, type Logger } from '@phjobs/service-kit/logger';
import { listen, portFor, type RunningService, type SeedService, type StartService } from '@phjobs/service-kit/runtime';
import { start as startAccount } from '@phjobs/svc-account/start';
import { seed as seedAccount } from '@phjobs/svc-account/seed';
import { start as startChat } from '@phjobs/svc-chat/start';
import { seed as seedChat } from '@phjobs/svc-chat/seed';
import { start as startCommunity } from '@phjobs/svc-community/start';
import { start as startEmployer } from '@phjobs/svc-employer/start';
import { seed as seedEmployer } from '@phjobs/svc-employer/seed';
import { start as startJobs } from '@phjobs/svc-jobs/start';
import { seed as seedJobs } from '@phjobs/svc-jobs/seed';
import { start as startMedia } from '@phjobs/svc-media/start';
import { start as startTalent } from '@phjobs/svc-talent/start';
import { seed as seedTalent } from '@phjobs/svc-talent/seed';
import { seedInOrder } from './seed-order.ts';

export type Part = { name: ServiceName; start: StartService; seed?: SeedService; database: boolean };

export const PARTS: readonly Part[] = [
  { name: 'account', start: startAccount, seed: seedAccount, database: true },
  { name: 'employer', start: startEmployer, seed: seedEmployer, database: true },
  { name: 'jobs', start: startJobs, seed: seedJobs, database: true },
  { name: 'talent', start: startTalent, seed: seedTalent, database: true },
  { name: 'community', start: startCommunity, database: false },
  { name: 'chat', start: startChat, seed: seedChat, database: true },
  { name: 'media', start: startMedia, database: false },
];

export async function startInProcess(options: {
  root: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  logger: Logger;
  urlFor: (service: ServiceName) => string;
  /** The services to run: PARTS (tests wrap one, e.g. to slow its seed). */
  parts?: readonly Part[];
}): Promise<{ close(): Promise<void> }> {
  const { root, dataDir, env, logger, urlFor, parts = PARTS } = options;
  const keys = loadKeys(env, dataDir);
  const bus = createInProcessBus();
  const running: RunningService[] = [];
  const close = async () => {
    for (const service of running.reverse()) await service.close();
    await bus.close();
  };
  try {
    const contexts = parts.map((part) => ({
      part,
      ctx: {
        name: part.name,
        port: portFor(part.name, env),
        databaseUrl: part.database ? urlFor(part.name) : undefined,
        keys,
        bus,
        logger: createLogger(part.name),
        env,
        dataDir,
      },
    }));
    for (const { part, ctx } of contexts) running.push(await part.start(ctx));
    if (env.SEED !== '0') {
      const started = Date.now();
      // In dependency order (seed-order.ts): account's members before the events that concern them.
      const byName = new Map(contexts.map((c) => [c.part.name, c]));
      await seedInOrder(async (name) => {
        const own = byName.get(name);
        await own?.part.seed?.(own.ctx);
      });
      logger.info({ ms: Date.now() - started }, 'seed data checked');
    }
    // The gateway reads its options as it does alone (gateway/src/config.ts): upstreams on this run's
    // ports (start.ts sets UPSTREAM_*), static roots, runtime config, rate limits, proxy trust; the
    // services' public key, with which it checks the chat WebSocket's token.
    const gateway = createGateway(gatewayOptionsFromEnv(env, createLogger('gateway'), root, keys.publicKey));
    const listening = await listen(gateway, portFor('gateway', env), env.HOST ?? '0.0.0.0');
    running.push({ port: listening.port, close: listening.close });
    logger.debug({ dataDir: join(dataDir) }, 'started');
    return { close };
  } catch (error) {
    await close();
    throw error;
  }
}

