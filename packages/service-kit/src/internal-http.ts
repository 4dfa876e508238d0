/**
 * Calls from one service to another over internal HTTP, signed with the service token
 * (x-service-token), with a timeout, and answers parsed with the contracts' schemas.
 */
import type { z } from 'zod';
import { serviceToken } from './auth.ts';
import { HttpError } from './errors.ts';

/** status 0 = no answer (down, timed out, or a 2xx body that breaks the contract). */
export type InternalAnswer<T> = { status: number; body: T | null };

export const serviceUnavailable = (service: string) =>
  new HttpError(503, 'service/unavailable', `The ${service} service is not available. Please try again.`);

export function internalHttp({ caller, secret, timeoutMs = 3000 }: { caller: string; secret: string; timeoutMs?: number }) {
  const token = serviceToken(secret, caller);

  /** GET and parse; extra headers (a member's own bearer token) replace the service token. */
  async function get<S extends z.ZodType>(url: string, schema: S, headers: Record<string, string> = { 'x-service-token': token }): Promise<InternalAnswer<z.output<S>>> {
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      return { status: 0, body: null };
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { status: res.status, body: null };
    }
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    return parsed.success ? { status: res.status, body: parsed.data } : { status: 0, body: null };
  }

  /** The answer, null on a 404 (nothing there), a 503 HttpError when the service cannot be asked. */
  async function getJson<S extends z.ZodType>(service: string, url: string, schema: S): Promise<z.output<S> | null> {
    const answer = await get(url, schema);
    if (answer.status === 404) return null;
    if (answer.body === null) throw serviceUnavailable(service);
    return answer.body;
  }

  return { get, getJson, token };
}
