/**
 * Recently viewed talents, kept on the device (employer.md 'Talent resume view': newest last, at
 * most 30; the entry: resume id, resumeInfo with title, career, workingConditions.region province
 * and city, userInfo with fullName, genderCode, birthDate, photoKey). The resume view screen calls
 * rememberViewedTalent(entry) when a resume is shown; the recent talents page reads
 * readViewedTalents(), which gives them newest FIRST.
 *
 * Stored under 'viewedTalents' as a JSON array, oldest first (the spec's 'newest last'). `career`
 * is the resume's career list as the resume view answers it; region entries carry province and
 * city as the view gives them (ids or names: this module shows names when it has them).
 */
import type { ResumeCareer } from '@phjobs/contracts/talent';
import { readJson, writeJson, type StorageLike } from '@phjobs/web-core/storage';

export const VIEWED_TALENTS_KEY = 'viewedTalents';
export const VIEWED_TALENTS_MAX = 30;

export type ViewedTalentEntry = {
  resumeId: number;
  resumeInfo: {
    title: string;
    career: ResumeCareer[];
    workingConditions: { region: { province: string | null; city: string | null }[] };
  };
  userInfo: { fullName: string; genderCode: string | null; birthDate: string | null; photoKey: string | null };
};

const isEntry = (value: unknown): value is ViewedTalentEntry => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ViewedTalentEntry>;
  return typeof v.resumeId === 'number' && !!v.resumeInfo && typeof v.resumeInfo.title === 'string' && !!v.userInfo && typeof v.userInfo.fullName === 'string';
};

function stored(storage?: StorageLike | null): ViewedTalentEntry[] {
  const raw = storage === undefined ? readJson<unknown>(VIEWED_TALENTS_KEY, []) : readJson<unknown>(VIEWED_TALENTS_KEY, [], storage);
  if (!Array.isArray(raw)) return [];
  return raw.filter(isEntry).map((entry) => ({
    resumeId: entry.resumeId,
    resumeInfo: {
      title: entry.resumeInfo.title,
      career: Array.isArray(entry.resumeInfo.career) ? entry.resumeInfo.career : [],
      workingConditions: { region: Array.isArray(entry.resumeInfo.workingConditions?.region) ? entry.resumeInfo.workingConditions.region : [] },
    },
    userInfo: {
      fullName: entry.userInfo.fullName,
      genderCode: entry.userInfo.genderCode ?? null,
      birthDate: entry.userInfo.birthDate ?? null,
      photoKey: entry.userInfo.photoKey ?? null,
    },
  }));
}

/** Records a viewed talent: an older entry of the same resume goes, the new one is appended (newest last), at most 30 kept. */
export function rememberViewedTalent(entry: ViewedTalentEntry, storage?: StorageLike | null): ViewedTalentEntry[] {
  const next = [...stored(storage).filter((item) => item.resumeId !== entry.resumeId), entry].slice(-VIEWED_TALENTS_MAX);
  if (storage === undefined) writeJson(VIEWED_TALENTS_KEY, next);
  else writeJson(VIEWED_TALENTS_KEY, next, storage);
  return next;
}

/** The viewed talents, newest first (at most 30); malformed entries are dropped. */
export function readViewedTalents(storage?: StorageLike | null): ViewedTalentEntry[] {
  return stored(storage).slice(-VIEWED_TALENTS_MAX).reverse();
}
