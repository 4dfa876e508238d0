-- Issue 12 (the employer's applicants): the count of the applicant overview (all, chat, unread)
-- from the index alone. Without it the count visits every application row of the company to check
-- cancelled_at (bench/README.md 'Employer lists': ~15 ms for 21,570 live applications).
-- Hand-written (a partial index with INCLUDE): test/migrations.integration.test.ts lists it.
CREATE INDEX "application_live_company_idx" ON "application" ("company_id", "how_to_apply_code") INCLUDE ("read_at") WHERE "cancelled_at" IS NULL;
