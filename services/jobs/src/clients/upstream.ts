/**
 * The signed internal GET the clients of other services share (service-kit
 * internal-http: x-service-token as 'jobs', a timeout, the answer parsed with a contract; a 404 is
 * null, no answer / a failure / a body that breaks the contract a 503 'service/unavailable').
 */
import { internalHttp } from '@phjobs/service-kit/internal-http';
import type { z } from 'zod';

/** `baseUrl`: where the service answers (config.ts: UPSTREAM_ACCOUNT, UPSTREAM_TALENT). */
export type UpstreamOptions = { baseUrl: string; serviceSecret: string; timeoutMs?: number };

/** A GET of `path` on one service as 'jobs'. */
export function internalGetter(service: string, { baseUrl, serviceSecret, timeoutMs }: UpstreamOptions) {
  const http = internalHttp({ caller: 'jobs', secret: serviceSecret, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  return <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | null> => http.getJson(service, `${baseUrl}${path}`, schema);
}
