/**
 * How a resume reads to a company (the employer's applicant detail in mfe-employer, the talent
 * resume view in mfe-talent): labels from the contracts' code tables, age, months, the working
 * conditions as lines of text.
 */
import { ABILITY_SKILL, EDUCATION, EMPLOYEE_TYPE, SALARY_UNIT, WORKING_DAY, WORKING_HOUR, WORKING_PERIOD } from '@phjobs/contracts/codes';
import { cityById, provinceById } from '@phjobs/contracts/regions';
import { codeName, SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import type { ResumeWorkingConditions } from '@phjobs/contracts/talent';
import { formatCount } from '@phjobs/ui/format';

const label = (table: Record<string, string>, code: string | null | undefined) => (code ? (table[code] ?? code) : null);
const negotiable = (text: string | null, isNegotiable: boolean | undefined) => (text && isNegotiable ? `${text} (negotiable)` : text);

/** The resume's working conditions as lines of text. */
export function workingConditionLines(wc: ResumeWorkingConditions): { label: string; value: string }[] {
  const lines: { label: string; value: string | null }[] = [
    { label: 'Specialization', value: wc.specialization.map((id) => codeName(SPECIALIZATION_TREE, id) ?? id).join(', ') || null },
    {
      label: 'Region',
      value:
        wc.region
          .map((r) => [r.city ? cityById(r.city)?.name : null, provinceById(r.province)?.name ?? r.province].filter(Boolean).join(', '))
          .join(' / ') || null,
    },
    { label: 'Employment type', value: wc.employeeType.map((code) => label(EMPLOYEE_TYPE, code)).join(', ') || null },
    {
      label: 'Working days',
      value: wc.workingDay
        ? negotiable(
            [label(WORKING_DAY, wc.workingDay.workingDay), wc.workingDay.workingDay === '007G' ? wc.workingDay.selectedDay.join(', ') : null, wc.workingDay.detailCondition].filter(Boolean).join(' · '),
            wc.workingDay.isNegotiable,
          )
        : null,
    },
    { label: 'Working period', value: wc.workPeriod ? negotiable(label(WORKING_PERIOD, wc.workPeriod.workPeriod), wc.workPeriod.isNegotiable) : null },
    {
      label: 'Working hours',
      value: wc.workingHour
        ? negotiable(
            wc.workingHour.workingHour ? label(WORKING_HOUR, wc.workingHour.workingHour) : [wc.workingHour.workingHourFrom, wc.workingHour.workingHourTo].filter(Boolean).join(' ~ ') || null,
            wc.workingHour.isNegotiable,
          )
        : null,
    },
    {
      label: 'Salary',
      value: wc.salary
        ? wc.salary.salaryType === '010F' || wc.salary.salaryMoreThan === null
          ? 'Negotiable'
          : `PHP ${formatCount(wc.salary.salaryMoreThan)} or more per ${label(SALARY_UNIT, wc.salary.salaryType) ?? ''}`
        : null,
    },
  ];
  return lines.filter((line): line is { label: string; value: string } => line.value !== null && line.value !== '');
}

export const educationLabel = (code: string) => (code in EDUCATION ? EDUCATION[code as keyof typeof EDUCATION] : code);
export const skillLabel = (code: string) => (code === '005A' ? 'Language' : code in ABILITY_SKILL ? 'Computer' : code);

/** 003A Male, otherwise Female (spec section 2). */
export const genderLabel = (code: string | null) => (code === null ? null : code === '003A' ? 'Male' : 'Female');

/** Full years from a YYYY-MM-DD birth date to `today`; null without a date. */
export function ageOf(birthDate: string | null, today: Date = new Date()): number | null {
  const m = birthDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) age -= 1;
  return age >= 0 ? age : null;
}

/** 'YYYY-MM' as 'MM-YYYY' (the spec shows dates month first). */
export const monthOf = (value: string | null) => (value && /^\d{4}-\d{2}/.test(value) ? `${value.slice(5, 7)}-${value.slice(0, 4)}` : '');
