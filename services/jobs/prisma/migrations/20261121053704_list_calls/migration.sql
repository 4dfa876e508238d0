-- DropIndex
DROP INDEX "job_ad_lat_lng_idx";

-- AlterTable
ALTER TABLE "job_ad" ADD COLUMN     "payment_services" SMALLINT[] DEFAULT ARRAY[]::SMALLINT[];

-- ---------------------------------------------------------------------------------------------
-- By hand: the list calls (README.md, 'Database').
-- ---------------------------------------------------------------------------------------------

-- Beginner, With friend, Regular employment and Verified jobs with no filter: the count reads the
-- list's partial index alone and the page walks it in register-date order. Each predicate is
-- written exactly as src/domain/list-kinds.ts writes it, so that the planner matches them.
CREATE INDEX "job_ad_ongoing_beginner_idx" ON "job_ad" ("created_at" DESC, "id" DESC) WHERE "status_code" = '012C' AND "is_beginner_possible";
CREATE INDEX "job_ad_ongoing_with_friend_idx" ON "job_ad" ("created_at" DESC, "id" DESC) WHERE "status_code" = '012C' AND "is_with_friend";
CREATE INDEX "job_ad_ongoing_regular_idx" ON "job_ad" ("created_at" DESC, "id" DESC) WHERE "status_code" = '012C' AND "employee_types" @> '{011A}'::text[];
CREATE INDEX "job_ad_ongoing_contract_idx" ON "job_ad" ("created_at" DESC, "id" DESC) WHERE "status_code" = '012C' AND "is_employment_contract";
CREATE INDEX "job_ad_ongoing_insurance_idx" ON "job_ad" ("created_at" DESC, "id" DESC) WHERE "status_code" = '012C' AND "is_three_major";
CREATE INDEX "job_ad_ongoing_permit_idx" ON "job_ad" ("created_at" DESC, "id" DESC) WHERE "status_code" = '012C' AND "is_permit";
CREATE INDEX "job_ad_ongoing_safe_idx" ON "job_ad" ("created_at" DESC, "id" DESC) WHERE "status_code" = '012C' AND ("is_employment_contract" OR "is_three_major" OR "is_permit");

-- The job map and the home's regional sections: the ad's place in the search table.
-- - (lat, lng) carrying the id and sort keys: a box is an index-only range scan (no job_ad row is
--   read but the page's), and a box with a filter a BitmapAnd with the filter_vector index;
-- - (province_id | city_id, created_at DESC, id DESC): a region's newest ads walked in order, its
--   count read from the index alone.
ALTER TABLE "job_ad_search" ADD COLUMN "lat" DOUBLE PRECISION, ADD COLUMN "lng" DOUBLE PRECISION, ADD COLUMN "province_id" TEXT, ADD COLUMN "city_id" TEXT;
CREATE OR REPLACE FUNCTION job_ad_search_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM job_ad_search s USING changed c WHERE s.id = c.id AND c.status_code <> '012C';
  INSERT INTO job_ad_search (id, created_at, salary, lat, lng, province_id, city_id, filter_vector)
    SELECT c.id, c.created_at, c.salary, c.lat, c.lng, c.province_id, c.city_id, job_ad_filter_vector(c) FROM changed c WHERE c.status_code = '012C'
  ON CONFLICT (id) DO UPDATE SET created_at = EXCLUDED.created_at, salary = EXCLUDED.salary, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
    province_id = EXCLUDED.province_id, city_id = EXCLUDED.city_id, filter_vector = EXCLUDED.filter_vector;
  RETURN NULL;
END
$fn$;
UPDATE job_ad_search s SET lat = j.lat, lng = j.lng, province_id = j.province_id, city_id = j.city_id FROM job_ad j WHERE j.id = s.id;
CREATE INDEX "job_ad_search_lat_lng_idx" ON "job_ad_search" ("lat", "lng") INCLUDE ("id", "created_at", "salary");
CREATE INDEX "job_ad_search_province_idx" ON "job_ad_search" ("province_id", "created_at" DESC, "id" DESC);
CREATE INDEX "job_ad_search_city_idx" ON "job_ad_search" ("city_id", "created_at" DESC, "id" DESC);
