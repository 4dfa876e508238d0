import { cityById, provinceById } from '@phjobs/contracts/regions';
import { codeName, SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';

/** 'Makati City, Metro Manila' from PSGC ids; unknown ids are shown as given. */
export function placeName(province: string | null | undefined, city: string | null | undefined): string {
  const p = province ? (provinceById(province)?.name ?? province) : '';
  const c = city ? (cityById(city)?.name ?? city) : '';
  return [c, p].filter(Boolean).join(', ');
}

/** A specialization's name from its id (the id itself when unknown). */
export const specializationName = (id: string | null | undefined): string => (id ? (codeName(SPECIALIZATION_TREE, id) ?? id) : '');

/** 'Month', 'Daily', ... (the salary unit's label, capitalised). */
export function salaryUnitLabel(code: string | null | undefined): string {
  const units: Record<string, string> = { '010A': 'Hour', '010B': 'Daily', '010C': 'Weekly', '010D': 'Month', '010E': 'Project', '010F': 'Negotiable' };
  return code ? (units[code] ?? code) : '';
}
