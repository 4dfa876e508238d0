/**
 * services/employer's configuration: every environment variable it reads, parsed once at start
 * (start.ts) and passed down. A wrong value stops the start with one error naming the variable.
 */
import { envInt, envUrl, parseConfig, secretSetInProduction, serviceSecretEnv, serviceSecretFrom, upstreamEnv, upstreamFrom } from '@phjobs/service-kit/config';
import type { ServiceContext } from '@phjobs/service-kit/runtime';
import { z } from 'zod';

/** The webhook secret of the sandbox checkout when none is given (embedded mode only: it signs and checks its own notices). */
export const DEV_PAYMENT_WEBHOOK_SECRET = 'whsk_sandbox_dev_only';

export const configSchema = z
  .object({
    /** Connections of employer's database pool (default 10). */
    EMPLOYER_DB_POOL: envInt({ min: 1 }).optional(),
    /** Signs and checks x-service-token of internal calls; required in production. */
    ...serviceSecretEnv,
    /** Where services/account answers: UPSTREAM_ACCOUNT, else 127.0.0.1 on PORT_ACCOUNT (4101). */
    ...upstreamEnv('account'),
    /** Where services/jobs answers: UPSTREAM_JOBS, else 127.0.0.1 on PORT_JOBS (4103). */
    ...upstreamEnv('jobs'),
    /** The checkout: `sandbox` (default: a page of the product with Pay / Fail / Cancel) or `paymongo` (PayMongo Checkout Sessions). */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'paymongo']).optional(),
    /** PayMongo's secret API key (sk_live_… / sk_test_…); required with paymongo. */
    PAYMONGO_SECRET_KEY: z.string().min(1).optional(),
    /** PayMongo's API address (default https://api.paymongo.com; tests point it at a fake). */
    PAYMONGO_API_URL: envUrl().optional(),
    /** The webhook's secret (Paymongo-Signature); required with paymongo; the sandbox signs with it too. */
    PAYMENT_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** The site's origin as browsers see it (https://…): the checkout's return addresses; required with paymongo (the sandbox, served on the same origin, returns to a relative path). */
    PUBLIC_URL: envUrl().optional(),
  })
  .refine(...secretSetInProduction)
  // The sandbox marks orders paid on a button press: production must name its provider on purpose.
  .refine((env) => env.PAYMENT_PROVIDER !== undefined || env.NODE_ENV !== 'production', { path: ['PAYMENT_PROVIDER'], message: 'must be set in production (paymongo; sandbox only on purpose, e.g. a staging site)' })
  .refine((env) => env.PAYMENT_PROVIDER !== 'paymongo' || env.PAYMONGO_SECRET_KEY !== undefined, { path: ['PAYMONGO_SECRET_KEY'], message: 'must be set when PAYMENT_PROVIDER=paymongo' })
  .refine((env) => env.PAYMENT_PROVIDER !== 'paymongo' || env.PAYMENT_WEBHOOK_SECRET !== undefined, { path: ['PAYMENT_WEBHOOK_SECRET'], message: 'must be set when PAYMENT_PROVIDER=paymongo' })
  .refine((env) => env.PAYMENT_PROVIDER !== 'paymongo' || env.PUBLIC_URL !== undefined, { path: ['PUBLIC_URL'], message: 'must be set when PAYMENT_PROVIDER=paymongo' });

export type PaymentConfig =
  | { provider: 'sandbox'; webhookSecret: string; publicBaseUrl: string }
  | { provider: 'paymongo'; webhookSecret: string; publicBaseUrl: string; secretKey: string; apiUrl: string };

export type EmployerConfig = {
  dbPool: number;
  serviceSecret: string;
  accountUrl: string;
  jobsUrl: string;
  payments: PaymentConfig;
};

export function readConfig(ctx: Pick<ServiceContext, 'env'>): EmployerConfig {
  const env = parseConfig('employer', configSchema, ctx.env);
  const publicBaseUrl = (env.PUBLIC_URL ?? '').replace(/\/+$/, '');
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET;
  return {
    dbPool: env.EMPLOYER_DB_POOL ?? 10,
    serviceSecret: serviceSecretFrom(env),
    accountUrl: upstreamFrom(env, 'account'),
    jobsUrl: upstreamFrom(env, 'jobs'),
    payments:
      env.PAYMENT_PROVIDER === 'paymongo'
        ? { provider: 'paymongo', webhookSecret, publicBaseUrl, secretKey: env.PAYMONGO_SECRET_KEY ?? '', apiUrl: (env.PAYMONGO_API_URL ?? 'https://api.paymongo.com').replace(/\/+$/, '') }
        : { provider: 'sandbox', webhookSecret, publicBaseUrl: '' },
  };
}
