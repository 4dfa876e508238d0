/**
 * One job ad as the detail page shows it. The public sees ongoing (012C) ads only; the company
 * that owns an ad sees it in any status, and so does the master of that company (read-only,
 * packages/contracts branches.ts). An ad the viewer may not see is reported as absent (404), so
 * that its existence does not leak.
 */
import type { JobAdDetail } from '@phjobs/contracts/jobs';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { CodeTree, SearchLookups } from '../domain/lookups.ts';
import { ONGOING } from '../domain/ad-status.ts';
import { codeItems, jsonColumn, type AdContact, type AdImage, type AdRow } from './ad-row.ts';
import { isBranchOf } from './company-master.ts';

/** `viewerIsMaster`: the viewer is a master member (it also sees its branches' ads in any status). */
export type GetJobAdInput = { jobId: number; viewerId: string | null; viewerIsMaster?: boolean };


type DetailRow = AdRow & {
  id: bigint | string | number;
  company_id: bigint | string | number;
  company_name: string;
  logo_key: string | null;
  is_three_major: boolean;
  is_permit: boolean;
  working_hour_code: string | null;
  created_at: string;
  is_scrapped: boolean;
};

/** Dates and times as text straight from PostgreSQL, so that no driver time zone gets in the way. */
const QUERY = `SELECT j.id, j.company_id, j.company_name, j.logo_key, j.status_code, j.title, j.job_description, j.images,
  j.is_employment_contract, j.is_three_major, j.is_permit, j.is_beginner_possible, j.is_with_friend,
  j.specialization_ids, j.education_code, j.preference_ids, j.nationality::int AS nationality, j.employee_types,
  j.working_period_code, j.working_period_negotiable, j.working_day_code, j.working_day_selected, j.working_day_negotiable,
  j.working_hour_code, j.working_hour_from, j.working_hour_to, j.working_hour_negotiable,
  j.salary_code, j.salary::float8 AS salary, j.welfare_ids, j.languages, j.work_types,
  j.province_id, j.city_id, j.detail_address, j.lat, j.lng, j.no_of_vacancy,
  to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(j.deadline_date, 'YYYY-MM-DD') AS deadline_date,
  j.apply_methods, j.direct_customized_input, j.website_url, j.contact,
  ($2::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM ad_scrap s WHERE s.user_id = $2::bigint AND s.job_id = j.id)) AS is_scrapped
FROM job_ad j
WHERE j.id = $1::bigint AND j.deleted_at IS NULL
  AND (j.status_code = '${ONGOING}' OR j.company_id = $2::bigint OR ($3::boolean AND ${isBranchOf('j.company_id', '$2::bigint')}))`;

export async function getJobAd(db: Sql, { jobId, viewerId, viewerIsMaster = false }: GetJobAdInput, lookups: SearchLookups): Promise<JobAdDetail | null> {
  const rows = await db.$queryRawUnsafe<DetailRow[]>(QUERY, jobId, viewerId, viewerId !== null && viewerIsMaster);
  const row = rows[0];
  if (!row) return null;
  const isOwner = viewerId !== null && String(row.company_id) === viewerId;
  const contact = jsonColumn<AdContact>(row.contact) ?? {};
  const items = (tree: CodeTree, ids: string[]) => codeItems(lookups, tree, ids);
  const city = lookups.cityName(row.city_id);
  const province = lookups.provinceName(row.province_id);
  return {
    title: row.title,
    comapnyName: row.company_name,
    jobCreatedAt: row.created_at,
    jobDeadlineDate: row.deadline_date,
    jobImageList: jsonColumn<AdImage[]>(row.images) ?? [],
    isEmploymentContact: row.is_employment_contract,
    isThreeMajor: row.is_three_major,
    isPermit: row.is_permit,
    workType: row.work_types,
    salary: row.salary,
    salaryCode: row.salary_code,
    workingDayCode: row.working_day_code,
    workingDaySelectedList: row.working_day_selected,
    workingDayNagotiable: row.working_day_negotiable,
    workingHourCode: row.working_hour_code,
    workingHourNagotiable: row.working_hour_negotiable,
    workingPeriodCode: row.working_period_code,
    workingPeriodNagotiable: row.working_period_negotiable,
    noOfVacancy: row.no_of_vacancy,
    education: row.education_code,
    preferenceList: items('preference', row.preference_ids),
    workPlace: [row.detail_address, city, province].filter((part): part is string => Boolean(part)).join(', '),
    lat: row.lat,
    lng: row.lng,
    specializationList: items('specialization', row.specialization_ids),
    employeeTypeList: row.employee_types,
    welfarebenefitList: items('welfare', row.welfare_ids),
    nationality: row.nationality,
    language: row.languages,
    applyList: row.apply_methods,
    websiteUrl: row.website_url,
    contactInfo: {
      manager: contact.manager ?? null,
      phoneNumber: contact.isShowPhoneNumber === false && !isOwner ? [] : (contact.phoneNumber ?? []),
      email: contact.email ?? null,
      fax: contact.fax ?? null,
    },
    logoKey: row.logo_key,
    jobId: Number(row.id),
    companyId: Number(row.company_id),
    statusCode: row.status_code,
    jobDescription: row.job_description,
    workingHourFrom: row.working_hour_from,
    workingHourTo: row.working_hour_to,
    province,
    city,
    isBeginnerPossible: row.is_beginner_possible,
    isWithFriend: row.is_with_friend,
    directCustomizedInput: row.direct_customized_input,
    isScrapped: row.is_scrapped,
  };
}
