/**
 * Job ads as the job-seeker screens see them (../shared/spec/jobs-seeker.md): the list call
 * `POST /api/jobAds/allJobs` (common query + filter body) and `GET /api/jobAds/{id}`.
 *
 * The field names are the spec's wire contract, misspellings included (`comapnyName`,
 * `workingDayNagotiable`, `welfarebenefitList`, ...). Requests are parsed leniently where a real
 * client sends loose values (numbers in query strings, code items or bare ids, '' for "none") and
 * strictly where a value cannot mean anything (unknown codes, 'abc' for a page number, lists over
 * their limit): those are 400s with a message per field.
 */
import { z } from 'zod';
import {
  APPLY_TYPES,
  EDUCATION_CODES,
  EMPLOYEE_TYPE_ALL_THRESHOLD,
  EMPLOYEE_TYPE_CODES,
  ETC_APPLY_CODES,
  LANGUAGE_CODES,
  LIMITS,
  SALARY_RANGES,
  SALARY_UNIT_CODES,
  WEEKDAY_CODES,
  WORK_TYPE_CODES,
  WORKING_DAY_CODES,
  WORKING_HOUR_CODES,
  WORKING_PERIOD_CODES,
} from './codes.ts';
import { REGION_TREE } from './regions.ts';
import { PREFERENCE_TREE, SPECIALIZATION_TREE, WELFARE_TREE } from './taxonomy.ts';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** A query value as Express gives it: a string, or an array/object when the client repeats a key. */
export const fromQuery = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** An integer query parameter: '12' -> 12; '' or absent -> the default; 'abc', '1.5', arrays -> 400. */
export const queryInt = (min: number, max: number, fallback: number) => {
  const message = max === Number.MAX_SAFE_INTEGER ? `Must be an integer of at least ${min}.` : `Must be an integer from ${min} to ${max}.`;
  return z.preprocess(
    (value) => {
      const v = fromQuery(value);
      return typeof v === 'string' && /^[+-]?\d{1,15}$/.test(v) ? Number(v) : v;
    },
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).default(fallback),
  );
};

/** A boolean query parameter: 'true'/'false'/'1'/'0' (absent -> false). */
export const queryBool = z.preprocess(
  (value) => {
    const v = fromQuery(value);
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return v;
  },
  z.boolean({ error: "Must be 'true' or 'false'." }).default(false),
);

/** An optional free-text query parameter; '' means absent. */
export const queryText = (max: number) =>
  z.preprocess(fromQuery, z.string({ error: 'Must be a single text value.' }).max(max, { error: `At most ${max} characters.` }).optional());

/** A code as a bare id ('004B', 12) or a code item (`{ id, name, ... }`): the id, as a string. */
const idOf = (value: unknown): unknown => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) return idOf((value as { id: unknown }).id);
  return value;
};

const idString = z.string({ error: 'Must be an id, or a code item with an id.' }).min(1, { error: 'Must not be empty.' }).max(64, { error: 'Too long.' });

/** One code of a table; unknown codes are a 400 naming the code. */
export const codeOf = <C extends string>(codes: readonly C[], aliases: Readonly<Record<string, C>> = {}) => {
  const known = new Set<string>(codes);
  return z.preprocess(
    (value) => {
      const id = idOf(value);
      return typeof id === 'string' ? (aliases[id.toLowerCase()] ?? id) : id;
    },
    idString.refine((id): id is C => known.has(id), { error: (issue) => `Unknown code '${String(issue.input)}'.` }),
  );
};

/** null, absent and '' mean "no choice". */
export const emptyToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

/** A list of choices; null means none. `limit` is the spec's selection limit. */
export const listOf = <T extends z.ZodType>(item: T, limit?: number) => {
  let list = z.array(item, { error: 'Must be a list.' });
  if (limit !== undefined) list = list.max(limit, { error: `At most ${limit} choices.` });
  return z.preprocess(emptyToUndefined, list.optional()).transform((value) => value ?? []);
};

/** Flags are booleans; null counts as false. */
export const flag = z.preprocess(emptyToUndefined, z.boolean({ error: 'Must be true or false.' }).optional()).transform((value) => value ?? false);

/** 'HH:mm' (00:00-24:00); '' and null mean "not given". */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const timeOfDay = z.preprocess(emptyToUndefined, z.string({ error: "Must be a time 'HH:mm'." }).regex(TIME, { error: "Must be a time 'HH:mm'." }).optional());

// ---------------------------------------------------------------------------------------------
// Code items, ids
// ---------------------------------------------------------------------------------------------

/** The spec's code item (specializations, welfare benefits, preferences: ./taxonomy.ts). */
export const ZCodeItem = z.object({
  codegroup_id: z.string(),
  id: z.string(),
  name: z.string(),
  depth: z.union([z.literal(1), z.literal(2)]),
  parent_id: z.string().nullable(),
});

/** `GET /api/jobAds/{id}`: a positive integer id; anything else is a 400. */
export const ZJobAdIdParam = z.object({
  id: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z.number({ error: 'The job ad id must be a positive integer.' }).int({ error: 'The job ad id must be a positive integer.' }).min(1, { error: 'The job ad id must be a positive integer.' }),
  ),
});
export type JobAdIdParam = z.output<typeof ZJobAdIdParam>;

// ---------------------------------------------------------------------------------------------
// The common query of list calls
// ---------------------------------------------------------------------------------------------

export const ORDER_KEYS = ['createdAt', 'salary'] as const;
export type OrderKey = (typeof ORDER_KEYS)[number];

/**
 * The hidden tab row of 'Job search results': ALL, Title, Specialization, Company name, Region.
 * The spec does not show the wire values: ours, matched without regard to case, spaces or '_'.
 */
export const SEARCH_TYPES = ['all', 'title', 'specialization', 'companyName', 'region'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
const SEARCH_TYPE_ALIASES: Record<string, SearchType> = { all: 'all', title: 'title', specialization: 'specialization', companyname: 'companyName', company: 'companyName', region: 'region' };

export const KEYWORD_MAX = 100;

/** The spec's `email` query parameter: accepted for compatibility, never deciding identity (it must be the token's e-mail). */
export const ZEmailParam = z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string({ error: 'Must be a single text value.' }).max(320).optional());

/** `pageUnit`, `pageNo`, `orderKey`, `email` of every list call, plus `isMulti`, `searchKey`, `searchType`. */
export const ZAllJobsQuery = z.object({
  pageUnit: queryInt(1, LIMITS.maxPageUnit, LIMITS.pageUnit),
  pageNo: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  orderKey: z.preprocess(fromQuery, z.enum(ORDER_KEYS, { error: "Must be 'createdAt' or 'salary'." }).default('createdAt')),
  /** Accepted for compatibility; it never decides identity (it must be the token's e-mail). */
  email: ZEmailParam,
  /** The multilingual screen: 20 a page, language and work type filters. */
  isMulti: queryBool,
  /** The keyword of the search results screen (its URL's `query`). */
  searchKey: queryText(KEYWORD_MAX),
  searchType: z.preprocess(
    (value) => {
      const v = fromQuery(value);
      return typeof v === 'string' ? (SEARCH_TYPE_ALIASES[v.toLowerCase().replace(/[\s_-]/g, '')] ?? v) : v;
    },
    z.enum(SEARCH_TYPES, { error: `Must be one of ${SEARCH_TYPES.join(', ')}.` }).default('all'),
  ),
});
export type AllJobsQueryInput = z.input<typeof ZAllJobsQuery>;
export type AllJobsQuery = z.output<typeof ZAllJobsQuery>;

// ---------------------------------------------------------------------------------------------
// The 'Detail search' filter body
// ---------------------------------------------------------------------------------------------

/** 'all' in the employee type, language and work type lists means "any". */
export const ALL = 'all';

const employeeTypeItem = codeOf([...EMPLOYEE_TYPE_CODES, ALL] as const, { all: ALL });
export const workingPeriodItem = codeOf(WORKING_PERIOD_CODES);
export const weekdayItem = codeOf(WEEKDAY_CODES, { mon: 'MON', tue: 'TUE', wed: 'WED', thu: 'THU', fri: 'FRI', sat: 'SAT', sun: 'SUN' });
export const workingHourItem = codeOf(WORKING_HOUR_CODES, { flexible: '009Z' });
export const languageItem = codeOf([...LANGUAGE_CODES, ALL] as const, { all: ALL, english: 'english', korean: 'korean' });
export const workTypeItem = codeOf([...WORK_TYPE_CODES, ALL] as const, { all: ALL, hybrid: 'hybrid', inoffice: 'inOffice', remote: 'remote' });
/** The working day choice; 'All' (007A) is the default and means no restriction. */
export const workingDayItem = codeOf(WORKING_DAY_CODES, { all: '007A' });
export const specializationItem = codeOf(SPECIALIZATION_TREE.map((item) => item.id));
export const welfareItem = codeOf(WELFARE_TREE.map((item) => item.id));
export const preferenceItem = codeOf(PREFERENCE_TREE.map((item) => item.id));
/** PSGC province or city ids (./regions.ts). */
export const regionItem = codeOf(REGION_TREE.map((item) => item.id));

export const ZWorkingHourFilter = z.object({
  /** true: pick from the working-hour list (up to 3, 'Flexible' is 009Z); false: a from/to time range. */
  isListSelect: flag,
  workingHour: listOf(workingHourItem, LIMITS.workingHourListLimit),
  workingHourFrom: timeOfDay,
  workingHourTo: timeOfDay,
  /** Also ads whose working hours are negotiable. */
  isNegotiable: flag,
});

export const ZSalaryFilter = z.object({
  /** A salary unit (010A-010F); '' and null mean any. */
  salaryType: z.preprocess(emptyToUndefined, codeOf(SALARY_UNIT_CODES).optional()),
  /** PHP, at least 0; '' and null mean no minimum; numbers written as text are accepted. Not applicable with 010F. */
  salaryMoreThan: z
    .preprocess(
      (value) => {
        if (value === '' || value === null || value === undefined) return null;
        if (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
        return value;
      },
      z.number({ error: 'Must be a number of at least 0.' }).min(0, { error: 'Must be a number of at least 0.' }).max(1e10, { error: 'Too large.' }).nullable(),
    )
    .optional()
    .transform((value) => value ?? null),
});

const object = <T extends z.ZodRawShape>(shape: T) => z.preprocess(emptyToUndefined, z.object(shape, { error: 'Must be an object.' }).optional());

/**
 * Every field of the spec's 'Search filter fields'. An absent or empty body is no filter at all.
 * Lists come out as arrays of string ids (code items are reduced to their id); 'no choice' is [].
 */
const emptyBody = (value: unknown) => (value === undefined || value === null || value === '' ? {} : value);

/** The filter object itself (ZJobSearchFilter reads an absent body as `{}`); list calls extend it. */
export const ZJobSearchFilterObject = z.object(
    {
      /** Specialization ids (or code items), up to 5; a parent id matches its children. */
      specialization: listOf(specializationItem, LIMITS.pickLimit),
      /** PSGC province or city ids (or items with an id), up to 5. */
      region: listOf(regionItem, LIMITS.pickLimit),
      /** The seeker's education: ads asking at most this level. '' or 004A = any. */
      education: z.preprocess(emptyToUndefined, codeOf(EDUCATION_CODES).optional()),
      /** Employment types; 'all' (or more than 3) = any. */
      employeeType: listOf(employeeTypeItem),
      workingPeriod: listOf(workingPeriodItem),
      workingPeriodNegotiable: flag,
      workingDay: z.preprocess(emptyToUndefined, workingDayItem.optional()).transform((value) => value ?? '007A'),
      selectedDay: listOf(weekdayItem, 7),
      onlySelectedDay: flag,
      workingDayNegotiable: flag,
      workingHour: object(ZWorkingHourFilter.shape),
      salary: object(ZSalaryFilter.shape),
      welfarebenefits: listOf(welfareItem, LIMITS.pickLimit),
      preference: listOf(preferenceItem, LIMITS.pickLimit),
      keyword: z.preprocess(
        (value) => (typeof value === 'string' ? value.trim() || undefined : emptyToUndefined(value)),
        z.string({ error: 'Must be text.' }).max(KEYWORD_MAX, { error: `At most ${KEYWORD_MAX} characters.` }).optional(),
      ),
      /** Multilingual screen: language ids ('all' = any; an ad's 'all' means English and Korean). */
      language: listOf(languageItem),
      /** Multilingual screen: work types ('all' = any; an ad's 'all' means every work type). */
      workType: listOf(workTypeItem),
    },
    { error: 'The filter must be a JSON object.' },
);
export const ZJobSearchFilter = z.preprocess(emptyBody, ZJobSearchFilterObject);
export type JobSearchFilterInput = z.input<typeof ZJobSearchFilter>;
export type JobSearchFilter = z.output<typeof ZJobSearchFilter>;

/** True when an employee type list means "any type": empty, 'all', or more than 3 types. */
export const isAnyEmployeeType = (types: readonly string[]) => types.length === 0 || types.includes(ALL) || types.length > EMPLOYEE_TYPE_ALL_THRESHOLD;

// ---------------------------------------------------------------------------------------------
// The other list calls of jobs-seeker.md section 7 (same common query and filter body)
// ---------------------------------------------------------------------------------------------

/**
 * `pageUnit`, `pageNo`, `orderKey`, `email`: the common query of POST /api/jobAds/beginner,
 * /preference, /regular, /today, /withFriend, /welfare, /salary, /safe, /jobMap. Other keys are ignored.
 */
export const ZJobListQuery = ZAllJobsQuery.pick({ pageUnit: true, pageNo: true, orderKey: true, email: true });
export type JobListQuery = z.output<typeof ZJobListQuery>;

/** Verified jobs tabs: 'all' = any of the three badges. */
export const SAFE_TYPES = ['all', 'contract', 'insurance', 'permit'] as const;
export type SafeType = (typeof SAFE_TYPES)[number];

/** POST /api/jobAds/safe: the common query plus `safeType` (default all). */
export const ZSafeJobsQuery = ZJobListQuery.extend({
  safeType: z.preprocess(
    (value) => {
      const v = fromQuery(value);
      return typeof v === 'string' ? v.toLowerCase() : v;
    },
    z.enum(SAFE_TYPES, { error: `Must be one of ${SAFE_TYPES.join(', ')}.` }).default('all'),
  ),
});
export type SafeJobsQuery = z.output<typeof ZSafeJobsQuery>;

/** A number in a body or a query: numbers, or numbers written as text; '' and null mean absent. */
const looseNumber = (value: unknown) => {
  const v = typeof value === 'string' ? value.trim() : value;
  if (v === '' || v === null) return undefined;
  if (typeof v === 'string' && /^[+-]?\d+(?:\.\d+)?$/.test(v)) return Number(v);
  return v;
};

/** The salary units with ranges (SALARY_RANGES): 010A-010E. 010F (negotiable) has none. */
export const SALARY_RANGE_UNITS = Object.keys(SALARY_RANGES) as [keyof typeof SALARY_RANGES, ...(keyof typeof SALARY_RANGES)[]];
export type SalaryRangeUnit = (typeof SALARY_RANGE_UNITS)[number];

const rangeBound = z.preprocess(looseNumber, z.number({ error: 'Must be a number, or null for an open end.' }).min(0).nullable().optional()).transform((value) => value ?? null);

/**
 * One range of the 'Select salary' modal: a pay type and one of its ranges exactly as SALARY_RANGES
 * lists it (min inclusive, max exclusive, null = open); `label` is accepted and ignored.
 */
export const ZSalaryRangeChoice = z
  .object(
    {
      salaryType: codeOf(SALARY_RANGE_UNITS),
      min: rangeBound,
      max: rangeBound,
    },
    { error: 'A salary range is { salaryType, min, max }.' },
  )
  // An unknown unit has its own message; then the range is not checked.
  .refine((range) => !SALARY_RANGES[range.salaryType] || SALARY_RANGES[range.salaryType].some((known) => known.min === range.min && known.max === range.max), {
    error: (issue) => {
      const range = issue.input as { salaryType?: SalaryRangeUnit };
      const labels = range.salaryType && SALARY_RANGES[range.salaryType] ? SALARY_RANGES[range.salaryType].map((known) => known.label).join(', ') : '';
      return `Not one of the salary ranges of this pay type (${labels}).`;
    },
  });
export type SalaryRangeChoice = z.output<typeof ZSalaryRangeChoice>;

/**
 * POST /api/jobAds/salary body: the filter, and the chosen ranges (up to 5), sent either as the
 * `salary` list (the spec: 'on the salary screen a list of ranges instead') or as `salaryRanges`.
 * An ad matches when it pays in one of the ranges of its own unit. A `salary` object is the usual
 * Detail search salary filter.
 */
export const ZSalaryJobsFilter = z.preprocess(
  emptyBody,
  ZJobSearchFilterObject.extend({
    salary: z.preprocess(emptyToUndefined, z.union([z.array(ZSalaryRangeChoice, { error: 'Must be a list of salary ranges.' }), ZSalaryFilter], { error: 'Must be a list of salary ranges or a salary filter.' }).optional()),
    salaryRanges: listOf(ZSalaryRangeChoice),
  })
    .superRefine((body, ctx) => {
      const count = (Array.isArray(body.salary) ? body.salary.length : 0) + body.salaryRanges.length;
      if (count > LIMITS.pickLimit) ctx.addIssue({ code: 'custom', path: [Array.isArray(body.salary) ? 'salary' : 'salaryRanges'], message: `At most ${LIMITS.pickLimit} salary ranges.` });
    })
    .transform(({ salary, salaryRanges, ...filter }) => ({
      ...filter,
      ...(salary && !Array.isArray(salary) ? { salary } : {}),
      salaryRanges: [...(Array.isArray(salary) ? salary : []), ...salaryRanges],
    })),
);
export type SalaryJobsFilterInput = z.input<typeof ZSalaryJobsFilter>;
export type SalaryJobsFilter = z.output<typeof ZSalaryJobsFilter>;

export const latitude = z.preprocess(looseNumber, z.number({ error: 'Must be a latitude (-90 to 90).' }).min(-90, { error: 'Must be a latitude (-90 to 90).' }).max(90, { error: 'Must be a latitude (-90 to 90).' }).optional());
export const longitude = z.preprocess(looseNumber, z.number({ error: 'Must be a longitude (-180 to 180).' }).min(-180, { error: 'Must be a longitude (-180 to 180).' }).max(180, { error: 'Must be a longitude (-180 to 180).' }).optional());

/** The visible area of the map: its north-west and south-east corners. */
export const ZMapBounds = z.object({ leftTopLat: latitude, leftTopLng: longitude, rightBottomLat: latitude, rightBottomLng: longitude });
export type MapBounds = { leftTopLat: number; leftTopLng: number; rightBottomLat: number; rightBottomLng: number };

/**
 * POST /api/jobAds/jobMap query: the common query, the bounds (also in the body, whose values win;
 * each bound must be given in one of the two, else 400) and `authType` (the viewer's user type, ''
 * for visitors: accepted, never deciding anything, identity comes from the token).
 */
export const ZJobMapQuery = ZJobListQuery.extend({
  ...ZMapBounds.shape,
  authType: z.preprocess(fromQuery, z.string({ error: 'Must be a single text value.' }).max(32).optional()),
});
export type JobMapQuery = z.output<typeof ZJobMapQuery>;

/** POST /api/jobAds/jobMap body: the four bounds, and optionally the Detail search filter. */
export const ZJobMapFilter = z.preprocess(emptyBody, ZJobSearchFilterObject.extend(ZMapBounds.shape));
export type JobMapFilter = z.output<typeof ZJobMapFilter>;

/**
 * GET /api/jobAds/region (home 'M Region Platinum' 18, then 'Focus', 'Special', 'Point' 15 each at
 * pageOffset 19, 34, 49): ongoing ads of a province and/or city (PSGC ids; absent, '' or 'All' =
 * everywhere), newest first. `pageOffset` is the 1-based position of the first ad (0 and 1 both
 * start at the first), so that 18 + 15 + 15 + 15 ads follow each other without a gap.
 */
export const ZRegionJobsQuery = z.object({
  province: z.preprocess((value) => {
    const v = fromQuery(value);
    return typeof v === 'string' && v.toLowerCase() === 'all' ? undefined : v;
  }, codeOf(REGION_TREE.map((item) => item.id)).optional()),
  city: z.preprocess((value) => {
    const v = fromQuery(value);
    return typeof v === 'string' && v.toLowerCase() === 'all' ? undefined : v;
  }, codeOf(REGION_TREE.map((item) => item.id)).optional()),
  pageUnit: queryInt(1, LIMITS.maxPageUnit, 18),
  pageOffset: queryInt(0, 1_000_000, 0),
  email: ZEmailParam,
});
export type RegionJobsQuery = z.output<typeof ZRegionJobsQuery>;

/** Paid ad services shown on the home page: 1 highlights the title background, 2 colours the title, 3 colours the company name. */
export const PAYMENT_SERVICE_IDS = [1, 2, 3] as const;
export const ZRegionJobItem = z.object({
  jobId: z.number().int(),
  companyName: z.string(),
  title: z.string(),
  paymentService: z.array(z.object({ serviceId: z.number().int() })),
});
export type RegionJobItem = z.infer<typeof ZRegionJobItem>;
export const ZRegionJobsResponse = z.object({ list: z.array(ZRegionJobItem), resultListCount: z.number().int().min(0) });
export type RegionJobsResponse = z.infer<typeof ZRegionJobsResponse>;

// ---------------------------------------------------------------------------------------------
// Scraps of ads (account-community.md: /myPage/scrap, GET /api/jobAds/scrap; the scrap call itself
// is not shown: ours)
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/jobAds/scrap/{id} scraps an ongoing ad, DELETE /api/jobAds/scrap/{id} removes the scrap;
 * individual members only, both idempotent, 404 for an unknown ad. Answer of both.
 */
export const ZScrapResponse = z.object({ jobId: z.number().int(), isScrapped: z.boolean() });
export type ScrapResponse = z.infer<typeof ZScrapResponse>;

/** GET /api/jobAds/scrap?pageUnit&pageNo&email */
export const ZScrapListQuery = ZAllJobsQuery.pick({ pageUnit: true, pageNo: true, email: true });
export type ScrapListQuery = z.output<typeof ZScrapListQuery>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const code = z.string();

/** One card of a list screen (spec 'Ad card (list item)'). `city` is the city's name. */
export const ZJobAdCard = z.object({
  jobId: z.number().int(),
  title: z.string(),
  city: z.string().nullable(),
  salary: z.number().nullable(),
  salaryCode: code,
  workingDayCode: code,
  companyName: z.string(),
  workingPeriodCode: code.nullable(),
  workingPeriodNegotiable: z.boolean(),
  workingHourCode: code.nullable(),
  workingHourNegotiable: z.boolean(),
  logoKey: z.string().nullable(),
  isScrapped: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /**
   * The paid styling in force (employer.md 'Paid ad service': 1 highlights the title background, 2
   * colours the title, 3 colours the company name); the list calls answer it, expired styling is
   * none. Absent on cards that do not carry it (scraps).
   */
  paymentService: z.array(z.object({ serviceId: z.number().int() })).optional(),
});
export type JobAdCard = z.infer<typeof ZJobAdCard>;

/** The answer of every list call: a page of cards and the count of all matches. */
export const ZJobListResponse = z.object({
  list: z.array(ZJobAdCard),
  resultListCount: z.number().int().min(0),
});
export type JobListResponse = z.infer<typeof ZJobListResponse>;

/** A card of the member's scrapped ads: the ad card plus its status and deadline, and when it was scrapped (ours). */
export const ZScrapCard = ZJobAdCard.extend({
  statusCode: code,
  /** YYYY-MM-DD, or null. */
  deadlineDate: z.string().nullable(),
  /** ISO 8601. */
  scrappedAt: z.string(),
});
export type ScrapCard = z.infer<typeof ZScrapCard>;

/** GET /api/jobAds/scrap: the member's scraps, newest scrap first, ads of every status but under review. */
export const ZScrapListResponse = z.object({ list: z.array(ZScrapCard), resultListCount: z.number().int().min(0) });
export type ScrapListResponse = z.infer<typeof ZScrapListResponse>;

export const ZJobImage = z.object({ key: z.string(), fileName: z.string() });
export type JobImage = z.infer<typeof ZJobImage>;

export const ZContactInfo = z.object({
  manager: z.string().nullable(),
  /** +63 numbers; empty when the company chose not to show them. */
  phoneNumber: z.array(z.string()),
  email: z.string().nullable(),
  fax: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof ZContactInfo>;

/**
 * `GET /api/jobAds/{id}` (spec 'Job ad detail'). The spec's fields first, spelled as the spec
 * spells them; then fields the spec does not list that a detail page needs (marked 'ours').
 */
export const ZJobAdDetail = z.object({
  title: z.string(),
  comapnyName: z.string(),
  /** ISO 8601 date-time. */
  jobCreatedAt: z.string(),
  /** YYYY-MM-DD, or null when the ad has no deadline. */
  jobDeadlineDate: z.string().nullable(),
  jobImageList: z.array(ZJobImage),
  /** Badge 'Employment Contract' (the spec's spelling). */
  isEmploymentContact: z.boolean(),
  /** Badge '3 Major Insurances'. */
  isThreeMajor: z.boolean(),
  /** Badge 'Business Permit'. */
  isPermit: z.boolean(),
  /** hybrid, inOffice, remote, all. */
  workType: z.array(z.string()),
  salary: z.number().nullable(),
  salaryCode: code,
  workingDayCode: code,
  /** Weekday codes (MON..SUN) for 007G. */
  workingDaySelectedList: z.array(z.string()),
  workingDayNagotiable: z.boolean(),
  workingHourCode: code.nullable(),
  workingHourNagotiable: z.boolean(),
  workingPeriodCode: code.nullable(),
  workingPeriodNagotiable: z.boolean(),
  /** null: not specified. */
  noOfVacancy: z.number().int().nullable(),
  education: code,
  preferenceList: z.array(ZCodeItem),
  /** The address line: detailed address, city, province. */
  workPlace: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  specializationList: z.array(ZCodeItem),
  employeeTypeList: z.array(z.string()),
  welfarebenefitList: z.array(ZCodeItem),
  /** 1 Filipino, 2 Foreigner, otherwise both. */
  nationality: z.number().int(),
  /** Language ids; 'all' means English and Korean. */
  language: z.array(z.string()),
  /** Apply method codes (018A Online, 018B Direct, 018C Email, 018D Telephone, 018E Website, 018F Onsite, 0190 Chat). */
  applyList: z.array(z.string()),
  websiteUrl: z.string().nullable(),
  contactInfo: ZContactInfo,
  logoKey: z.string().nullable(),
  // ours:
  jobId: z.number().int(),
  companyId: z.number().int(),
  statusCode: code,
  jobDescription: z.string(),
  workingHourFrom: z.string().nullable(),
  workingHourTo: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  isBeginnerPossible: z.boolean(),
  isWithFriend: z.boolean(),
  directCustomizedInput: z.string().nullable(),
  isScrapped: z.boolean(),
});
export type JobAdDetail = z.infer<typeof ZJobAdDetail>;

// ---------------------------------------------------------------------------------------------
// Applying (spec 'Apply screen', 'Application data response', 'Apply form fields')
// ---------------------------------------------------------------------------------------------


export const ZApplicationDataQuery = z.object({
  applyType: z.preprocess(fromQuery, z.enum(APPLY_TYPES, { error: `Must be one of ${APPLY_TYPES.join(', ')}.` })),
  email: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().max(320).optional()),
});

/** `GET /api/application/{id}?applyType&email` (the spec's misspelling `comapny` kept). */
export const ZApplicationData = z.object({
  comapny: z.object({ title: z.string(), companyName: z.string() }),
  employee: z.object({
    fullName: z.string(),
    /** 003A male, anything else female. */
    genderCode: z.string().nullable(),
    /** YYYY-MM-DD. */
    birthDate: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    email: z.string(),
  }),
  resumeList: z.array(z.object({ id: z.number().int(), statusCode: z.string(), title: z.string(), updatedAt: z.string() })),
  /** The company's own form (Email apply); null when the ad has none. */
  companyOwnForm: z.object({ key: z.string(), fileName: z.string() }).nullable(),
  /** Text the ad prefills the message with (Direct, Telephone, Onsite). */
  directCustomizedInput: z.string().nullable(),
});
export type ApplicationData = z.infer<typeof ZApplicationData>;

/** `POST /api/application/{id}`: Online with a resume. */
export const ZApplyOnlineBody = z.object({
  resumeId: z.number({ error: 'Resume is not selected' }).int({ error: 'Resume is not selected' }).min(1, { error: 'Resume is not selected' }),
});
export type ApplyOnlineBody = z.infer<typeof ZApplyOnlineBody>;

/** `POST /api/application/etc/{id}`: Direct 018B (also the chat apply), Email 018C, Telephone 018D, Onsite 018F. */
export const ZApplyEtcBody = z.object({
  howToApplyCode: z.enum(ETC_APPLY_CODES, { error: `Must be one of ${ETC_APPLY_CODES.join(', ')}.` }),
  selfIntroduction: z.string().max(2000, { error: 'At most 2000 characters.' }).nullable().optional(),
  /**
   * 'files/{key}/{fileName}' of the uploaded own-form resume. One key: when the applicant picks
   * several files (up to 10, 10MB in total), the Email apply screen bundles them into one stored ZIP
   * and sends its key with the file name 'application-files.zip'.
   */
  companyOwnResumeKey: z.string().max(500).nullable().optional(),
  companyOwnResumeFileName: z.string().max(255).nullable().optional(),
});
export type ApplyEtcBody = z.input<typeof ZApplyEtcBody>;
