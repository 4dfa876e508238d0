-- Issue 12 (the employer's ads): indexes of the company's lists and of the scheduler (hand-written:
-- partial indexes, docs/design.md 'Database'; test/migrations.integration.test.ts lists them).

-- GET /api/employer/myPage/myJobs: one company's ads of one status, newest change first, deleted ones left out.
CREATE INDEX "job_ad_company_status_updated_idx" ON "job_ad" ("company_id", "status_code", "updated_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;
-- The counts of each listed ad's live applications by status and unread, from the index alone.
CREATE INDEX "application_live_job_idx" ON "application" ("job_id") INCLUDE ("status_code", "read_at") WHERE "cancelled_at" IS NULL;
-- The scheduler (data/close-expired-ads.ts): due reviews, ends by deadline and by the 21-day rule.
CREATE INDEX "job_ad_review_due_idx" ON "job_ad" ("review_due_at") WHERE "status_code" = '012A' AND "review_due_at" IS NOT NULL;
CREATE INDEX "job_ad_ongoing_registered_idx" ON "job_ad" ("registered_at") WHERE "status_code" = '012C';
CREATE INDEX "job_ad_ongoing_deadline_idx" ON "job_ad" ("deadline_date") WHERE "status_code" = '012C' AND "deadline_date" IS NOT NULL;
