-- CreateTable
CREATE TABLE "application" (
    "id" BIGSERIAL NOT NULL,
    "job_id" BIGINT NOT NULL,
    "user_id" BIGINT,
    "how_to_apply_code" VARCHAR(4) NOT NULL,
    "status_code" VARCHAR(4) NOT NULL DEFAULT '021C',
    "resume_id" BIGINT,
    "resume_title" TEXT,
    "applicant_full_name" TEXT NOT NULL,
    "applicant_email" TEXT,
    "self_introduction" TEXT,
    "company_own_resume_key" TEXT,
    "company_own_resume_file_name" TEXT,
    "memo" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelled_at" TIMESTAMPTZ(3),

    CONSTRAINT "application_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "application_user_id_created_at_idx" ON "application"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "application_job_id_status_code_idx" ON "application"("job_id", "status_code");

-- AddForeignKey
ALTER TABLE "application" ADD CONSTRAINT "application_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "job_ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- By hand: one live application per member and ad (README.md, 'Applications'). A cancelled
-- application, or an anonymised one (user_id null), does not count.
-- ---------------------------------------------------------------------------------------------
CREATE UNIQUE INDEX "application_live_job_id_user_id_key" ON "application" ("job_id", "user_id") WHERE "cancelled_at" IS NULL;
