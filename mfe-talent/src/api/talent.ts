import { apiFetch } from '@phjobs/ui/api';

/** GET /api/talent/count */
export type TalentCount = { totalCount: number; todayCount: number };

export const fetchTalentCount = (signal?: AbortSignal) => apiFetch<TalentCount>('/api/talent/count', signal ? { signal } : {});
