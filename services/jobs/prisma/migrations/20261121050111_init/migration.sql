-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "job_ad" (
    "id" BIGSERIAL NOT NULL,
    "company_id" BIGINT NOT NULL,
    "company_name" TEXT NOT NULL,
    "logo_key" TEXT,
    "status_code" VARCHAR(4) NOT NULL DEFAULT '012A',
    "title" TEXT NOT NULL,
    "job_description" TEXT NOT NULL DEFAULT '',
    "images" JSONB NOT NULL DEFAULT '[]',
    "is_employment_contract" BOOLEAN NOT NULL DEFAULT false,
    "is_three_major" BOOLEAN NOT NULL DEFAULT false,
    "is_permit" BOOLEAN NOT NULL DEFAULT false,
    "is_beginner_possible" BOOLEAN NOT NULL DEFAULT false,
    "is_public_institution" BOOLEAN NOT NULL DEFAULT false,
    "is_with_friend" BOOLEAN NOT NULL DEFAULT false,
    "specialization_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "education_code" VARCHAR(4) NOT NULL DEFAULT '004A',
    "preference_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "nationality" SMALLINT NOT NULL DEFAULT 0,
    "employee_types" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "working_period_code" VARCHAR(4),
    "working_period_negotiable" BOOLEAN NOT NULL DEFAULT false,
    "working_period_start" DATE,
    "working_period_end" DATE,
    "working_day_code" VARCHAR(4) NOT NULL,
    "working_day_selected" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "working_day_negotiable" BOOLEAN NOT NULL DEFAULT false,
    "working_day_detail" TEXT,
    "working_hour_code" VARCHAR(4),
    "working_hour_from" VARCHAR(5),
    "working_hour_to" VARCHAR(5),
    "working_hour_negotiable" BOOLEAN NOT NULL DEFAULT false,
    "salary_code" VARCHAR(4) NOT NULL,
    "salary" DECIMAL(12,2),
    "is_same_day_payment" BOOLEAN NOT NULL DEFAULT false,
    "welfare_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "languages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "work_types" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "province_id" TEXT,
    "city_id" TEXT,
    "detail_address" TEXT,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "no_of_vacancy" INTEGER,
    "deadline_date" DATE,
    "apply_methods" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "direct_customized_input" TEXT,
    "own_form" JSONB,
    "website_url" TEXT,
    "is_email_notification" BOOLEAN NOT NULL DEFAULT false,
    "contact" JSONB NOT NULL DEFAULT '{}',
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_ad_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ad_scrap" (
    "user_id" BIGINT NOT NULL,
    "job_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ad_scrap_pkey" PRIMARY KEY ("user_id","job_id")
);

-- CreateTable
CREATE TABLE "outbox_event" (
    "id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "outbox_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_event" (
    "consumer" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_event_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateIndex
CREATE INDEX "job_ad_company_id_status_code_idx" ON "job_ad"("company_id", "status_code");

-- CreateIndex
CREATE INDEX "job_ad_education_code_idx" ON "job_ad"("education_code");

-- CreateIndex
CREATE INDEX "job_ad_salary_code_salary_idx" ON "job_ad"("salary_code", "salary");

-- CreateIndex
CREATE INDEX "job_ad_working_day_code_idx" ON "job_ad"("working_day_code");

-- CreateIndex
CREATE INDEX "job_ad_working_period_code_idx" ON "job_ad"("working_period_code");

-- CreateIndex
CREATE INDEX "job_ad_working_hour_code_idx" ON "job_ad"("working_hour_code");

-- CreateIndex
CREATE INDEX "job_ad_province_id_idx" ON "job_ad"("province_id");

-- CreateIndex
CREATE INDEX "job_ad_city_id_idx" ON "job_ad"("city_id");

-- CreateIndex
CREATE INDEX "job_ad_lat_lng_idx" ON "job_ad"("lat", "lng");

-- CreateIndex
CREATE INDEX "job_ad_specialization_ids_idx" ON "job_ad" USING GIN ("specialization_ids");

-- CreateIndex
CREATE INDEX "job_ad_welfare_ids_idx" ON "job_ad" USING GIN ("welfare_ids");

-- CreateIndex
CREATE INDEX "job_ad_preference_ids_idx" ON "job_ad" USING GIN ("preference_ids");

-- CreateIndex
CREATE INDEX "job_ad_employee_types_idx" ON "job_ad" USING GIN ("employee_types");

-- CreateIndex
CREATE INDEX "job_ad_languages_idx" ON "job_ad" USING GIN ("languages");

-- CreateIndex
CREATE INDEX "job_ad_work_types_idx" ON "job_ad" USING GIN ("work_types");

-- CreateIndex
CREATE INDEX "ad_scrap_job_id_idx" ON "ad_scrap"("job_id");

-- CreateIndex
CREATE INDEX "outbox_event_published_at_occurred_at_idx" ON "outbox_event"("published_at", "occurred_at");

-- AddForeignKey
ALTER TABLE "ad_scrap" ADD CONSTRAINT "ad_scrap_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "job_ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- By hand: what Prisma's schema cannot express (README.md, 'Database').
-- ---------------------------------------------------------------------------------------------

-- Trigram matching for substring search on title and company name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Every weekday an ad works on, derived from its working-day code (007G: its own selection);
-- the selectedDay filter compares lists of days with it.
ALTER TABLE "job_ad" ADD COLUMN "work_days" TEXT[] GENERATED ALWAYS AS (
  CASE "working_day_code"
    WHEN '007B' THEN ARRAY['MON', 'TUE', 'WED', 'THU', 'FRI']
    WHEN '007C' THEN ARRAY['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']
    WHEN '007D' THEN ARRAY['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']
    WHEN '007E' THEN ARRAY['SAT', 'SUN']
    WHEN '007F' THEN ARRAY['MON', 'TUE', 'WED', 'THU', 'FRI']
    WHEN '007G' THEN coalesce("working_day_selected", ARRAY[]::TEXT[])
    ELSE ARRAY[]::TEXT[]
  END
) STORED;
CREATE INDEX "job_ad_work_days_idx" ON "job_ad" USING GIN ("work_days");

-- The two sorts of the public lists (ongoing ads only), id breaking ties.
CREATE INDEX "job_ad_ongoing_created_at_id_idx" ON "job_ad" ("created_at" DESC, "id" DESC) WHERE "status_code" = '012C';
CREATE INDEX "job_ad_ongoing_salary_id_idx" ON "job_ad" ("salary" DESC NULLS LAST, "id" DESC) WHERE "status_code" = '012C';

-- Keyword search: word prefixes (full text) and substrings (trigrams). The text vector is stored,
-- so that rechecking a row does not parse its title again.
ALTER TABLE "job_ad" ADD COLUMN "search_vector" TSVECTOR GENERATED ALWAYS AS (to_tsvector('simple', "title" || ' ' || "company_name")) STORED;
CREATE INDEX "job_ad_search_vector_idx" ON "job_ad" USING GIN ("search_vector");
CREATE INDEX "job_ad_title_trgm_idx" ON "job_ad" USING GIN ("title" gin_trgm_ops);
CREATE INDEX "job_ad_company_name_trgm_idx" ON "job_ad" USING GIN ("company_name" gin_trgm_ops);
