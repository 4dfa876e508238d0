-- Issue 12 (the employer's applicants): the company of each application, for its applicant list
-- (walked by (company_id, created_at DESC, id DESC), LIMIT 10, instead of sorting every
-- application of the company's ads), and one ad's applications newest first.

-- AlterTable
ALTER TABLE "application" ADD COLUMN     "company_id" BIGINT;

-- Existing applications take their ad's company.
UPDATE "application" a SET "company_id" = j."company_id" FROM "job_ad" j WHERE j."id" = a."job_id";

-- CreateIndex
CREATE INDEX "application_company_id_created_at_id_idx" ON "application"("company_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "application_job_id_created_at_idx" ON "application"("job_id", "created_at" DESC);

-- Hand-written (Prisma cannot express it): every new application takes its ad's company, whatever
-- writes it (the apply, the seed, a bench's COPY). An ad never changes company.
CREATE FUNCTION application_company_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT company_id INTO NEW.company_id FROM job_ad WHERE id = NEW.job_id;
  RETURN NEW;
END;
$$;

CREATE TRIGGER application_company_id BEFORE INSERT ON "application"
  FOR EACH ROW EXECUTE FUNCTION application_company_id();
