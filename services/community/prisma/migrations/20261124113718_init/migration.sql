-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "event_notice" (
    "id" BIGSERIAL NOT NULL,
    "category_code" VARCHAR(4) NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "body_text" TEXT NOT NULL DEFAULT '',
    "is_significant" BOOLEAN NOT NULL DEFAULT false,
    "thumbnail_key" TEXT,
    "attach_key" TEXT,
    "active_start_at" TIMESTAMPTZ(3) NOT NULL,
    "active_end_at" TIMESTAMPTZ(3),
    "is_banner" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_notice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banner" (
    "id" BIGSERIAL NOT NULL,
    "location_code" VARCHAR(4) NOT NULL,
    "title" TEXT NOT NULL,
    "image_key" TEXT NOT NULL,
    "link" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "active_from" TIMESTAMPTZ(3) NOT NULL,
    "active_to" TIMESTAMPTZ(3),

    CONSTRAINT "banner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "popup" (
    "id" BIGSERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "image_key" TEXT NOT NULL,
    "url" TEXT,
    "location" VARCHAR(8) NOT NULL,
    "active_from" TIMESTAMPTZ(3) NOT NULL,
    "active_to" TIMESTAMPTZ(3),

    CONSTRAINT "popup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faq" (
    "id" BIGSERIAL NOT NULL,
    "type" VARCHAR(16) NOT NULL,
    "category_code" VARCHAR(4) NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "faq_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "qna" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "major_category_code" VARCHAR(4) NOT NULL,
    "detail_category_code" VARCHAR(6) NOT NULL,
    "content" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "attachments" JSONB NOT NULL DEFAULT '[]',
    "status_code" VARCHAR(4) NOT NULL DEFAULT '024B',
    "answer" TEXT,
    "answered_at" TIMESTAMPTZ(3),
    "parent_id" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "qna_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "target_type" VARCHAR(16) NOT NULL,
    "target_id" BIGINT NOT NULL,
    "detail_category_code" VARCHAR(6) NOT NULL,
    "content" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "target_title" TEXT,
    "target_snapshot" JSONB NOT NULL DEFAULT '{}',
    "status_code" VARCHAR(16) NOT NULL DEFAULT 'received',
    "resolved_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "report_pkey" PRIMARY KEY ("id")
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

-- CreateIndex
CREATE INDEX "event_notice_category_code_is_significant_active_start_at_idx" ON "event_notice"("category_code", "is_significant", "active_start_at");

-- CreateIndex
CREATE INDEX "banner_location_code_sort_order_idx" ON "banner"("location_code", "sort_order");

-- CreateIndex
CREATE INDEX "faq_type_sort_order_idx" ON "faq"("type", "sort_order");

-- CreateIndex
CREATE INDEX "qna_user_id_created_at_idx" ON "qna"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "qna_parent_id_idx" ON "qna"("parent_id");

-- CreateIndex
CREATE UNIQUE INDEX "report_user_id_target_type_target_id_key" ON "report"("user_id", "target_type", "target_id");

-- CreateIndex
CREATE INDEX "outbox_event_published_at_occurred_at_idx" ON "outbox_event"("published_at", "occurred_at");

-- AddForeignKey
ALTER TABLE "qna" ADD CONSTRAINT "qna_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "qna"("id") ON DELETE SET NULL ON UPDATE CASCADE;
