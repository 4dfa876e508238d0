-- DropIndex
DROP INDEX "report_user_id_target_type_target_id_key";

-- AlterTable
ALTER TABLE "report" ADD COLUMN     "target_kind" VARCHAR(16) NOT NULL DEFAULT 'item';

-- CreateIndex
CREATE UNIQUE INDEX "report_user_id_target_type_target_kind_target_id_key" ON "report"("user_id", "target_type", "target_kind", "target_id");
