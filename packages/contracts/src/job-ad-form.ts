/**
 * The employer's job ad: the register and edit wizards' payload (`POST /api/jobAds`,
 * `PUT /api/jobAds/{id}`), the loaded ad of the edit wizard (`GET /api/jobAds/update/{id}`, in the
 * spec's groups, `recuriterInfo` spelled so), and the ad management list
 * (`GET /api/employer/myPage/myJobs`). ../shared/spec/employer.md sections 2, 3 and 9.
 *
 * The spec shows few field messages ('the full field rules are not shown'): the messages here are
 * ours, and the wizard shows them under the fields. The selection limits are the spec's (LIMITS):
 * specialization and preference 5, working-hour list 3, 10 files.
 *
 * Checks that need the posting day or a table of laws (deadline not in the past, the minimum wage,
 * discriminating words, fees) are the review's (./job-ad-review.ts), not the payload's.
 */
import { z } from 'zod';
import { ZPhoneNumber } from './auth.ts';
import { APPLY_METHOD_CODES, EDUCATION_CODES, EMPLOYEE_TYPE_CODES, LIMITS, SALARY_UNIT_CODES } from './codes.ts';
import { JOB_AD_FORM_LIMITS, JOB_AD_FORM_MESSAGES, SELECTED_DAY_MESSAGE } from './job-ad-form-text.ts';
import {
  codeOf,
  emptyToUndefined,
  flag,
  latitude,
  listOf,
  longitude,
  preferenceItem,
  regionItem,
  specializationItem,
  timeOfDay,
  weekdayItem,
  welfareItem,
  workingDayItem,
  workingHourItem,
  workingPeriodItem,
  languageItem,
  workTypeItem,
  ZCodeItem,
} from './jobs.ts';
import { CITIES } from './regions.ts';

export { JOB_AD_FORM_LIMITS, JOB_AD_FORM_MESSAGES } from './job-ad-form-text.ts';

const text = (max: number, required?: string) => {
  const base = z.string({ error: required ?? 'Must be text.' }).trim().max(max, { error: `At most ${max} characters.` });
  return required ? base.min(1, { error: required }) : z.preprocess(emptyToUndefined, base.optional()).transform((value) => value || null);
};
const date = z.preprocess(emptyToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the format YYYY-MM-DD.' }).optional()).transform((value) => value ?? null);
const object = <T extends z.ZodRawShape>(shape: T) => z.preprocess((value) => emptyToUndefined(value) ?? {}, z.object(shape, { error: 'Must be an object.' }));

export const ZJobPhoto = z.object({ key: z.string().min(1).max(500), fileName: z.string().max(255) });
export type JobPhoto = z.infer<typeof ZJobPhoto>;

const salaryAmount = z
  .preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z.number({ error: JOB_AD_FORM_MESSAGES.salaryMoreThan }).min(0, { error: JOB_AD_FORM_MESSAGES.salaryMoreThan }).max(JOB_AD_FORM_LIMITS.salary, { error: 'Too large.' }).nullable(),
  )
  .optional()
  .transform((value) => value ?? null);

const CITY_IDS = new Set(CITIES.map((city) => city.id));

/**
 * The combined wizard values (steps 0-5) as `POST /api/jobAds` and `PUT /api/jobAds/{id}` take
 * them. Code lists accept bare ids or code items (`{ id, ... }`) and come out as ids.
 */
export const ZJobAdPayload = z
  .object({
    // step 0: recruitment basics
    jobPhoto: listOf(ZJobPhoto, JOB_AD_FORM_LIMITS.photos),
    title: text(JOB_AD_FORM_LIMITS.title, JOB_AD_FORM_MESSAGES.title),
    specialization: listOf(specializationItem, LIMITS.pickLimit).refine((list) => list.length > 0, { error: JOB_AD_FORM_MESSAGES.specialization }),
    isBeginnerPossible: flag,
    isPublicInstitution: flag,
    /** About the recruiter / company, shown with the contact (recuriterInfo.detailInput). */
    detailInput: text(JOB_AD_FORM_LIMITS.detailInput),
    /** Not shown in the spec; kept as given (e.g. 'regular', 'freelancer'). */
    talentType: text(50),
    isMultiCheck: flag,
    /** 1 Filipino, 2 Foreigner, 0 both (default). */
    nationality: z.preprocess((value) => (emptyToUndefined(value) === undefined ? 0 : typeof value === 'string' ? Number(value) : value), z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Must be 0, 1 or 2.' })),

    // step 1: education and preference
    education: z.preprocess(emptyToUndefined, codeOf(EDUCATION_CODES).optional()).transform((value) => value ?? '004A'),
    preference: listOf(preferenceItem, LIMITS.pickLimit),

    // step 2: working conditions
    employeeType: listOf(codeOf(EMPLOYEE_TYPE_CODES)).refine((list) => list.length > 0, { error: JOB_AD_FORM_MESSAGES.employeeType }),
    workPeriod: object({ workPeriod: z.preprocess(emptyToUndefined, workingPeriodItem.optional()).transform((v) => v ?? null), startDate: date, endDate: date, isNegotiable: flag }),
    workingDay: object({
      workingDay: z.preprocess(emptyToUndefined, workingDayItem.optional()).transform((v) => v ?? '007A'),
      detailCondition: text(JOB_AD_FORM_LIMITS.shortText),
      isNegotiable: flag,
      selectedDay: listOf(weekdayItem, 7),
    }),
    workingHour: object({
      workingHourFrom: timeOfDay.transform((v) => v ?? null),
      workingHourTo: timeOfDay.transform((v) => v ?? null),
      isNegotiable: flag,
      /** The working-hour list (up to 3 of 009A-009Z), when the ad names bands instead of a range. */
      workingHourList: listOf(workingHourItem, LIMITS.workingHourListLimit),
    }),
    salary: object({
      isSameDayPayment: flag,
      salaryMoreThan: salaryAmount,
      salaryType: z.preprocess(emptyToUndefined, codeOf(SALARY_UNIT_CODES).optional()),
    }),
    welfarebenefit: listOf(welfareItem),
    language: listOf(languageItem),
    workType: listOf(workTypeItem),

    // step 3: workplace
    region: object({ province: z.preprocess(emptyToUndefined, regionItem.optional()), city: z.preprocess(emptyToUndefined, regionItem.optional()) }),
    detailAddress: text(JOB_AD_FORM_LIMITS.shortText, JOB_AD_FORM_MESSAGES.detailAddress),
    lat: latitude.transform((v) => v ?? null),
    lng: longitude.transform((v) => v ?? null),
    /** Regions the ad recruits from (PSGC ids, up to 5). */
    targetRegion: listOf(regionItem, LIMITS.pickLimit),

    // step 4: application info
    noOfVacancy: z.preprocess(
      (value) => (value === '' || value === null || value === undefined ? null : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      z.number({ error: JOB_AD_FORM_MESSAGES.vacancy }).int({ error: JOB_AD_FORM_MESSAGES.vacancy }).min(1, { error: JOB_AD_FORM_MESSAGES.vacancy }).max(JOB_AD_FORM_LIMITS.vacancies, { error: 'Too large.' }).nullable(),
    ),
    isVacancyNotSpecified: flag,
    isWithFriend: flag,
    isDeadlineSpecified: flag,
    deadlineDate: date,
    howToApply: listOf(codeOf(APPLY_METHOD_CODES)).refine((list) => list.length > 0, { error: JOB_AD_FORM_MESSAGES.howToApply }),
    isDirectCustomized: flag,
    directCustomizedInput: text(JOB_AD_FORM_LIMITS.detailInput),
    isUseOwnResume: flag,
    /** The company's own application form: 'files/{key}/{fileName}' of services/media (a ZIP when several files). */
    ownResumeKey: text(500),
    /** ours: the form's file name as the applicant downloads it. */
    ownResumeFileName: text(255),
    websiteUrl: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: JOB_AD_FORM_MESSAGES.websiteUrl }).max(500).optional()).transform((v) => v ?? null),
    isEmailNotification: flag,

    // step 5: contact info and job description
    contactInfoName: text(100, JOB_AD_FORM_MESSAGES.contactInfoName),
    contactMainPhoneNumber: z.string({ error: JOB_AD_FORM_MESSAGES.contactMainPhoneNumber }).trim().min(1, { error: JOB_AD_FORM_MESSAGES.contactMainPhoneNumber }).pipe(ZPhoneNumber),
    contactSubPhoneNumber: z.preprocess(emptyToUndefined, ZPhoneNumber.optional()).transform((v) => v ?? null),
    isShowPhoneNumber: flag,
    email: z.preprocess(emptyToUndefined, z.email({ error: JOB_AD_FORM_MESSAGES.email }).max(254).optional()).transform((v) => v ?? null),
    fax: text(30),
    /** Badge 'Employment Contract'. */
    isContract: flag,
    jobDescription: text(JOB_AD_FORM_LIMITS.jobDescription, JOB_AD_FORM_MESSAGES.jobDescription),
  })
  .superRefine((ad, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (!ad.salary.salaryType) issue(['salary', 'salaryType'], JOB_AD_FORM_MESSAGES.salaryType);
    else if (ad.salary.salaryType !== '010F' && ad.salary.salaryMoreThan === null) issue(['salary', 'salaryMoreThan'], JOB_AD_FORM_MESSAGES.salaryMoreThan);
    if (!ad.region.province || !ad.region.city || !CITY_IDS.has(ad.region.city)) issue(['region'], JOB_AD_FORM_MESSAGES.region);
    if (!ad.isVacancyNotSpecified && ad.noOfVacancy === null) issue(['noOfVacancy'], JOB_AD_FORM_MESSAGES.vacancy);
    if (ad.isDeadlineSpecified && !ad.deadlineDate) issue(['deadlineDate'], JOB_AD_FORM_MESSAGES.deadlineDate);
    if (ad.howToApply.includes('018E') && !ad.websiteUrl) issue(['websiteUrl'], JOB_AD_FORM_MESSAGES.websiteUrl);
    if (ad.isDirectCustomized && !ad.directCustomizedInput) issue(['directCustomizedInput'], JOB_AD_FORM_MESSAGES.directCustomizedInput);
    if (ad.isUseOwnResume && !ad.ownResumeKey) issue(['ownResumeKey'], JOB_AD_FORM_MESSAGES.ownResumeKey);
    if (ad.workingDay.workingDay === '007G' && ad.workingDay.selectedDay.length === 0) issue(['workingDay', 'selectedDay'], SELECTED_DAY_MESSAGE);
  });
export type JobAdPayloadInput = z.input<typeof ZJobAdPayload>;
export type JobAdPayload = z.output<typeof ZJobAdPayload>;

/** `POST /api/jobAds` answers `data.jobId` (the spec: 'data.jobId, then go to paid page'). */
export const ZJobAdCreated = z.object({ data: z.object({ jobId: z.number().int(), statusCode: z.string() }) });
export type JobAdCreated = z.infer<typeof ZJobAdCreated>;

/** One reason the review refused an ad: the field it concerns and a sentence for the employer. */
export const ZReviewReason = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type ReviewReason = z.infer<typeof ZReviewReason>;

/** The answer of PUT /api/jobAds/{id}, end and reRegistration: the ad's status after the call. */
export const ZJobAdStatusAnswer = z.object({ jobId: z.number().int(), statusCode: z.string(), reviewReasons: z.array(ZReviewReason) });
export type JobAdStatusAnswer = z.infer<typeof ZJobAdStatusAnswer>;

/** `GET /api/jobAds/update/{id}`: the ad in the spec's groups, as the edit wizard loads it. */
export const ZJobAdForEdit = z.object({
  recruitment: z.object({
    title: z.string(),
    specialization: z.array(ZCodeItem),
    isBeginnerPossible: z.boolean(),
    isPublicInstitution: z.boolean(),
    education: z.string(),
    preference: z.array(ZCodeItem),
    noOfVacancy: z.number().int().nullable(),
    isVacancyNotSpecified: z.boolean(),
    isWithFriend: z.boolean(),
    jobDescription: z.string(),
  }),
  workingCondition: z.object({
    employeeType: z.array(z.string()),
    workPeriod: z.object({ workPeriod: z.string().nullable(), startDate: z.string().nullable(), endDate: z.string().nullable(), isNegotiable: z.boolean() }),
    workingDay: z.object({ workingDay: z.string(), detailCondition: z.string().nullable(), isNegotiable: z.boolean(), selectedDay: z.array(z.string()) }),
    workingHour: z.object({ workingHourFrom: z.string().nullable(), workingHourTo: z.string().nullable(), isNegotiable: z.boolean(), workingHourList: z.array(z.string()) }),
    salary: z.object({ isSameDayPayment: z.boolean(), salaryMoreThan: z.number().nullable(), salaryType: z.string() }),
    welfarebenefit: z.array(ZCodeItem),
    /** Code items { id, name } (the save reduces them to ids). */
    language: z.array(z.object({ id: z.string(), name: z.string() })),
    workType: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  workPlace: z.object({
    city: z.string().nullable(),
    province: z.string().nullable(),
    detailAddress: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    /** Target regions: the city ids and the province ids, in the order chosen. */
    targetCity: z.array(z.string()),
    targetProvince: z.array(z.string()),
  }),
  applicationInfo: z.object({
    isDeadlineSpecified: z.boolean(),
    deadlineDate: z.string().nullable(),
    howToApply: z.array(z.string()),
    isDirectCustomized: z.boolean(),
    directCustomizedInput: z.string().nullable(),
    isUseOwnResume: z.boolean(),
    ownResumeKey: z.string().nullable(),
    ownResumeFileName: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    isEmailNotification: z.boolean(),
  }),
  recuriterInfo: z.object({
    detailInput: z.string().nullable(),
    nationality: z.number().int(),
    contactInfoName: z.string().nullable(),
    contactMainPhoneNumber: z.string().nullable(),
    contactSubPhoneNumber: z.string().nullable(),
    isShowPhoneNumber: z.boolean(),
    email: z.string().nullable(),
    fax: z.string().nullable(),
    isContract: z.boolean(),
  }),
  jobPhoto: z.array(ZJobPhoto),
  // ours:
  jobId: z.number().int(),
  statusCode: z.string(),
  talentType: z.string().nullable(),
  /** Why the review refused the ad (empty when it did not). */
  reviewReasons: z.array(ZReviewReason),
});
export type JobAdForEdit = z.infer<typeof ZJobAdForEdit>;

// ---------------------------------------------------------------------------------------------
// Ad management (/myPage/ad)
// ---------------------------------------------------------------------------------------------

/** `GET /api/employer/myPage/myJobs?status&email` (+ ours: pageUnit, pageNo for long lists). */
export const ZMyJobsQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(['012A', '012C', '012D'], { error: 'Must be 012A, 012C or 012D.' }).optional()).transform((v) => v ?? '012C'),
  email: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().max(320).optional()),
  pageUnit: z.preprocess((v) => (v === undefined || v === '' ? 20 : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number({ error: 'Must be 1 to 100.' }).int().min(1).max(LIMITS.maxPageUnit)),
  pageNo: z.preprocess((v) => (v === undefined || v === '' ? 1 : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number({ error: 'Must be a page number.' }).int().min(1)),
});
export type MyJobsQuery = z.output<typeof ZMyJobsQuery>;

/** The spec's 'Ad summary', plus what the rows show (ours: deadlineDate for D-n, reviewReasons, paymentService). */
export const ZAdSummary = z.object({
  jobId: z.number().int(),
  /** ISO 8601. */
  updatedAt: z.string(),
  title: z.string(),
  view: z.number().int(),
  underReview: z.number().int(),
  pass: z.number().int(),
  nonPass: z.number().int(),
  applicant: z.number().int(),
  unread: z.number().int(),
  createdAt: z.string(),
  statusCode: z.string(),
  // ours:
  /** YYYY-MM-DD or null: the D-Day / D-n badge of ongoing ads. */
  deadlineDate: z.string().nullable(),
  reviewReasons: z.array(ZReviewReason),
  paymentService: z.array(z.object({ serviceId: z.number().int() })),
});
export type AdSummary = z.infer<typeof ZAdSummary>;

export const ZMyJobsResponse = z.object({ list: z.array(ZAdSummary), resultListCount: z.number().int().min(0) });
export type MyJobsResponse = z.infer<typeof ZMyJobsResponse>;
