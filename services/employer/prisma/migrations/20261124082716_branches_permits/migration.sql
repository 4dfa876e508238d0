-- DropIndex
DROP INDEX "company_master_id_idx";

-- AlterTable
ALTER TABLE "company" ADD COLUMN     "join_code" VARCHAR(16),
ADD COLUMN     "joined_at" TIMESTAMPTZ(3),
ADD COLUMN     "permit_certified_at" TIMESTAMPTZ(3),
ADD COLUMN     "permit_document_key" TEXT;

-- CreateTable
CREATE TABLE "invitation_code" (
    "code" VARCHAR(16) NOT NULL,
    "master_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invitation_code_pkey" PRIMARY KEY ("code")
);

-- CreateIndex
CREATE UNIQUE INDEX "invitation_code_master_id_key" ON "invitation_code"("master_id");

-- CreateIndex
CREATE INDEX "company_master_id_joined_at_idx" ON "company"("master_id", "joined_at");

-- CreateIndex
CREATE INDEX "company_permit_status_code_permit_valid_to_idx" ON "company"("permit_status_code", "permit_valid_to");

-- AddForeignKey
ALTER TABLE "invitation_code" ADD CONSTRAINT "invitation_code_master_id_fkey" FOREIGN KEY ("master_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: branches that joined before this migration count as joined when their row was made;
-- certified permits count as certified from their first valid day.
UPDATE "company" SET "joined_at" = "created_at" WHERE "master_id" IS NOT NULL AND "joined_at" IS NULL;
UPDATE "company" SET "permit_certified_at" = COALESCE("permit_valid_from"::timestamptz, "created_at") WHERE "permit_status_code" = '015B' AND "permit_certified_at" IS NULL;
