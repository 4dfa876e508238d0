import type { Response } from 'express';

/** Runs a send; a throttled one (429) also answers `Retry-After: <seconds>`. */
export async function withRetryAfter<T>(res: Response, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error && typeof error === 'object' && 'retryAfter' in error && typeof error.retryAfter === 'number') res.setHeader('retry-after', String(error.retryAfter));
    throw error;
  }
}
