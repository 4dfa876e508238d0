/**
 * The random list calls of the 'uncached, random filters' rows (services/jobs src/data/search-index/
 * random-searches.ts): drawn once from a seed over the database's own values, then sent in turn,
 * every request the next call, so that each request is a different combination.
 */
import { openDatabase } from '@phjobs/svc-jobs/data/db';
import { startOfManilaDay } from '@phjobs/svc-jobs/domain/manila-day';
import { mulberry32 as seededRandom } from '@phjobs/seed-data/prng';
import { randomSearch, sampleSearchValues, type RandomSearch } from '@phjobs/svc-jobs/data/search-index/random-searches';
import { loadTest } from './load.ts';
import type { Summary } from './stats.ts';

/** The e-mail every call sends (the spec's `email` parameter: the token's). */
export const SEEKER_EMAIL = 'seeker@demo.ph';

export class RandomCalls {
  /** The next call to send: a row starts where the one before stopped. */
  next = 0;

  private constructor(readonly searches: readonly RandomSearch[]) {}

  /** `count` calls drawn from `seed` over the values of the ads in `databaseUrl`. */
  static async draw(databaseUrl: string, count = 20_000, seed = 20261127): Promise<RandomCalls> {
    const db = openDatabase(databaseUrl, 2);
    const samples = await sampleSearchValues(db);
    await db.close();
    const draw = seededRandom(seed);
    const today = startOfManilaDay(new Date());
    return new RandomCalls(Array.from({ length: count }, () => randomSearch(draw, samples, today)));
  }

  /** A call's path and query string. */
  static pathOf(search: RandomSearch): string {
    return `${search.path}?${new URLSearchParams({ ...search.query, email: SEEKER_EMAIL })}`;
  }

  /** `connections` connections sending the calls in turn to `url` for `seconds`, with these headers (and the token). */
  drive(url: string, token: string, seconds: number, connections: number, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<Summary> {
    return loadTest({
      url,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const search = this.searches[this.next++ % this.searches.length]!;
            return { ...request, method: 'POST', path: RandomCalls.pathOf(search), headers: { ...headers, authorization: `Bearer ${token}` }, body: JSON.stringify(search.body) };
          },
        },
      ],
    });
  }
}
