/**
 * services/community's configuration: every environment variable it reads, parsed once at start
 * (start.ts) and passed down. Its database pool and upstreams join here with its tables and calls.
 */
import { DEV_SERVICE_TOKEN_SECRET } from '@phjobs/service-kit/auth';
import { parseConfig } from '@phjobs/service-kit/config';
import type { ServiceContext } from '@phjobs/service-kit/runtime';
import { z } from 'zod';

export const configSchema = z
  .object({
    /** Signs and checks x-service-token of internal calls; required in production. */
    SERVICE_TOKEN_SECRET: z.string().optional(),
    NODE_ENV: z.string().optional(),
  })
  .refine((env) => env.SERVICE_TOKEN_SECRET !== undefined || env.NODE_ENV !== 'production', { path: ['SERVICE_TOKEN_SECRET'], message: 'must be set in production' });

export type CommunityConfig = { serviceSecret: string };

export function readConfig(ctx: Pick<ServiceContext, 'env'>): CommunityConfig {
  const env = parseConfig('community', configSchema, ctx.env);
  return { serviceSecret: env.SERVICE_TOKEN_SECRET ?? DEV_SERVICE_TOKEN_SECRET };
}
