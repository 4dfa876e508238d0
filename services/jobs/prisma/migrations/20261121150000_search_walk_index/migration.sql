-- Hand-written (README.md 'Database', 'Performance'): the ongoing ads of the search table in
-- register-date order, so that a later page of a common filter's matches walks the newest ads until
-- the page is full instead of gathering every match (search-job-ads.ts, buildPageQuery).
CREATE INDEX "job_ad_search_created_at_idx" ON "job_ad_search" ("created_at" DESC, "id" DESC);
