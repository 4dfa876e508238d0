-- Issue 13: the master-branch link (employer.company.master_changed), the permit status
-- (employer.company.permit_changed) and withdrawn companies (account.user.withdrawn), copies of
-- what services/employer and services/account own (README.md).
-- CreateTable
CREATE TABLE "company_master" (
    "company_id" BIGINT NOT NULL,
    "master_id" BIGINT,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "company_master_pkey" PRIMARY KEY ("company_id")
);

-- CreateTable
CREATE TABLE "company_permit" (
    "company_id" BIGINT NOT NULL,
    "status_code" VARCHAR(4) NOT NULL,
    "valid_to" DATE,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "company_permit_pkey" PRIMARY KEY ("company_id")
);

-- CreateTable
CREATE TABLE "withdrawn_company" (
    "company_id" BIGINT NOT NULL,
    "withdrawn_at" TIMESTAMPTZ(3) NOT NULL,
    "erased_at" TIMESTAMPTZ(3),

    CONSTRAINT "withdrawn_company_pkey" PRIMARY KEY ("company_id")
);

-- CreateIndex
CREATE INDEX "company_master_master_id_idx" ON "company_master"("master_id");
