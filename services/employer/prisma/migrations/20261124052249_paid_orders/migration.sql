-- CreateTable
CREATE TABLE "payment_order" (
    "id" BIGSERIAL NOT NULL,
    "company_id" BIGINT NOT NULL,
    "job_id" BIGINT NOT NULL,
    "service_ids" SMALLINT[],
    "days" SMALLINT NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'pending',
    "provider" VARCHAR(16) NOT NULL,
    "checkout_id" TEXT,
    "checkout_url" TEXT,
    "failure_reason" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "active_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotion_credit" (
    "id" BIGSERIAL NOT NULL,
    "company_id" BIGINT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT 'welcome',
    "used_at" TIMESTAMPTZ(3),
    "order_id" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_credit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_order_checkout_id_key" ON "payment_order"("checkout_id");

-- CreateIndex
CREATE INDEX "payment_order_company_id_created_at_idx" ON "payment_order"("company_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "promotion_credit_order_id_key" ON "promotion_credit"("order_id");

-- CreateIndex
CREATE INDEX "promotion_credit_company_id_used_at_idx" ON "promotion_credit"("company_id", "used_at");

-- By hand: the order's state machine. Only these states; an order is paid iff it has paid_at and
-- active_until; a spent credit names its order.
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_status_check" CHECK ("status" IN ('pending', 'paid', 'failed', 'cancelled'));
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_paid_check" CHECK (("status" = 'paid') = ("paid_at" IS NOT NULL AND "active_until" IS NOT NULL));
ALTER TABLE "promotion_credit" ADD CONSTRAINT "promotion_credit_spent_check" CHECK (("used_at" IS NULL) = ("order_id" IS NULL));
