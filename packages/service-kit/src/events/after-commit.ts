/**
 * Events leave after the transaction that wrote them commits, by the framework, not remembered by
 * each caller: `releaseAfterCommit(db, relay)` answers the same database, except that a
 * `$transaction` whose callback wrote the outbox (writeOutbox) wakes the relay once it has
 * committed. A rolled-back transaction, or one that wrote no event, wakes nothing. (The relay's
 * poll would send the events anyway, a moment later; this makes them leave at once.)
 *
 *   const relay = startOutboxRelay({ db: raw, transport });
 *   const db = releaseAfterCommit(raw, relay); // hand this one to the routes and the domain
 */
import { hasWrittenOutbox } from './outbox.ts';
import type { OutboxRelay } from './relay.ts';
import type { Sql } from './sql.ts';

type Transactional = { $transaction(...args: never[]): Promise<unknown> };

export function releaseAfterCommit<D extends object & Transactional>(db: D, relay: Pick<OutboxRelay, 'notify'>): D {
  // Methods are bound to the database itself (a Prisma client keeps private state), once each.
  const bound = new Map<PropertyKey, unknown>();
  const transaction = async (fnOrBatch: unknown, ...rest: unknown[]): Promise<unknown> => {
    const original = (db.$transaction as (...args: unknown[]) => Promise<unknown>).bind(db);
    // Prisma's batch form (an array of queries) takes no callback and writes no event through writeOutbox.
    if (typeof fnOrBatch !== 'function') return original(fnOrBatch, ...rest);
    let wrote = false;
    const result = await original(async (tx: Sql) => {
      const value: unknown = await (fnOrBatch as (tx: Sql) => Promise<unknown>)(tx);
      wrote = hasWrittenOutbox(tx);
      return value;
    }, ...rest);
    if (wrote) relay.notify();
    return result;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === '$transaction') return transaction;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      let fn = bound.get(prop);
      if (fn === undefined) {
        fn = (value as (...args: unknown[]) => unknown).bind(target);
        bound.set(prop, fn);
      }
      return fn;
    },
  });
}
