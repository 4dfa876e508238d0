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
