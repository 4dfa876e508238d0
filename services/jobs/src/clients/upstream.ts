/**
 * Internal HTTP calls to other services (x-service-token, service-kit `serviceToken`): where they
 * answer, and one GET that parses the answer with a contract. A service that does not answer, fails,
 * or answers a body that breaks the contract makes the call a 503; a 404 is an answer (null).
 */
import { serviceToken } from '@phjobs/service-kit/auth';
import { HttpError } from '@phjobs/service-kit/errors';
import { portFor } from '@phjobs/service-kit/runtime';
import type { z } from 'zod';

export type UpstreamOptions = { baseUrl: string; serviceSecret: string; timeoutMs?: number };

/** UPSTREAM_ACCOUNT, UPSTREAM_TALENT; by default the services' ports on loopback (PORT_ACCOUNT, PORT_TALENT or 4101, 4104). */
export const upstreamUrlsFrom = (env: NodeJS.ProcessEnv) => ({
  accountUrl: env.UPSTREAM_ACCOUNT ?? `http://127.0.0.1:${portFor('account', env)}`,
  talentUrl: env.UPSTREAM_TALENT ?? `http://127.0.0.1:${portFor('talent', env)}`,
});

export const unavailable = (service: string) => new HttpError(503, 'service/unavailable', `The ${service} service is not available. Please try again.`);

/** GET `path` of a service as 'jobs'; null on 404. */
export async function getInternal<S extends z.ZodType>(service: string, { baseUrl, serviceSecret, timeoutMs = 3000 }: UpstreamOptions, path: string, schema: S): Promise<z.output<S> | null> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, {
      headers: { 'x-service-token': serviceToken(serviceSecret, 'jobs'), accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw unavailable(service);
  }
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw unavailable(service);
  }
  const parsed = schema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw unavailable(service);
  return parsed.data;
}
