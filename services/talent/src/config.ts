/**
 * services/talent's configuration: every environment variable it reads, parsed once at start
 * (start.ts) and passed down. A wrong value stops the start with one error naming the variable.
 */
import { envFlag, envInt, parseConfig, secretSetInProduction, serviceSecretEnv, serviceSecretFrom, upstreamEnv, upstreamFrom } from '@phjobs/service-kit/config';
import type { ServiceContext } from '@phjobs/service-kit/runtime';
import { z } from 'zod';

export const configSchema = z
  .object({
    /** Connections of talent's database pool (default 10). */
    TALENT_DB_POOL: envInt({ min: 1 }).optional(),
    /** The talent search from the in-memory index (1, the default) or from SQL alone (0). */
    TALENT_SEARCH_INDEX: envFlag().default(true),
    /** Signs and checks x-service-token of internal calls; required in production. */
    ...serviceSecretEnv,
    /** Where services/account answers: UPSTREAM_ACCOUNT, else 127.0.0.1 on PORT_ACCOUNT (4101). */
    ...upstreamEnv('account'),
    /** Where services/jobs answers: UPSTREAM_JOBS, else 127.0.0.1 on PORT_JOBS (4103). */
    ...upstreamEnv('jobs'),
  })
  .refine(...secretSetInProduction);

export type TalentConfig = {
  dbPool: number;
  /** TALENT_SEARCH_INDEX: keep the in-memory talent index (data/talent-index/). */
  searchIndex: boolean;
  serviceSecret: string;
  accountUrl: string;
  jobsUrl: string;
};

export function readConfig(ctx: Pick<ServiceContext, 'env'>): TalentConfig {
  const env = parseConfig('talent', configSchema, ctx.env);
  return {
    dbPool: env.TALENT_DB_POOL ?? 10,
    searchIndex: env.TALENT_SEARCH_INDEX,
    serviceSecret: serviceSecretFrom(env),
    accountUrl: upstreamFrom(env, 'account'),
    jobsUrl: upstreamFrom(env, 'jobs'),
  };
}
