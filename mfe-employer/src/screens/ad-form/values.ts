/**
 * The job ad wizard's values (employer.md sections 2, 3, 5, 9): what each step holds, the loaded
 * ad's groups mapped into them, the client-side checks of each step (plain checks mirroring
 * ZJobAdPayload of contracts/job-ad-form.ts, with its messages), and the combined payload of
 * POST /api/jobAds and PUT /api/jobAds/{id}. No zod here: the remote imports types only from
 * job-ad-form.ts and the messages from the zod-free job-ad-form-text.ts.
 */
import { LIMITS } from '@phjobs/contracts/codes';
import type { JobAdForEdit, JobAdPayloadInput, JobPhoto } from '@phjobs/contracts/job-ad-form';
import { JOB_AD_FORM_LIMITS, JOB_AD_FORM_MESSAGES, SELECTED_DAY_MESSAGE } from '@phjobs/contracts/job-ad-form-text';
import { PHONE_MESSAGE } from '@phjobs/contracts/messages';
import { CITY_GEO, cityById, provinceOf } from '@phjobs/contracts/regions';

export const STEP_TITLES = ['Recruitment', 'Education & preference', 'Working conditions', 'Workplace', 'Application', 'Contact & description'] as const;
/** The step bar's names (wide screens). */
export const STEP_SHORT_TITLES = ['Basics', 'Education', 'Conditions', 'Workplace', 'Application', 'Contact'] as const;
/** Steps 0-5 are the form; 6 is done. */
export const LAST_FORM_STEP = 5;
export const DONE_STEP = 6;

export type Nationality = 0 | 1 | 2;

export type AdFormValues = {
  // step 0
  jobPhoto: JobPhoto[];
  title: string;
  specialization: string[];
  isBeginnerPossible: boolean;
  isPublicInstitution: boolean;
  nationality: Nationality;
  detailInput: string;
  talentType: string;
  // step 1
  education: string;
  preference: string[];
  // step 2
  employeeType: string[];
  workPeriod: string;
  startDate: string;
  endDate: string;
  workPeriodNegotiable: boolean;
  workingDay: string;
  selectedDay: string[];
  detailCondition: string;
  workingDayNegotiable: boolean;
  /** 'range': from/to times; 'list': up to 3 of the working-hour list. */
  workingHourMode: 'range' | 'list';
  workingHourFrom: string;
  workingHourTo: string;
  workingHourList: string[];
  workingHourNegotiable: boolean;
  salaryType: string;
  salaryMoreThan: string;
  isSameDayPayment: boolean;
  welfarebenefit: string[];
  language: string[];
  workType: string[];
  // step 3
  province: string;
  city: string;
  detailAddress: string;
  lat: number | null;
  lng: number | null;
  targetRegion: string[];
  // step 4
  noOfVacancy: string;
  isVacancyNotSpecified: boolean;
  isWithFriend: boolean;
  isDeadlineSpecified: boolean;
  deadlineDate: string;
  howToApply: string[];
  websiteUrl: string;
  isDirectCustomized: boolean;
  directCustomizedInput: string;
  isUseOwnResume: boolean;
  ownResumeKey: string;
  ownResumeFileName: string;
  isEmailNotification: boolean;
  // step 5 (phones without the +63 the field shows)
  contactInfoName: string;
  contactMainPhoneNumber: string;
  contactSubPhoneNumber: string;
  isShowPhoneNumber: boolean;
  email: string;
  fax: string;
  isContract: boolean;
  jobDescription: string;
};

export type FieldErrors = Partial<Record<string, string>>;

export const emptyAdForm = (): AdFormValues => ({
  jobPhoto: [],
  title: '',
  specialization: [],
  isBeginnerPossible: false,
  isPublicInstitution: false,
  nationality: 0,
  detailInput: '',
  talentType: '',
  education: '004A',
  preference: [],
  employeeType: [],
  workPeriod: '',
  startDate: '',
  endDate: '',
  workPeriodNegotiable: false,
  workingDay: '007B',
  selectedDay: [],
  detailCondition: '',
  workingDayNegotiable: false,
  workingHourMode: 'range',
  workingHourFrom: '',
  workingHourTo: '',
  workingHourList: [],
  workingHourNegotiable: false,
  salaryType: '',
  salaryMoreThan: '',
  isSameDayPayment: false,
  welfarebenefit: [],
  language: [],
  workType: [],
  province: '',
  city: '',
  detailAddress: '',
  lat: null,
  lng: null,
  targetRegion: [],
  noOfVacancy: '',
  isVacancyNotSpecified: false,
  isWithFriend: false,
  isDeadlineSpecified: false,
  deadlineDate: '',
  howToApply: [],
  websiteUrl: '',
  isDirectCustomized: false,
  directCustomizedInput: '',
  isUseOwnResume: false,
  ownResumeKey: '',
  ownResumeFileName: '',
  isEmailNotification: false,
  contactInfoName: '',
  contactMainPhoneNumber: '',
  contactSubPhoneNumber: '',
  isShowPhoneNumber: true,
  email: '',
  fax: '',
  isContract: false,
  jobDescription: '',
});

/** The fields of each step: what Next checks, and where a server's 400 field sends the wizard back to. */
export const STEP_FIELDS: readonly (readonly (keyof AdFormValues)[])[] = [
  ['jobPhoto', 'title', 'specialization', 'isBeginnerPossible', 'isPublicInstitution', 'nationality', 'detailInput', 'talentType'],
  ['education', 'preference'],
  [
    'employeeType', 'workPeriod', 'startDate', 'endDate', 'workPeriodNegotiable', 'workingDay', 'selectedDay', 'detailCondition', 'workingDayNegotiable',
    'workingHourMode', 'workingHourFrom', 'workingHourTo', 'workingHourList', 'workingHourNegotiable', 'salaryType', 'salaryMoreThan', 'isSameDayPayment',
    'welfarebenefit', 'language', 'workType',
  ],
  ['province', 'city', 'detailAddress', 'lat', 'lng', 'targetRegion'],
  [
    'noOfVacancy', 'isVacancyNotSpecified', 'isWithFriend', 'isDeadlineSpecified', 'deadlineDate', 'howToApply', 'websiteUrl', 'isDirectCustomized',
    'directCustomizedInput', 'isUseOwnResume', 'ownResumeKey', 'ownResumeFileName', 'isEmailNotification',
  ],
  ['contactInfoName', 'contactMainPhoneNumber', 'contactSubPhoneNumber', 'isShowPhoneNumber', 'email', 'fax', 'isContract', 'jobDescription'],
];

// ---------------------------------------------------------------------------------------------
// Phones: the field shows +63 and takes the rest
// ---------------------------------------------------------------------------------------------

export const PHONE_PREFIX = '+63';
const PHONE_FORMAT = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

/** '+63 917 123 4567' or '0917...' -> '917 123 4567' (what the field shows after +63). */
export function localPhone(phone: string | null | undefined): string {
  const text = (phone ?? '').trim();
  if (text.startsWith(PHONE_PREFIX)) return text.slice(PHONE_PREFIX.length).trim();
  return text.replace(/^0(?=9)/, '');
}

/** '917 123 4567' -> '+639171234567' (spaces and dashes dropped, a leading 0 too); '' stays ''. */
export function fullPhone(local: string): string {
  const digits = local.replace(/[\s-]/g, '').replace(/^\+?63/, '').replace(/^0/, '');
  return digits ? `${PHONE_PREFIX}${digits}` : '';
}

// ---------------------------------------------------------------------------------------------
// The loaded ad -> the values
// ---------------------------------------------------------------------------------------------

/** The ad as GET /api/jobAds/update/{id} answers it, in the steps' values. */
export function fromLoadedAd(ad: JobAdForEdit): AdFormValues {
  const { recruitment: r, workingCondition: w, workPlace: p, applicationInfo: a, recuriterInfo: c } = ad;
  // target cities first, then the provinces picked as a whole (a city's own province is its parent, not a pick)
  const cityProvinces = new Set(p.targetCity.map((id) => provinceOf(id)?.id).filter(Boolean));
  const targetRegion = [...p.targetCity, ...p.targetProvince.filter((id) => !cityProvinces.has(id))].slice(0, LIMITS.pickLimit);
  const hourList = w.workingHour.workingHourList;
  return {
    ...emptyAdForm(),
    jobPhoto: ad.jobPhoto.map((photo) => ({ key: photo.key, fileName: photo.fileName })),
    title: r.title,
    specialization: r.specialization.map((item) => item.id),
    isBeginnerPossible: r.isBeginnerPossible,
    isPublicInstitution: r.isPublicInstitution,
    nationality: c.nationality === 1 || c.nationality === 2 ? c.nationality : 0,
    detailInput: c.detailInput ?? '',
    talentType: ad.talentType ?? '',
    education: r.education || '004A',
    preference: r.preference.map((item) => item.id),
    employeeType: [...w.employeeType],
    workPeriod: w.workPeriod.workPeriod ?? '',
    startDate: w.workPeriod.startDate ?? '',
    endDate: w.workPeriod.endDate ?? '',
    workPeriodNegotiable: w.workPeriod.isNegotiable,
    workingDay: w.workingDay.workingDay || '007A',
    selectedDay: [...w.workingDay.selectedDay],
    detailCondition: w.workingDay.detailCondition ?? '',
    workingDayNegotiable: w.workingDay.isNegotiable,
    workingHourMode: hourList.length > 0 ? 'list' : 'range',
    workingHourFrom: w.workingHour.workingHourFrom ?? '',
    workingHourTo: w.workingHour.workingHourTo ?? '',
    workingHourList: [...hourList],
    workingHourNegotiable: w.workingHour.isNegotiable,
    salaryType: w.salary.salaryType,
    salaryMoreThan: w.salary.salaryMoreThan === null || w.salary.salaryType === '010F' ? '' : String(w.salary.salaryMoreThan),
    isSameDayPayment: w.salary.isSameDayPayment,
    welfarebenefit: w.welfarebenefit.map((item) => item.id),
    language: w.language.map((item) => item.id),
    workType: w.workType.map((item) => item.id),
    province: p.province ?? (p.city ? (provinceOf(p.city)?.id ?? '') : ''),
    city: p.city ?? '',
    detailAddress: p.detailAddress ?? '',
    lat: p.lat,
    lng: p.lng,
    targetRegion,
    noOfVacancy: r.noOfVacancy === null ? '' : String(r.noOfVacancy),
    isVacancyNotSpecified: r.isVacancyNotSpecified,
    isWithFriend: r.isWithFriend,
    isDeadlineSpecified: a.isDeadlineSpecified,
    deadlineDate: a.deadlineDate ?? '',
    howToApply: [...a.howToApply],
    websiteUrl: a.websiteUrl ?? '',
    isDirectCustomized: a.isDirectCustomized,
    directCustomizedInput: a.directCustomizedInput ?? '',
    isUseOwnResume: a.isUseOwnResume,
    ownResumeKey: a.ownResumeKey ?? '',
    ownResumeFileName: a.ownResumeFileName ?? '',
    isEmailNotification: a.isEmailNotification,
    contactInfoName: c.contactInfoName ?? '',
    contactMainPhoneNumber: localPhone(c.contactMainPhoneNumber),
    contactSubPhoneNumber: localPhone(c.contactSubPhoneNumber),
    isShowPhoneNumber: c.isShowPhoneNumber,
    email: c.email ?? '',
    fax: c.fax ?? '',
    isContract: c.isContract,
    jobDescription: r.jobDescription,
  };
}

// ---------------------------------------------------------------------------------------------
// The values -> the payload
// ---------------------------------------------------------------------------------------------

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The lat/lng the ad is saved with: the pin's, else the chosen city's centre (CITY_GEO). */
export function pointOf(values: Pick<AdFormValues, 'city' | 'lat' | 'lng'>): { lat: number; lng: number } | null {
  if (values.lat !== null && values.lng !== null) return { lat: values.lat, lng: values.lng };
  const geo = values.city ? CITY_GEO[values.city] : undefined;
  return geo ? { lat: geo.lat, lng: geo.lng } : null;
}

/** Steps 0-5 combined, as POST /api/jobAds and PUT /api/jobAds/{id} take them (language and workType as ids). */
export function toPayload(v: AdFormValues): JobAdPayloadInput {
  const negotiable = v.salaryType === '010F';
  const point = pointOf(v);
  return {
    jobPhoto: v.jobPhoto,
    title: v.title.trim(),
    specialization: v.specialization,
    isBeginnerPossible: v.isBeginnerPossible,
    isPublicInstitution: v.isPublicInstitution,
    detailInput: orNull(v.detailInput),
    talentType: orNull(v.talentType),
    isMultiCheck: v.specialization.length > 1,
    nationality: v.nationality,
    education: v.education || '004A',
    preference: v.preference,
    employeeType: v.employeeType,
    workPeriod: { workPeriod: orNull(v.workPeriod), startDate: orNull(v.startDate), endDate: orNull(v.endDate), isNegotiable: v.workPeriodNegotiable },
    workingDay: {
      workingDay: v.workingDay || '007A',
      detailCondition: orNull(v.detailCondition),
      isNegotiable: v.workingDayNegotiable,
      selectedDay: v.workingDay === '007G' ? v.selectedDay : [],
    },
    workingHour:
      v.workingHourMode === 'list'
        ? { workingHourFrom: null, workingHourTo: null, isNegotiable: v.workingHourNegotiable, workingHourList: v.workingHourList }
        : { workingHourFrom: orNull(v.workingHourFrom), workingHourTo: orNull(v.workingHourTo), isNegotiable: v.workingHourNegotiable, workingHourList: [] },
    salary: { isSameDayPayment: v.isSameDayPayment, salaryMoreThan: negotiable ? null : orNull(v.salaryMoreThan), salaryType: orNull(v.salaryType) },
    welfarebenefit: v.welfarebenefit,
    language: v.language,
    workType: v.workType,
    region: { province: orNull(v.province), city: orNull(v.city) },
    detailAddress: v.detailAddress.trim(),
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    targetRegion: v.targetRegion,
    noOfVacancy: v.isVacancyNotSpecified ? null : orNull(v.noOfVacancy),
    isVacancyNotSpecified: v.isVacancyNotSpecified,
    isWithFriend: v.isWithFriend,
    isDeadlineSpecified: v.isDeadlineSpecified,
    deadlineDate: v.isDeadlineSpecified ? orNull(v.deadlineDate) : null,
    howToApply: v.howToApply,
    isDirectCustomized: v.isDirectCustomized,
    directCustomizedInput: v.isDirectCustomized ? orNull(v.directCustomizedInput) : null,
    isUseOwnResume: v.isUseOwnResume,
    ownResumeKey: v.isUseOwnResume ? orNull(v.ownResumeKey) : null,
    ownResumeFileName: v.isUseOwnResume ? orNull(v.ownResumeFileName) : null,
    websiteUrl: v.howToApply.includes('018E') ? orNull(v.websiteUrl) : null,
    isEmailNotification: v.isEmailNotification,
    contactInfoName: v.contactInfoName.trim(),
    contactMainPhoneNumber: fullPhone(v.contactMainPhoneNumber),
    contactSubPhoneNumber: orNull(fullPhone(v.contactSubPhoneNumber)),
    isShowPhoneNumber: v.isShowPhoneNumber,
    email: orNull(v.email),
    fax: orNull(v.fax),
    isContract: v.isContract,
    jobDescription: v.jobDescription.trim(),
  };
}

// ---------------------------------------------------------------------------------------------
// Checks of each step (the contract's rules, its messages)
// ---------------------------------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const AMOUNT = /^\s*\d+(?:\.\d+)?\s*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const tooLong = (max: number) => `At most ${max} characters.`;

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The messages of one step's fields, keyed by field name ('' none); empty when the step may go on. */
export function validateStep(step: number, v: AdFormValues): FieldErrors {
  const e: FieldErrors = {};
  if (step === 0) {
    if (!v.title.trim()) e.title = JOB_AD_FORM_MESSAGES.title;
    else if (v.title.trim().length > JOB_AD_FORM_LIMITS.title) e.title = tooLong(JOB_AD_FORM_LIMITS.title);
    if (v.specialization.length === 0) e.specialization = JOB_AD_FORM_MESSAGES.specialization;
    else if (v.specialization.length > LIMITS.pickLimit) e.specialization = `At most ${LIMITS.pickLimit} choices.`;
    if (v.jobPhoto.length > JOB_AD_FORM_LIMITS.photos) e.jobPhoto = `At most ${JOB_AD_FORM_LIMITS.photos} photos.`;
    if (v.detailInput.length > JOB_AD_FORM_LIMITS.detailInput) e.detailInput = tooLong(JOB_AD_FORM_LIMITS.detailInput);
  } else if (step === 1) {
    if (v.preference.length > LIMITS.pickLimit) e.preference = `At most ${LIMITS.pickLimit} choices.`;
  } else if (step === 2) {
    if (v.employeeType.length === 0) e.employeeType = JOB_AD_FORM_MESSAGES.employeeType;
    if (v.startDate && !DATE.test(v.startDate)) e.startDate = 'Use the format YYYY-MM-DD.';
    if (v.endDate && !DATE.test(v.endDate)) e.endDate = 'Use the format YYYY-MM-DD.';
    if (v.workingDay === '007G' && v.selectedDay.length === 0) e.selectedDay = SELECTED_DAY_MESSAGE;
    if (v.workingHourMode === 'range') {
      if (v.workingHourFrom && !TIME.test(v.workingHourFrom)) e.workingHourFrom = "Must be a time 'HH:mm'.";
      if (v.workingHourTo && !TIME.test(v.workingHourTo)) e.workingHourTo = "Must be a time 'HH:mm'.";
    } else if (v.workingHourList.length > LIMITS.workingHourListLimit) e.workingHourList = `At most ${LIMITS.workingHourListLimit} choices.`;
    if (!v.salaryType) e.salaryType = JOB_AD_FORM_MESSAGES.salaryType;
    else if (v.salaryType !== '010F' && (!AMOUNT.test(v.salaryMoreThan) || Number(v.salaryMoreThan) > JOB_AD_FORM_LIMITS.salary)) e.salaryMoreThan = JOB_AD_FORM_MESSAGES.salaryMoreThan;
  } else if (step === 3) {
    if (!v.province || !v.city || !cityById(v.city)) e.region = JOB_AD_FORM_MESSAGES.region;
    if (!v.detailAddress.trim()) e.detailAddress = JOB_AD_FORM_MESSAGES.detailAddress;
    else if (v.detailAddress.trim().length > JOB_AD_FORM_LIMITS.shortText) e.detailAddress = tooLong(JOB_AD_FORM_LIMITS.shortText);
    if (v.targetRegion.length > LIMITS.pickLimit) e.targetRegion = `At most ${LIMITS.pickLimit} choices.`;
  } else if (step === 4) {
    if (!v.isVacancyNotSpecified) {
      const n = Number(v.noOfVacancy);
      if (!/^\d+$/.test(v.noOfVacancy.trim()) || n < 1 || n > JOB_AD_FORM_LIMITS.vacancies) e.noOfVacancy = JOB_AD_FORM_MESSAGES.vacancy;
    }
    if (v.isDeadlineSpecified && !DATE.test(v.deadlineDate)) e.deadlineDate = JOB_AD_FORM_MESSAGES.deadlineDate;
    if (v.howToApply.length === 0) e.howToApply = JOB_AD_FORM_MESSAGES.howToApply;
    if (v.howToApply.includes('018E') && !isHttpUrl(v.websiteUrl)) e.websiteUrl = JOB_AD_FORM_MESSAGES.websiteUrl;
    if (v.isDirectCustomized && !v.directCustomizedInput.trim()) e.directCustomizedInput = JOB_AD_FORM_MESSAGES.directCustomizedInput;
    if (v.isUseOwnResume && !v.ownResumeKey) e.ownResumeKey = JOB_AD_FORM_MESSAGES.ownResumeKey;
  } else if (step === 5) {
    if (!v.contactInfoName.trim()) e.contactInfoName = JOB_AD_FORM_MESSAGES.contactInfoName;
    const main = fullPhone(v.contactMainPhoneNumber);
    if (!main) e.contactMainPhoneNumber = JOB_AD_FORM_MESSAGES.contactMainPhoneNumber;
    else if (!PHONE_FORMAT.test(main)) e.contactMainPhoneNumber = PHONE_MESSAGE;
    const sub = fullPhone(v.contactSubPhoneNumber);
    if (sub && !PHONE_FORMAT.test(sub)) e.contactSubPhoneNumber = PHONE_MESSAGE;
    if (v.email.trim() && !EMAIL.test(v.email.trim())) e.email = JOB_AD_FORM_MESSAGES.email;
    if (!v.jobDescription.trim()) e.jobDescription = JOB_AD_FORM_MESSAGES.jobDescription;
    else if (v.jobDescription.trim().length > JOB_AD_FORM_LIMITS.jobDescription) e.jobDescription = tooLong(JOB_AD_FORM_LIMITS.jobDescription);
  }
  return e;
}

// ---------------------------------------------------------------------------------------------
// The server's 400 fields -> the wizard's fields and step
// ---------------------------------------------------------------------------------------------

/** The payload's field paths that the values name differently. */
const SERVER_FIELD: Readonly<Record<string, keyof AdFormValues>> = {
  'region': 'city',
  'region.province': 'province',
  'region.city': 'city',
  'salary.salaryType': 'salaryType',
  'salary.salaryMoreThan': 'salaryMoreThan',
  'salary.isSameDayPayment': 'isSameDayPayment',
  'workPeriod.workPeriod': 'workPeriod',
  'workPeriod.startDate': 'startDate',
  'workPeriod.endDate': 'endDate',
  'workingDay.workingDay': 'workingDay',
  'workingDay.selectedDay': 'selectedDay',
  'workingDay.detailCondition': 'detailCondition',
  'workingHour.workingHourFrom': 'workingHourFrom',
  'workingHour.workingHourTo': 'workingHourTo',
  'workingHour.workingHourList': 'workingHourList',
};

/** The value a server field path belongs to ('specialization.2' -> 'specialization'), or null. */
export function fieldOfServerPath(path: string): keyof AdFormValues | null {
  if (SERVER_FIELD[path]) return SERVER_FIELD[path];
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const prefix = parts.slice(0, n).join('.');
    if (SERVER_FIELD[prefix]) return SERVER_FIELD[prefix];
  }
  const head = parts[0] as keyof AdFormValues;
  return STEP_FIELDS.some((fields) => fields.includes(head)) ? head : null;
}

/** The server's 400 `fields` as the wizard's field errors (the region's message on 'region'), and the first step that has one. */
export function serverErrors(fields: Readonly<Record<string, string>>): { errors: FieldErrors; step: number | null; unplaced: string[] } {
  const errors: FieldErrors = {};
  const unplaced: string[] = [];
  let step: number | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOfServerPath(path);
    if (!field) {
      unplaced.push(message);
      continue;
    }
    const key = field === 'city' || field === 'province' ? 'region' : field;
    errors[key] ??= message;
    const at = STEP_FIELDS.findIndex((list) => list.includes(field));
    if (at >= 0 && (step === null || at < step)) step = at;
  }
  return { errors, step, unplaced };
}
