/**
 * SERVICE_TOKEN_SECRET signs internal calls (x-service-token). Production must set it; the embedded
 * default and tests share the fixed development value the other services use.
 * UPSTREAM_ACCOUNT and UPSTREAM_JOBS: where services/account and services/jobs answer.
 */
export const DEV_SERVICE_TOKEN_SECRET = 'phjobs-embedded-dev-only';

export function serviceSecretFrom(env: NodeJS.ProcessEnv): string {
  if (env.SERVICE_TOKEN_SECRET) return env.SERVICE_TOKEN_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('SERVICE_TOKEN_SECRET must be set in production.');
  return DEV_SERVICE_TOKEN_SECRET;
}

export const upstreamUrlsFrom = (env: NodeJS.ProcessEnv) => ({
  accountUrl: env.UPSTREAM_ACCOUNT ?? 'http://127.0.0.1:4101',
  jobsUrl: env.UPSTREAM_JOBS ?? 'http://127.0.0.1:4103',
});
