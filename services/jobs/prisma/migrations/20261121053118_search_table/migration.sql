-- DropIndex
DROP INDEX "job_ad_education_code_idx";

-- DropIndex
DROP INDEX "job_ad_salary_code_salary_idx";

-- DropIndex
DROP INDEX "job_ad_working_day_code_idx";

-- DropIndex
DROP INDEX "job_ad_working_period_code_idx";

-- DropIndex
DROP INDEX "job_ad_working_hour_code_idx";

-- DropIndex
DROP INDEX "job_ad_province_id_idx";

-- DropIndex
DROP INDEX "job_ad_city_id_idx";

-- DropIndex
DROP INDEX "job_ad_specialization_ids_idx";

-- DropIndex
DROP INDEX "job_ad_welfare_ids_idx";

-- DropIndex
DROP INDEX "job_ad_preference_ids_idx";

-- DropIndex
DROP INDEX "job_ad_employee_types_idx";

-- DropIndex
DROP INDEX "job_ad_languages_idx";

-- DropIndex
DROP INDEX "job_ad_work_types_idx";

-- ---------------------------------------------------------------------------------------------
-- By hand: the search table (README.md, 'Database' and 'Performance').
-- ---------------------------------------------------------------------------------------------

-- Every searchable fact of an ad as one tsvector: the words of title and company name (as the
-- keyword search matches them) and one token per filter value, so that any combination of Detail
-- search filters is a single tsquery answered by a single GIN index scan. Tokens carry '#', which
-- the text parser never puts inside a word, so they cannot collide with words of a title:
--   p#<province> c#<city>                 region (PSGC ids)
--   u#<unit>  u#<unit>#<b>                salary unit, and every range boundary b the salary reaches
--                                         (boundaries of SALARY_RANGES in packages/contracts codes.ts;
--                                         test/search-table.integration.test.ts keeps them equal)
--   e#<level>                             every education level at or above the ad's (004A..004G)
--   sp# wf# pf# et# lang# wt# d#          specializations, welfare, preferences, employee types,
--                                         languages, work types, weekdays worked
--   wp# wd# wh#  wpn wdn whn              period, working-day and working-hour codes; negotiable flags
--   multi beginner friend contract insurance permit safe   list flags (safe: any of the three badges)
CREATE FUNCTION job_ad_filter_vector(j job_ad) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
SELECT to_tsvector('simple', j.title || ' ' || j.company_name) || array_to_tsvector(
  array_remove(ARRAY[
    'p#' || j.province_id, 'c#' || j.city_id, 'u#' || j.salary_code,
    'wp#' || j.working_period_code, 'wd#' || j.working_day_code, 'wh#' || j.working_hour_code,
    CASE WHEN j.working_period_negotiable THEN 'wpn' END,
    CASE WHEN j.working_day_negotiable THEN 'wdn' END,
    CASE WHEN j.working_hour_negotiable THEN 'whn' END,
    CASE WHEN cardinality(j.languages) > 0 THEN 'multi' END,
    CASE WHEN j.is_beginner_possible THEN 'beginner' END,
    CASE WHEN j.is_with_friend THEN 'friend' END,
    CASE WHEN j.is_employment_contract THEN 'contract' END,
    CASE WHEN j.is_three_major THEN 'insurance' END,
    CASE WHEN j.is_permit THEN 'permit' END,
    CASE WHEN j.is_employment_contract OR j.is_three_major OR j.is_permit THEN 'safe' END
  ], NULL)
  || ARRAY(SELECT 'u#' || j.salary_code || '#' || b FROM unnest(CASE j.salary_code
       WHEN '010A' THEN ARRAY[35.3, 62.5, 72.1, 96.2, 145, 192.4, 385]
       WHEN '010B' THEN ARRAY[500, 600, 800, 1000, 2000, 4000]
       WHEN '010C' THEN ARRAY[2500, 3000, 4000, 5000, 10000, 15000]
       WHEN '010D' THEN ARRAY[13000, 15000, 20000, 30000, 40000, 80000]
       WHEN '010E' THEN ARRAY[50, 100, 150, 200, 500, 1000, 5000]
       ELSE ARRAY[]::numeric[] END) b WHERE j.salary >= b)
  || ARRAY(SELECT 'e#' || l FROM unnest(ARRAY['004A', '004B', '004C', '004D', '004E', '004F', '004G']) l WHERE l >= j.education_code)
  || ARRAY(SELECT 'sp#' || x FROM unnest(j.specialization_ids) x)
  || ARRAY(SELECT 'wf#' || x FROM unnest(j.welfare_ids) x)
  || ARRAY(SELECT 'pf#' || x FROM unnest(j.preference_ids) x)
  || ARRAY(SELECT 'et#' || x FROM unnest(j.employee_types) x)
  || ARRAY(SELECT 'lang#' || x FROM unnest(j.languages) x)
  || ARRAY(SELECT 'wt#' || x FROM unnest(j.work_types) x)
  || ARRAY(SELECT 'd#' || x FROM unnest(j.work_days) x)
)
$fn$;

-- Ongoing (012C) ads only: the sort keys and the filter vector, ~500 bytes a row, so that a search
-- touches a small, hot table and not the wide job_ad rows (~1.7 KB). The page of cards is then
-- read from job_ad by id.
CREATE TABLE "job_ad_search" (
    "id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "salary" DECIMAL(12,2),
    "filter_vector" TSVECTOR NOT NULL,

    CONSTRAINT "job_ad_search_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "job_ad_search_id_fkey" FOREIGN KEY ("id") REFERENCES "job_ad"("id") ON DELETE CASCADE
);
CREATE INDEX "job_ad_search_filter_vector_idx" ON "job_ad_search" USING GIN ("filter_vector");

-- Kept by statement triggers (one pass per INSERT or UPDATE statement, however many rows): an
-- ongoing ad is (re)written, any other status removed; a deleted ad goes by the foreign key.
CREATE FUNCTION job_ad_search_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM job_ad_search s USING changed c WHERE s.id = c.id AND c.status_code <> '012C';
  INSERT INTO job_ad_search (id, created_at, salary, filter_vector)
    SELECT c.id, c.created_at, c.salary, job_ad_filter_vector(c) FROM changed c WHERE c.status_code = '012C'
  ON CONFLICT (id) DO UPDATE SET created_at = EXCLUDED.created_at, salary = EXCLUDED.salary, filter_vector = EXCLUDED.filter_vector;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER job_ad_search_insert AFTER INSERT ON job_ad REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_ad_search_sync();
CREATE TRIGGER job_ad_search_update AFTER UPDATE ON job_ad REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_ad_search_sync();

INSERT INTO job_ad_search (id, created_at, salary, filter_vector)
  SELECT j.id, j.created_at, j.salary, job_ad_filter_vector(j) FROM job_ad j WHERE j.status_code = '012C';

-- The keyword search reads the words from job_ad_search now; only-these-days is checked on the
-- rows the tokens found, which needs no index of its own.
ALTER TABLE "job_ad" DROP COLUMN "search_vector";
DROP INDEX "job_ad_work_days_idx";
