/**
 * services/chat's configuration: every environment variable it reads, parsed once at start
 * (start.ts) and passed down. A wrong value stops the start with one error naming the variable.
 */
import { envInt, parseConfig, secretSetInProduction, serviceSecretEnv, serviceSecretFrom, upstreamEnv, upstreamFrom } from '@phjobs/service-kit/config';
import type { ServiceContext } from '@phjobs/service-kit/runtime';
import { z } from 'zod';

export const configSchema = z
  .object({
    /** Connections of chat's database pool (default 10). */
    CHAT_DB_POOL: envInt({ min: 1 }).optional(),
    /** Signs and checks x-service-token of internal calls; required in production. */
    ...serviceSecretEnv,
    /** Where services/jobs answers: UPSTREAM_JOBS, else 127.0.0.1 on PORT_JOBS (4103). */
    ...upstreamEnv('jobs'),
    /** Where services/account answers (the seeker's name): UPSTREAM_ACCOUNT, else PORT_ACCOUNT (4101). */
    ...upstreamEnv('account'),
    /**
     * NATS for the live wakes between chat instances (core subjects live.chat.user.<id>). Unset: an
     * in-process bus (one instance, the embedded mode). The stack's NATS_URL.
     */
    NATS_URL: z.string().trim().min(1).optional(),
  })
  .refine(...secretSetInProduction);

export type ChatConfig = {
  dbPool: number;
  serviceSecret: string;
  jobsUrl: string;
  accountUrl: string;
  natsUrl: string | null;
};

export function readConfig(ctx: Pick<ServiceContext, 'env'>): ChatConfig {
  const env = parseConfig('chat', configSchema, ctx.env);
  return {
    dbPool: env.CHAT_DB_POOL ?? 10,
    serviceSecret: serviceSecretFrom(env),
    jobsUrl: upstreamFrom(env, 'jobs'),
    accountUrl: upstreamFrom(env, 'account'),
    natsUrl: env.NATS_URL ?? null,
  };
}
