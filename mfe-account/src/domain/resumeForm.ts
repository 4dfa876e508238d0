/**
 * The resume editor (account-community.md 'Resumes', sections 3, 5, 9): Title (max 70, counter),
 * Education, Career (YYYY-MM periods, isInOffice), Working conditions, Self introduction (between a
 * minimum and a maximum on create, required on edit), Ability (005A language, 005B other),
 * Portfolio and photos, the publish checkbox.
 *
 * The numbers and messages are the contracts' (zod-free contracts/messages), plus the form's own.
 */
import { LIMITS, type EducationCode } from '@phjobs/contracts/codes';
import { RESUME_MESSAGES as CONTRACT_RESUME_MESSAGES, SELF_INTRODUCTION_LENGTH as CONTRACT_SELF_INTRODUCTION_LENGTH } from '@phjobs/contracts/messages';
import type { ResumeDetail, ResumeFile, ResumeRequestInput } from '@phjobs/contracts/talent';

export const TITLE_MAX = LIMITS.resumeTitle;
export const RESUMES_MAX = LIMITS.resumesPerMember;
export const SELF_INTRODUCTION_LENGTH = CONTRACT_SELF_INTRODUCTION_LENGTH;

export const selfIntroductionMessage = (min: number, max: number) => `Please fill self introduction with length between ${min} and ${max} include spaces.`;

export const RESUME_MESSAGES = {
  ...CONTRACT_RESUME_MESSAGES,
  // the form's own
  careerOrNewcomer: 'Add a career or choose Newcomer.',
  abilityField: 'Please enter the field.',
  abilityLevel: 'Please enter the level.',
} as const;

/** 'Up to six resumes can be registered' (the list's help text). */
export const RESUME_LIMIT_HELP = 'Up to six resumes can be registered';

export type CareerEntry = { companyName: string; periodFrom: string; periodTo: string; position: string; isInOffice: boolean };
export type AbilityEntry = { skill: '005A' | '005B'; field: string; level: string };
export type RegionPick = { province: string; city: string | null };

export type ResumeFormValues = {
  title: string;
  education: EducationCode | '';
  isNewcomer: boolean;
  career: CareerEntry[];
  specialization: string[];
  region: RegionPick[];
  employeeType: string[];
  workingDay: { workingDay: string; selectedDay: string[]; isNegotiable: boolean; detailCondition: string };
  workPeriod: { workPeriod: string; isNegotiable: boolean };
  workingHour: { isListSelect: boolean; workingHour: string; workingHourFrom: string; workingHourTo: string; isNegotiable: boolean };
  salary: { salaryType: string; salaryMoreThan: string };
  selection: 'direct' | 'sample' | '';
  selfIntroduction: string;
  ability: AbilityEntry[];
  portfolio: ResumeFile[];
  resumePhoto: ResumeFile[];
  resumeProfileImageKey: string | null;
  isPublish: boolean;
};

export const emptyCareer = (): CareerEntry => ({ companyName: '', periodFrom: '', periodTo: '', position: '', isInOffice: false });
export const emptyAbility = (): AbilityEntry => ({ skill: '005A', field: '', level: '' });

export const emptyResume = (): ResumeFormValues => ({
  title: '',
  education: '',
  isNewcomer: true,
  career: [],
  specialization: [],
  region: [],
  employeeType: [],
  workingDay: { workingDay: '', selectedDay: [], isNegotiable: false, detailCondition: '' },
  workPeriod: { workPeriod: '', isNegotiable: false },
  workingHour: { isListSelect: true, workingHour: '', workingHourFrom: '', workingHourTo: '', isNegotiable: false },
  salary: { salaryType: '010D', salaryMoreThan: '' },
  selection: '',
  selfIntroduction: '',
  ability: [],
  portfolio: [],
  resumePhoto: [],
  resumeProfileImageKey: null,
  isPublish: true,
});

/** A template for 'sample' self introductions. */
export const SAMPLE_SELF_INTRODUCTION =
  'I am a hardworking and reliable person who learns quickly and works well with others. ' +
  'In my previous work I kept a good attendance record and helped my team reach its targets. ' +
  'I am looking for a company where I can grow, take on more responsibility and contribute from day one.';

export type ResumeSection = 'title' | 'education' | 'career' | 'workingConditions' | 'selfIntroduction' | 'ability' | 'portfolio';
export type ResumeErrors = Record<string, string>;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const titleCounter = (title: string) => `${title.length} / ${TITLE_MAX}`;

export function validateTitle(title: string): string | null {
  if (!title.trim()) return RESUME_MESSAGES.titleRequired;
  if (title.trim().length > TITLE_MAX) return RESUME_MESSAGES.titleMax;
  return null;
}

export function validateSelfIntroduction(text: string, mode: 'create' | 'edit'): string | null {
  const { min, max } = SELF_INTRODUCTION_LENGTH;
  if (mode === 'create') return text.trim().length >= min && text.length <= max ? null : RESUME_MESSAGES.selfIntroductionLength;
  if (!text.trim()) return RESUME_MESSAGES.selfIntroductionRequired;
  return text.length <= max ? null : RESUME_MESSAGES.selfIntroductionLength;
}

export function validateCareer(entry: CareerEntry, index: number): ResumeErrors {
  const e: ResumeErrors = {};
  const at = (field: string) => `career.${index}.${field}`;
  if (!entry.companyName.trim()) e[at('companyName')] = RESUME_MESSAGES.careerCompanyName;
  if (!YEAR_MONTH.test(entry.periodFrom)) e[at('periodFrom')] = RESUME_MESSAGES.careerPeriodFrom;
  if (!entry.isInOffice) {
    if (!YEAR_MONTH.test(entry.periodTo)) e[at('periodTo')] = RESUME_MESSAGES.careerPeriodTo;
    else if (YEAR_MONTH.test(entry.periodFrom) && entry.periodTo < entry.periodFrom) e[at('periodTo')] = RESUME_MESSAGES.careerPeriodOrder;
  }
  if (!entry.position.trim()) e[at('position')] = RESUME_MESSAGES.careerPosition;
  return e;
}

/** Every field error of the resume, keyed by path ('title', 'career.0.companyName', ...). */
export function validateResume(v: ResumeFormValues, mode: 'create' | 'edit'): ResumeErrors {
  const e: ResumeErrors = {};
  const title = validateTitle(v.title);
  if (title) e.title = title;
  if (!v.education) e.education = RESUME_MESSAGES.educationRequired;
  if (!v.isNewcomer) {
    if (v.career.length === 0) e.career = RESUME_MESSAGES.careerOrNewcomer;
    v.career.forEach((entry, i) => Object.assign(e, validateCareer(entry, i)));
  }
  if (v.specialization.length === 0) e['workingConditions.specialization'] = RESUME_MESSAGES.specializationRequired;
  if (v.region.length === 0) e['workingConditions.region'] = RESUME_MESSAGES.regionRequired;
  if (v.employeeType.length === 0) e['workingConditions.employeeType'] = RESUME_MESSAGES.employeeTypeRequired;
  if (!v.selection) e.selection = RESUME_MESSAGES.selectionRequired;
  const intro = validateSelfIntroduction(v.selfIntroduction, mode);
  if (intro) e.selfIntroduction = intro;
  v.ability.forEach((a, i) => {
    if (!a.field.trim()) e[`ability.${i}.field`] = RESUME_MESSAGES.abilityField;
    if (!a.level.trim()) e[`ability.${i}.level`] = RESUME_MESSAGES.abilityLevel;
  });
  return e;
}

/** The section an error path belongs to (the editor marks that section). */
export function sectionOf(path: string): ResumeSection {
  const head = path.split('.')[0] ?? '';
  if (head === 'selection') return 'selfIntroduction';
  if (head === 'resumePhoto') return 'portfolio';
  return (['title', 'education', 'career', 'workingConditions', 'selfIntroduction', 'ability', 'portfolio'] as const).find((s) => s === head) ?? 'title';
}

const blank = (s: string) => (s.trim() ? s.trim() : null);

/** The body of POST /api/resume/setResume and PUT /api/resume/{id}. */
export function resumeBody(v: ResumeFormValues): ResumeRequestInput {
  const wd = v.workingDay;
  const wh = v.workingHour;
  return {
    title: v.title.trim(),
    resumeProfileImageKey: v.resumeProfileImageKey,
    resumePhoto: v.resumePhoto,
    education: v.education,
    isNewcomer: v.isNewcomer,
    career: v.isNewcomer
      ? []
      : v.career.map((c) => ({
          companyName: c.companyName.trim(),
          periodFrom: c.periodFrom,
          periodTo: c.isInOffice ? undefined : c.periodTo,
          position: c.position.trim(),
          isInOffice: c.isInOffice,
        })),
    workingConditions: {
      specialization: v.specialization,
      region: v.region,
      employeeType: v.employeeType,
      workingDay: wd.workingDay
        ? { workingDay: wd.workingDay, selectedDay: wd.workingDay === '007G' ? wd.selectedDay : [], isNegotiable: wd.isNegotiable, detailCondition: blank(wd.detailCondition) }
        : null,
      workPeriod: v.workPeriod.workPeriod ? { workPeriod: v.workPeriod.workPeriod, isNegotiable: v.workPeriod.isNegotiable } : null,
      workingHour:
        (wh.isListSelect && wh.workingHour) || (!wh.isListSelect && wh.workingHourFrom && wh.workingHourTo)
          ? {
              isListSelect: wh.isListSelect,
              workingHour: wh.isListSelect ? wh.workingHour : null,
              workingHourFrom: wh.isListSelect ? null : wh.workingHourFrom,
              workingHourTo: wh.isListSelect ? null : wh.workingHourTo,
              isNegotiable: wh.isNegotiable,
            }
          : null,
      salary: v.salary.salaryType
        ? { salaryType: v.salary.salaryType, salaryMoreThan: v.salary.salaryType === '010F' || !v.salary.salaryMoreThan.trim() ? null : Number(v.salary.salaryMoreThan.replace(/,/g, '')) }
        : null,
    },
    selection: v.selection || undefined,
    selfIntroduction: v.selfIntroduction,
    ability: v.ability.map((a) => ({ skill: a.skill, field: a.field.trim(), level: a.level.trim() })),
    portfolio: v.portfolio,
    isPublish: v.isPublish,
  } as ResumeRequestInput;
}

/** The editor's values from a stored resume (edit). */
export function fromDetail(d: ResumeDetail): ResumeFormValues {
  const wc = d.workingConditions;
  return {
    title: d.title,
    education: d.education,
    isNewcomer: d.isNewcomer || d.career.length === 0,
    career: d.career.map((c) => ({ companyName: c.companyName, periodFrom: c.periodFrom, periodTo: c.isInOffice ? '' : c.periodTo, position: c.position, isInOffice: c.isInOffice })),
    specialization: [...wc.specialization],
    region: wc.region.map((r) => ({ province: r.province, city: r.city })),
    employeeType: [...wc.employeeType],
    workingDay: wc.workingDay
      ? { workingDay: wc.workingDay.workingDay, selectedDay: [...wc.workingDay.selectedDay], isNegotiable: wc.workingDay.isNegotiable, detailCondition: wc.workingDay.detailCondition ?? '' }
      : { workingDay: '', selectedDay: [], isNegotiable: false, detailCondition: '' },
    workPeriod: wc.workPeriod ? { workPeriod: wc.workPeriod.workPeriod, isNegotiable: wc.workPeriod.isNegotiable } : { workPeriod: '', isNegotiable: false },
    workingHour: wc.workingHour
      ? {
          isListSelect: wc.workingHour.isListSelect,
          workingHour: wc.workingHour.workingHour ?? '',
          workingHourFrom: wc.workingHour.workingHourFrom ?? '',
          workingHourTo: wc.workingHour.workingHourTo ?? '',
          isNegotiable: wc.workingHour.isNegotiable,
        }
      : { isListSelect: true, workingHour: '', workingHourFrom: '', workingHourTo: '', isNegotiable: false },
    salary: wc.salary ? { salaryType: wc.salary.salaryType, salaryMoreThan: wc.salary.salaryMoreThan === null ? '' : String(wc.salary.salaryMoreThan) } : { salaryType: '010D', salaryMoreThan: '' },
    selection: d.selection,
    selfIntroduction: d.selfIntroduction,
    ability: d.ability.map((a) => ({ skill: a.skill, field: a.field, level: a.level })),
    portfolio: d.portfolio.map((f) => ({ key: f.key, fileName: f.fileName })),
    resumePhoto: d.resumePhoto.map((f) => ({ key: f.key, fileName: f.fileName })),
    resumeProfileImageKey: d.resumeProfileImageKey,
    isPublish: d.isPublish,
  };
}

/** '3 yrs 2 mos' for a career length in months; 'Newcomer' for 0. */
export function careerLength(months: number): string {
  if (!months || months < 0) return 'Newcomer';
  const y = Math.floor(months / 12);
  const m = months % 12;
  const parts = [y ? `${y} yr${y > 1 ? 's' : ''}` : '', m ? `${m} mo${m > 1 ? 's' : ''}` : ''].filter(Boolean);
  return parts.join(' ');
}

/** '2022-03' -> '03.2022' */
export const formatYearMonth = (ym: string): string => (YEAR_MONTH.test(ym) ? `${ym.slice(5, 7)}.${ym.slice(0, 4)}` : ym);
