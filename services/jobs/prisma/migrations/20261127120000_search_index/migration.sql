-- By hand (services/jobs/docs/design.md 'Search index', 'Keywords'): the keyword search reads the
-- description too and ranks its matches; the in-memory search index of each jobs process
-- (src/search-index/) follows every change of an ad.
-- 1. filter_vector: the words of the title (weight A), the company name (B) and the description (C),
--    so that a query can ask for a word in the title or company name alone ('cook':*AB) and rank
--    title matches before description matches. The '#' tokens are as in tokens_apart_from_words.
CREATE OR REPLACE FUNCTION job_ad_filter_vector(j job_ad) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
WITH bounds AS (
  SELECT CASE j.salary_code
       WHEN '010A' THEN ARRAY[35.3, 62.5, 72.1, 96.2, 145, 192.4, 385]
       WHEN '010B' THEN ARRAY[500, 600, 800, 1000, 2000, 4000]
       WHEN '010C' THEN ARRAY[2500, 3000, 4000, 5000, 10000, 15000]
       WHEN '010D' THEN ARRAY[13000, 15000, 20000, 30000, 40000, 80000]
       WHEN '010E' THEN ARRAY[50, 100, 150, 200, 500, 1000, 5000]
       ELSE ARRAY[]::numeric[] END AS b
)
SELECT setweight(to_tsvector('simple', j.title), 'A') || setweight(to_tsvector('simple', j.company_name), 'B')
  || setweight(to_tsvector('simple', j.job_description), 'C') || array_to_tsvector(ARRAY(SELECT '#' || t FROM unnest(
  array_remove(ARRAY[
    'p#' || j.province_id, 'c#' || j.city_id, 'u#' || j.salary_code,
    'wp#' || j.working_period_code, 'wd#' || j.working_day_code, 'wh#' || j.working_hour_code,
    CASE WHEN j.working_period_negotiable THEN 'wpn' END,
    CASE WHEN j.working_day_negotiable THEN 'wdn' END,
    CASE WHEN j.working_hour_negotiable THEN 'whn' END,
    CASE WHEN j.languages && ARRAY['korean', 'all']::text[] THEN 'multi' END,
    CASE WHEN j.is_beginner_possible THEN 'beginner' END,
    CASE WHEN j.is_with_friend THEN 'friend' END,
    CASE WHEN j.is_employment_contract THEN 'contract' END,
    CASE WHEN j.is_three_major THEN 'insurance' END,
    CASE WHEN j.is_permit THEN 'permit' END,
    CASE WHEN j.is_employment_contract OR j.is_three_major OR j.is_permit THEN 'safe' END,
    CASE WHEN j.salary IS NOT NULL AND cardinality(bounds.b) > 0
      THEN 'r#' || j.salary_code || '#' || coalesce((SELECT max(x)::text FROM unnest(bounds.b) x WHERE j.salary >= x), 'below') END
  ], NULL)
  || ARRAY(SELECT 'u#' || j.salary_code || '#' || x FROM unnest(bounds.b) x WHERE j.salary >= x)
  || ARRAY(SELECT 'e#' || l FROM unnest(ARRAY['004A', '004B', '004C', '004D', '004E', '004F', '004G']) l WHERE l >= j.education_code)
  || ARRAY(SELECT 'sp#' || x FROM unnest(j.specialization_ids) x)
  || ARRAY(SELECT 'wf#' || x FROM unnest(j.welfare_ids) x)
  || ARRAY(SELECT 'pf#' || x FROM unnest(j.preference_ids) x)
  || ARRAY(SELECT 'et#' || x FROM unnest(j.employee_types) x)
  || ARRAY(SELECT 'lang#' || x FROM unnest(j.languages) x)
  || ARRAY(SELECT 'wt#' || x FROM unnest(j.work_types) x)
  || ARRAY(SELECT 'd#' || x FROM unnest(j.work_days) x)
) t)) FROM bounds
$fn$;

-- 2. words: the words of title and company name (the lexemes of weight A or B), space-separated with a
--    space at each end, under a trigram index: the keyword's fallback, when no word begins with the
--    keyword's words, finds them inside words ('ista' in 'barista'), as the search index does over
--    its vocabulary.
CREATE FUNCTION job_ad_search_words(fv tsvector) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT ' ' || coalesce(string_agg(lexeme, ' ' ORDER BY lexeme), '') || ' ' FROM unnest(fv) WHERE weights && ARRAY['A', 'B']
$fn$;
ALTER TABLE "job_ad_search" ADD COLUMN "words" TEXT NOT NULL DEFAULT '';
CREATE OR REPLACE FUNCTION job_ad_search_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM job_ad_search s USING changed c WHERE s.id = c.id AND c.status_code <> '012C';
  INSERT INTO job_ad_search (id, created_at, salary, lat, lng, province_id, city_id, filter_vector, words)
    SELECT v.id, v.created_at, v.salary, v.lat, v.lng, v.province_id, v.city_id, v.fv, job_ad_search_words(v.fv)
    FROM (SELECT c.*, job_ad_filter_vector(c) AS fv FROM changed c WHERE c.status_code = '012C') v
  ON CONFLICT (id) DO UPDATE SET created_at = EXCLUDED.created_at, salary = EXCLUDED.salary, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
    province_id = EXCLUDED.province_id, city_id = EXCLUDED.city_id, filter_vector = EXCLUDED.filter_vector, words = EXCLUDED.words;
  RETURN NULL;
END
$fn$;
UPDATE job_ad_search s SET filter_vector = job_ad_filter_vector(j) FROM job_ad j WHERE j.id = s.id;
UPDATE job_ad_search SET words = job_ad_search_words(filter_vector);
CREATE INDEX "job_ad_search_words_idx" ON "job_ad_search" USING GIN ("words" gin_trgm_ops);

-- 3. NOTIFY job_ad_changed names the ads a statement changed (ids, comma-separated), so that the
--    search index reloads those alone; '' (more than 500 ads, or a TRUNCATE) means "reload all".
CREATE OR REPLACE FUNCTION job_ad_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids text;
BEGIN
  SELECT CASE WHEN count(*) <= 500 THEN string_agg(id::text, ',') ELSE '' END INTO ids FROM changed;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('job_ad_changed', ids);
  END IF;
  RETURN NULL;
END
$fn$;

-- 4. The keyword no longer reads job_ad.title by ILIKE (the fallback reads job_ad_search.words): its
--    trigram index goes. The company name's stays (My applications filters by it).
DROP INDEX "job_ad_title_trgm_idx";
