/**
 * The 'Talent detail search' form's state and the filter body it sends (contracts talent.ts
 * ZTalentSearchFilter). Ages are typed as text: empty becomes null; the salary amount is left out
 * for 010F (negotiable); an ability entry counts only when its skill, field and level are chosen
 * and it is not being edited (employer.md section 5).
 */
import type { TalentSearchFilterInput } from '@phjobs/contracts/talent';

export type PickedItem = { id: string; name: string; codegroup_id: string; depth: 1 | 2; parent_id: string | null };
export type AbilityDraft = { skill: '' | '005A' | '005B'; field: string; level: string; editing: boolean };

export type TalentFilter = {
  keyword: string;
  specialization: PickedItem[];
  region: PickedItem[];
  ageFrom: string;
  ageTo: string;
  education: string;
  employeeType: string[];
  workingPeriod: string[];
  workingPeriodNegotiable: boolean;
  workingDay: string;
  selectedDay: string[];
  onlySelectedDay: boolean;
  workingDayNegotiable: boolean;
  workingHour: { isListSelect: boolean; workingHour: string[]; workingHourFrom: string; workingHourTo: string; isNegotiable: boolean };
  salary: { salaryType: string; salaryMoreThan: string };
  ability: AbilityDraft[];
  career: string;
};

export const NEGOTIABLE_SALARY = '010F';

export function emptyTalentFilter(): TalentFilter {
  return {
    keyword: '',
    specialization: [],
    region: [],
    ageFrom: '',
    ageTo: '',
    education: '',
    employeeType: [],
    workingPeriod: [],
    workingPeriodNegotiable: false,
    workingDay: '007A',
    selectedDay: [],
    onlySelectedDay: false,
    workingDayNegotiable: false,
    workingHour: { isListSelect: true, workingHour: [], workingHourFrom: '', workingHourTo: '', isNegotiable: false },
    salary: { salaryType: '', salaryMoreThan: '' },
    ability: [],
    career: '',
  };
}

/** Digits only (ages and amounts are whole numbers, at least 0). */
export const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 9);

/** The entries that count: complete and not in editing mode. */
export const countedAbilities = (list: readonly AbilityDraft[]) => list.filter((a) => !a.editing && a.skill !== '' && a.field.trim() !== '' && a.level.trim() !== '');

const ageOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function toRequestBody(filter: TalentFilter): TalentSearchFilterInput {
  const negotiable = filter.salary.salaryType === NEGOTIABLE_SALARY;
  const hour = filter.workingHour;
  return {
    keyword: filter.keyword.trim() || undefined,
    specialization: filter.specialization.map((item) => item.id),
    region: filter.region.map((item) => item.id),
    ageFrom: ageOf(filter.ageFrom),
    ageTo: ageOf(filter.ageTo),
    education: filter.education || undefined,
    employeeType: filter.employeeType,
    workingPeriod: filter.workingPeriod,
    workingPeriodNegotiable: filter.workingPeriodNegotiable,
    workingDay: filter.workingDay,
    selectedDay: filter.workingDay === '007G' ? filter.selectedDay : [],
    onlySelectedDay: filter.workingDay === '007G' && filter.onlySelectedDay,
    workingDayNegotiable: filter.workingDayNegotiable,
    workingHour: hour.isListSelect
      ? { isListSelect: true, workingHour: hour.workingHour, isNegotiable: hour.isNegotiable }
      : { isListSelect: false, workingHourFrom: hour.workingHourFrom || undefined, workingHourTo: hour.workingHourTo || undefined, isNegotiable: hour.isNegotiable },
    salary: filter.salary.salaryType
      ? { salaryType: filter.salary.salaryType, salaryMoreThan: negotiable || filter.salary.salaryMoreThan === '' ? null : Number(filter.salary.salaryMoreThan) }
      : undefined,
    ability: countedAbilities(filter.ability).map(({ skill, field, level }) => ({ skill: skill as '005A' | '005B', field: field.trim(), level: level.trim() })),
    career: filter.career || undefined,
  };
}

/** True when anything differs from the empty filter (the toggle shows a dot). */
export function isFilterActive(filter: TalentFilter): boolean {
  return JSON.stringify(toRequestBody(filter)) !== JSON.stringify(toRequestBody(emptyTalentFilter()));
}

/** ageFrom/ageTo both given and out of order: the message under 'Age to'. */
export function ageError(filter: TalentFilter): string | null {
  const from = ageOf(filter.ageFrom);
  const to = ageOf(filter.ageTo);
  return from !== null && to !== null && to < from ? 'The age to must not be less than the age from.' : null;
}
