-- The talent search's in-memory index (README.md 'Talent search', src/data/talent-index/) follows
-- every committed change of resume: each statement that changes resumes sends NOTIFY
-- resume_changed with their ids (comma-separated) at commit, '' when more than 500 (or a TRUNCATE)
-- means "reload all". A view counted (view_count) is a change too: the 'View Count' order moves.
CREATE FUNCTION resume_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids text;
BEGIN
  SELECT CASE WHEN count(*) <= 500 THEN string_agg(id::text, ',') ELSE '' END INTO ids FROM changed;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('resume_changed', ids);
  END IF;
  RETURN NULL;
END
$fn$;

CREATE FUNCTION resume_notify_truncated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('resume_changed', '');
  RETURN NULL;
END
$fn$;

CREATE TRIGGER resume_notify_insert AFTER INSERT ON resume REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION resume_notify_changed();
CREATE TRIGGER resume_notify_update AFTER UPDATE ON resume REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION resume_notify_changed();
CREATE TRIGGER resume_notify_delete AFTER DELETE ON resume REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION resume_notify_changed();
CREATE TRIGGER resume_notify_truncate AFTER TRUNCATE ON resume FOR EACH STATEMENT EXECUTE FUNCTION resume_notify_truncated();
