/**
 * services/employer's configuration: every environment variable it reads, parsed once at start
 * (start.ts) and passed down. A wrong value stops the start with one error naming the variable.
 */
import { DEV_SERVICE_TOKEN_SECRET } from '@phjobs/service-kit/auth';
import { envInt, envUrl, parseConfig } from '@phjobs/service-kit/config';
import { DEFAULT_PORTS, type ServiceContext } from '@phjobs/service-kit/runtime';
import { z } from 'zod';

const port = () => envInt({ min: 0, max: 65535 }).optional();

export const configSchema = z
  .object({
    /** Connections of employer's database pool (default 10). */
    EMPLOYER_DB_POOL: envInt({ min: 1 }).optional(),
    /** Signs and checks x-service-token of internal calls; required in production. */
    SERVICE_TOKEN_SECRET: z.string().optional(),
    NODE_ENV: z.string().optional(),
    /** Where services/account answers; else 127.0.0.1 on PORT_ACCOUNT (4101). */
    UPSTREAM_ACCOUNT: envUrl().optional(),
    PORT_ACCOUNT: port(),
    /** Where services/jobs answers; else 127.0.0.1 on PORT_JOBS (4103). */
    UPSTREAM_JOBS: envUrl().optional(),
    PORT_JOBS: port(),
  })
  .refine((env) => env.SERVICE_TOKEN_SECRET !== undefined || env.NODE_ENV !== 'production', { path: ['SERVICE_TOKEN_SECRET'], message: 'must be set in production' });

export type EmployerConfig = {
  dbPool: number;
  serviceSecret: string;
  accountUrl: string;
  jobsUrl: string;
};

export function readConfig(ctx: Pick<ServiceContext, 'env'>): EmployerConfig {
  const env = parseConfig('employer', configSchema, ctx.env);
  return {
    dbPool: env.EMPLOYER_DB_POOL ?? 10,
    serviceSecret: env.SERVICE_TOKEN_SECRET ?? DEV_SERVICE_TOKEN_SECRET,
    accountUrl: env.UPSTREAM_ACCOUNT ?? `http://127.0.0.1:${env.PORT_ACCOUNT ?? DEFAULT_PORTS.account}`,
    jobsUrl: env.UPSTREAM_JOBS ?? `http://127.0.0.1:${env.PORT_JOBS ?? DEFAULT_PORTS.jobs}`,
  };
}
