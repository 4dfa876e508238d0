/**
 * An ad's card as job_ad holds it: the columns search-job-ads.ts `CARD_COLUMNS` reads and `cardOf`
 * shows. The search index keeps one beside each ad (live.ts reads it with the ad): a page the index
 * answers needs no read. It follows job_ad as the rest of the index does (every change of job_ad
 * names the ad: NOTIFY job_ad_changed).
 */
export type CardColumns = {
  title: string;
  city_id: string | null;
  salary: number | null;
  salary_code: string;
  working_day_code: string;
  company_name: string;
  working_period_code: string | null;
  working_period_negotiable: boolean;
  working_hour_code: string | null;
  working_hour_negotiable: boolean;
  logo_key: string | null;
  lat: number | null;
  lng: number | null;
  /** Paid styling (shown only until its end: CARD_COLUMNS's CASE, `IndexedCard.payment_services_until`). */
  payment_services: number[] | null;
};

/** The card kept in the index: its paid styling shows until `payment_services_until` (ms), compared with the clock when it is shown. */
export type IndexedCard = CardColumns & { payment_services_until: number | null };

/**
 * A card as the index keeps it: the JSON text of its values in FIELDS' order. One string per ad is
 * one object for the garbage collector to walk, where a card object with its fields is about a
 * dozen: at 800,000 ads those objects made every full collection so long that the answers a second
 * fell from 207 (no cards) to 92, against 356 with the strings (bench/README.md, 'Search index').
 * Without the field names the text is about half as long. A page parses its few cards when shown
 * (cardRow).
 */
export type StoredCard = string & { readonly __storedCard: unique symbol };

const FIELDS = [
  'title',
  'city_id',
  'salary',
  'salary_code',
  'working_day_code',
  'company_name',
  'working_period_code',
  'working_period_negotiable',
  'working_hour_code',
  'working_hour_negotiable',
  'logo_key',
  'lat',
  'lng',
  'payment_services',
  'payment_services_until',
] as const satisfies readonly (keyof IndexedCard)[];

/** Every field of a card is stored: a field added to CardColumns and not to FIELDS fails to compile here. */
const everyField: [Exclude<keyof IndexedCard, (typeof FIELDS)[number]>] extends [never] ? true : never = true;
void everyField;

export const storeCard = (card: IndexedCard): StoredCard => JSON.stringify(FIELDS.map((field) => card[field])) as StoredCard;

/** A stored card's values: a tuple in FIELDS' order, each of its field's type. */
type ValuesOf<F extends readonly (keyof IndexedCard)[]> = { -readonly [K in keyof F]: IndexedCard[F[K] & keyof IndexedCard] };
type StoredValues = ValuesOf<typeof FIELDS>;

/**
 * A stored card as search-job-ads.ts `CARD_COLUMNS` reads it at `nowMs` (paid styling whose end has
 * passed reads as none), with its row's id and count: one object made straight from the values
 * (reading the values into a card object, then a spread into the row, took ~2.7 µs a card; this ~0.5).
 */
export function cardRow(stored: StoredCard, id: number, nowMs: number): CardColumns & { id: number; total: number } {
  // JSON.parse answers `any`: these are the values storeCard wrote, in FIELDS' order.
  const [title, city_id, salary, salary_code, working_day_code, company_name, working_period_code, working_period_negotiable, working_hour_code, working_hour_negotiable, logo_key, lat, lng, payment_services, until] =
    JSON.parse(stored) as StoredValues;
  const paid = until === null || until > nowMs ? payment_services : null;
  return { id, total: 0, title, city_id, salary, salary_code, working_day_code, company_name, working_period_code, working_period_negotiable, working_hour_code, working_hour_negotiable, logo_key, lat, lng, payment_services: paid };
}
