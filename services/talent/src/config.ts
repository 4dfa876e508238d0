/** UPSTREAM_ACCOUNT and UPSTREAM_JOBS: where services/account and services/jobs answer (embedded defaults: their ports). */
export const upstreamUrlsFrom = (env: NodeJS.ProcessEnv) => ({
  accountUrl: env.UPSTREAM_ACCOUNT ?? 'http://127.0.0.1:4101',
  jobsUrl: env.UPSTREAM_JOBS ?? 'http://127.0.0.1:4103',
});
