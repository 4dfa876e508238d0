/**
 * The company's own ads (employer.md 'Job ad management', issue 12): the wizard payload written to
 * job_ad columns and read back in the edit wizard's groups, Suspend, Re-registration and Delete.
 * Every statement names the company: another company's ad (or a deleted one) is not found and
 * nothing changes. New, edited and re-registered ads are Under Review (012A) with review_due_at set;
 * data/review-ads.ts decides them. job_ad_search and the list caches follow by the table's
 * triggers (search_table, search_cache_notify).
 */
import { LANGUAGE, WORK_TYPE, type LanguageCode, type WorkTypeCode } from '@phjobs/contracts/codes';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import type { JobAdForEdit, JobAdPayload, ReviewReason } from '@phjobs/contracts/job-ad-form';
import { CITIES, CITY_GEO } from '@phjobs/contracts/regions';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Db, Sql } from '@phjobs/service-kit/events/sql';
import type { CodeTree, SearchLookups } from '../domain/lookups.ts';
import { ENDED } from '../domain/ad-status.ts';
import type { CompanyHeader } from '../domain/company-header.ts';
import { codeItems, jsonColumn, type AdContact, type AdImage, type AdRow } from './ad-row.ts';
import { permitOfCompany } from './company-permit.ts';

export const UNDER_REVIEW = '012A';



const CITY_IDS = new Set(CITIES.map((city) => city.id));

/** The payload as job_ad columns (the wizard's fields; status, dates and the company are set apart). */
export function columnsOfPayload(ad: JobAdPayload): Record<string, unknown> {
  const geo = ad.region.city ? CITY_GEO[ad.region.city] : undefined;
  const phones = [ad.contactMainPhoneNumber, ad.contactSubPhoneNumber].filter((phone): phone is string => Boolean(phone));
  return {
    title: ad.title,
    job_description: ad.jobDescription,
    images: ad.jobPhoto,
    is_employment_contract: ad.isContract,
    is_beginner_possible: ad.isBeginnerPossible,
    is_public_institution: ad.isPublicInstitution,
    is_with_friend: ad.isWithFriend,
    specialization_ids: ad.specialization,
    education_code: ad.education,
    preference_ids: ad.preference,
    nationality: ad.nationality,
    employee_types: ad.employeeType,
    working_period_code: ad.workPeriod.workPeriod,
    working_period_negotiable: ad.workPeriod.isNegotiable,
    working_period_start: ad.workPeriod.startDate,
    working_period_end: ad.workPeriod.endDate,
    working_day_code: ad.workingDay.workingDay,
    working_day_selected: ad.workingDay.selectedDay,
    working_day_negotiable: ad.workingDay.isNegotiable,
    working_day_detail: ad.workingDay.detailCondition,
    working_hour_code: ad.workingHour.workingHourList[0] ?? null,
    working_hour_codes: ad.workingHour.workingHourList,
    working_hour_from: ad.workingHour.workingHourFrom,
    working_hour_to: ad.workingHour.workingHourTo,
    working_hour_negotiable: ad.workingHour.isNegotiable,
    salary_code: ad.salary.salaryType,
    salary: ad.salary.salaryType === '010F' ? null : ad.salary.salaryMoreThan,
    is_same_day_payment: ad.salary.isSameDayPayment,
    welfare_ids: ad.welfarebenefit,
    languages: ad.language,
    work_types: ad.workType,
    province_id: ad.region.province ?? null,
    city_id: ad.region.city ?? null,
    detail_address: ad.detailAddress,
    // Without a pin, the city's centre (the map shows the ad there).
    lat: ad.lat ?? geo?.lat ?? null,
    lng: ad.lng ?? geo?.lng ?? null,
    target_region_ids: ad.targetRegion,
    no_of_vacancy: ad.isVacancyNotSpecified ? null : ad.noOfVacancy,
    deadline_date: ad.isDeadlineSpecified ? ad.deadlineDate : null,
    apply_methods: ad.howToApply,
    direct_customized_input: ad.isDirectCustomized ? ad.directCustomizedInput : null,
    own_form: ad.isUseOwnResume && ad.ownResumeKey ? { key: ad.ownResumeKey, fileName: ad.ownResumeFileName ?? 'application-form' } : null,
    website_url: ad.websiteUrl,
    is_email_notification: ad.isEmailNotification,
    contact: { manager: ad.contactInfoName, phoneNumber: phones, isShowPhoneNumber: ad.isShowPhoneNumber, email: ad.email, fax: ad.fax },
    detail_input: ad.detailInput,
    talent_type: ad.talentType,
  };
}

/** The columns the wizard writes (the keys of columnsOfPayload), quoted. */
const quoted = (row: Record<string, unknown>) => Object.keys(row).map((column) => `"${column}"`);

/** The company's latest name and logo as its ads carry them (null: the company has no ad yet). */
export async function latestCompanyHeader(db: Sql, companyId: string): Promise<CompanyHeader | null> {
  const rows = await db.$queryRawUnsafe<{ company_name: string; logo_key: string | null }[]>(
    'SELECT company_name, logo_key FROM job_ad WHERE company_id = $1::bigint ORDER BY created_at DESC, id DESC LIMIT 1',
    companyId,
  );
  const row = rows[0];
  return row ? { companyName: row.company_name, logoKey: row.logo_key } : null;
}

/** Writes a new ad Under Review, due for review at `reviewDueAt`, with the permit badge while the company is certified (data/company-permit.ts). Returns its id. */
export async function insertCompanyAd(db: Sql, input: { companyId: string; header: CompanyHeader; payload: JobAdPayload; now: Date; reviewDueAt: Date }): Promise<number> {
  const row = {
    ...columnsOfPayload(input.payload),
    company_id: input.companyId,
    company_name: input.header.companyName,
    logo_key: input.header.logoKey,
    status_code: UNDER_REVIEW,
    registered_at: input.now.toISOString(),
    review_due_at: input.reviewDueAt.toISOString(),
    review_reasons: [],
    created_at: input.now.toISOString(),
    updated_at: input.now.toISOString(),
  };
  const list = quoted(row).join(', ');
  const rows = await db.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO job_ad (${list}, "is_permit") SELECT ${list}, ${permitOfCompany('$2::bigint')} FROM json_populate_record(NULL::job_ad, $1::json) RETURNING id::text`,
    JSON.stringify(row),
    input.companyId,
  );
  return Number(rows[0]!.id);
}

export type StatusRow = { jobId: number; statusCode: string; reviewReasons: ReviewReason[] };

/**
 * Saves the edit wizard's values: the ad goes (back) to Under Review, due at `reviewDueAt`, whatever
 * its status was (an ended ad stays ended: editing it does not re-register it). null: no such ad of this company.
 */
export async function updateCompanyAd(db: Sql, input: { companyId: string; jobId: number; payload: JobAdPayload; now: Date; reviewDueAt: Date }): Promise<StatusRow | null> {
  const row = { ...columnsOfPayload(input.payload), updated_at: input.now.toISOString() };
  const columns = quoted(row);
  const rows = await db.$queryRawUnsafe<{ id: string; status_code: string; review_reasons: ReviewReason[] | string }[]>(
    `UPDATE job_ad SET (${columns.join(', ')}) = (SELECT ${columns.map((c) => `r.${c}`).join(', ')} FROM json_populate_record(NULL::job_ad, $1::json) r),
       status_code = CASE WHEN status_code = '${ENDED}' THEN status_code ELSE '${UNDER_REVIEW}' END,
       review_due_at = CASE WHEN status_code = '${ENDED}' THEN NULL ELSE $4::timestamptz END,
       review_reasons = '[]'::jsonb
     WHERE id = $2::bigint AND company_id = $3::bigint AND deleted_at IS NULL
     RETURNING id::text, status_code, review_reasons`,
    JSON.stringify(row),
    input.jobId,
    input.companyId,
    input.reviewDueAt.toISOString(),
  );
  const updated = rows[0];
  return updated ? { jobId: Number(updated.id), statusCode: updated.status_code, reviewReasons: jsonColumn(updated.review_reasons) } : null;
}

type OwnedRow = { id: string; status_code: string; review_reasons: ReviewReason[] | string };

/** The ad's status if it is this company's and not deleted (locked for the change that follows). */
export async function lockCompanyAd(db: Sql, companyId: string, jobId: number): Promise<StatusRow | null> {
  const rows = await db.$queryRawUnsafe<OwnedRow[]>(
    'SELECT id::text, status_code, review_reasons FROM job_ad WHERE id = $1::bigint AND company_id = $2::bigint AND deleted_at IS NULL FOR UPDATE',
    jobId,
    companyId,
  );
  const row = rows[0];
  return row ? { jobId: Number(row.id), statusCode: row.status_code, reviewReasons: jsonColumn(row.review_reasons) } : null;
}

/** Suspend: Ongoing to End (the caller checked the status under the lock). */
export async function endCompanyAd(db: Sql, jobId: number, now: Date): Promise<void> {
  await db.$executeRawUnsafe(`UPDATE job_ad SET status_code = '${ENDED}', review_due_at = NULL, updated_at = $2::timestamptz WHERE id = $1::bigint`, jobId, now.toISOString());
}

/** Re-registration: End to Under Review, registered now, reviewed at `reviewDueAt`. */
export async function reRegisterCompanyAd(db: Sql, jobId: number, now: Date, reviewDueAt: Date): Promise<void> {
  await db.$executeRawUnsafe(
    `UPDATE job_ad SET status_code = '${UNDER_REVIEW}', registered_at = $2::timestamptz, review_due_at = $3::timestamptz, review_reasons = '[]'::jsonb, updated_at = $2::timestamptz WHERE id = $1::bigint`,
    jobId,
    now.toISOString(),
    reviewDueAt.toISOString(),
  );
}

/**
 * Delete: the ad leaves every list (deleted_at, and status End so that job_ad_search drops it), its
 * applications stay readable by their applicants, and jobs.job_ad.deleted (services/chat freezes the
 * ad's chats) goes to the outbox in the same transaction. null: no such ad of this company.
 */
export async function deleteCompanyAd(db: Db, companyId: string, jobId: number, now: Date): Promise<StatusRow | null> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
      `UPDATE job_ad SET deleted_at = $3::timestamptz, status_code = '${ENDED}', review_due_at = NULL, updated_at = $3::timestamptz
       WHERE id = $1::bigint AND company_id = $2::bigint AND deleted_at IS NULL RETURNING id::text`,
      jobId,
      companyId,
      now.toISOString(),
    );
    if (!rows[0]) return null;
    const applications = await tx.$queryRawUnsafe<{ id: string; user_id: string | null; how_to_apply_code: string }[]>(
      'SELECT id::text, user_id::text, how_to_apply_code FROM application WHERE job_id = $1::bigint AND cancelled_at IS NULL ORDER BY id',
      jobId,
    );
    await writeOutbox(tx, EVENT_SUBJECTS.JOB_AD_DELETED, {
      jobId: String(jobId),
      companyUserId: companyId,
      applicationIds: applications.map((row) => row.id),
      chats: applications.filter((row) => row.how_to_apply_code === '018B' && row.user_id !== null).map((row) => ({ applicationId: row.id, applicantUserId: row.user_id! })),
    });
    return { jobId, statusCode: ENDED, reviewReasons: [] };
  });
}

type EditRow = AdRow & {
  id: string;
  is_public_institution: boolean;
  working_period_start: string | null;
  working_period_end: string | null;
  working_day_detail: string | null;
  working_hour_codes: string[];
  is_same_day_payment: boolean;
  target_region_ids: string[];
  own_form: AdImage | string | null;
  is_email_notification: boolean;
  detail_input: string | null;
  talent_type: string | null;
  review_reasons: ReviewReason[] | string;
};

/** The ad in the edit wizard's groups (`recuriterInfo` spelled so); null: no such ad of this company. */
export async function companyAdForEdit(db: Sql, companyId: string, jobId: number, lookups: SearchLookups): Promise<JobAdForEdit | null> {
  const rows = await db.$queryRawUnsafe<EditRow[]>(
    `SELECT id::text, status_code, title, job_description, images, is_employment_contract, is_beginner_possible, is_public_institution, is_with_friend,
       specialization_ids, education_code, preference_ids, nationality::int AS nationality, employee_types,
       working_period_code, working_period_negotiable, to_char(working_period_start, 'YYYY-MM-DD') AS working_period_start,
       to_char(working_period_end, 'YYYY-MM-DD') AS working_period_end, working_day_code, working_day_selected, working_day_negotiable,
       working_day_detail, working_hour_codes, working_hour_from, working_hour_to, working_hour_negotiable, salary_code, salary::float8 AS salary,
       is_same_day_payment, welfare_ids, languages, work_types, province_id, city_id, detail_address, lat, lng, target_region_ids,
       no_of_vacancy, to_char(deadline_date, 'YYYY-MM-DD') AS deadline_date, apply_methods, direct_customized_input, own_form, website_url,
       is_email_notification, contact, detail_input, talent_type, review_reasons
     FROM job_ad WHERE id = $1::bigint AND company_id = $2::bigint AND deleted_at IS NULL`,
    jobId,
    companyId,
  );
  const row = rows[0];
  if (!row) return null;
  const items = (tree: CodeTree, ids: string[]) => codeItems(lookups, tree, ids);
  const contact = jsonColumn<AdContact>(row.contact) ?? {};
  const ownForm = row.own_form === null ? null : jsonColumn<AdImage>(row.own_form);
  const phones = contact.phoneNumber ?? [];
  return {
    recruitment: {
      title: row.title,
      specialization: items('specialization', row.specialization_ids),
      isBeginnerPossible: row.is_beginner_possible,
      isPublicInstitution: row.is_public_institution,
      education: row.education_code,
      preference: items('preference', row.preference_ids),
      noOfVacancy: row.no_of_vacancy,
      isVacancyNotSpecified: row.no_of_vacancy === null,
      isWithFriend: row.is_with_friend,
      jobDescription: row.job_description,
    },
    workingCondition: {
      employeeType: row.employee_types,
      workPeriod: { workPeriod: row.working_period_code, startDate: row.working_period_start, endDate: row.working_period_end, isNegotiable: row.working_period_negotiable },
      workingDay: { workingDay: row.working_day_code, detailCondition: row.working_day_detail, isNegotiable: row.working_day_negotiable, selectedDay: row.working_day_selected },
      workingHour: { workingHourFrom: row.working_hour_from, workingHourTo: row.working_hour_to, isNegotiable: row.working_hour_negotiable, workingHourList: row.working_hour_codes },
      salary: { isSameDayPayment: row.is_same_day_payment, salaryMoreThan: row.salary, salaryType: row.salary_code },
      welfarebenefit: items('welfare', row.welfare_ids),
      language: row.languages.map((id) => ({ id, name: LANGUAGE[id as LanguageCode] ?? (id === 'all' ? 'All' : id) })),
      workType: row.work_types.map((id) => ({ id, name: WORK_TYPE[id as WorkTypeCode] ?? (id === 'all' ? 'All' : id) })),
    },
    workPlace: {
      city: row.city_id,
      province: row.province_id,
      detailAddress: row.detail_address,
      lat: row.lat,
      lng: row.lng,
      targetCity: row.target_region_ids.filter((id) => CITY_IDS.has(id)),
      targetProvince: row.target_region_ids.filter((id) => !CITY_IDS.has(id)),
    },
    applicationInfo: {
      isDeadlineSpecified: row.deadline_date !== null,
      deadlineDate: row.deadline_date,
      howToApply: row.apply_methods,
      isDirectCustomized: row.direct_customized_input !== null,
      directCustomizedInput: row.direct_customized_input,
      isUseOwnResume: ownForm !== null,
      ownResumeKey: ownForm?.key ?? null,
      ownResumeFileName: ownForm?.fileName ?? null,
      websiteUrl: row.website_url,
      isEmailNotification: row.is_email_notification,
    },
    recuriterInfo: {
      detailInput: row.detail_input,
      nationality: row.nationality,
      contactInfoName: contact.manager ?? null,
      contactMainPhoneNumber: phones[0] ?? null,
      contactSubPhoneNumber: phones[1] ?? null,
      isShowPhoneNumber: contact.isShowPhoneNumber ?? true,
      email: contact.email ?? null,
      fax: contact.fax ?? null,
      isContract: row.is_employment_contract,
    },
    jobPhoto: jsonColumn<AdImage[]>(row.images) ?? [],
    jobId: Number(row.id),
    statusCode: row.status_code,
    talentType: row.talent_type,
    reviewReasons: jsonColumn<ReviewReason[]>(row.review_reasons) ?? [],
  };
}
