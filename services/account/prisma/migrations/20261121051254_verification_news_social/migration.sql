-- CreateEnum
CREATE TYPE "news_type" AS ENUM ('read', 'offer', 'notification', 'note', 'message', 'scrap', 'chat', 'search', 'doc');

-- CreateTable
CREATE TABLE "verification" (
    "id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "user_id" BIGINT,
    "device_id" TEXT,
    "code_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "verified_at" TIMESTAMPTZ(3),
    "token_hash" TEXT,
    "token_expires_at" TIMESTAMPTZ(3),
    "consumed_at" TIMESTAMPTZ(3),

    CONSTRAINT "verification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "captcha_challenge" (
    "id" UUID NOT NULL,
    "answer_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "answered_at" TIMESTAMPTZ(3),
    "pass_hash" TEXT,
    "pass_expires_at" TIMESTAMPTZ(3),
    "bound_target" TEXT,

    CONSTRAINT "captcha_challenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "news" (
    "news_id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "news_type" "news_type" NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "link" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMPTZ(3),
    "source_event_id" UUID,

    CONSTRAINT "news_pkey" PRIMARY KEY ("news_id")
);

-- CreateTable
CREATE TABLE "social_identity" (
    "provider" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "user_id" BIGINT NOT NULL,
    "email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "social_identity_pkey" PRIMARY KEY ("provider","subject")
);

-- CreateTable
CREATE TABLE "social_login" (
    "state" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "code_verifier" TEXT NOT NULL,
    "browser_hash" TEXT NOT NULL,
    "return_to" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "social_login_pkey" PRIMARY KEY ("state")
);

-- CreateTable
CREATE TABLE "social_signup_ticket" (
    "token_hash" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "full_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "social_signup_ticket_pkey" PRIMARY KEY ("token_hash")
);

-- CreateIndex
CREATE UNIQUE INDEX "verification_token_hash_key" ON "verification"("token_hash");

-- CreateIndex
CREATE INDEX "verification_channel_target_created_at_idx" ON "verification"("channel", "target", "created_at");

-- CreateIndex
CREATE INDEX "verification_device_id_created_at_idx" ON "verification"("device_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "captcha_challenge_pass_hash_key" ON "captcha_challenge"("pass_hash");

-- CreateIndex
CREATE INDEX "captcha_challenge_expires_at_idx" ON "captcha_challenge"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "news_source_event_id_key" ON "news"("source_event_id");

-- CreateIndex
CREATE INDEX "news_user_id_created_at_news_id_idx" ON "news"("user_id", "created_at" DESC, "news_id" DESC);

-- CreateIndex
CREATE INDEX "social_identity_user_id_idx" ON "social_identity"("user_id");

-- CreateIndex
CREATE INDEX "social_login_expires_at_idx" ON "social_login"("expires_at");

-- AddForeignKey
ALTER TABLE "news" ADD CONSTRAINT "news_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_identity" ADD CONSTRAINT "social_identity_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
