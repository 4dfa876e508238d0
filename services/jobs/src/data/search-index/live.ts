/**
 * The search index of this process, kept current (services/jobs/docs/design.md 'Search index'):
 * built from job_ad_search at start (read through a cursor, in batches), then every NOTIFY
 * job_ad_changed (data/ad-changes.ts: the ids a statement changed, '' for many) re-reads those
 * ads and applies them. It is `current()` only while changes are heard and no full reload is due;
 * otherwise the search answers from SQL (data/search-job-ads.ts searchRows).
 */
import type { Logger } from '@phjobs/service-kit/logger';
import pg from 'pg';
import { storeCard, type IndexedCard, type StoredCard } from './card.ts';
import { SearchIndex, type IndexedAd, type SearchIndexOptions } from './search-index.ts';

const COLUMNS = `s.id::float8 AS id, (extract(epoch FROM s.created_at) * 1000)::float8 AS created, s.salary::float8 AS salary, s.lat, s.lng,
  j.working_hour_from AS hour_from, j.working_hour_to AS hour_to, s.filter_vector::text AS vector,
  j.title, j.city_id, j.salary::float8 AS card_salary, j.salary_code, j.working_day_code, j.company_name, j.working_period_code,
  j.working_period_negotiable, j.working_hour_code, j.working_hour_negotiable, j.logo_key, j.lat::float8 AS card_lat, j.lng::float8 AS card_lng,
  j.payment_services::int[] AS payment_services, (extract(epoch FROM j.payment_services_until) * 1000)::float8 AS payment_services_until
  FROM job_ad_search s JOIN job_ad j ON j.id = s.id`;

type Row = Omit<IndexedCard, 'salary' | 'lat' | 'lng'> & {
  id: number;
  created: number;
  salary: number | null;
  lat: number | null;
  lng: number | null;
  hour_from: string | null;
  hour_to: string | null;
  vector: string;
  card_salary: number | null;
  card_lat: number | null;
  card_lng: number | null;
};

const adOf = (row: Row): IndexedAd<StoredCard> => ({
  id: row.id,
  createdMs: row.created,
  salary: row.salary,
  lat: row.lat,
  lng: row.lng,
  hourFrom: row.hour_from,
  hourTo: row.hour_to,
  vector: row.vector,
  // the card kept beside the ad, as its JSON text (card.ts): a page of the index needs no read
  card: storeCard({
    title: row.title,
    city_id: row.city_id,
    salary: row.card_salary,
    salary_code: row.salary_code,
    working_day_code: row.working_day_code,
    company_name: row.company_name,
    working_period_code: row.working_period_code,
    working_period_negotiable: row.working_period_negotiable,
    working_hour_code: row.working_hour_code,
    working_hour_negotiable: row.working_hour_negotiable,
    logo_key: row.logo_key,
    lat: row.card_lat,
    lng: row.card_lng,
    payment_services: row.payment_services,
    payment_services_until: row.payment_services_until,
  }),
});

const BATCH = 20_000;

/** Every ongoing ad, read in batches through a cursor (one snapshot). */
export async function loadSearchIndex(databaseUrl: string, options: SearchIndexOptions = {}): Promise<{ index: SearchIndex<StoredCard>; ms: number }> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'jobs search-index' });
  await client.connect();
  try {
    const builder = SearchIndex.builder<StoredCard>(options);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`DECLARE ads NO SCROLL CURSOR FOR SELECT ${COLUMNS}`);
    // The next batch is asked for before this one is indexed: PostgreSQL reads while Node indexes.
    let next = client.query<Row>(`FETCH ${BATCH} FROM ads`);
    for (;;) {
      const { rows } = await next;
      if (rows.length === BATCH) next = client.query<Row>(`FETCH ${BATCH} FROM ads`);
      builder.add(rows.map(adOf));
      if (rows.length < BATCH) break;
    }
    await client.query('COMMIT');
    return { index: builder.finish(), ms: performance.now() - started };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type ReadAds = (ids: number[]) => Promise<IndexedAd<StoredCard>[]>;

/** The ads of these ids that are ongoing now, through a query function (the service's pool). */
export const readAdsWith =
  (query: <T>(text: string, ...values: unknown[]) => Promise<T>): ReadAds =>
  async (ids) =>
    (await query<Row[]>(`SELECT ${COLUMNS} WHERE s.id = ANY($1::bigint[])`, ids)).map(adOf);

export type LiveSearchIndexOptions = {
  databaseUrl: string;
  readAds: ReadAds;
  logger?: Logger | undefined;
};

export class LiveSearchIndex {
  #index: SearchIndex<StoredCard> | null = null;
  #heard = false;
  /** A full load is due (at start, after a deaf spell, or many changes at once); the index is stale until it is done. */
  #fullDue = true;
  #stale = true;
  readonly #queue = new Set<number>();
  #running: Promise<void> | null = null;
  /** A batch of changed ads is being read (the index is behind them until applied). */
  #reading = false;
  #stopped = false;
  #ready: () => void = () => undefined;
  /** Resolves once the index is first current. */
  readonly ready: Promise<void>;
  /** Milliseconds of the last full load (start-up). */
  lastLoadMs: number | null = null;
  readonly #options: LiveSearchIndexOptions;

  constructor(options: LiveSearchIndexOptions) {
    this.#options = options;
    this.ready = new Promise((resolve) => (this.#ready = resolve));
  }

  /**
   * The index when it answers for the database: changes heard, every one heard applied (none
   * queued or being read), no full load due. Between a change's NOTIFY and its re-read the SQL
   * answers: the lists' answer cache is emptied by that NOTIFY, and an answer of the index from
   * before the change (the ad and its card as they were) must not fill it again.
   */
  current(): SearchIndex<StoredCard> | null {
    return this.#heard && !this.#stale && this.#queue.size === 0 && !this.#reading ? this.#index : null;
  }

  /** Ads changed: these ids, or 'all' (too many to name). */
  changed(ids: number[] | 'all'): void {
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
        this.#options.logger?.error({ err: error }, 'search index: reading ads failed; SQL answers until it is loaded again');
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
        const { index, ms } = await loadSearchIndex(this.#options.databaseUrl);
        this.#index = index;
        this.lastLoadMs = ms;
        const memory = index.memory();
        this.#options.logger?.info({ ads: index.size, ms: Math.round(ms), bitmapBytes: memory.bitmaps, arrayBytes: memory.arrays }, 'search index loaded');
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
        const ads = await this.#options.readAds(ids);
        const found = new Set(ads.map((ad) => ad.id));
        this.#index?.apply(ads, ids.filter((id) => !found.has(id)));
      } finally {
        this.#reading = false;
      }
    }
  }
}
