-- DropIndex
DROP INDEX "resume_status_code_updated_at_idx";

-- AlterTable
ALTER TABLE "resume" ADD COLUMN     "search_terms" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "working_hour_from" VARCHAR(5),
ADD COLUMN     "working_hour_to" VARCHAR(5);

-- CreateIndex
CREATE INDEX "resume_status_code_updated_at_id_idx" ON "resume"("status_code", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "resume_status_code_view_count_id_idx" ON "resume"("status_code", "view_count" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "resume_search_terms_idx" ON "resume" USING GIN ("search_terms");

-- CreateIndex
CREATE INDEX "resume_birth_date_idx" ON "resume"("birth_date");

-- CreateIndex
CREATE INDEX "resume_total_career_months_idx" ON "resume"("total_career_months");

-- CreateIndex
CREATE INDEX "resume_salary_type_salary_more_than_idx" ON "resume"("salary_type", "salary_more_than");

-- CreateIndex
CREATE INDEX "resume_working_hour_from_working_hour_to_idx" ON "resume"("working_hour_from", "working_hour_to");

-- Talent search (README.md 'Talent search'): the trigger below keeps search_terms, search_text and
-- the working-hour range in step with the resume on every insert and update, whoever writes it
-- (the service, the seed, the bench loader). contracts talent.ts ZTalentSearchFilterObject says
-- how the filter reads them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION resume_search_terms() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  wc jsonb := coalesce(NEW.working_conditions, '{}'::jsonb);
  terms text[] := ARRAY[]::text[];
  region jsonb;
  item jsonb;
  code text;
  day_code text;
  days text[];
BEGIN
  -- specializations and their parents (a parent id picks its children)
  SELECT coalesce(array_agg(DISTINCT t), ARRAY[]::text[]) INTO terms
    FROM (SELECT 'sp:' || s AS t FROM unnest(NEW.specialization_ids) s
          UNION SELECT 'sp:' || left(s, 4) FROM unnest(NEW.specialization_ids) s) x;
  -- regions: the province always; the city, or 'rgp:' when the whole province was chosen
  FOR region IN SELECT * FROM jsonb_array_elements(CASE WHEN jsonb_typeof(wc->'region') = 'array' THEN wc->'region' ELSE '[]'::jsonb END) LOOP
    IF region->>'province' IS NOT NULL THEN terms := terms || ('rg:' || (region->>'province')); END IF;
    IF coalesce(region->>'city', '') = '' THEN
      IF region->>'province' IS NOT NULL THEN terms := terms || ('rgp:' || (region->>'province')); END IF;
    ELSE
      terms := terms || ('rg:' || (region->>'city'));
    END IF;
  END LOOP;
  terms := terms || ARRAY(SELECT 'et:' || e FROM unnest(NEW.employee_types) e);
  -- every education level up to the resume's (004A 'Irrelevant' reaches none)
  terms := terms || ARRAY(SELECT 'ed:' || l FROM unnest(ARRAY['004B', '004C', '004D', '004E', '004F', '004G']) l WHERE l <= NEW.education AND NEW.education <> '004A');
  IF jsonb_typeof(wc->'workPeriod') = 'object' THEN
    IF wc->'workPeriod'->>'workPeriod' IS NOT NULL THEN terms := terms || ('wp:' || (wc->'workPeriod'->>'workPeriod')); END IF;
    IF (wc->'workPeriod'->>'isNegotiable')::boolean IS TRUE THEN terms := terms || 'wp:neg'::text; END IF;
  END IF;
  IF jsonb_typeof(wc->'workingDay') = 'object' THEN
    code := wc->'workingDay'->>'workingDay';
    IF code IS NOT NULL THEN terms := terms || ('wd:' || code); END IF;
    IF (wc->'workingDay'->>'isNegotiable')::boolean IS TRUE THEN terms := terms || 'wd:neg'::text; END IF;
    days := CASE code
      WHEN '007B' THEN ARRAY['MON', 'TUE', 'WED', 'THU', 'FRI']
      WHEN '007F' THEN ARRAY['MON', 'TUE', 'WED', 'THU', 'FRI']
      WHEN '007C' THEN ARRAY['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']
      WHEN '007D' THEN ARRAY['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']
      WHEN '007E' THEN ARRAY['SAT', 'SUN']
      WHEN '007G' THEN ARRAY(SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(wc->'workingDay'->'selectedDay') = 'array' THEN wc->'workingDay'->'selectedDay' ELSE '[]'::jsonb END))
      ELSE ARRAY[]::text[] END;
    FOREACH day_code IN ARRAY days LOOP terms := terms || ('day:' || day_code); END LOOP;
  END IF;
  NEW.working_hour_from := NULL;
  NEW.working_hour_to := NULL;
  IF jsonb_typeof(wc->'workingHour') = 'object' THEN
    IF (wc->'workingHour'->>'isListSelect')::boolean IS TRUE THEN
      IF wc->'workingHour'->>'workingHour' IS NOT NULL THEN terms := terms || ('wh:' || (wc->'workingHour'->>'workingHour')); END IF;
    ELSE
      NEW.working_hour_from := wc->'workingHour'->>'workingHourFrom';
      NEW.working_hour_to := wc->'workingHour'->>'workingHourTo';
    END IF;
    IF (wc->'workingHour'->>'isNegotiable')::boolean IS TRUE THEN terms := terms || 'wh:neg'::text; END IF;
  END IF;
  FOR item IN SELECT * FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.ability) = 'array' THEN NEW.ability ELSE '[]'::jsonb END) LOOP
    terms := terms || ('ab:' || coalesce(item->>'skill', '') || ':' || lower(trim(coalesce(item->>'field', ''))) || ':' || lower(trim(coalesce(item->>'level', ''))));
  END LOOP;
  NEW.search_terms := ARRAY(SELECT DISTINCT unnest(terms));
  NEW.search_text := lower(NEW.title || ' ' || coalesce((SELECT string_agg(c->>'position', ' ') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.career) = 'array' THEN NEW.career ELSE '[]'::jsonb END) c), ''));
  RETURN NEW;
END
$fn$;

CREATE TRIGGER resume_search_terms BEFORE INSERT OR UPDATE OF title, education, career, ability, specialization_ids, employee_types, working_conditions, search_terms ON resume FOR EACH ROW EXECUTE FUNCTION resume_search_terms();

-- Resumes written before this migration get their terms now (updated_at untouched).
UPDATE resume SET search_terms = search_terms;

CREATE INDEX "resume_search_text_trgm_idx" ON "resume" USING GIN ("search_text" gin_trgm_ops);
