/**
 * SERVICE_TOKEN_SECRET signs internal calls (x-service-token). Production must set it; the embedded
 * default and tests share a fixed development value so that services agree without setup.
 */
export const DEV_SERVICE_TOKEN_SECRET = 'phjobs-embedded-dev-only';

export function serviceSecretFrom(env: NodeJS.ProcessEnv): string {
  if (env.SERVICE_TOKEN_SECRET) return env.SERVICE_TOKEN_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('SERVICE_TOKEN_SECRET must be set in production.');
  return DEV_SERVICE_TOKEN_SECRET;
}
