/** Calls of services/employer, through the typed client (contracts routes/employer.ts). */
import type { EmployerMyPageResponse } from '@phjobs/contracts/employer';
import { EMPLOYER_ROUTES } from '@phjobs/contracts/routes/employer';
import { call } from '@phjobs/web-core/client';

export type { EmployerMyPageResponse };

/** employerMyPage, with the spec's email. */
export const fetchEmployerMyPage = (signal?: AbortSignal) => call(EMPLOYER_ROUTES.employerMyPage, { signal });
