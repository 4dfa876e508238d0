/** Calls of services/talent, through the typed client (contracts routes/talent.ts). */
import type { Answer } from '@phjobs/contracts/route-types';
import { TALENT_ROUTES } from '@phjobs/contracts/routes/talent';
import { call } from '@phjobs/web-core/client';

/** The answer of talentCount: `{ totalCount, todayCount }`. */
export type TalentCount = Answer<typeof TALENT_ROUTES.talentCount>;

export const fetchTalentCount = (signal?: AbortSignal) => call(TALENT_ROUTES.talentCount, { signal });
