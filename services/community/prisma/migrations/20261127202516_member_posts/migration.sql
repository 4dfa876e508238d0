-- CreateTable
CREATE TABLE "post" (
    "id" BIGSERIAL NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "user_id" BIGINT NOT NULL,
    "nick_name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "attachments" JSONB NOT NULL DEFAULT '[]',
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "reply_count" INTEGER NOT NULL DEFAULT 0,
    "review_status" VARCHAR(16) NOT NULL DEFAULT 'released',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "post_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interview_tip" (
    "post_id" BIGINT NOT NULL,
    "company_name" TEXT NOT NULL,
    "position" TEXT NOT NULL,
    "specialization" VARCHAR(8) NOT NULL,
    "work_experience" VARCHAR(4) NOT NULL,
    "application_year" INTEGER NOT NULL,
    "application_month" INTEGER NOT NULL,
    "interview_result" VARCHAR(4) NOT NULL,
    "evaluation" VARCHAR(4) NOT NULL,
    "difficulty" VARCHAR(4) NOT NULL,
    "interview_environment" TEXT NOT NULL,
    "interview_types" TEXT[],
    "interviewers" TEXT[],
    "interview_progress" TEXT NOT NULL,
    "interview_questions" TEXT[],
    "interview_ambiance" TEXT NOT NULL,
    "cover_letter" TEXT NOT NULL,
    "proofs" JSONB NOT NULL DEFAULT '[]',
    "review_note" TEXT,
    "reviewed_at" TIMESTAMPTZ(3),

    CONSTRAINT "interview_tip_pkey" PRIMARY KEY ("post_id")
);

-- CreateTable
CREATE TABLE "comment" (
    "id" BIGSERIAL NOT NULL,
    "post_id" BIGINT NOT NULL,
    "user_id" BIGINT NOT NULL,
    "nick_name" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post_view" (
    "post_id" BIGINT NOT NULL,
    "viewer" VARCHAR(48) NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "post_view_pkey" PRIMARY KEY ("post_id","viewer","day")
);

-- CreateTable
CREATE TABLE "job_review" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "company_name" TEXT NOT NULL,
    "company_key" TEXT NOT NULL,
    "review_year" INTEGER NOT NULL,
    "period_from" VARCHAR(7) NOT NULL,
    "period_to" VARCHAR(7),
    "environment_score" INTEGER NOT NULL,
    "employer_score" INTEGER NOT NULL,
    "coworker_score" INTEGER NOT NULL,
    "keyword_codes" TEXT[],
    "salary_paid_code" VARCHAR(4) NOT NULL,
    "satisfied_salary_code" VARCHAR(4) NOT NULL,
    "recommand_code" VARCHAR(4) NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_event" (
    "consumer" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_event_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateIndex
CREATE INDEX "post_kind_review_status_created_at_id_idx" ON "post"("kind", "review_status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "post_kind_review_status_view_count_id_idx" ON "post"("kind", "review_status", "view_count" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "post_user_id_kind_created_at_idx" ON "post"("user_id", "kind", "created_at" DESC);

-- CreateIndex
CREATE INDEX "interview_tip_interview_result_idx" ON "interview_tip"("interview_result");

-- CreateIndex
CREATE INDEX "interview_tip_specialization_idx" ON "interview_tip"("specialization");

-- CreateIndex
CREATE INDEX "comment_post_id_created_at_idx" ON "comment"("post_id", "created_at");

-- CreateIndex
CREATE INDEX "comment_user_id_idx" ON "comment"("user_id");

-- CreateIndex
CREATE INDEX "post_view_day_idx" ON "post_view"("day");

-- CreateIndex
CREATE INDEX "job_review_company_key_created_at_idx" ON "job_review"("company_key", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "job_review_user_id_company_key_review_year_key" ON "job_review"("user_id", "company_key", "review_year");

-- AddForeignKey
ALTER TABLE "interview_tip" ADD CONSTRAINT "interview_tip_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment" ADD CONSTRAINT "comment_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_view" ADD CONSTRAINT "post_view_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Keyword search of the member-written areas (README.md 'Search'): substring matches (ILIKE) of
-- post titles and bodies, interview reviews' and job reviews' company names, served by trigram
-- GIN indexes. Prisma's schema cannot express them: test/migrations.integration.test.ts lists them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "post_title_trgm_idx" ON "post" USING GIN ("title" gin_trgm_ops);
CREATE INDEX "post_body_trgm_idx" ON "post" USING GIN ("body" gin_trgm_ops);
CREATE INDEX "interview_tip_company_name_trgm_idx" ON "interview_tip" USING GIN ("company_name" gin_trgm_ops);
CREATE INDEX "job_review_company_name_trgm_idx" ON "job_review" USING GIN ("company_name" gin_trgm_ops);
