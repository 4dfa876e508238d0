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
