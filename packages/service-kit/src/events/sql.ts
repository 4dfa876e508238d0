/**
 * The little of a database the event bus needs. A Prisma client and its interactive-transaction
 * client both fit `Sql`; a Prisma client fits `Db<typeof tx>`; so does `pgDb(pool)` (./pg.ts).
 * Placeholders are PostgreSQL's `$1, $2, ...` in both.
 */
export interface Sql {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

export type TransactionOptions = { maxWait?: number; timeout?: number };

export interface Db<Tx extends Sql = Sql> extends Sql {
  $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: TransactionOptions): Promise<R>;
}
