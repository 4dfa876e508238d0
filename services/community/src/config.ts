/**
 * services/community's configuration: every environment variable it reads, parsed once at start
 * (start.ts) and passed down. A wrong value stops the start with one error naming the variable.
 */
import { envInt, parseConfig, secretSetInProduction, serviceSecretEnv, serviceSecretFrom, upstreamEnv, upstreamFrom } from '@phjobs/service-kit/config';
import type { ServiceContext } from '@phjobs/service-kit/runtime';
import { z } from 'zod';

export const configSchema = z
  .object({
    /** Connections of community's database pool (default 10). */
    COMMUNITY_DB_POOL: envInt({ min: 1 }).optional(),
    /** Signs and checks x-service-token of internal calls; required in production. */
    ...serviceSecretEnv,
    /** Where services/jobs answers (report snapshots of job ads): UPSTREAM_JOBS, else 127.0.0.1 on PORT_JOBS (4103). */
    ...upstreamEnv('jobs'),
    /** Where services/talent answers (report snapshots of resumes): UPSTREAM_TALENT, else 127.0.0.1 on PORT_TALENT (4104). */
    ...upstreamEnv('talent'),
    /** Where services/account answers (members' names for nicknames): UPSTREAM_ACCOUNT, else 127.0.0.1 on PORT_ACCOUNT (4101). */
    ...upstreamEnv('account'),
  })
  .refine(...secretSetInProduction);

export type CommunityConfig = {
  dbPool: number;
  serviceSecret: string;
  jobsUrl: string;
  talentUrl: string;
  accountUrl: string;
};

export function readConfig(ctx: Pick<ServiceContext, 'env'>): CommunityConfig {
  const env = parseConfig('community', configSchema, ctx.env);
  return {
    dbPool: env.COMMUNITY_DB_POOL ?? 10,
    serviceSecret: serviceSecretFrom(env),
    jobsUrl: upstreamFrom(env, 'jobs'),
    talentUrl: upstreamFrom(env, 'talent'),
    accountUrl: upstreamFrom(env, 'account'),
  };
}
