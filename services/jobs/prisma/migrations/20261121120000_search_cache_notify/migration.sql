-- The list answers are cached for a short while in each jobs process (README.md, 'Result cache').
-- Every statement that changes job_ad rows tells every process at commit: NOTIFY job_ad_changed
-- (one per statement, however many rows; none when it changed nothing, like the minutely closing
-- of expired ads on most minutes). src/ad-changes.ts listens.
CREATE FUNCTION job_ad_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    PERFORM pg_notify('job_ad_changed', '');
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER job_ad_notify_insert AFTER INSERT ON job_ad REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_ad_notify_changed();
CREATE TRIGGER job_ad_notify_update AFTER UPDATE ON job_ad REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_ad_notify_changed();
CREATE TRIGGER job_ad_notify_delete AFTER DELETE ON job_ad REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_ad_notify_changed();

CREATE FUNCTION job_ad_notify_truncated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('job_ad_changed', '');
  RETURN NULL;
END
$fn$;
CREATE TRIGGER job_ad_notify_truncate AFTER TRUNCATE ON job_ad FOR EACH STATEMENT EXECUTE FUNCTION job_ad_notify_truncated();
