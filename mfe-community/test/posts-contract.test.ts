import { describe, expect, it } from 'vitest';
import * as C from '@phjobs/contracts/community-posts';
import * as L from '../src/domain/posts/contract';

/** The values repeated in src/domain/posts/contract.ts (to keep zod out of the bundle) are the contracts' own. */
describe("the member-written areas' values repeated from the contracts", () => {
  it('are equal to the contracts: limits, messages, codes and projects', () => {
    for (const [key, value] of Object.entries(L.POST_LIMITS)) expect([key, value]).toEqual([key, C.COMMUNITY_POST_LIMITS[key as keyof typeof C.COMMUNITY_POST_LIMITS]]);
    for (const [key, value] of Object.entries(L.POST_MESSAGES)) expect([key, value]).toEqual([key, C.COMMUNITY_POST_MESSAGES[key as keyof typeof C.COMMUNITY_POST_MESSAGES]]);
    for (const [key, value] of Object.entries(L.POST_ERROR_CODES)) expect([key, value]).toEqual([key, C.COMMUNITY_POST_ERROR_CODES[key as keyof typeof C.COMMUNITY_POST_ERROR_CODES]]);
    expect(L.POST_SCREEN).toEqual(C.COMMUNITY_POST_SCREEN);
    expect(L.INTERVIEW_TIP_DEFAULTS).toEqual(C.INTERVIEW_TIP_DEFAULTS);
    expect([L.SALARY_PAID, L.SATISFIED_SALARY, L.RECOMMAND, L.JOB_RATING_KEYWORD]).toEqual([C.SALARY_PAID, C.SATISFIED_SALARY, C.RECOMMAND, C.JOB_RATING_KEYWORD]);
    expect([L.COMMUNITY_PHOTO_PROJECT, L.INTERVIEW_PROOF_PROJECT]).toEqual([C.COMMUNITY_PHOTO_PROJECT, C.INTERVIEW_PROOF_PROJECT]);
  });

  it('gives the same keywords of each rating', () => {
    for (const code of C.JOB_RATING_CODES) expect(L.keywordsOfRating(code)).toEqual(C.keywordsOfRating(code));
  });

  it('gives the same application window on every day of two years (Manila months, December included)', () => {
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000 / 2) {
      const now = new Date(t);
      const mine = L.applicationWindow(now);
      const theirs = C.applicationWindow(now);
      expect(mine.years).toEqual(theirs.years);
      for (const year of theirs.years) expect(mine.monthsOf(year)).toEqual(theirs.monthsOf(year));
    }
  });
});
