/**
 * The jobs service's configuration: every environment variable it reads, parsed once at start
 * (start.ts, seed/seed.ts) and passed down. Nothing else in the service reads `process.env` or
 * `ctx.env`. A wrong value stops the start with one error naming each variable at fault.
 */
import { serviceTokenSecret } from '@phjobs/service-kit/auth';
import { envFlag, envInt, envUrl, parseConfig } from '@phjobs/service-kit/config';
import { DEFAULT_PORTS, type ServiceContext } from '@phjobs/service-kit/runtime';
import { z } from 'zod';

export const configSchema = z.object({
  /** Connections of the search pool (data/db.ts): the search is CPU-bound in PostgreSQL, more rarely helps. */
  JOBS_DB_POOL: envInt({ min: 1 }).default(10),
  /** How long a list answer is served from memory (data/list-cache.ts); 0 turns the caches off. */
  SEARCH_CACHE_SECONDS: envInt({ min: 0 }).default(30),
  /** Off (0): the counts of searches and the scraps are kept, the list answers are not (the bench measures that way). */
  SEARCH_CACHE_PAGES: envFlag().default(true),
  /** On (default): each process keeps the in-memory search index (src/data/search-index/) and answers the lists from it while it is current. */
  SEARCH_INDEX: envFlag().default(true),
  /** services/account (who applies) and services/talent (their resumes); default their ports on loopback. */
  UPSTREAM_ACCOUNT: envUrl().optional(),
  UPSTREAM_TALENT: envUrl().optional(),
  PORT_ACCOUNT: envInt({ min: 1, max: 65_535 }).default(DEFAULT_PORTS.account),
  PORT_TALENT: envInt({ min: 1, max: 65_535 }).default(DEFAULT_PORTS.talent),
  /** Signs and checks internal calls (x-service-token); the development value outside production. */
  SERVICE_TOKEN_SECRET: z.string().optional(),
  NODE_ENV: z.string().optional(),
  /** Seconds from an ad's save (register, edit, re-registration) to its automatic review; 0 reviews right after the write. */
  JOBS_REVIEW_DELAY_SECONDS: envInt({ min: 0 }).default(0),
  /** Seconds between ticks of the ads' schedule (reviews due, deadlines, 21 days, erasures); one instance runs each tick. */
  JOBS_SCHEDULE_SECONDS: envInt({ min: 1, max: 3_600 }).default(60),
  /** The seed's ads are created over the 60 days before this instant (default: now). */
  SEED_REFERENCE_DATE: z.string().refine((value) => !Number.isNaN(Date.parse(value)), { message: 'a date (YYYY-MM-DD) or an ISO instant is needed' }).optional(),
});

export type JobsConfig = {
  dbPool: number;
  /** 0: no list caches. */
  listCacheSeconds: number;
  listCachePages: boolean;
  /** The in-memory search index on. */
  searchIndex: boolean;
  accountUrl: string;
  talentUrl: string;
  serviceSecret: string;
  seedReferenceDate: string | undefined;
  /** 0: an ad is reviewed right after its write; else by the scheduler once due. */
  reviewDelaySeconds: number;
  /** Seconds between the schedule's ticks. */
  scheduleSeconds: number;
};

export function readConfig(ctx: Pick<ServiceContext, 'env'>): JobsConfig {
  const env = parseConfig('jobs', configSchema, ctx.env);
  return {
    dbPool: env.JOBS_DB_POOL,
    listCacheSeconds: env.SEARCH_CACHE_SECONDS,
    listCachePages: env.SEARCH_CACHE_PAGES,
    searchIndex: env.SEARCH_INDEX,
    accountUrl: env.UPSTREAM_ACCOUNT ?? `http://127.0.0.1:${env.PORT_ACCOUNT}`,
    talentUrl: env.UPSTREAM_TALENT ?? `http://127.0.0.1:${env.PORT_TALENT}`,
    serviceSecret: serviceTokenSecret({ SERVICE_TOKEN_SECRET: env.SERVICE_TOKEN_SECRET, NODE_ENV: env.NODE_ENV }),
    seedReferenceDate: env.SEED_REFERENCE_DATE,
    reviewDelaySeconds: env.JOBS_REVIEW_DELAY_SECONDS,
    scheduleSeconds: env.JOBS_SCHEDULE_SECONDS,
  };
}
