-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "company" (
    "id" BIGINT NOT NULL,
    "user_type" TEXT NOT NULL DEFAULT 'company',
    "email" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "manager_name" TEXT NOT NULL,
    "logo_key" TEXT,
    "phone" TEXT NOT NULL DEFAULT '',
    "landline" TEXT,
    "province" TEXT,
    "city" TEXT,
    "detail_address" TEXT,
    "business_registration_number" TEXT,
    "specialization_code" TEXT,
    "main_business" TEXT,
    "permit_status_code" VARCHAR(4) NOT NULL DEFAULT '015C',
    "permit_valid_from" DATE,
    "permit_valid_to" DATE,
    "master_id" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "company_master_id_idx" ON "company"("master_id");

-- AddForeignKey
ALTER TABLE "company" ADD CONSTRAINT "company_master_id_fkey" FOREIGN KEY ("master_id") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE CASCADE;
