/**
 * An in-memory index kept current beside PostgreSQL, which stays the record: loaded whole at start
 * (and after a deaf spell, or when a change names too many rows), then each change heard (a NOTIFY
 * naming the ids a statement changed) re-reads those rows and applies them. It is `current()` only
 * while changes are heard, every one heard is applied and no full load is due; otherwise the
 * caller answers from SQL.
 */
import type { Logger } from '@phjobs/service-kit/logger';

/** What the live index needs of an index: how many it holds, and how to apply changed rows. */
export type Appliable<Row> = {
  readonly size: number;
  /** `upserts`: the rows as they are now (in the index's set); `removed`: the ids no longer in it, or gone. */
  apply(upserts: readonly Row[], removed: readonly number[]): void;
};

export type LiveIndexOptions<Index extends Appliable<Row>, Row extends { id: number }> = {
  /** What it is, for the logs ('jobs search index'). */
  name: string;
  /** A whole index, read in one snapshot. */
  load(): Promise<Index>;
  /** The rows of these ids that belong in the index now (the others are removed). */
  read(ids: number[]): Promise<Row[]>;
  /** What the log says of a loaded index (its memory, say). */
  describe?(index: Index): Record<string, unknown>;
  logger?: Logger | undefined;
};

export class LiveIndex<Index extends Appliable<Row>, Row extends { id: number }> {
  #index: Index | null = null;
  #heard = false;
  /** A full load is due (at start, after a deaf spell, or many changes at once); the index is stale until it is done. */
  #fullDue = true;
  #stale = true;
  readonly #queue = new Set<number>();
  #running: Promise<void> | null = null;
  /** A batch of changed rows is being read (the index is behind them until applied). */
  #reading = false;
  #stopped = false;
  #ready: () => void = () => undefined;
  /** Resolves once the index is first current. */
  readonly ready: Promise<void>;
  /** Milliseconds of the last full load (start-up). */
  lastLoadMs: number | null = null;
  /** Changes heard so far (a test that sent a NOTIFY of its own knows when it has arrived). */
  changesHeard = 0;
  readonly #options: LiveIndexOptions<Index, Row>;

  constructor(options: LiveIndexOptions<Index, Row>) {
    this.#options = options;
    this.ready = new Promise((resolve) => (this.#ready = resolve));
  }

  /**
   * The index when it answers for the database: changes heard, every one heard applied (none
   * queued or being read), no full load due. Between a change's NOTIFY and its re-read the SQL
   * answers: an answer of the index from before the change must not be given (nor cached) after it.
   */
  current(): Index | null {
    return this.#heard && !this.#stale && this.#queue.size === 0 && !this.#reading ? this.#index : null;
  }

  /** Rows changed: these ids, or 'all' (too many to name). */
  changed(ids: number[] | 'all'): void {
    this.changesHeard++;
    if (ids === 'all') {
      this.#fullDue = true;
      this.#stale = true;
    } else {
      for (const id of ids) this.#queue.add(id);
    }
    this.#kick();
  }

  /** Changes cannot be heard: the index may fall behind, so it answers nothing until reloaded. */
  deaf(): void {
    this.#heard = false;
    this.#fullDue = true;
    this.#stale = true;
  }

  listening(): void {
    this.#heard = true;
    this.#kick();
  }

  /** Resolves when every change heard so far has been applied. */
  async settled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#running?.catch(() => undefined);
  }

  #kick(): void {
    if (this.#running || this.#stopped || !this.#heard) return;
    let failed = false;
    this.#running = this.#work()
      .catch((error: unknown) => {
        failed = true;
        this.#options.logger?.error({ err: error }, `${this.#options.name}: reading failed; SQL answers until it is loaded again`);
        this.#fullDue = true;
        this.#stale = true;
      })
      .finally(() => {
        this.#running = null;
        if (this.#stopped || !this.#heard || !(this.#queue.size || this.#fullDue)) return;
        // Changes heard while the last batch finished go at once; after a failure, a second later.
        if (failed) setTimeout(() => this.#kick(), 1_000).unref();
        else this.#kick();
      });
  }

  async #work(): Promise<void> {
    while (!this.#stopped && this.#heard && (this.#fullDue || this.#queue.size)) {
      if (this.#fullDue) {
        this.#fullDue = false;
        this.#queue.clear();
        const started = performance.now();
        const index = await this.#options.load();
        const ms = performance.now() - started;
        this.#index = index;
        this.lastLoadMs = ms;
        this.#options.logger?.info({ size: index.size, ms: Math.round(ms), ...this.#options.describe?.(index) }, `${this.#options.name} loaded`);
        if (!this.#fullDue) {
          this.#stale = false;
          this.#ready();
        }
        continue;
      }
      const ids = [...this.#queue];
      this.#queue.clear();
      this.#reading = true;
      try {
        const rows = await this.#options.read(ids);
        const found = new Set(rows.map((row) => row.id));
        this.#index?.apply(rows, ids.filter((id) => !found.has(id)));
      } finally {
        this.#reading = false;
      }
    }
  }
}
