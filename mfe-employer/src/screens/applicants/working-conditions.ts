/** The resume's working conditions as lines of text (labels from the contracts' code tables). */
import { EMPLOYEE_TYPE, SALARY_UNIT, WORKING_DAY, WORKING_HOUR, WORKING_PERIOD } from '@phjobs/contracts/codes';
import { cityById, provinceById } from '@phjobs/contracts/regions';
import { codeName, SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import type { ApplicantResumeInfo } from '@phjobs/contracts/applications';
import { formatCount } from '@phjobs/ui/format';

const label = (table: Record<string, string>, code: string | null | undefined) => (code ? (table[code] ?? code) : null);
const negotiable = (text: string | null, isNegotiable: boolean | undefined) => (text && isNegotiable ? `${text} (negotiable)` : text);

export function workingConditionLines(wc: ApplicantResumeInfo['workingConditions']): { label: string; value: string }[] {
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
