/**
 * The search index of this process, kept current (services/jobs/docs/design.md 'Search index'):
 * built from job_ad_search at start (read through a cursor, in batches), then every NOTIFY
 * job_ad_changed (data/ad-changes.ts: the ids a statement changed, '' for many) re-reads those
 * ads and applies them (@phjobs/search-engine live-index.ts). It is `current()` only while changes
 * are heard and no full reload is due; otherwise the search answers from SQL (data/search-job-ads.ts searchRows).
 */
import { LiveIndex } from '@phjobs/search-engine/live-index';
import { readSnapshot } from '@phjobs/search-engine/snapshot';
import type { Logger } from '@phjobs/service-kit/logger';
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
  const builder = SearchIndex.builder<StoredCard>(options);
  await readSnapshot<Row>(databaseUrl, { name: 'jobs search-index', select: `SELECT ${COLUMNS}`, batch: BATCH, add: (rows) => builder.add(rows.map(adOf)) });
  return { index: builder.finish(), ms: performance.now() - started };
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

/** The ongoing ads' index, kept current (LiveIndex: `current()` is null while SQL must answer). */
export class LiveSearchIndex extends LiveIndex<SearchIndex<StoredCard>, IndexedAd<StoredCard>> {
  constructor({ databaseUrl, readAds, logger }: LiveSearchIndexOptions) {
    super({
      name: 'search index',
      load: async () => (await loadSearchIndex(databaseUrl)).index,
      read: readAds,
      describe: (index) => {
        const memory = index.memory();
        return { bitmapBytes: memory.bitmaps, arrayBytes: memory.arrays };
      },
      logger,
    });
  }
}
