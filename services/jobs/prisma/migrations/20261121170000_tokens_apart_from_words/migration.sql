-- Hand-written (README.md 'Database'): every filter token of job_ad_search.filter_vector now begins
-- with '#', which no word can: the 'simple' parser drops '#'. Before, a list flag could be a word of
-- a title or company name ('Tagumpay Insurance Agency' carried 'insurance', the 3 Major Insurances
-- tab's token), and a keyword's prefix query matched tokens ('p' found every ad by 'p#<province>',
-- 'safe' every verified ad). search-terms.ts `token()` adds the same '#'.
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
SELECT to_tsvector('simple', j.title || ' ' || j.company_name) || array_to_tsvector(ARRAY(SELECT '#' || t FROM unnest(
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
UPDATE job_ad_search s SET filter_vector = job_ad_filter_vector(j) FROM job_ad j WHERE j.id = s.id;

-- The list counts (migration list_counts) by the new tokens, counted again from the rebuilt table.
CREATE OR REPLACE FUNCTION job_ad_list_keys(s job_ad_search) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '*'
  UNION ALL SELECT 'p#' || s.province_id WHERE s.province_id IS NOT NULL
  UNION ALL SELECT 'c#' || s.city_id WHERE s.city_id IS NOT NULL
  UNION ALL SELECT substr(lexeme, 2) FROM unnest(tsvector_to_array(s.filter_vector)) lexeme
    WHERE lexeme IN ('#beginner', '#friend', '#et#011A', '#contract', '#insurance', '#permit', '#safe')
$fn$;
DELETE FROM job_ad_list_count;
INSERT INTO job_ad_list_count (list, ads)
  SELECT k, count(*) FROM job_ad_search s, job_ad_list_keys(s) k GROUP BY k;
