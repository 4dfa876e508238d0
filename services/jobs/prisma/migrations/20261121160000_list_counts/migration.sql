-- Hand-written (README.md 'Database', 'Performance'): how many ongoing ads each list without a
-- filter holds, kept by statement triggers on job_ad_search, so that the first page of All jobs,
-- Entry level, Regular, With friend, each Verified tab and a home region section reads its count
-- instead of counting up to every ongoing ad (search-job-ads.ts; list-kinds.ts `counted`).
-- Keys: '*' (every ongoing ad), the list flags' tokens of filter_vector (beginner friend et#011A
-- contract insurance permit safe), 'p#<province>' and 'c#<city>'.
CREATE TABLE "job_ad_list_count" (
    "list" TEXT NOT NULL,
    "ads" INTEGER NOT NULL,
    CONSTRAINT "job_ad_list_count_pkey" PRIMARY KEY ("list")
);

-- The keys one row of job_ad_search counts in.
CREATE FUNCTION job_ad_list_keys(s job_ad_search) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '*'
  UNION ALL SELECT 'p#' || s.province_id WHERE s.province_id IS NOT NULL
  UNION ALL SELECT 'c#' || s.city_id WHERE s.city_id IS NOT NULL
  UNION ALL SELECT lexeme FROM unnest(tsvector_to_array(s.filter_vector)) lexeme
    WHERE lexeme IN ('beginner', 'friend', 'et#011A', 'contract', 'insurance', 'permit', 'safe')
$fn$;

-- One pass per statement: the rows a statement wrote count +1 under their keys, the rows it removed
-- or rewrote -1. Keys are written in order, so that concurrent writers cannot deadlock.
CREATE FUNCTION job_ad_list_count_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_ad_list_count AS c (list, ads)
      SELECT k, count(*) FROM added a, job_ad_list_keys(a) k GROUP BY k ORDER BY k
    ON CONFLICT (list) DO UPDATE SET ads = c.ads + EXCLUDED.ads;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_ad_list_count AS c (list, ads)
      SELECT k, -count(*) FROM removed r, job_ad_list_keys(r) k GROUP BY k ORDER BY k
    ON CONFLICT (list) DO UPDATE SET ads = c.ads + EXCLUDED.ads;
  ELSE
    INSERT INTO job_ad_list_count AS c (list, ads)
      SELECT k, sum(n) FROM (
        SELECT k, 1 AS n FROM added a, job_ad_list_keys(a) k
        UNION ALL SELECT k, -1 FROM removed r, job_ad_list_keys(r) k
      ) d GROUP BY k HAVING sum(n) <> 0 ORDER BY k
    ON CONFLICT (list) DO UPDATE SET ads = c.ads + EXCLUDED.ads;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER job_ad_list_count_insert AFTER INSERT ON job_ad_search REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_ad_list_count_sync();
CREATE TRIGGER job_ad_list_count_delete AFTER DELETE ON job_ad_search REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_ad_list_count_sync();
CREATE TRIGGER job_ad_list_count_update AFTER UPDATE ON job_ad_search REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_ad_list_count_sync();
CREATE FUNCTION job_ad_list_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM job_ad_list_count;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER job_ad_list_count_truncate AFTER TRUNCATE ON job_ad_search FOR EACH STATEMENT EXECUTE FUNCTION job_ad_list_count_truncated();

INSERT INTO job_ad_list_count (list, ads)
  SELECT k, count(*) FROM job_ad_search s, job_ad_list_keys(s) k GROUP BY k;
