-- AlterTable
ALTER TABLE "resume" ADD COLUMN     "address" TEXT,
ADD COLUMN     "email" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "phone_number" TEXT;

-- CreateTable
CREATE TABLE "resume_view" (
    "resume_id" BIGINT NOT NULL,
    "company_user_id" BIGINT NOT NULL,
    "company_name" TEXT NOT NULL,
    "phone_number" TEXT,
    "province_id" TEXT,
    "city_id" TEXT,
    "specialization_code" TEXT,
    "viewed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "resume_view_pkey" PRIMARY KEY ("resume_id","company_user_id")
);

-- CreateTable
CREATE TABLE "talent_scrap" (
    "resume_id" BIGINT NOT NULL,
    "company_user_id" BIGINT NOT NULL,
    "company_name" TEXT NOT NULL,
    "phone_number" TEXT,
    "province_id" TEXT,
    "city_id" TEXT,
    "specialization_code" TEXT,
    "scrapped_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "talent_scrap_pkey" PRIMARY KEY ("resume_id","company_user_id")
);

-- CreateTable
CREATE TABLE "offer" (
    "id" BIGSERIAL NOT NULL,
    "resume_id" BIGINT,
    "talent_user_id" BIGINT NOT NULL,
    "employer_user_id" BIGINT NOT NULL,
    "job_id" BIGINT NOT NULL,
    "job_title" TEXT NOT NULL,
    "job_specialization_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "job_province" TEXT,
    "job_city" TEXT,
    "company_name" TEXT NOT NULL,
    "company_logo_key" TEXT,
    "company_phone" TEXT,
    "company_email" TEXT,
    "offer_index" TEXT NOT NULL,
    "status_code" VARCHAR(4) NOT NULL DEFAULT '032A',
    "answer_code" VARCHAR(4),
    "answer_index" TEXT,
    "answered_at" TIMESTAMPTZ(3),
    "resume_title" TEXT NOT NULL,
    "talent_full_name" TEXT NOT NULL,
    "talent_gender_code" VARCHAR(4),
    "talent_birth_date" DATE,
    "talent_photo_key" TEXT,
    "talent_career_months" INTEGER NOT NULL DEFAULT 0,
    "talent_specialization_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "talent_email" TEXT,
    "talent_phone" TEXT,
    "talent_address" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "offer_pkey" PRIMARY KEY ("id")
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
CREATE INDEX "resume_view_company_user_id_idx" ON "resume_view"("company_user_id");

-- CreateIndex
CREATE INDEX "talent_scrap_company_user_id_scrapped_at_idx" ON "talent_scrap"("company_user_id", "scrapped_at" DESC);

-- CreateIndex
CREATE INDEX "offer_talent_user_id_created_at_idx" ON "offer"("talent_user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "offer_employer_user_id_created_at_idx" ON "offer"("employer_user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "offer_resume_id_job_id_key" ON "offer"("resume_id", "job_id");

-- CreateIndex
CREATE INDEX "outbox_event_published_at_occurred_at_idx" ON "outbox_event"("published_at", "occurred_at");

-- AddForeignKey
ALTER TABLE "resume_view" ADD CONSTRAINT "resume_view_resume_id_fkey" FOREIGN KEY ("resume_id") REFERENCES "resume"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "talent_scrap" ADD CONSTRAINT "talent_scrap_resume_id_fkey" FOREIGN KEY ("resume_id") REFERENCES "resume"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer" ADD CONSTRAINT "offer_resume_id_fkey" FOREIGN KEY ("resume_id") REFERENCES "resume"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: ids below 100001 are kept for the fixed ids of the seed offers (1..N).
ALTER SEQUENCE "offer_id_seq" RESTART WITH 100001;
