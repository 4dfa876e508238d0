/**
 * A talent search as the index reads it: the same conditions as the SQL statement
 * (search-talents.ts talentConditions), term by term, so that both answer alike (the comparison
 * test runs both). All conditions hold for a match.
 */
import { isAnyEmployeeType } from '@phjobs/contracts/jobs';
import { cityById, provinceById } from '@phjobs/contracts/regions';
import { FREELANCER_SPECIALIZATION, TALENT_SPECIALIST } from '@phjobs/contracts/taxonomy';
import { TALENT_CAREER_MONTHS, type TalentSearchFilter } from '@phjobs/contracts/talent';
import { WEEKDAY_CODES } from '@phjobs/contracts/codes';
import { manilaDay, yearsBefore, type TalentListKind } from '../search-talents.ts';

/** A resume's number columns the index keeps (NaN where the column is null: no bound holds then). */
export type NumberColumn = 'updated' | 'birthDay' | 'careerMonths' | 'salaryMoreThan';
/** Its 'HH:MM' text columns (compared as text, as PostgreSQL compares them). */
export type TextColumn = 'hourFrom' | 'hourTo';

export type TalentCondition =
  /** search_terms && terms */
  | { type: 'anyOf'; terms: string[] }
  /** search_terms @> terms */
  | { type: 'allOf'; terms: string[] }
  /** NOT search_terms && terms */
  | { type: 'noneOf'; terms: string[] }
  /** min <= column <= max (either side optional) */
  | { type: 'range'; column: NumberColumn; min?: number; max?: number }
  | { type: 'textRange'; column: TextColumn; min?: string; max?: string }
  /** search_text contains the text (lower case) */
  | { type: 'keyword'; text: string }
  | { type: 'either'; conditions: TalentCondition[] }
  | { type: 'every'; conditions: TalentCondition[] };

/** Midnight of a Manila day ('YYYY-MM-DD'), in ms (Manila keeps +08:00 all year). */
export const manilaMidnightMs = (day: string): number => Date.parse(`${day}T00:00:00+08:00`);
/** A date's day number (days since 1970-01-01), as the index keeps birth dates. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The token of a resume's salary_type column (the SQL reads the column: the index keeps it as a token). */
export const salaryTypeTerm = (code: string) => `st:${code}`;

export function talentQuery(filter: TalentSearchFilter, list: TalentListKind, now: Date): TalentCondition[] {
  const where: TalentCondition[] = [];
  const all: string[] = [];
  const today = manilaDay(now);

  if (list.kind === 'today') where.push({ type: 'range', column: 'updated', min: manilaMidnightMs(today) });
  if (list.kind === 'specialist') all.push(`sp:${TALENT_SPECIALIST[list.specialization]}`);
  if (list.kind === 'freelancer') all.push('et:011D', `sp:${FREELANCER_SPECIALIZATION[list.freelancer]}`);

  if (filter.keyword) where.push({ type: 'keyword', text: filter.keyword.toLowerCase() });
  if (filter.specialization.length) where.push({ type: 'anyOf', terms: filter.specialization.map((id) => `sp:${id}`) });
  if (filter.region.length) {
    where.push({
      type: 'anyOf',
      terms: filter.region.flatMap((id) => {
        const city = cityById(id);
        if (city && !provinceById(id)) return [`rg:${id}`, `rgp:${city.parent_id}`];
        return [`rg:${id}`];
      }),
    });
  }
  // birth_date <= (today - ageFrom years) and birth_date > (today - (ageTo + 1) years)
  if (filter.ageFrom !== null) where.push({ type: 'range', column: 'birthDay', max: dayNumber(yearsBefore(today, filter.ageFrom)) });
  if (filter.ageTo !== null) where.push({ type: 'range', column: 'birthDay', min: dayNumber(yearsBefore(today, filter.ageTo + 1)) + 1 });
  if (filter.education && filter.education !== '004A') all.push(`ed:${filter.education}`);
  if (!isAnyEmployeeType(filter.employeeType)) where.push({ type: 'anyOf', terms: filter.employeeType.map((code) => `et:${code}`) });
  if (filter.workingPeriod.length) where.push({ type: 'anyOf', terms: [...filter.workingPeriod.map((code) => `wp:${code}`), ...(filter.workingPeriodNegotiable ? ['wp:neg'] : [])] });

  const day = filter.workingDay;
  let dayCondition: TalentCondition | null = null;
  if (day === '007G') {
    if (filter.selectedDay.length) {
      const chosen = [...new Set(filter.selectedDay)];
      dayCondition = { type: 'allOf', terms: chosen.map((d) => `day:${d}`) };
      const others = WEEKDAY_CODES.filter((d) => !chosen.includes(d));
      if (filter.onlySelectedDay && others.length) dayCondition = { type: 'every', conditions: [dayCondition, { type: 'noneOf', terms: others.map((d) => `day:${d}`) }] };
    }
  } else if (day !== '007A') {
    dayCondition = { type: 'allOf', terms: [`wd:${day}`] };
  }
  if (dayCondition) where.push(filter.workingDayNegotiable ? { type: 'either', conditions: [dayCondition, { type: 'allOf', terms: ['wd:neg'] }] } : dayCondition);

  const hour = filter.workingHour;
  if (hour) {
    let hourCondition: TalentCondition | null = null;
    if (hour.isListSelect && hour.workingHour.length) hourCondition = { type: 'anyOf', terms: hour.workingHour.map((code) => `wh:${code}`) };
    else if (!hour.isListSelect && hour.workingHourFrom && hour.workingHourTo)
      hourCondition = { type: 'every', conditions: [{ type: 'textRange', column: 'hourFrom', min: hour.workingHourFrom }, { type: 'textRange', column: 'hourTo', max: hour.workingHourTo }] };
    if (hourCondition) where.push(hour.isNegotiable ? { type: 'either', conditions: [hourCondition, { type: 'allOf', terms: ['wh:neg'] }] } : hourCondition);
  }

  const salary = filter.salary;
  if (salary?.salaryType) {
    all.push(salaryTypeTerm(salary.salaryType));
    // 010F (negotiable) disables the amount.
    if (salary.salaryType !== '010F' && salary.salaryMoreThan !== null) where.push({ type: 'range', column: 'salaryMoreThan', max: salary.salaryMoreThan });
  }
  for (const ability of filter.ability) all.push(`ab:${ability.skill}:${ability.field.trim().toLowerCase()}:${ability.level.trim().toLowerCase()}`);
  if (filter.career === 'newcomer') where.push({ type: 'range', column: 'careerMonths', min: 0, max: 0 });
  else if (filter.career) where.push({ type: 'range', column: 'careerMonths', min: TALENT_CAREER_MONTHS[filter.career] });

  if (all.length) where.unshift({ type: 'allOf', terms: all });
  return where;
}
