/**
 * services/community's configuration: every environment variable it reads, parsed once at start
 * (start.ts) and passed down. Its database pool and upstreams join here with its tables and calls.
 */
import { parseConfig, secretSetInProduction, serviceSecretEnv, serviceSecretFrom } from '@phjobs/service-kit/config';
import type { ServiceContext } from '@phjobs/service-kit/runtime';
import { z } from 'zod';

export const configSchema = z
  .object({
    /** Signs and checks x-service-token of internal calls; required in production. */
    ...serviceSecretEnv,
  })
  .refine(...secretSetInProduction);

export type CommunityConfig = { serviceSecret: string };

export function readConfig(ctx: Pick<ServiceContext, 'env'>): CommunityConfig {
  const env = parseConfig('community', configSchema, ctx.env);
  return { serviceSecret: serviceSecretFrom(env) };
}
