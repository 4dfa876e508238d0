import type { EmployerMyPageResponse } from '@phjobs/contracts/employer';
import { apiFetch } from '@phjobs/web-core/api';

export type { EmployerMyPageResponse };

/** GET /api/employer/myPage?email=... */
export const fetchEmployerMyPage = (signal?: AbortSignal) =>
  apiFetch<EmployerMyPageResponse>('/api/employer/myPage', { withEmail: true, ...(signal ? { signal } : {}) });
