/**
 * Where the services jobs asks answer, and the signed internal GET they share (service-kit
 * internal-http: x-service-token as 'jobs', a timeout, the answer parsed with a contract; a 404 is
 * null, no answer / a failure / a body that breaks the contract a 503 'service/unavailable').
 */
import { internalHttp } from '@phjobs/service-kit/internal-http';
import { portFor } from '@phjobs/service-kit/runtime';
import type { z } from 'zod';

export type UpstreamOptions = { baseUrl: string; serviceSecret: string; timeoutMs?: number };

/** UPSTREAM_ACCOUNT, UPSTREAM_TALENT; by default the services' ports on loopback (PORT_ACCOUNT, PORT_TALENT or 4101, 4104). */
export const upstreamUrlsFrom = (env: NodeJS.ProcessEnv) => ({
  accountUrl: env.UPSTREAM_ACCOUNT ?? `http://127.0.0.1:${portFor('account', env)}`,
  talentUrl: env.UPSTREAM_TALENT ?? `http://127.0.0.1:${portFor('talent', env)}`,
});

/** A GET of `path` on one service as 'jobs'. */
export function internalGetter(service: string, { baseUrl, serviceSecret, timeoutMs }: UpstreamOptions) {
  const http = internalHttp({ caller: 'jobs', secret: serviceSecret, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  return <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | null> => http.getJson(service, `${baseUrl}${path}`, schema);
}
