/**
 * Talent calls: resumes (../shared/spec/account-community.md, 'Resumes', sections 3-9), talents
 * (published resumes, ../shared/spec/employer.md 'Talent browsing', 'Talent resume view'), the
 * audience of a resume (viewed and scrapped by companies) and position offers (both sides).
 *
 * The spec's field names are the wire contract, misspellings included (`phtoKey`). Where the spec
 * says "not shown" the choice is ours and says so here: the self-introduction bounds, the messages
 * the spec does not word, the offer status an answer leads to, `contractNumber`.
 */
import { z } from 'zod';
import { EDUCATION_CODES, EMPLOYEE_TYPE_CODES, LIMITS, SALARY_UNIT_CODES, WEEKDAY_CODES, WORKING_HOUR_CODES, WORKING_PERIOD_CODES } from './codes.ts';
import { emptyToUndefined, listOf, ZCodeItem, ZJobSearchFilterObject } from './jobs.ts';
import { cityById, provinceById } from './regions.ts';
import { FREELANCER_SPECIALIZATION, isCode, SPECIALIZATION_TREE, TALENT_SPECIALIST_KEYS, type FreelancerKey, type TalentSpecialistKey } from './taxonomy.ts';
import { ANSWER_INDEX_MAX, OFFER_INDEX_MAX, OFFER_MESSAGES, RESUME_MESSAGES, SELF_INTRODUCTION_LENGTH } from './messages.ts';

/** The time zone "today" is counted in: the product serves the Philippines. */
export const TALENT_TIME_ZONE = 'Asia/Manila';

/**
 * GET /api/talent/count: published resumes (020A) in all, and those updated since local midnight
 * (Asia/Manila) for the 'Today talents' counter.
 */
export const ZTalentCountResponse = z.object({
  totalCount: z.number().int().min(0),
  todayCount: z.number().int().min(0),
});
export type TalentCountResponse = z.infer<typeof ZTalentCountResponse>;


// ---------------------------------------------------------------------------------------------
// Business constants and messages (account-community.md sections 5 and 9)
// ---------------------------------------------------------------------------------------------




export const RESUME_PUBLISHED = '020A';
export const RESUME_PRIVATE = '020B';
export const RESUME_STATUS_CODES = [RESUME_PUBLISHED, RESUME_PRIVATE] as const;

export const OFFER_WAITING = '032A';
export const OFFER_ACCEPTED = '032B';
export const OFFER_DECLINED = '032C';
export const OFFER_ANSWER_CODES = ['033A', '033B', '033C'] as const;
export type OfferAnswerCode = (typeof OFFER_ANSWER_CODES)[number];
/**
 * The status an answer leads to (the spec leaves 032B/032C unlabelled: ours). 033A 'interested'
 * accepts the offer (032B): from then on the company sees the talent's contact. 033B 'not suitable'
 * and 033C 'already got a job' decline it (032C). Only a 032A offer can be answered, once.
 */
export const OFFER_STATUS_FOR_ANSWER = { '033A': OFFER_ACCEPTED, '033B': OFFER_DECLINED, '033C': OFFER_DECLINED } as const satisfies Record<OfferAnswerCode, string>;

// ---------------------------------------------------------------------------------------------
// Query and path parameters
// ---------------------------------------------------------------------------------------------

const fromQuery = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const queryInt = (min: number, max: number, fallback: number) => {
  const message = `Must be an integer from ${min} to ${max}.`;
  return z.preprocess(
    (value) => {
      const v = fromQuery(value);
      return typeof v === 'string' && /^[+-]?\d{1,15}$/.test(v) ? Number(v) : v;
    },
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).default(fallback),
  );
};

/** The spec's `email` query: accepted, but it must be the token's e-mail (service-kit checkEmailParam). */
const emailParam = z.preprocess(fromQuery, z.string({ error: 'Must be a single text value.' }).max(320).optional());

/** `pageUnit` (default 10, at most 100), `pageNo` (from 1), `email`. */
export const ZPageQuery = z.object({
  pageUnit: queryInt(1, LIMITS.maxPageUnit, LIMITS.pageUnit),
  pageNo: queryInt(1, 1_000_000, 1),
  email: emailParam,
});
export type PageQuery = z.output<typeof ZPageQuery>;

export const ZEmailQuery = z.object({ email: emailParam });

/** A positive id in a path or a body: 12 or '12'; anything else is a 400. */
export const positiveId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(Number.MAX_SAFE_INTEGER, { error: message }),
  );

export const ZResumeIdParam = z.object({ id: positiveId('The resume id must be a positive integer.') });
export const ZOfferIdParam = z.object({ offerId: positiveId('The offer id must be a positive integer.') });
export const ZUserIdParam = z.object({ userId: positiveId('The user id must be a positive integer.') });

// ---------------------------------------------------------------------------------------------
// Resume building blocks (account-community.md section 3, 'Resume'; employer.md 'resumeInfo')
// ---------------------------------------------------------------------------------------------

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const yearMonth = z.string().regex(YEAR_MONTH, 'Use the format YYYY-MM.');

/** A career entry as stored and answered; isInOffice true means up to the current month (periodTo is then this month). */
export const ZResumeCareer = z.object({
  companyName: z.string().trim().min(1).max(100),
  periodFrom: yearMonth,
  periodTo: yearMonth,
  position: z.string().trim().min(1).max(100),
  isInOffice: z.boolean().default(false),
});
export type ResumeCareer = z.infer<typeof ZResumeCareer>;

/** skill 005A language, 005B other (computer); field e.g. 'English' or 'MS Excel'; level free text. */
export const ZResumeAbility = z.object({
  skill: z.enum(['005A', '005B']),
  field: z.string().trim().min(1).max(50),
  level: z.string().trim().min(1).max(30),
});
export type ResumeAbility = z.infer<typeof ZResumeAbility>;

export const ZResumeFile = z.object({ key: z.string().min(1).max(300), fileName: z.string().max(200) });
export type ResumeFile = z.infer<typeof ZResumeFile>;

/** A region choice: a PSGC province id and, optionally, one of its cities. */
export const ZResumeRegion = z.object({ province: z.string().min(1), city: z.string().nullable() });
export type ResumeRegion = z.infer<typeof ZResumeRegion>;

const ZWorkingDay = z.object({
  workingDay: z.string().regex(/^007[B-G]$/),
  selectedDay: z.array(z.string()).default([]),
  isNegotiable: z.boolean().default(false),
  detailCondition: z.string().max(200).nullable().default(null),
});
const ZWorkPeriod = z.object({ workPeriod: z.string().regex(/^008[A-G]$/), isNegotiable: z.boolean().default(false) });
const ZWorkingHour = z.object({
  isListSelect: z.boolean(),
  workingHour: z.string().regex(/^009[A-Z]$/).nullable(),
  workingHourFrom: z.string().regex(/^\d{2}:\d{2}$/).nullable(),
  workingHourTo: z.string().regex(/^\d{2}:\d{2}$/).nullable(),
  isNegotiable: z.boolean().default(false),
});
const ZSalary = z.object({ salaryType: z.string().regex(/^010[A-F]$/), salaryMoreThan: z.number().min(0).nullable() });

/**
 * The spec's workingConditions as stored and answered. Specializations are taxonomy ids; regions
 * PSGC ids. workingDay, workPeriod, workingHour and salary are null when the member left them out.
 */
export const ZResumeWorkingConditions = z.object({
  specialization: z.array(z.string().min(1)).min(1).max(LIMITS.pickLimit),
  region: z.array(ZResumeRegion).min(1).max(LIMITS.pickLimit),
  employeeType: z.array(z.string().regex(/^011[A-F]$/)).min(1),
  workingDay: ZWorkingDay.nullable().default(null),
  workPeriod: ZWorkPeriod.nullable().default(null),
  workingHour: ZWorkingHour.nullable().default(null),
  salary: ZSalary.nullable().default(null),
});
export type ResumeWorkingConditions = z.infer<typeof ZResumeWorkingConditions>;

// ---------------------------------------------------------------------------------------------
// Resume requests: POST /api/resume/setResume, PUT /api/resume/{id}
// ---------------------------------------------------------------------------------------------

/** null and '' mean "not given". */
const blankToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);
/** A bare id ('SP0101', 12) or a code item with an id: the id as a string. */
const idOf = (value: unknown): unknown => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) return idOf((value as { id: unknown }).id);
  return value;
};
const codeIn = <C extends string>(codes: readonly C[], message: string) => {
  const known = new Set<string>(codes);
  return z.preprocess(idOf, z.string({ error: message }).refine((id): id is C => known.has(id), { error: message }));
};
const requiredText = (max: number, required: string, tooLong = `At most ${max} characters.`) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
const optionalKey = z.preprocess(blankToUndefined, z.string({ error: 'Must be a storage key.' }).max(300).optional()).transform((v) => v ?? null);
const fileList = (max: number) =>
  z.preprocess(blankToUndefined, z.array(ZResumeFile, { error: 'Must be a list of files { key, fileName }.' }).max(max, { error: `At most ${max} files.` }).optional()).transform((v) => v ?? []);
const optionalFlag = z.preprocess(blankToUndefined, z.boolean({ error: 'Must be true or false.' }).optional());

/** A career entry as sent: periodTo may be left out while isInOffice (it is then the current month). */
export const ZResumeCareerInput = z
  .object({
    companyName: requiredText(100, RESUME_MESSAGES.careerCompanyName),
    periodFrom: z.string({ error: RESUME_MESSAGES.careerPeriodFrom }).trim().regex(YEAR_MONTH, { error: RESUME_MESSAGES.careerPeriodFrom }),
    periodTo: z.preprocess(blankToUndefined, z.string({ error: RESUME_MESSAGES.careerPeriodTo }).trim().regex(YEAR_MONTH, { error: RESUME_MESSAGES.careerPeriodTo }).optional()),
    position: requiredText(100, RESUME_MESSAGES.careerPosition),
    isInOffice: optionalFlag.transform((v) => v ?? false),
  })
  .superRefine((entry, ctx) => {
    if (!entry.periodTo && !entry.isInOffice) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: RESUME_MESSAGES.careerPeriodTo });
    if (entry.periodTo && entry.periodTo < entry.periodFrom) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: RESUME_MESSAGES.careerPeriodOrder });
  });
export type ResumeCareerInput = z.output<typeof ZResumeCareerInput>;

/** An ability as sent: skill '005A'/'005B', or the words 'language'/'computer' some views use. */
export const ZResumeAbilityInput = z.object({
  skill: z.preprocess(
    (value) => (value === 'language' ? '005A' : value === 'computer' ? '005B' : value),
    z.enum(['005A', '005B'], { error: "Must be '005A' (language) or '005B' (other)." }),
  ),
  field: requiredText(50, 'Please enter the field.'),
  level: requiredText(30, 'Please enter the level.'),
});

const specializationId = z.preprocess(
  idOf,
  z.string({ error: 'Must be a specialization id.' }).refine((id) => isCode(SPECIALIZATION_TREE, id), { error: (issue) => `Unknown specialization '${String(issue.input)}'.` }),
);

const ZResumeRegionInput = z
  .object({
    province: z.preprocess(idOf, z.string({ error: RESUME_MESSAGES.regionRequired }).min(1, { error: RESUME_MESSAGES.regionRequired })),
    city: z.preprocess((value) => (value === '' || value === undefined ? null : idOf(value)), z.string({ error: 'Must be a city id.' }).nullable()),
  })
  .superRefine((region, ctx) => {
    if (!provinceById(region.province)) ctx.addIssue({ code: 'custom', path: ['province'], message: `Unknown province '${region.province}'.` });
    else if (region.city !== null && cityById(region.city)?.parent_id !== region.province)
      ctx.addIssue({ code: 'custom', path: ['city'], message: `'${region.city}' is not a city of this province.` });
  });

const requiredList = <T extends z.ZodType>(item: T, required: string, max: number = LIMITS.pickLimit) =>
  z.array(item, { error: required }).min(1, { error: required }).max(max, { error: `At most ${max} choices.` });

/** workingConditions as sent: specialization, region and employeeType required (spec section 5), the rest optional. */
export const ZResumeWorkingConditionsInput = z.object(
  {
    specialization: requiredList(specializationId, RESUME_MESSAGES.specializationRequired).transform((ids) => [...new Set(ids)]),
    region: requiredList(ZResumeRegionInput, RESUME_MESSAGES.regionRequired),
    employeeType: requiredList(codeIn(EMPLOYEE_TYPE_CODES, 'Unknown employment type.'), RESUME_MESSAGES.employeeTypeRequired, EMPLOYEE_TYPE_CODES.length).transform((codes) => [...new Set(codes)]),
    workingDay: z.preprocess(
      blankToUndefined,
      z
        .object({
          workingDay: codeIn(['007B', '007C', '007D', '007E', '007F', '007G'] as const, 'Unknown working day.'),
          selectedDay: z.preprocess(blankToUndefined, z.array(codeIn(WEEKDAY_CODES, 'Unknown day.')).max(7).optional()).transform((v) => v ?? []),
          isNegotiable: optionalFlag.transform((v) => v ?? false),
          detailCondition: z.preprocess(blankToUndefined, z.string().trim().max(200, { error: 'At most 200 characters.' }).optional()).transform((v) => v ?? null),
        })
        .optional(),
    ).transform((v) => v ?? null),
    workPeriod: z.preprocess(
      blankToUndefined,
      z.object({ workPeriod: codeIn(WORKING_PERIOD_CODES, 'Unknown work period.'), isNegotiable: optionalFlag.transform((v) => v ?? false) }).optional(),
    ).transform((v) => v ?? null),
    workingHour: z.preprocess(
      blankToUndefined,
      z
        .object({
          isListSelect: optionalFlag.transform((v) => v ?? true),
          workingHour: z.preprocess(blankToUndefined, codeIn(WORKING_HOUR_CODES, 'Unknown working hour.').optional()).transform((v) => v ?? null),
          workingHourFrom: z.preprocess(blankToUndefined, z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: "Must be a time 'HH:mm'." }).optional()).transform((v) => v ?? null),
          workingHourTo: z.preprocess(blankToUndefined, z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: "Must be a time 'HH:mm'." }).optional()).transform((v) => v ?? null),
          isNegotiable: optionalFlag.transform((v) => v ?? false),
        })
        .optional(),
    ).transform((v) => v ?? null),
    salary: z.preprocess(
      blankToUndefined,
      z
        .object({
          salaryType: codeIn(SALARY_UNIT_CODES, 'Unknown salary type.'),
          salaryMoreThan: z.preprocess(
            (value) => (value === '' || value === undefined ? null : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value),
            z.number({ error: 'Must be an amount of at least 0.' }).min(0, { error: 'Must be an amount of at least 0.' }).max(1e9, { error: 'Too large.' }).nullable(),
          ),
        })
        .transform((salary) => (salary.salaryType === '010F' ? { ...salary, salaryMoreThan: null } : salary))
        .optional(),
    ).transform((v) => v ?? null),
  },
  { error: RESUME_MESSAGES.workingConditionsRequired },
);

function resumeBody(selfIntroduction: z.ZodType<string>) {
  return z.object({
    title: z.string({ error: RESUME_MESSAGES.titleRequired }).trim().min(1, { error: RESUME_MESSAGES.titleRequired }).max(LIMITS.resumeTitle, { error: RESUME_MESSAGES.titleMax }),
    resumeProfileImageKey: optionalKey,
    photoKey: optionalKey,
    resumePhoto: fileList(10),
    education: codeIn(EDUCATION_CODES, RESUME_MESSAGES.educationRequired),
    /** Ignored (stored empty) when isNewcomer is true: a newcomer has no career. */
    career: z.preprocess(blankToUndefined, z.array(ZResumeCareerInput, { error: 'Must be a list of career entries.' }).max(20, { error: 'At most 20 entries.' }).optional()).transform((v) => v ?? []),
    /** Left out: true when there is no career entry. */
    isNewcomer: optionalFlag,
    workingConditions: ZResumeWorkingConditionsInput,
    selection: z.enum(['direct', 'sample'], { error: RESUME_MESSAGES.selectionRequired }),
    selfIntroduction,
    ability: z.preprocess(blankToUndefined, z.array(ZResumeAbilityInput, { error: 'Must be a list of abilities.' }).max(30, { error: 'At most 30 entries.' }).optional()).transform((v) => v ?? []),
    portfolio: fileList(10),
    /** true publishes the resume (020A), false keeps it private (020B). */
    isPublish: optionalFlag.transform((v) => v ?? false),
  });
}

const { min: INTRO_MIN, max: INTRO_MAX } = SELF_INTRODUCTION_LENGTH;

/** POST /api/resume/setResume: the self introduction between SELF_INTRODUCTION_LENGTH.min and .max. */
export const ZResumeCreateRequest = resumeBody(
  z
    .string({ error: RESUME_MESSAGES.selfIntroductionLength })
    .refine((text) => text.trim().length >= INTRO_MIN && text.length <= INTRO_MAX, { error: RESUME_MESSAGES.selfIntroductionLength }),
);
/** PUT /api/resume/{id}: the whole resume again; the self introduction required, at most .max. */
export const ZResumeUpdateRequest = resumeBody(
  z
    .string({ error: RESUME_MESSAGES.selfIntroductionRequired })
    .refine((text) => text.trim().length > 0, { error: RESUME_MESSAGES.selfIntroductionRequired })
    .refine((text) => text.length <= INTRO_MAX, { error: RESUME_MESSAGES.selfIntroductionLength }),
);
export type ResumeRequestInput = z.input<typeof ZResumeCreateRequest>;
export type ResumeRequest = z.output<typeof ZResumeCreateRequest>;

/** Answer of POST /api/resume/setResume (201) and PUT /api/resume/{id}. */
export const ZResumeSaveResponse = z.object({ resumeId: z.number().int(), statusCode: z.enum(RESUME_STATUS_CODES) });
export type ResumeSaveResponse = z.infer<typeof ZResumeSaveResponse>;

/** PUT /api/resume/changeStatus/{id}: the toggle sends the opposite code. */
export const ZChangeResumeStatusRequest = z.object({
  statusCode: z.enum(RESUME_STATUS_CODES, { error: "statusCode must be '020A' (published) or '020B' (private)." }),
});
export const ZChangeResumeStatusResponse = ZResumeSaveResponse;
/** DELETE /api/resume/{id} (ours): the id of the deleted resume. */
export const ZDeleteResumeResponse = z.object({ resumeId: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Resume answers
// ---------------------------------------------------------------------------------------------

/** A region choice with its names, for display. */
export const ZRegionListItem = z.object({
  province: z.string(),
  provinceName: z.string(),
  city: z.string().nullable(),
  cityName: z.string().nullable(),
});
export type RegionListItem = z.infer<typeof ZRegionListItem>;

/** A specialization as offer views show it: `code` (spec 'specialization[].code') and its name. */
export const ZCodeRef = z.object({ code: z.string(), name: z.string() });
export type CodeRef = z.infer<typeof ZCodeRef>;

const isoInstant = z.string();

/** One row of /myPage/resume. */
export const ZResumeListItem = z.object({
  resumeId: z.number().int(),
  title: z.string(),
  regionList: z.array(ZRegionListItem),
  specializationList: z.array(ZCodeItem),
  statusCode: z.enum(RESUME_STATUS_CODES),
  isPublish: z.boolean(),
  updatedAt: isoInstant,
});
export type ResumeListItem = z.infer<typeof ZResumeListItem>;

/** GET /api/resume/myResumes: the member's resumes, newest update first; counts over all of them. */
export const ZMyResumesResponse = z.object({
  list: z.array(ZResumeListItem),
  total: z.number().int().min(0),
  publishedCount: z.number().int().min(0),
  privateCount: z.number().int().min(0),
});
export type MyResumesResponse = z.infer<typeof ZMyResumesResponse>;

/** GET /api/resume/{id}: every field of the spec's Resume entity (owner only). */
export const ZResumeDetail = z.object({
  resumeId: z.number().int(),
  statusCode: z.enum(RESUME_STATUS_CODES),
  isPublish: z.boolean(),
  title: z.string(),
  resumeProfileImageKey: z.string().nullable(),
  photoKey: z.string().nullable(),
  resumePhoto: z.array(ZResumeFile),
  education: z.enum(EDUCATION_CODES),
  career: z.array(ZResumeCareer),
  isNewcomer: z.boolean(),
  /** Months in the career entries (overlaps counted once); an isInOffice entry counts up to the current month. */
  totalNumberOfMonthsInCareer: z.number().int().min(0),
  workingConditions: ZResumeWorkingConditions,
  selection: z.enum(['direct', 'sample']),
  selfIntroduction: z.string(),
  ability: z.array(ZResumeAbility),
  portfolio: z.array(ZResumeFile),
  regionList: z.array(ZRegionListItem),
  specializationList: z.array(ZCodeItem),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ResumeDetail = z.infer<typeof ZResumeDetail>;

/** GET /api/resume/individualInfo: the member's profile shown on the resume (services/account owns it). */
export const ZIndividualInfo = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** 003A male, otherwise female; null when unknown. */
  genderCode: z.string().nullable(),
  /** YYYY-MM-DD */
  birthDate: z.string().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  photoKey: z.string().nullable(),
});
export type IndividualInfo = z.infer<typeof ZIndividualInfo>;

/**
 * GET /api/resume/viewed and /api/resume/scrapped: the member's resumes that companies viewed or
 * scrapped, newest first. city, province: names of the company's place; specializationCode: the
 * company's; phoneNumber: the company's; createdAt: when it (last) viewed or scrapped the resume.
 */
export const ZResumeAudienceItem = z.object({
  resumeId: z.number().int(),
  title: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  specializationCode: z.string().nullable(),
  companyName: z.string(),
  phoneNumber: z.string().nullable(),
  createdAt: isoInstant,
});
export type ResumeAudienceItem = z.infer<typeof ZResumeAudienceItem>;
export const ZResumeAudienceResponse = z.object({ list: z.array(ZResumeAudienceItem), count: z.number().int().min(0) });
export type ResumeAudienceResponse = z.infer<typeof ZResumeAudienceResponse>;

// ---------------------------------------------------------------------------------------------
// Talent resume view: GET /api/talent/{id}?userType&email (employer.md 'Talent resume view')
// ---------------------------------------------------------------------------------------------

export const ZTalentResumeQuery = z.object({
  /** Accepted for compatibility; the token decides who is asking. */
  userType: z.preprocess(fromQuery, z.string().max(40).optional()),
  email: emailParam,
});

/**
 * The parts of a resume every company view shows (the talent view, the applicant detail); each
 * view adds its own. `education` is the code as stored.
 */
export const ZResumeShown = z.object({
  title: z.string(),
  education: z.string(),
  isNewcomer: z.boolean(),
  career: z.array(ZResumeCareer),
  ability: z.array(ZResumeAbility),
  workingConditions: ZResumeWorkingConditions,
  resumeProfileImageKey: z.string().nullable(),
});

/** The member's profile shown with a resume to a company: contact parts null when hidden, the e-mail maybe masked. */
export const ZResumeUserInfo = ZIndividualInfo.omit({ userId: true }).extend({ email: z.string().nullable() });

/**
 * A published resume as a talent. Company users see everything but the contact (address,
 * phoneNumber, email), which is null until the talent accepts one of their offers (032B). Visitors
 * and other individuals see the resume without what is for Business members only (photo, self
 * introduction, portfolio, photos: null) and without contact. The owner sees it all. A company's
 * view is recorded (the member's 'viewed' list) and counted.
 */
export const ZTalentResumeView = z.object({
  resumeId: z.number().int(),
  statusCode: z.enum(RESUME_STATUS_CODES),
  /** true for company and master users: the Business-only parts are filled. */
  isBusinessView: z.boolean(),
  isOwner: z.boolean(),
  isContactVisible: z.boolean(),
  isScrapped: z.boolean(),
  /** This company's latest offer to the resume (032A/032B/032C), else null. */
  offerStatusCode: z.string().nullable(),
  resumeInfo: ZResumeShown.extend({
    totalNumberOfMonthsInCareer: z.number().int().min(0),
    regionList: z.array(ZRegionListItem),
    specializationList: z.array(ZCodeItem),
    selection: z.enum(['direct', 'sample']),
    selfIntroduction: z.string().nullable(),
    portfolio: z.array(ZResumeFile).nullable(),
    resumePhoto: z.array(ZResumeFile).nullable(),
    updatedAt: isoInstant,
  }),
  userInfo: ZResumeUserInfo,
});
export type TalentResumeView = z.infer<typeof ZTalentResumeView>;

// ---------------------------------------------------------------------------------------------
// Internal calls for other services (x-service-token)
// ---------------------------------------------------------------------------------------------

/** GET /internal/users/:userId/resumes: the applicant's resumes for the apply screen, newest update first. */
export const ZInternalUserResumes = z.object({
  resumeList: z.array(z.object({ id: z.number().int(), statusCode: z.enum(RESUME_STATUS_CODES), title: z.string(), updatedAt: isoInstant })),
});
export type InternalUserResumes = z.infer<typeof ZInternalUserResumes>;

/** GET /internal/resumes/:id (services/jobs, the employer's applicant detail): one resume and its owner, whatever its status. */
export const ZInternalResume = ZResumeDetail.extend({ userId: z.number().int() });
export type InternalResume = z.infer<typeof ZInternalResume>;

/** GET /internal/users/:userId/counts: for the individual my-page. */
export const ZInternalUserCounts = z.object({
  resumeCount: z.number().int().min(0),
  publishedResumeCount: z.number().int().min(0),
  /** Offers received that wait for an answer (032A). */
  waitingOfferCount: z.number().int().min(0),
});
export type InternalUserCounts = z.infer<typeof ZInternalUserCounts>;

// ---------------------------------------------------------------------------------------------
// Offers (account-community.md 'Offer', employer.md 'Send application offer')
// ---------------------------------------------------------------------------------------------

/** POST /api/offer (company and master users): to a published resume, for one of the company's own ongoing (012C) ads. */
export const ZOfferCreateRequest = z.object({
  resumeId: positiveId('Choose a resume.'),
  jobId: positiveId('Choose one of your ongoing job ads.'),
  offerIndex: requiredText(OFFER_INDEX_MAX, OFFER_MESSAGES.offerIndexRequired, OFFER_MESSAGES.offerIndexMax),
});
export type OfferCreateRequest = z.output<typeof ZOfferCreateRequest>;
export const ZOfferCreateResponse = z.object({ offerId: z.number().int(), statusCode: z.string() });

/** PUT /api/offer/{offerId}: the talent's answer, once, while the offer is 032A. */
export const ZOfferAnswerRequest = z.object({
  answerCode: z.enum(OFFER_ANSWER_CODES, { error: OFFER_MESSAGES.answerCodeRequired }),
  answerIndex: requiredText(ANSWER_INDEX_MAX, OFFER_MESSAGES.answerIndexRequired, OFFER_MESSAGES.answerIndexMax),
});
export type OfferAnswerRequest = z.output<typeof ZOfferAnswerRequest>;
export const ZOfferAnswerResponse = z.object({ offerId: z.number().int(), statusCode: z.string(), answerCode: z.enum(OFFER_ANSWER_CODES) });

export const ZOfferInfo = z.object({
  statusCode: z.string(),
  /** null: 'Not responded'. */
  answerCode: z.enum(OFFER_ANSWER_CODES).nullable(),
  answerIndex: z.string().nullable(),
});

/**
 * One row of the seeker's received offers (GET /api/offer/applicationOffers), newest first. The
 * job's fields are copies taken when the offer was sent. contractNumber (the spec's name, not
 * explained): the company's contact number for the offer. resumeId is null once the resume was deleted.
 */
export const ZApplicationOfferItem = z.object({
  offerId: z.number().int(),
  resumeId: z.number().int().nullable(),
  resumeTitle: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  jobSpecialization: z.array(ZCodeRef),
  province: z.string().nullable(),
  city: z.string().nullable(),
  companyName: z.string(),
  statusCode: z.string(),
  answerCode: z.enum(OFFER_ANSWER_CODES).nullable(),
  contractNumber: z.string().nullable(),
  createdAt: isoInstant,
});
export const ZApplicationOffersResponse = z.object({ list: z.array(ZApplicationOfferItem), count: z.number().int().min(0) });
export type ApplicationOffersResponse = z.infer<typeof ZApplicationOffersResponse>;

/** GET /api/offer/{offerId}: the offer as its talent sees it. */
export const ZOfferTalentView = z.object({
  offerId: z.number().int(),
  resumeId: z.number().int().nullable(),
  resumeTitle: z.string(),
  company: z.object({ companyName: z.string(), logoKey: z.string().nullable(), phoneNumber: z.string().nullable(), email: z.string().nullable() }),
  job: z.object({ jobId: z.number().int(), title: z.string(), jobSpecialization: z.array(ZCodeRef) }),
  offer: z.object({ offerIndex: z.string() }),
  offerInfo: ZOfferInfo,
  jobInfo: z.object({ jobId: z.number().int(), title: z.string(), jobSpecializations: z.array(ZCodeRef) }),
  createdAt: isoInstant,
  answeredAt: isoInstant.nullable(),
});
export type OfferTalentView = z.infer<typeof ZOfferTalentView>;

/** GET /api/offer/{offerId}/answered: the answer part (isAnswered false while 032A). */
export const ZOfferAnsweredResponse = z.object({
  offerId: z.number().int(),
  isAnswered: z.boolean(),
  offerInfo: ZOfferInfo,
  jobInfo: ZOfferTalentView.shape.jobInfo,
  answeredAt: isoInstant.nullable(),
});
export type OfferAnsweredResponse = z.infer<typeof ZOfferAnsweredResponse>;

/** One row of the company's sent offers (GET /api/offer/applicantOffers), newest first. */
export const ZApplicantOfferItem = z.object({
  offerId: z.number().int(),
  resumeId: z.number().int().nullable(),
  fullName: z.string(),
  /** The resume's title. */
  title: z.string(),
  totalNumberOfMonthsInCareer: z.number().int().min(0),
  statusCode: z.string(),
  answerCode: z.enum(OFFER_ANSWER_CODES).nullable(),
  createdAt: isoInstant,
  specialization: z.array(ZCodeRef),
  jobId: z.number().int(),
  jobTitle: z.string(),
});
/** offerStatics over all the company's offers: accept 032B, reject 032C, waiting 032A. */
export const ZApplicantOffersResponse = z.object({
  list: z.array(ZApplicantOfferItem),
  count: z.number().int().min(0),
  offerStatics: z.object({ total: z.number().int(), accept: z.number().int(), reject: z.number().int(), waiting: z.number().int() }),
});
export type ApplicantOffersResponse = z.infer<typeof ZApplicantOffersResponse>;

/** GET /api/offer/detail/{offerId}: the company's view; address, phoneNumber and email only once accepted (032B). */
export const ZOfferEmployerDetail = z.object({
  offerId: z.number().int(),
  isContactVisible: z.boolean(),
  offerInfo: ZOfferInfo.extend({ offerIndex: z.string(), createdAt: isoInstant, answeredAt: isoInstant.nullable() }),
  jobInfo: z.object({ jobId: z.number().int(), title: z.string(), specialization: z.array(ZCodeRef) }),
  resumeInfo: z.object({
    resumeId: z.number().int().nullable(),
    /** The spec's spelling. */
    phtoKey: z.string().nullable(),
    fullName: z.string(),
    genderCode: z.string().nullable(),
    birthDate: z.string().nullable(),
    address: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type OfferEmployerDetail = z.infer<typeof ZOfferEmployerDetail>;

/** The resume id of GET /api/offer/resume/{resumeId}. */
export const ZOfferResumeIdParam = z.object({ resumeId: positiveId('The resume id must be a positive integer.') });

/**
 * GET /api/offer/resume/{resumeId} (ours: the spec's /talent/{slug}/{id}/status names no call):
 * the asking company's own offers to one resume (one per ad), newest first; an empty list when it
 * sent none (also for an unknown or private resume: only the company's own rows are ever read).
 */
export const ZCompanyResumeOffer = z.object({
  offerId: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  offerIndex: z.string(),
  statusCode: z.string(),
  answerCode: z.enum(OFFER_ANSWER_CODES).nullable(),
  answerIndex: z.string().nullable(),
  createdAt: isoInstant,
  answeredAt: isoInstant.nullable(),
});
export type CompanyResumeOffer = z.infer<typeof ZCompanyResumeOffer>;
export const ZCompanyResumeOffersResponse = z.object({ resumeId: z.number().int(), list: z.array(ZCompanyResumeOffer) });
export type CompanyResumeOffersResponse = z.infer<typeof ZCompanyResumeOffersResponse>;

// ---------------------------------------------------------------------------------------------
// Talent search (employer.md 'Talent browsing'): the talent home sections, the four list calls,
// scraps of talents and the company's scrapped-talent list
// ---------------------------------------------------------------------------------------------

/**
 * Who may browse talents (employer.md section 6, 'Talent home and company-only content'): company
 * and master users always; an individual only while one of their own resumes is published (else
 * 403 TALENT_MESSAGES.publishToBrowse); visitors never (401). GET /api/talent/count stays public.
 *
 * What the home sections are (the spec names them only; our design):
 * - special: the talents most looked at lately: published resumes updated in the last
 *   SPECIAL_TALENT_DAYS days, most viewed first (viewCount, then the latest update), at most
 *   HOME_SECTION_SIZE.
 * - plus: the promoted set. Talents pay nothing here, so 'plus' is earned: a published resume whose
 *   owner filled it in richly (at least PLUS_ABILITY_MIN ability entries and a self introduction
 *   of at least PLUS_INTRO_MIN characters), newest update first, at most HOME_SECTION_SIZE; the home shows
 *   them 2 a page with a Register slot (company users go to /myPage/resume, others see the
 *   'onlyBusiness' state).
 * - recent: the latest published or updated resumes, newest first, at most HOME_SECTION_SIZE.
 * `isHot` on a list item: the resume was viewed at least HOT_VIEW_COUNT times (one view counts once
 * per company per day).
 */
export const TALENT_SEARCH = {
  HOME_SECTION_SIZE: 10,
  SPECIAL_TALENT_DAYS: 30,
  PLUS_INTRO_MIN: 150,
  PLUS_ABILITY_MIN: 5,
  HOT_VIEW_COUNT: 200,
  AGE_MAX: 120,
} as const;

export const TALENT_MESSAGES = {
  /** 403 for an individual member without a published resume. */
  publishToBrowse: 'Publish one of your resumes to browse talents. Talent search is for Business members and for members whose resume is published.',
  /** 403 for scraps and the scrapped list when an individual asks. */
  businessOnly: 'Only Business members can scrap talents.',
  noTalent: 'No such talent.',
  ageOrder: 'The age to must not be less than the age from.',
  agePattern: 'Must be a whole number from 0 to 120.',
  abilitySkill: 'Choose the skill.',
  abilityField: 'Choose the field.',
  abilityLevel: 'Choose the level.',
} as const;

/** Sort keys (employer.md section 9): 'updatedAt' (label Lastest, the default) and 'viewCount' (View Count); ties by resume id, newest first. */
export const TALENT_ORDER_KEYS = ['updatedAt', 'viewCount'] as const;
export type TalentOrderKey = (typeof TALENT_ORDER_KEYS)[number];
export const TALENT_ORDER_LABEL: Record<TalentOrderKey, string> = { updatedAt: 'Lastest', viewCount: 'View Count' };

/** `authType`: what the client believes it is ('individual', 'company', 'master.company'); accepted for compatibility, the token decides. */
const authTypeParam = z.preprocess(fromQuery, z.string({ error: 'Must be a single text value.' }).max(40).optional());

/** GET /api/talent/special, /plus, /recent. */
export const ZTalentSectionQuery = z.object({ authType: authTypeParam, email: emailParam });

/** The common query of POST /api/talent/allTalents, /todayTalents, /specialistTalents, /freelancerTalents. */
export const ZTalentListQuery = z.object({
  pageUnit: queryInt(1, LIMITS.maxPageUnit, LIMITS.pageUnit),
  pageNo: queryInt(1, 1_000_000, 1),
  orderKey: z.preprocess(fromQuery, z.enum(TALENT_ORDER_KEYS, { error: "Must be 'updatedAt' or 'viewCount'." }).default('updatedAt')),
  authType: authTypeParam,
  email: emailParam,
});
export type TalentListQuery = z.output<typeof ZTalentListQuery>;

/** POST /api/talent/specialistTalents: `specialization` is one of the ten specialist keys (taxonomy.ts TALENT_SPECIALIST: CS, Design, ...). */
export const ZSpecialistTalentsQuery = ZTalentListQuery.extend({
  specialization: z.preprocess(fromQuery, z.enum(TALENT_SPECIALIST_KEYS as [TalentSpecialistKey, ...TalentSpecialistKey[]], { error: `Must be one of ${TALENT_SPECIALIST_KEYS.join(', ')}.` })),
});
export type SpecialistTalentsQuery = z.output<typeof ZSpecialistTalentsQuery>;

export const FREELANCER_KEYS = Object.keys(FREELANCER_SPECIALIZATION) as FreelancerKey[];
/** The freelancer page's chips: artsMedia 'Arts / Media', computer 'Computer / IT', sales 'Sales / Marketing'. */
export const FREELANCER_LABEL: Record<FreelancerKey, string> = { artsMedia: 'Arts / Media', computer: 'Computer / IT', sales: 'Sales / Marketing' };
/**
 * POST /api/talent/freelancerTalents: published resumes that want freelance work (employee type
 * 011D) in the chip's specialization branch (taxonomy.ts FREELANCER_SPECIALIZATION).
 */
export const ZFreelancerTalentsQuery = ZTalentListQuery.extend({
  freelancer: z.preprocess(fromQuery, z.enum(FREELANCER_KEYS as [FreelancerKey, ...FreelancerKey[]], { error: `Must be one of ${FREELANCER_KEYS.join(', ')}.` })),
});
export type FreelancerTalentsQuery = z.output<typeof ZFreelancerTalentsQuery>;

/**
 * The career filter (the spec names the field only; our values): 'newcomer' (no career entries),
 * 'experienced' (any), '1y', '3y', '5y', '10y' (at least that many years of career, overlaps
 * counted once); '' or absent: any.
 */
export const TALENT_CAREER = {
  newcomer: 'Newcomer',
  experienced: 'Experienced',
  '1y': '1 year or more',
  '3y': '3 years or more',
  '5y': '5 years or more',
  '10y': '10 years or more',
} as const;
export type TalentCareerKey = keyof typeof TALENT_CAREER;
export const TALENT_CAREER_KEYS = Object.keys(TALENT_CAREER) as [TalentCareerKey, ...TalentCareerKey[]];
/** Least career months of each career choice (newcomer is its own rule). */
export const TALENT_CAREER_MONTHS: Record<Exclude<TalentCareerKey, 'newcomer'>, number> = { experienced: 1, '1y': 12, '3y': 36, '5y': 60, '10y': 120 };

const ageBound = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return null;
    if (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value)) return Number(value);
    return value;
  },
  z.number({ error: TALENT_MESSAGES.agePattern }).int({ error: TALENT_MESSAGES.agePattern }).min(0, { error: TALENT_MESSAGES.agePattern }).max(TALENT_SEARCH.AGE_MAX, { error: TALENT_MESSAGES.agePattern }).nullable(),
).optional().transform((value) => value ?? null);

/** A filter ability entry: all three parts chosen (the form sends only complete entries that are not being edited). */
export const ZTalentAbilityFilter = z.object({
  skill: z.preprocess(
    (value) => (value === 'language' ? '005A' : value === 'computer' ? '005B' : value),
    z.enum(['005A', '005B'], { error: TALENT_MESSAGES.abilitySkill }),
  ),
  field: z.string({ error: TALENT_MESSAGES.abilityField }).trim().min(1, { error: TALENT_MESSAGES.abilityField }).max(50),
  level: z.string({ error: TALENT_MESSAGES.abilityLevel }).trim().min(1, { error: TALENT_MESSAGES.abilityLevel }).max(30),
});
export type TalentAbilityFilter = z.output<typeof ZTalentAbilityFilter>;

const JOB_FILTER = ZJobSearchFilterObject.shape;

/**
 * The spec's 'Talent search filter' (employer.md section 3; rules section 5). An absent or empty
 * body is no filter. How each field matches a published resume (our reading where the spec is silent):
 * - keyword: words found in the title or a career position (case-insensitive substring).
 * - specialization (up to 5 ids; a parent matches its children), region (up to 5 PSGC province or
 *   city ids; a city also matches resumes that chose its whole province): any of them.
 * - ageFrom, ageTo: age in full years today (Manila), from birthDate; both inclusive; '' is null.
 * - education: at least this level (004A or empty: any).
 * - employeeType: any of them ('all', or more than 3, is any).
 * - workingPeriod: any of them; workingPeriodNegotiable adds resumes whose period is negotiable.
 * - workingDay (007A All: any): 007B-007F the resume's choice; 007G with selectedDay: resumes free
 *   on every selected day; onlySelectedDay: and on no other day; workingDayNegotiable adds
 *   resumes whose days are negotiable.
 * - workingHour: isListSelect: any of the listed codes; else a from/to range holding the resume's
 *   hours; isNegotiable adds resumes whose hours are negotiable.
 * - salary: salaryType 010F: talents whose pay is negotiable (the amount is ignored: the form
 *   disables it); another unit: talents asking in that unit, and when salaryMoreThan is given, at
 *   most that amount (what the company is ready to pay).
 * - ability: every entry must be on the resume (same skill, field and level, case-insensitive).
 * - career: TALENT_CAREER.
 */
export const ZTalentSearchFilterObject = z
  .object(
    {
      keyword: JOB_FILTER.keyword,
      specialization: JOB_FILTER.specialization,
      region: JOB_FILTER.region,
      ageFrom: ageBound,
      ageTo: ageBound,
      education: JOB_FILTER.education,
      employeeType: JOB_FILTER.employeeType,
      workingPeriod: JOB_FILTER.workingPeriod,
      workingPeriodNegotiable: JOB_FILTER.workingPeriodNegotiable,
      workingDay: JOB_FILTER.workingDay,
      selectedDay: JOB_FILTER.selectedDay,
      onlySelectedDay: JOB_FILTER.onlySelectedDay,
      workingDayNegotiable: JOB_FILTER.workingDayNegotiable,
      workingHour: JOB_FILTER.workingHour,
      salary: JOB_FILTER.salary,
      ability: listOf(ZTalentAbilityFilter, 10),
      career: z.preprocess(emptyToUndefined, z.enum(TALENT_CAREER_KEYS, { error: `Must be one of ${TALENT_CAREER_KEYS.join(', ')}.` }).optional()),
    },
    { error: 'The filter must be a JSON object.' },
  )
  .superRefine((filter, ctx) => {
    if (filter.ageFrom !== null && filter.ageTo !== null && filter.ageTo < filter.ageFrom) ctx.addIssue({ code: 'custom', path: ['ageTo'], message: TALENT_MESSAGES.ageOrder });
  });
export const ZTalentSearchFilter = z.preprocess((value) => (value === undefined || value === null || value === '' ? {} : value), ZTalentSearchFilterObject);
export type TalentSearchFilterInput = z.input<typeof ZTalentSearchFilter>;
export type TalentSearchFilter = z.output<typeof ZTalentSearchFilter>;

/**
 * The spec's 'Talent list item'. Never a contact detail (no e-mail, phone or address).
 * province, city: names of the first region the talent chose (city null for a whole province).
 * career: months of career (overlaps counted once; 0 for a newcomer). photoKey: the resume photo,
 * for company and master users only (null for individuals, like the resume view).
 * isScrapped: scrapped by the asking company (false for individuals). Ours besides: updatedAt,
 * viewCount, specializationList (the talent's specializations).
 */
export const ZTalentListItem = z.object({
  resumeId: z.number().int(),
  fullName: z.string(),
  genderCode: z.string().nullable(),
  /** YYYY-MM-DD */
  birthDate: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  isNewcomer: z.boolean(),
  isHot: z.boolean(),
  title: z.string(),
  career: z.number().int().min(0),
  photoKey: z.string().nullable(),
  isScrapped: z.boolean(),
  viewCount: z.number().int().min(0),
  specializationList: z.array(ZCodeItem),
  updatedAt: isoInstant,
});
export type TalentListItem = z.infer<typeof ZTalentListItem>;

/** GET /api/talent/special, /plus, /recent. */
export const ZTalentSectionResponse = z.object({ list: z.array(ZTalentListItem) });
export type TalentSectionResponse = z.infer<typeof ZTalentSectionResponse>;

/** The list calls: a page and the exact count of all matches. */
export const ZTalentListResponse = z.object({ list: z.array(ZTalentListItem), count: z.number().int().min(0) });
export type TalentListResponse = z.infer<typeof ZTalentListResponse>;

/** POST|DELETE /api/talent/scrap/{resumeId} (company and master users; idempotent): only a published resume can be scrapped; unscrap always works. */
export const ZTalentScrapParam = z.object({ resumeId: positiveId('The resume id must be a positive integer.') });
export const ZTalentScrapResponse = z.object({ resumeId: z.number().int(), isScrapped: z.boolean() });
export type TalentScrapResponse = z.infer<typeof ZTalentScrapResponse>;

/** The period chips of /myPage/talent (employer.md section 9): `from` = one of these keys, or a date 'YYYY-MM-DD'; absent: all. */
export const SCRAP_PERIODS = { '1w': '1 week', '1m': '1 month', '3m': '3 months', '6m': '6 months', '1y': '1 year' } as const;
export type ScrapPeriodKey = keyof typeof SCRAP_PERIODS;
export const SCRAP_PERIOD_KEYS = Object.keys(SCRAP_PERIODS) as [ScrapPeriodKey, ...ScrapPeriodKey[]];

/** GET /api/employer/myPage/talent/scrap?pageUnit&pageNo&keyword&from&email. */
export const ZTalentScrapListQuery = ZPageQuery.extend({
  /** In the title or the talent's name (case-insensitive). */
  keyword: z.preprocess(fromQuery, z.string({ error: 'Must be a single text value.' }).max(100, { error: 'At most 100 characters.' }).optional()),
  from: z.preprocess(
    fromQuery,
    z
      .string({ error: 'Must be a single text value.' })
      .refine((v) => (SCRAP_PERIOD_KEYS as readonly string[]).includes(v) || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: `Must be one of ${SCRAP_PERIOD_KEYS.join(', ')} or a date YYYY-MM-DD.` })
      .optional(),
  ),
});
export type TalentScrapListQuery = z.output<typeof ZTalentScrapListQuery>;

/**
 * The spec's 'Scrapped talent item', newest scrap first. For the company's list (our reading):
 * city, province: names of the talent's first region; specializationCode: the talent's first
 * specialization id; companyName: the company of the talent's latest career entry ('' for a
 * newcomer); phoneNumber: the talent's, only once the talent accepted one of this company's offers
 * (032B), else null; createdAt: when the company scrapped it. Ours besides: fullName, isPublished
 * (false once the talent made the resume private: the row stays, the resume cannot be opened).
 */
export const ZScrappedTalentItem = z.object({
  resumeId: z.number().int(),
  title: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  specializationCode: z.string().nullable(),
  companyName: z.string(),
  phoneNumber: z.string().nullable(),
  createdAt: isoInstant,
  fullName: z.string(),
  isPublished: z.boolean(),
});
export type ScrappedTalentItem = z.infer<typeof ZScrappedTalentItem>;
export const ZTalentScrapListResponse = z.object({ list: z.array(ZScrappedTalentItem), count: z.number().int().min(0) });
export type TalentScrapListResponse = z.infer<typeof ZTalentScrapListResponse>;
