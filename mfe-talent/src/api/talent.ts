import { apiFetch } from '@phjobs/web-core/api';

/** GET /api/talent/count */
export type TalentCount = { totalCount: number; todayCount: number };

export const fetchTalentCount = (signal?: AbortSignal) => apiFetch<TalentCount>('/api/talent/count', signal ? { signal } : {});
