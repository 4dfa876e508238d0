/**
 * Talent browsing (employer.md 'Talent browsing', section 6): who may browse, and the list item a
 * row becomes. Company and master users always; an individual only while one of their own resumes
 * is published (403 otherwise); visitors never (the route's access answers 401 first).
 * A list item never carries a contact detail; the photo only for company and master users.
 */
import { TALENT_MESSAGES, TALENT_SEARCH, type TalentListItem } from '@phjobs/contracts/talent';
import type { Principal } from '@phjobs/service-kit/auth';
import { forbidden } from '@phjobs/service-kit/errors';
import { careerMonths } from './career-months.ts';
import { readCareer, regionItems, specializationItems } from './resume-views.ts';

/** The first region choice of workingConditions.region as stored (anything else reads as none). */
export function firstRegion(value: unknown): { province: string; city: string | null }[] {
  const first: unknown = Array.isArray(value) ? value[0] : null;
  if (!first || typeof first !== 'object') return [];
  const { province, city } = first as { province?: unknown; city?: unknown };
  return typeof province === 'string' ? [{ province, city: typeof city === 'string' && city ? city : null }] : [];
}

export const isBusiness = (viewer: Principal | null): boolean => viewer?.userType === 'company' || viewer?.userType === 'master.company';

/** Throws 403 for an individual without a published resume; returns the company id to mark scraps for (null for individuals). */
export async function ensureCanBrowse(viewer: Principal, hasPublishedResume: (userId: bigint) => Promise<boolean>): Promise<bigint | null> {
  if (isBusiness(viewer)) return BigInt(viewer.userId);
  if (viewer.userType === 'individual' && (await hasPublishedResume(BigInt(viewer.userId)))) return null;
  throw forbidden(TALENT_MESSAGES.publishToBrowse);
}

/** The columns a list item is made of (data/search-talents.ts TalentRow). */
export type TalentItemRow = {
  id: bigint | string;
  full_name: string;
  gender_code: string | null;
  /** YYYY-MM-DD */
  birth_day: string | null;
  is_newcomer: boolean;
  title: string;
  career: unknown;
  photo_key: string | null;
  view_count: number;
  specialization_ids: string[];
  region: unknown;
  updated_at: Date | string;
  is_scrapped: boolean;
};

export function talentListItem(row: TalentItemRow, { showPhoto, now }: { showPhoto: boolean; now: Date }): TalentListItem {
  const region = regionItems(firstRegion(row.region))[0] ?? null;
  return {
    resumeId: Number(row.id),
    fullName: row.full_name,
    genderCode: row.gender_code,
    birthDate: row.birth_day,
    province: region?.provinceName ?? null,
    city: region?.cityName ?? null,
    isNewcomer: row.is_newcomer,
    isHot: row.view_count >= TALENT_SEARCH.HOT_VIEW_COUNT,
    title: row.title,
    career: careerMonths(readCareer(row.career), now),
    photoKey: showPhoto ? row.photo_key : null,
    isScrapped: row.is_scrapped,
    viewCount: row.view_count,
    specializationList: specializationItems(row.specialization_ids),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
