/**
 * A service as its own process (`node --import tsx src/main.ts`): configuration from env, JetStream
 * when NATS_URL is set (else the in-process bus, which only makes sense for a lone service in tests
 * or local work), graceful shutdown on SIGTERM/SIGINT.
 *
 * With SEED=1 the service loads its seed data once started. Started by the start command with an
 * IPC channel and SEED_WHEN_TOLD=1, it says `{ started }`, waits for `{ seed }` (the start command
 * runs the seeds in dependency order, account's first) and then says `{ ready }`.
 *
 * WORKERS=n: n processes sharing the port (workers.ts); this process then only watches them.
 */
import { resolve } from 'node:path';
import { loadKeys } from './auth.ts';
import { databaseUrlFor } from './db.ts';
import { createInProcessBus, createJetStreamBus } from './events/bus.ts';
import { createLogger } from './logger.ts';
import { type DEFAULT_PORTS, portFor, type SeedService, type StartService } from './runtime.ts';
import { isWorker, superviseWorkers, workerCount } from './workers.ts';

export async function runStandalone(name: keyof typeof DEFAULT_PORTS, start: StartService, seed?: SeedService): Promise<void> {
  const env = process.env;
  const logger = createLogger(name);
  const workers = workerCount(env);
  if (workers > 1 && !isWorker()) return superviseWorkers(name, workers, logger);
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  // NATS_STREAM_REPLICAS: copies of the event stream in a NATS cluster (production: 3).
  const replicas = env.NATS_STREAM_REPLICAS ? Number(env.NATS_STREAM_REPLICAS) : undefined;
  if (replicas !== undefined && !(Number.isInteger(replicas) && replicas >= 1 && replicas <= 5)) throw new Error(`NATS_STREAM_REPLICAS must be 1 to 5, got '${env.NATS_STREAM_REPLICAS}'`);
  const bus = env.NATS_URL ? await createJetStreamBus({ servers: env.NATS_URL, logger, replicas }) : createInProcessBus();
  const ctx = {
    name,
    port: env.PORT ? Number(env.PORT) : portFor(name, env),
    databaseUrl: databaseUrlFor(name, env),
    keys: loadKeys(env, dataDir),
    bus,
    logger,
    env,
    dataDir,
  };
  const running = await start(ctx);
  if (env.SEED === '1') {
    // The start command orders the seeds across services (SEED_WHEN_TOLD, over IPC): wait for its word.
    if (env.SEED_WHEN_TOLD === '1' && process.send) await toldToSeed(name);
    await seed?.(ctx);
  }
  logger.info({ port: running.port }, 'listening');
  // Started by the start command (an IPC channel): tell it that this service is migrated, seeded and answering.
  process.send?.({ ready: name, port: running.port });
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await running.close();
    await bus.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

/** Tells the start command that this service is started, and resolves once it says `{ seed: name }`. */
function toldToSeed(name: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!(typeof message === 'object' && message !== null && 'seed' in message && message.seed === name)) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send?.({ started: name });
  });
}
