import { PrismaPg } from '@prisma/adapter-pg';

/** A generated Prisma client class (prisma-client generator), constructed with the pg driver adapter. */
type PrismaClientClass<C> = new (options: { adapter: PrismaPg }) => C;

export function createPrismaClient<C>(PrismaClient: PrismaClientClass<C>, databaseUrl: string, poolSize = 10): C {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: poolSize }) });
}

export const SERVICES = ['account', 'employer', 'jobs', 'talent', 'community', 'chat', 'media'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const databaseName = (service: string) => `phjobs_${service}`;

/** `<SERVICE>_DATABASE_URL`, else `DATABASE_URL` pointed at this service's own database. */
export function databaseUrlFor(service: string, env: NodeJS.ProcessEnv): string | undefined {
  const own = env[`${service.toUpperCase()}_DATABASE_URL`];
  if (own) return own;
  return env.DATABASE_URL ? withDatabase(env.DATABASE_URL, databaseName(service)) : undefined;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Options of the one interactive transaction a seed runs: its multi-row inserts outlast Prisma's
 * 5-second default on a loaded machine (seen at a load average of 15).
 */
export const SEED_TRANSACTION = { maxWait: 30_000, timeout: 120_000 } as const;
