-- Issue 12 (the employer's ads): wizard fields, the review, soft delete, read marks of applications.
ALTER TABLE "job_ad" ADD COLUMN "detail_input" TEXT,
ADD COLUMN "talent_type" TEXT,
ADD COLUMN "target_region_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "working_hour_codes" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "registered_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "review_due_at" TIMESTAMPTZ(3),
ADD COLUMN "review_reasons" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN "deleted_at" TIMESTAMPTZ(3);

-- Existing ads were registered when they were created.
UPDATE "job_ad" SET "registered_at" = "created_at";

ALTER TABLE "application" ADD COLUMN "read_at" TIMESTAMPTZ(3);
