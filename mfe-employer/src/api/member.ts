/**
 * Calls of the member information screens (/myPage/userInfo/*): services/employer's memberInfo,
 * updateInfo and permit (contracts company-info.ts), services/account's password change and
 * withdrawal. The identity check and the phone verification are web-core's.
 */
import type { UpdateEmployerInfoRequest, UpdatePermitRequest } from '@phjobs/contracts/company-info';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { EMPLOYER_ROUTES } from '@phjobs/contracts/routes/employer';
import { call } from '@phjobs/web-core/client';

/** GET /api/employer/memberInfo?email. */
export const fetchMemberInfo = (signal?: AbortSignal) => call(EMPLOYER_ROUTES.memberInfo, { signal });
/** PUT /api/employer/updateInfo (the certify token of step 1 in the body). */
export const updateMemberInfo = (body: UpdateEmployerInfoRequest) => call(EMPLOYER_ROUTES.updateInfo, { body });
/** PUT /api/employer/permit: the document key and the validity. */
export const updatePermit = (body: UpdatePermitRequest) => call(EMPLOYER_ROUTES.updatePermit, { body });
/** PUT /api/auth/password (certify token): every session ends. */
export const changePassword = (certifyToken: string, password: string) => call(ACCOUNT_ROUTES.changePassword, { body: { certifyToken, password } });
/** POST /api/auth/withdraw (certify token). */
export const withdrawMember = (certifyToken: string, reason?: string) => call(ACCOUNT_ROUTES.withdraw, { body: { certifyToken, reason } });
