/**
 * The home page's regional ad sections (account-community spec, 'Home page' and section 9):
 * M Region Platinum (18 ads, 2 columns x 3 a slide), then Focus, Special and Point (15 each at
 * pageOffset 19, 34 and 49; 5, 5 and 3 a slide). Empty slots show a Register button.
 */
import type { RegionJobItem } from '@phjobs/contracts/jobs';
import { paidServiceClass } from '@phjobs/contracts/paid-services';

export type SectionKey = 'platinum' | 'focus' | 'special' | 'point';
export type SectionSpec = { key: SectionKey; title: string; pageUnit: number; pageOffset: number; perSlide: number; columns: number };

export const HOME_SECTIONS: readonly SectionSpec[] = [
  { key: 'platinum', title: 'M Region Platinum', pageUnit: 18, pageOffset: 0, perSlide: 6, columns: 2 },
  { key: 'focus', title: 'Focus', pageUnit: 15, pageOffset: 19, perSlide: 5, columns: 1 },
  { key: 'special', title: 'Special', pageUnit: 15, pageOffset: 34, perSlide: 5, columns: 1 },
  { key: 'point', title: 'Point', pageUnit: 15, pageOffset: 49, perSlide: 3, columns: 1 },
];

/** A slot of a slide: an ad, or an empty slot (Register). */
export type Slot = { kind: 'ad'; ad: RegionJobItem } | { kind: 'empty'; index: number };

/**
 * The section's slides: every slot of `pageUnit` positions, the ads first and the rest empty,
 * cut into slides of `perSlide` (18 / 6 = 3 slides of Platinum, 15 / 5 = 3, 15 / 3 = 5 of Point).
 */
export function slidesOf(ads: readonly RegionJobItem[], spec: Pick<SectionSpec, 'pageUnit' | 'perSlide'>): Slot[][] {
  const slots: Slot[] = [];
  for (let i = 0; i < spec.pageUnit; i += 1) {
    const ad = ads[i];
    slots.push(ad ? { kind: 'ad', ad } : { kind: 'empty', index: i });
  }
  const slides: Slot[][] = [];
  for (let i = 0; i < slots.length; i += spec.perSlide) slides.push(slots.slice(i, i + spec.perSlide));
  return slides;
}

/** The paid styling classes of an ad (the same classes as the list cards: contracts paid-services.ts). */
export function paidClasses(ad: RegionJobItem): string[] {
  return [...new Set(ad.paymentService.map((p) => p.serviceId))].map(paidServiceClass);
}

/** Where Register goes: business members to the ad wizard; others are asked to log in as one. */
export const AD_REGISTER_PATH = '/myPage/ad/register';
export const ONLY_BUSINESS = 'Only Business member allowed. Would you like to log in as a business member?';
