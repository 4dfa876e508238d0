/**
 * The home's region choice (province and city, default All), kept on the device (localStorage).
 * The names are stored with the ids so the first screen shows the choice without the region table
 * (the picker loads it when opened).
 */
import { readJson, writeJson, type StorageLike } from '@phjobs/web-core/storage';

export type RegionChoice = { province: { id: string; name: string } | null; city: { id: string; name: string } | null };
export const ALL_REGIONS: RegionChoice = { province: null, city: null };
export const REGION_KEY = 'phjobs.home.region';

const isPart = (v: unknown): v is { id: string; name: string } =>
  typeof v === 'object' && v !== null && typeof (v as { id: unknown }).id === 'string' && typeof (v as { name: unknown }).name === 'string';

/** The stored choice; All when missing or unreadable (a city without its province reads as All). */
export function readRegion(storage?: StorageLike | null): RegionChoice {
  const raw = readJson<unknown>(REGION_KEY, null, storage);
  if (typeof raw !== 'object' || raw === null) return ALL_REGIONS;
  const { province, city } = raw as Record<string, unknown>;
  if (!isPart(province)) return ALL_REGIONS;
  return { province, city: isPart(city) ? city : null };
}

export function writeRegion(choice: RegionChoice, storage?: StorageLike | null): void {
  writeJson(REGION_KEY, choice, storage);
}

/** The label of the picker button: 'All', 'Cebu' or 'Cebu · Cebu City'. */
export function regionLabel(choice: RegionChoice): string {
  if (!choice.province) return 'All';
  return choice.city ? `${choice.province.name} · ${choice.city.name}` : choice.province.name;
}

/** The query of GET /api/jobAds/region: 'All' for an unset level (the contract reads it as everywhere). */
export function regionQuery(choice: RegionChoice): { province: string; city: string } {
  return { province: choice.province?.id ?? 'All', city: choice.city?.id ?? 'All' };
}
