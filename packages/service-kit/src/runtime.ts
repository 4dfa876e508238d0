import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Keys } from './auth.ts';
import type { EventBus } from './events/bus.ts';
import type { Logger } from './logger.ts';
import { registerLocalUpstream } from './local-upstreams.ts';

/** What the start command (or a service's own main.ts) hands each service. */
export type ServiceContext = {
  name: string;
  port: number;
  /** undefined for a service without a database. */
  databaseUrl: string | undefined;
  keys: Keys;
  bus: EventBus;
  logger: Logger;
  env: NodeJS.ProcessEnv;
  /** Where local state lives in the embedded mode (.data). */
  dataDir: string;
};

export type RunningService = { port: number; close(): Promise<void> };
export type StartService = (ctx: ServiceContext) => Promise<RunningService>;

export const DEFAULT_PORTS = {
  gateway: 8080,
  account: 4101,
  employer: 4102,
  jobs: 4103,
  talent: 4104,
  community: 4105,
  chat: 4106,
  media: 4107,
} as const;

export function portFor(name: keyof typeof DEFAULT_PORTS, env: NodeJS.ProcessEnv): number {
  const value = env[`PORT_${name.toUpperCase()}`];
  return value ? Number(value) : DEFAULT_PORTS[name];
}

/**
 * Listens on 127.0.0.1 (0 = any free port). close() stops taking requests, lets the answers under
 * way finish and ends each keep-alive connection as soon as it is idle (keep-alives otherwise
 * linger 65 s after their last answer); after `graceMs` it cuts what is left. While it listens, a
 * gateway in the same process hands requests for this port to `app` directly (local-upstreams.ts).
 */
export async function listen(app: Express, port: number, host = process.env.HOST ?? '127.0.0.1'): Promise<{ server: Server; port: number; close(graceMs?: number): Promise<void> }> {
  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  const boundPort = (server.address() as AddressInfo).port;
  const unregister = registerLocalUpstream(boundPort, app);
  return {
    server,
    port: boundPort,
    close: (graceMs = 10_000) =>
      new Promise<void>((resolve) => {
        unregister();
        const started = Date.now();
        const sweep = setInterval(() => {
          server.closeIdleConnections();
          if (Date.now() - started > graceMs) server.closeAllConnections();
        }, 50);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

/** Loads a service's seed data when its tables are empty; does nothing otherwise. */
export type SeedService = (ctx: ServiceContext) => Promise<void>;

/** Where another service answers: UPSTREAM_<SERVICE>, else 127.0.0.1 on its port (PORT_<SERVICE> or the default). */
export function upstreamUrl(name: Exclude<keyof typeof DEFAULT_PORTS, 'gateway'>, env: NodeJS.ProcessEnv): string {
  return env[`UPSTREAM_${name.toUpperCase()}`] || `http://127.0.0.1:${portFor(name, env)}`;
}
