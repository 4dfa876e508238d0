-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "resume" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "status_code" VARCHAR(4) NOT NULL DEFAULT '020B',
    "title" VARCHAR(70) NOT NULL,
    "full_name" TEXT NOT NULL,
    "gender_code" VARCHAR(4),
    "birth_date" DATE,
    "photo_key" TEXT,
    "profile_image_key" TEXT,
    "education" VARCHAR(4) NOT NULL,
    "is_newcomer" BOOLEAN NOT NULL DEFAULT true,
    "total_career_months" INTEGER NOT NULL DEFAULT 0,
    "career" JSONB NOT NULL DEFAULT '[]',
    "specialization_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "province_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "city_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "employee_types" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "working_conditions" JSONB NOT NULL DEFAULT '{}',
    "salary_type" VARCHAR(4),
    "salary_more_than" DECIMAL(12,2),
    "selection" TEXT NOT NULL DEFAULT 'direct',
    "self_introduction" TEXT NOT NULL DEFAULT '',
    "ability" JSONB NOT NULL DEFAULT '[]',
    "portfolio" JSONB NOT NULL DEFAULT '[]',
    "photos" JSONB NOT NULL DEFAULT '[]',
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "resume_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "resume_status_code_updated_at_idx" ON "resume"("status_code", "updated_at" DESC);

-- CreateIndex
CREATE INDEX "resume_user_id_idx" ON "resume"("user_id");

-- CreateIndex
CREATE INDEX "resume_specialization_ids_idx" ON "resume" USING GIN ("specialization_ids");

-- CreateIndex
CREATE INDEX "resume_province_ids_idx" ON "resume" USING GIN ("province_ids");

-- CreateIndex
CREATE INDEX "resume_city_ids_idx" ON "resume" USING GIN ("city_ids");

-- Hand-written: ids below 100001 are kept for the fixed ids of the seed data (resumes 1..N), so a
-- resume written before seeding cannot take one.
ALTER SEQUENCE "resume_id_seq" RESTART WITH 100001;
