/**
 * Calls of services/account, through the typed client: each names its declared route
 * (contracts routes/account.ts) and its answer's type comes from the route's response schema.
 * `email: false` where the route accepts the spec's `email` but the spec's client sends none.
 */
import type { EmployerSignupRequest, IndividualSignupRequest } from '@phjobs/contracts/auth';
import type { FindEmailRequest, FindIdRequest, ForgotPasswordRequest, UpdateIndividualUserInfoRequest } from '@phjobs/contracts/account';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { call } from '@phjobs/web-core/client';

// sign-up ------------------------------------------------------------------------------------

/** A 2xx sign-up answers like login ({ accessToken, user }). */
export const postIndividualSignup = (body: IndividualSignupRequest) => call(ACCOUNT_ROUTES.individualSignup, { body });
export const postEmployerSignup = (route: typeof ACCOUNT_ROUTES.employerSignup | typeof ACCOUNT_ROUTES.masterSignup, body: EmployerSignupRequest) => call(route, { body });

// verification -------------------------------------------------------------------------------

// the calls of the shared verification components (web-core), under the names the screens use
export { deviceId, getCaptcha, sendEmailCode, sendSmsCode, verifyCaptcha, verifyEmailCode, verifyIdentity, verifySmsCode } from '@phjobs/web-core/verification-calls';

// social -------------------------------------------------------------------------------------

export const getProviders = (signal?: AbortSignal) => call(ACCOUNT_ROUTES.providers, { signal });
export const getSocialTicket = (ticket: string, signal?: AbortSignal) => call(ACCOUNT_ROUTES.socialTicket, { query: { ticket }, signal });

// recovery -----------------------------------------------------------------------------------

export const findId = (body: FindIdRequest) => call(ACCOUNT_ROUTES.findId, { body });
export const findEmail = (body: FindEmailRequest) => call(ACCOUNT_ROUTES.findEmail, { body });
export const forgotPassword = (body: ForgotPasswordRequest) => call(ACCOUNT_ROUTES.forgotPassword, { body });
export const resetPassword = (verificationToken: string, password: string) => call(ACCOUNT_ROUTES.resetPassword, { body: { verificationToken, password } });

// member -------------------------------------------------------------------------------------

export const changePassword = (certifyToken: string, password: string) => call(ACCOUNT_ROUTES.changePassword, { body: { certifyToken, password } });
export const withdraw = (certifyToken: string, reason?: string) => call(ACCOUNT_ROUTES.withdraw, { body: { certifyToken, reason } });

// individual my-page -------------------------------------------------------------------------

export const getMyPage = (signal?: AbortSignal) => call(ACCOUNT_ROUTES.individualMyPage, { signal });
export const updateProfileImage = (photoKey: string) => call(ACCOUNT_ROUTES.updateProfileImage, { body: { photoKey }, email: false });
export const deleteProfileImage = () => call(ACCOUNT_ROUTES.deleteProfileImage, { email: false });
export const getUserInfo = (signal?: AbortSignal) => call(ACCOUNT_ROUTES.individualUserInfo, { signal });
export const updateUserInfo = (body: UpdateIndividualUserInfoRequest) => call(ACCOUNT_ROUTES.updateIndividualUserInfo, { body, email: false });

export const getMyNews = (searchType: string, pageNo: number, signal?: AbortSignal) => call(ACCOUNT_ROUTES.individualNews, { query: { pageUnit: 10, pageNo, searchType }, signal });
export const markNewsRead = (newsId: number) => call(ACCOUNT_ROUTES.readIndividualNews, { params: { newsId }, email: false });

// dev ----------------------------------------------------------------------------------------

export const getDevOutbox = (to: string, signal?: AbortSignal) => call(ACCOUNT_ROUTES.devOutbox, { query: { to: to.trim() || undefined }, signal });
