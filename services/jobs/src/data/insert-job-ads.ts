/**
 * Many job ads in few statements: each batch is one INSERT reading a JSON array through the
 * table's own row type (json_populate_recordset), so lists become text[] and no value is spliced
 * into SQL. Used by the seed, the bench (100,000 ads) and the tests' fixtures.
 */
import type { Sql } from '@phjobs/service-kit/events/sql';

export type NewJobAd = {
  /** Given for seeded ads (1..N); otherwise the sequence picks. */
  id?: number;
  companyId: number;
  companyName: string;
  logoKey: string | null;
  statusCode: string;
  title: string;
  jobDescription: string;
  images: { key: string; fileName: string }[];
  isEmploymentContract: boolean;
  isThreeMajor: boolean;
  isPermit: boolean;
  isBeginnerPossible: boolean;
  isPublicInstitution: boolean;
  isWithFriend: boolean;
  specializationIds: string[];
  educationCode: string;
  preferenceIds: string[];
  nationality: number;
  employeeTypes: string[];
  workingPeriodCode: string | null;
  workingPeriodNegotiable: boolean;
  /** YYYY-MM-DD */
  workingPeriodStart: string | null;
  workingPeriodEnd: string | null;
  workingDayCode: string;
  workingDaySelected: string[];
  workingDayNegotiable: boolean;
  workingDayDetail: string | null;
  workingHourCode: string | null;
  workingHourFrom: string | null;
  workingHourTo: string | null;
  workingHourNegotiable: boolean;
  salaryCode: string;
  salary: number | null;
  isSameDayPayment: boolean;
  welfareIds: string[];
  languages: string[];
  workTypes: string[];
  provinceId: string | null;
  cityId: string | null;
  detailAddress: string | null;
  lat: number | null;
  lng: number | null;
  noOfVacancy: number | null;
  /** YYYY-MM-DD */
  deadlineDate: string | null;
  applyMethods: string[];
  directCustomizedInput: string | null;
  ownForm: { key: string; fileName: string } | null;
  websiteUrl: string | null;
  isEmailNotification: boolean;
  /** Phone numbers main first ('+63 …'); hidden from the public when isShowPhoneNumber is false. */
  contact: { manager: string | null; phoneNumber: string[]; isShowPhoneNumber: boolean; email: string | null; fax: string | null };
  /** Paid ad services (1, 2, 3) shown on the home page; default none. */
  paymentServices?: number[];
  viewCount?: number;
  /** ISO 8601 */
  createdAt: string;
  updatedAt?: string;
  /** ISO 8601: the registration date of the 21-day rule; default the time of the insert (as the column's default). */
  registeredAt?: string;
};

/** NewJobAd field -> job_ad column (the generated column work_days is left to PostgreSQL). */
const COLUMNS = {
  id: 'id',
  companyId: 'company_id',
  companyName: 'company_name',
  logoKey: 'logo_key',
  statusCode: 'status_code',
  title: 'title',
  jobDescription: 'job_description',
  images: 'images',
  isEmploymentContract: 'is_employment_contract',
  isThreeMajor: 'is_three_major',
  isPermit: 'is_permit',
  isBeginnerPossible: 'is_beginner_possible',
  isPublicInstitution: 'is_public_institution',
  isWithFriend: 'is_with_friend',
  specializationIds: 'specialization_ids',
  educationCode: 'education_code',
  preferenceIds: 'preference_ids',
  nationality: 'nationality',
  employeeTypes: 'employee_types',
  workingPeriodCode: 'working_period_code',
  workingPeriodNegotiable: 'working_period_negotiable',
  workingPeriodStart: 'working_period_start',
  workingPeriodEnd: 'working_period_end',
  workingDayCode: 'working_day_code',
  workingDaySelected: 'working_day_selected',
  workingDayNegotiable: 'working_day_negotiable',
  workingDayDetail: 'working_day_detail',
  workingHourCode: 'working_hour_code',
  workingHourFrom: 'working_hour_from',
  workingHourTo: 'working_hour_to',
  workingHourNegotiable: 'working_hour_negotiable',
  salaryCode: 'salary_code',
  salary: 'salary',
  isSameDayPayment: 'is_same_day_payment',
  welfareIds: 'welfare_ids',
  languages: 'languages',
  workTypes: 'work_types',
  provinceId: 'province_id',
  cityId: 'city_id',
  detailAddress: 'detail_address',
  lat: 'lat',
  lng: 'lng',
  noOfVacancy: 'no_of_vacancy',
  deadlineDate: 'deadline_date',
  applyMethods: 'apply_methods',
  directCustomizedInput: 'direct_customized_input',
  ownForm: 'own_form',
  websiteUrl: 'website_url',
  isEmailNotification: 'is_email_notification',
  contact: 'contact',
  paymentServices: 'payment_services',
  viewCount: 'view_count',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  registeredAt: 'registered_at',
} as const satisfies Record<keyof NewJobAd, string>;

/** Rows per statement: ~2 KB of JSON each, well inside one message. */
const BATCH = 2_000;

function columnsOf(ad: NewJobAd): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) row[column] = ad[field as keyof NewJobAd];
  row.view_count ??= 0;
  row.payment_services ??= [];
  row.updated_at ??= ad.createdAt;
  row.registered_at ??= new Date().toISOString();
  return row;
}

/**
 * Inserts the ads (ids given or all left to the sequence, per batch), then moves the id sequence
 * past the largest id. Returns the number of rows written.
 */
export async function insertJobAds(db: Sql, ads: readonly NewJobAd[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < ads.length; start += BATCH) {
    const batch = ads.slice(start, start + BATCH);
    const withIds = batch.every((ad) => ad.id !== undefined);
    const columns = Object.values(COLUMNS).filter((column) => withIds || column !== 'id');
    const list = columns.map((column) => `"${column}"`).join(', ');
    written += await db.$executeRawUnsafe(
      `INSERT INTO job_ad (${list}) SELECT ${list} FROM json_populate_recordset(NULL::job_ad, $1::json)`,
      JSON.stringify(batch.map(columnsOf)),
    );
  }
  await db.$queryRawUnsafe(`SELECT setval(pg_get_serial_sequence('job_ad', 'id'), GREATEST((SELECT max(id) FROM job_ad), 1))::text AS id`);
  return written;
}
