/** The migrations build what schema.prisma describes, plus exactly the hand-written search objects. */
import { readFileSync } from 'node:fs';
import { compareMigrationsWithSchema } from '@phjobs/test-utils/database';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/start.ts';

const SCHEMA = readFileSync(new URL('../prisma/schema.prisma', import.meta.url), 'utf8');

/** services/jobs/docs/design.md 'Database': what Prisma's schema cannot express, appended to migrations by hand (the search table: test/search-table.integration.test.ts). */
const HAND_WRITTEN = [
  'column job_ad.work_days ARRAY null=YES default=',
  'column job_ad_list_count.ads integer null=NO default=',
  'column job_ad_list_count.list text null=NO default=',
  'column job_ad_search.city_id text null=YES default=',
  'column job_ad_search.created_at timestamp with time zone null=NO default=',
  'column job_ad_search.filter_vector tsvector null=NO default=',
  'column job_ad_search.id bigint null=NO default=',
  'column job_ad_search.lat double precision null=YES default=',
  'column job_ad_search.lng double precision null=YES default=',
  'column job_ad_search.province_id text null=YES default=',
  'column job_ad_search.salary numeric null=YES default=',
  "column job_ad_search.words text null=NO default=''::text",
  'constraint job_ad_list_count_pkey PRIMARY KEY (list)',
  'constraint job_ad_search_id_fkey FOREIGN KEY (id) REFERENCES job_ad(id) ON DELETE CASCADE',
  'constraint job_ad_search_pkey PRIMARY KEY (id)',
  'index CREATE INDEX application_live_company_idx ON public.application USING btree (company_id, how_to_apply_code) INCLUDE (read_at) WHERE (cancelled_at IS NULL)',
  'index CREATE INDEX application_live_job_idx ON public.application USING btree (job_id) INCLUDE (status_code, read_at) WHERE (cancelled_at IS NULL)',
  'index CREATE INDEX job_ad_company_name_trgm_idx ON public.job_ad USING gin (company_name gin_trgm_ops)',
  'index CREATE INDEX job_ad_company_status_updated_idx ON public.job_ad USING btree (company_id, status_code, updated_at DESC, id DESC) WHERE (deleted_at IS NULL)',
  "index CREATE INDEX job_ad_ongoing_beginner_idx ON public.job_ad USING btree (created_at DESC, id DESC) WHERE (((status_code)::text = '012C'::text) AND is_beginner_possible)",
  "index CREATE INDEX job_ad_ongoing_contract_idx ON public.job_ad USING btree (created_at DESC, id DESC) WHERE (((status_code)::text = '012C'::text) AND is_employment_contract)",
  "index CREATE INDEX job_ad_ongoing_created_at_id_idx ON public.job_ad USING btree (created_at DESC, id DESC) WHERE ((status_code)::text = '012C'::text)",
  "index CREATE INDEX job_ad_ongoing_deadline_idx ON public.job_ad USING btree (deadline_date) WHERE (((status_code)::text = '012C'::text) AND (deadline_date IS NOT NULL))",
  "index CREATE INDEX job_ad_ongoing_insurance_idx ON public.job_ad USING btree (created_at DESC, id DESC) WHERE (((status_code)::text = '012C'::text) AND is_three_major)",
  "index CREATE INDEX job_ad_ongoing_permit_idx ON public.job_ad USING btree (created_at DESC, id DESC) WHERE (((status_code)::text = '012C'::text) AND is_permit)",
  "index CREATE INDEX job_ad_ongoing_registered_idx ON public.job_ad USING btree (registered_at) WHERE ((status_code)::text = '012C'::text)",
  "index CREATE INDEX job_ad_ongoing_regular_idx ON public.job_ad USING btree (created_at DESC, id DESC) WHERE (((status_code)::text = '012C'::text) AND (employee_types @> '{011A}'::text[]))",
  "index CREATE INDEX job_ad_ongoing_safe_idx ON public.job_ad USING btree (created_at DESC, id DESC) WHERE (((status_code)::text = '012C'::text) AND (is_employment_contract OR is_three_major OR is_permit))",
  "index CREATE INDEX job_ad_ongoing_salary_id_idx ON public.job_ad USING btree (salary DESC NULLS LAST, id DESC) WHERE ((status_code)::text = '012C'::text)",
  "index CREATE INDEX job_ad_ongoing_with_friend_idx ON public.job_ad USING btree (created_at DESC, id DESC) WHERE (((status_code)::text = '012C'::text) AND is_with_friend)",
  "index CREATE INDEX job_ad_review_due_idx ON public.job_ad USING btree (review_due_at) WHERE (((status_code)::text = '012A'::text) AND (review_due_at IS NOT NULL))",
  'index CREATE INDEX job_ad_search_city_idx ON public.job_ad_search USING btree (city_id, created_at DESC, id DESC)',
  'index CREATE INDEX job_ad_search_created_at_idx ON public.job_ad_search USING btree (created_at DESC, id DESC)',
  'index CREATE INDEX job_ad_search_filter_vector_idx ON public.job_ad_search USING gin (filter_vector)',
  'index CREATE INDEX job_ad_search_lat_lng_idx ON public.job_ad_search USING btree (lat, lng) INCLUDE (id, created_at, salary)',
  'index CREATE INDEX job_ad_search_province_idx ON public.job_ad_search USING btree (province_id, created_at DESC, id DESC)',
  'index CREATE INDEX job_ad_search_words_idx ON public.job_ad_search USING gin (words gin_trgm_ops)',
  'index CREATE UNIQUE INDEX application_live_job_id_user_id_key ON public.application USING btree (job_id, user_id) WHERE (cancelled_at IS NULL)',
  'index CREATE UNIQUE INDEX job_ad_list_count_pkey ON public.job_ad_list_count USING btree (list)',
  'index CREATE UNIQUE INDEX job_ad_search_pkey ON public.job_ad_search USING btree (id)',
];

describe('migrations', () => {
  it('build every table, column and index of schema.prisma, plus only the hand-written search objects', async () => {
    const { missing, extra } = await compareMigrationsWithSchema(MIGRATIONS_DIR, SCHEMA);
    expect(missing).toEqual([]);
    expect(extra).toEqual(HAND_WRITTEN);
  });
});
