-- CreateTable
CREATE TABLE "chat_room" (
    "id" BIGSERIAL NOT NULL,
    "chat_url" TEXT NOT NULL,
    "job_id" BIGINT NOT NULL,
    "seeker_id" BIGINT NOT NULL,
    "company_id" BIGINT NOT NULL,
    "master_id" BIGINT,
    "job_title" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "logo_key" TEXT,
    "seeker_name" TEXT NOT NULL DEFAULT '',
    "job_status_code" VARCHAR(4) NOT NULL,
    "ad_deleted" BOOLEAN NOT NULL DEFAULT false,
    "ad_ended_at" TIMESTAMPTZ(3),
    "ad_checked_at" TIMESTAMPTZ(3) NOT NULL,
    "last_message_id" BIGINT,
    "last_activity_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seeker_last_read_id" BIGINT NOT NULL DEFAULT 0,
    "company_last_read_id" BIGINT NOT NULL DEFAULT 0,
    "seeker_notified" BOOLEAN NOT NULL DEFAULT false,
    "company_notified" BOOLEAN NOT NULL DEFAULT false,
    "seeker_blocked" BOOLEAN NOT NULL DEFAULT false,
    "company_blocked" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_room_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_message" (
    "id" BIGSERIAL NOT NULL,
    "room_id" BIGINT NOT NULL,
    "sender_id" BIGINT NOT NULL,
    "sender_role" TEXT NOT NULL,
    "client_id" UUID NOT NULL,
    "text" TEXT,
    "image_key" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_report" (
    "id" BIGSERIAL NOT NULL,
    "message_id" BIGINT NOT NULL,
    "reporter_id" BIGINT NOT NULL,
    "reason" TEXT NOT NULL,
    "detail" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_instance" (
    "id" UUID NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_instance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_presence" (
    "instance_id" UUID NOT NULL,
    "user_id" BIGINT NOT NULL,
    "sockets" INTEGER NOT NULL,

    CONSTRAINT "chat_presence_pkey" PRIMARY KEY ("instance_id","user_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "chat_room_chat_url_key" ON "chat_room"("chat_url");

-- CreateIndex
CREATE INDEX "chat_room_seeker_id_last_activity_at_id_idx" ON "chat_room"("seeker_id", "last_activity_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "chat_room_company_id_last_activity_at_id_idx" ON "chat_room"("company_id", "last_activity_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "chat_room_master_id_last_activity_at_id_idx" ON "chat_room"("master_id", "last_activity_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "chat_room_job_id_idx" ON "chat_room"("job_id");

-- CreateIndex
CREATE INDEX "chat_message_room_id_id_idx" ON "chat_message"("room_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "chat_message_room_id_sender_id_client_id_key" ON "chat_message"("room_id", "sender_id", "client_id");

-- CreateIndex
CREATE UNIQUE INDEX "chat_report_message_id_reporter_id_key" ON "chat_report"("message_id", "reporter_id");

-- CreateIndex
CREATE INDEX "chat_presence_user_id_idx" ON "chat_presence"("user_id");

-- AddForeignKey
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "chat_room"("id") ON DELETE CASCADE ON UPDATE CASCADE;
