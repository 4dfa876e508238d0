-- Each jobs process keeps its members' scrapped ad ids for isScrapped on cached list answers
-- (README.md, 'Result cache'). Every statement that changes ad_scrap rows tells every process at
-- commit whose scraps changed: NOTIFY ad_scrap_changed with their ids, comma-separated, or '*' when
-- more than 100 members are concerned (an ad deleted with its scraps). src/ad-changes.ts listens.
CREATE FUNCTION ad_scrap_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  members int;
  ids text;
BEGIN
  SELECT count(DISTINCT user_id), string_agg(DISTINCT user_id::text, ',') INTO members, ids FROM changed;
  IF members > 0 THEN
    PERFORM pg_notify('ad_scrap_changed', CASE WHEN members <= 100 THEN ids ELSE '*' END);
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER ad_scrap_notify_insert AFTER INSERT ON ad_scrap REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ad_scrap_notify_changed();
CREATE TRIGGER ad_scrap_notify_delete AFTER DELETE ON ad_scrap REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ad_scrap_notify_changed();
CREATE TRIGGER ad_scrap_notify_update AFTER UPDATE ON ad_scrap REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ad_scrap_notify_changed();

CREATE FUNCTION ad_scrap_notify_truncated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('ad_scrap_changed', '*');
  RETURN NULL;
END
$fn$;
CREATE TRIGGER ad_scrap_notify_truncate AFTER TRUNCATE ON ad_scrap FOR EACH STATEMENT EXECUTE FUNCTION ad_scrap_notify_truncated();
