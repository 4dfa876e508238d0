-- AlterTable
ALTER TABLE "job_ad" ADD COLUMN     "payment_services_until" TIMESTAMPTZ(3);
