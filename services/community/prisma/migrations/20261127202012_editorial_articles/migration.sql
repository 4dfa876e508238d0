-- CreateTable
CREATE TABLE "article" (
    "id" BIGSERIAL NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "search_text" TEXT NOT NULL DEFAULT '',
    "hash_tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "thumbnail_key" TEXT,
    "is_top" BOOLEAN NOT NULL DEFAULT false,
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "article_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "senior_interview" (
    "id" BIGSERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "photo_key" TEXT,
    "company_name" TEXT NOT NULL,
    "position" TEXT NOT NULL,
    "senior_name" TEXT NOT NULL,
    "catchphrase" TEXT NOT NULL,
    "specialization" VARCHAR(8) NOT NULL,
    "specialization_codes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "interview_qna" JSONB NOT NULL DEFAULT '[]',
    "image_keys" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "search_text" TEXT NOT NULL DEFAULT '',
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "senior_interview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "article_view" (
    "area" VARCHAR(16) NOT NULL,
    "article_id" BIGINT NOT NULL,
    "day" DATE NOT NULL,
    "viewer" VARCHAR(80) NOT NULL,

    CONSTRAINT "article_view_pkey" PRIMARY KEY ("area","article_id","day","viewer")
);

-- CreateIndex
CREATE INDEX "article_kind_created_at_id_idx" ON "article"("kind", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "article_hash_tags_idx" ON "article" USING GIN ("hash_tags");

-- CreateIndex
CREATE INDEX "senior_interview_created_at_id_idx" ON "senior_interview"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "senior_interview_specialization_codes_idx" ON "senior_interview" USING GIN ("specialization_codes");

-- CreateIndex
CREATE INDEX "article_view_day_idx" ON "article_view"("day");

-- By hand (Prisma has no trigram operator class or partial index): the keyword searches match
-- every word of a keyword in search_text with ILIKE '%word%', which these trigram GIN indexes
-- answer; the carousels (topContents) read the featured items of an area through a partial index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "article_search_text_trgm_idx" ON "article" USING GIN ("search_text" gin_trgm_ops);

CREATE INDEX "senior_interview_search_text_trgm_idx" ON "senior_interview" USING GIN ("search_text" gin_trgm_ops);

CREATE INDEX "article_top_idx" ON "article" ("kind", "created_at" DESC, "id" DESC) WHERE "is_top";
