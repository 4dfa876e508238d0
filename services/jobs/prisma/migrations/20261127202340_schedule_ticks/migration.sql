-- CreateTable
CREATE TABLE "job_schedule_tick" (
    "tick" TIMESTAMPTZ(3) NOT NULL,
    "instance" TEXT NOT NULL,
    "ran_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_schedule_tick_pkey" PRIMARY KEY ("tick")
);
