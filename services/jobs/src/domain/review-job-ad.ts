/**
 * The automatic reviewer (issue 12 'Ad lifecycle'): until an operations console exists, an ad
 * Under Review (012A) becomes Ongoing (012C) when it passes these checks, and stays 012A with the
 * reasons otherwise (the employer edits and resubmits). The tables are the contracts'
 * (packages/contracts/src/job-ad-review.ts):
 * - the salary is at least the region's daily minimum wage in force on the posting day (Manila),
 *   converted to the ad's unit (010E project and 010F negotiable are not checked);
 * - no age, gender, marital-status or appearance limits in the title or description (RA 10911);
 * - no placement, training or other fee asked of applicants;
 * - a deadline not already past.
 * Pure: no clock of its own (the posting day is given), no database.
 */
import {
  AGRICULTURAL_SPECIALIZATIONS,
  DISCRIMINATORY_PHRASES,
  FEE_PHRASES,
  MINIMUM_WAGE_FACTORS,
  REVIEW_CODES,
  SALARY_UNIT_WORDS,
  wageOrderInForce,
  type WageOrder,
} from '@phjobs/contracts/job-ad-review';
import type { ReviewReason } from '@phjobs/contracts/job-ad-form';
import { PROVINCE_REGION, REGIONS } from '@phjobs/contracts/regions';

export type ReviewableAd = {
  title: string;
  jobDescription: string;
  salaryCode: string;
  salary: number | null;
  provinceId: string | null;
  specializationIds: readonly string[];
  /** YYYY-MM-DD or null */
  deadlineDate: string | null;
};

/** The wage order in force in a region on a day (kept in contracts: the campaign pages use it too). */
export { wageOrderInForce };

/** The least lawful amount in the ad's unit, rounded up to the centavo; null when the unit is not checked. */
export function minimumFor(order: WageOrder, salaryCode: string, agricultural: boolean): number | null {
  const factor = MINIMUM_WAGE_FACTORS[salaryCode];
  if (factor === undefined) return null;
  const daily = agricultural ? order.agriculture : order.nonAgriculture;
  return Math.ceil(daily * factor * 100) / 100;
}

const peso = (amount: number) => `PHP ${amount.toLocaleString('en-US', { minimumFractionDigits: amount % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

/** Whole words: no letter or digit right before or after the phrase; runs of spaces/hyphens between words. */
const compile = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');
const DISCRIMINATION = DISCRIMINATORY_PHRASES.map((phrase) => ({ ...phrase, regex: compile(phrase.pattern) }));
const FEES = FEE_PHRASES.map(compile);

/** The first discriminating phrase in a text, with its kind. */
export function findDiscrimination(text: string): { phrase: string; kind: string } | null {
  const normal = text.replace(/[\s\u00a0]+/g, ' ');
  for (const { regex, kind } of DISCRIMINATION) {
    const match = regex.exec(normal);
    if (match) return { phrase: match[0].trim(), kind };
  }
  return null;
}

/** The first fee asked of applicants in a text. */
export function findFee(text: string): string | null {
  const normal = text.replace(/[\s\u00a0]+/g, ' ');
  for (const regex of FEES) {
    const match = regex.exec(normal);
    if (match) return match[0].trim();
  }
  return null;
}

export function reviewJobAd(ad: ReviewableAd, postingDay: string): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  const regionCode = ad.provinceId ? PROVINCE_REGION[ad.provinceId] : undefined;
  const order = regionCode ? wageOrderInForce(regionCode, postingDay) : undefined;
  if (order && ad.salary !== null) {
    const agricultural = ad.specializationIds.some((id) => AGRICULTURAL_SPECIALIZATIONS.has(id));
    const minimum = minimumFor(order, ad.salaryCode, agricultural);
    if (minimum !== null && ad.salary < minimum) {
      const region = REGIONS.find((item) => item.code === regionCode)?.name ?? 'the region';
      reasons.push({
        field: 'salary.salaryMoreThan',
        code: REVIEW_CODES.minimumWage,
        message: `The salary is below the minimum wage: in ${region} the least lawful pay is ${peso(minimum)} ${SALARY_UNIT_WORDS[ad.salaryCode] ?? ''} (${order.order}, ${peso(agricultural ? order.agriculture : order.nonAgriculture)} a day, in force since ${order.effective}). Please raise the salary.`,
      });
    }
  }
  for (const [field, text] of [
    ['title', ad.title],
    ['jobDescription', ad.jobDescription],
  ] as const) {
    const found = findDiscrimination(text);
    if (found) {
      reasons.push({
        field,
        code: REVIEW_CODES.discrimination,
        message: `The ${field === 'title' ? 'title' : 'job description'} limits applicants by ${found.kind} ('${found.phrase}'). Ads may not ask for an age, gender, marital status or appearance (RA 10911 and the Labor Code): please remove it.`,
      });
    }
    const fee = findFee(text);
    if (fee) {
      reasons.push({
        field,
        code: REVIEW_CODES.fee,
        message: `The ${field === 'title' ? 'title' : 'job description'} asks applicants for a fee ('${fee}'). Applicants may not be charged placement, training, processing or other fees: please remove it.`,
      });
    }
  }
  if (ad.deadlineDate !== null && ad.deadlineDate < postingDay) {
    reasons.push({ field: 'deadlineDate', code: REVIEW_CODES.deadline, message: 'The deadline has already passed: please choose today or a later day.' });
  }
  return reasons;
}
