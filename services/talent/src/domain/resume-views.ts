/** How stored resume values read on the wire: names for region and specialization ids, JSON columns checked. */
import { cityById, provinceById } from '@phjobs/contracts/regions';
import { SPECIALIZATION_TREE, type CodeItem } from '@phjobs/contracts/taxonomy';
import {
  ZResumeAbility,
  ZResumeCareer,
  ZResumeFile,
  ZResumeWorkingConditions,
  type CodeRef,
  type RegionListItem,
  type ResumeAbility,
  type ResumeCareer,
  type ResumeFile,
  type ResumeRegion,
  type ResumeWorkingConditions,
} from '@phjobs/contracts/talent';
import { z } from 'zod';

const specializations = new Map(SPECIALIZATION_TREE.map((item) => [item.id, item]));

export function specializationItems(ids: readonly string[]): CodeItem[] {
  return ids.flatMap((id) => {
    const item = specializations.get(id);
    return item ? [item] : [];
  });
}

/** `{ code, name }` per known id (offer views: 'specialization[].code'). */
export function codeRefs(ids: readonly string[]): CodeRef[] {
  return specializationItems(ids).map((item) => ({ code: item.id, name: item.name }));
}

export function regionItems(region: readonly ResumeRegion[]): RegionListItem[] {
  return region.map((r) => ({
    province: r.province,
    provinceName: provinceById(r.province)?.name ?? r.province,
    city: r.city,
    cityName: r.city ? (cityById(r.city)?.name ?? r.city) : null,
  }));
}

export const provinceName = (id: string | null): string | null => (id ? (provinceById(id)?.name ?? null) : null);
export const cityName = (id: string | null): string | null => (id ? (cityById(id)?.name ?? null) : null);

const careerList = z.array(ZResumeCareer);
const abilityList = z.array(ZResumeAbility);
const fileList = z.array(ZResumeFile);

/** Our own writes, read back: a value that does not fit (hand-edited data) reads as empty, never a 500. */
const read = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

export const readCareer = (value: unknown): ResumeCareer[] => read(careerList, value, []);
export const readAbility = (value: unknown): ResumeAbility[] => read(abilityList, value, []);
export const readFiles = (value: unknown): ResumeFile[] => read(fileList, value, []);

const EMPTY_CONDITIONS: ResumeWorkingConditions = { specialization: [], region: [], employeeType: [], workingDay: null, workPeriod: null, workingHour: null, salary: null };
export const readWorkingConditions = (value: unknown): ResumeWorkingConditions =>
  read(ZResumeWorkingConditions, value, EMPTY_CONDITIONS);

/** A DATE column as 'YYYY-MM-DD'. */
export const isoDay = (value: Date | null): string | null => (value ? value.toISOString().slice(0, 10) : null);
