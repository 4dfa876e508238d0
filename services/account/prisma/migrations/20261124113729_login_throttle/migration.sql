-- CreateTable
CREATE TABLE "login_throttle" (
    "email" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "locked_until" TIMESTAMPTZ(3),
    "last_attempt_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "login_throttle_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE INDEX "login_throttle_last_attempt_at_idx" ON "login_throttle"("last_attempt_at");
