/**
 * Talent calls (../shared/spec/employer.md, talent browsing): resumes published as talents.
 */
import { z } from 'zod';

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
// Resume building blocks (account-community.md section 3, 'Resume'; employer.md 'resumeInfo').
// The resume calls themselves (/api/resume/*, /api/talent/*) come later; the seed and the
// stored columns already use these shapes.
// ---------------------------------------------------------------------------------------------

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM.');

/** A career entry; isInOffice true means up to the current month. */
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

/** The spec's workingConditions. Specializations are taxonomy ids; regions PSGC ids (province, city). */
export const ZResumeWorkingConditions = z.object({
  specialization: z.array(z.string().min(1)).min(1).max(5),
  region: z.array(z.object({ province: z.string().min(1), city: z.string().nullable() })).min(1).max(5),
  employeeType: z.array(z.string().regex(/^011[A-F]$/)).min(1),
  workingDay: z.object({
    workingDay: z.string().regex(/^007[A-G]$/),
    selectedDay: z.array(z.string()).default([]),
    isNegotiable: z.boolean().default(false),
    detailCondition: z.string().max(200).nullable().default(null),
  }),
  workPeriod: z.object({ workPeriod: z.string().regex(/^008[A-G]$/), isNegotiable: z.boolean().default(false) }),
  workingHour: z.object({
    isListSelect: z.boolean(),
    workingHour: z.string().regex(/^009[A-Z]$/).nullable(),
    workingHourFrom: z.string().regex(/^\d{2}:\d{2}$/).nullable(),
    workingHourTo: z.string().regex(/^\d{2}:\d{2}$/).nullable(),
    isNegotiable: z.boolean().default(false),
  }),
  salary: z.object({ salaryType: z.string().regex(/^010[A-F]$/), salaryMoreThan: z.number().min(0).nullable() }),
});
export type ResumeWorkingConditions = z.infer<typeof ZResumeWorkingConditions>;
