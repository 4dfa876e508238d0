-- AlterTable
ALTER TABLE "application" ADD COLUMN     "memo_saved_at" TIMESTAMPTZ(3);
