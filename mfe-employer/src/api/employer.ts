/** Calls of services/employer, through the typed client (contracts routes/employer.ts). */
import type { EmployerMyPageResponse } from '@phjobs/contracts/employer';
import { EMPLOYER_ROUTES } from '@phjobs/contracts/routes/employer';
import { call } from '@phjobs/web-core/client';

export type { EmployerMyPageResponse };

/** employerMyPage, with the spec's email. */
export const fetchEmployerMyPage = (signal?: AbortSignal) => call(EMPLOYER_ROUTES.employerMyPage, { signal });

/** PUT /api/employer/myPage/updateLogoImage { photoKey }: a key of a media upload (project logo). */
export const updateLogoImage = (photoKey: string) => call(EMPLOYER_ROUTES.updateLogoImage, { body: { photoKey }, email: false });

/** DELETE /api/employer/myPage/deleteLogoImage. */
export const deleteLogoImage = () => call(EMPLOYER_ROUTES.deleteLogoImage, { email: false });
