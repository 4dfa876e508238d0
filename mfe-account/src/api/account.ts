/**
 * Calls of services/account (contracts: @phjobs/contracts/auth and /account; imported as types
 * only, so zod stays out of the bundle).
 */
import type {
  AuthProvidersResponse,
  CaptchaChallenge,
  CaptchaVerifyResponse,
  DevOutboxResponse,
  FindEmailRequest,
  FindEmailResponse,
  FindIdRequest,
  FindIdResponse,
  ForgotPasswordRequest,
  IndividualMyPageResponse,
  IndividualUserInfo,
  MyNewsResponse,
  NewsItem,
  ProfileImageResponse,
  SendCodeResponse,
  SocialTicketResponse,
  UpdateIndividualUserInfoRequest,
  VerifyCodeResponse,
  VerifyIdentityRequest,
  VerifyIdentityResponse,
} from '@phjobs/contracts/account';
import type { EmployerSignupRequest, IndividualSignupRequest } from '@phjobs/contracts/auth';
import { apiFetch } from '@phjobs/web-core/api';

// sign-up ------------------------------------------------------------------------------------

/** A 2xx sign-up answers like login ({ accessToken, user }). */
export const postIndividualSignup = (body: IndividualSignupRequest) => apiFetch<unknown>('/api/individual/signup', { method: 'POST', body });
export const postEmployerSignup = (path: string, body: EmployerSignupRequest) => apiFetch<unknown>(path, { method: 'POST', body });

// verification -------------------------------------------------------------------------------

export const sendEmailCode = (email: string, purpose: 'signup' | 'identity' = 'signup') =>
  apiFetch<SendCodeResponse>('/api/auth/email/sendCode', { method: 'POST', body: { email, purpose } });
export const verifyEmailCode = (verificationId: string, code: string) =>
  apiFetch<VerifyCodeResponse>('/api/auth/email/verifyCode', { method: 'POST', body: { verificationId, code } });

/** A stable id of this browser for the daily SMS limit per device. */
export function deviceId(): string {
  const key = 'phjobs.deviceId';
  try {
    const known = window.localStorage.getItem(key);
    if (known) return known;
    const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    window.localStorage.setItem(key, id);
    return id;
  } catch {
    return 'unknown-device';
  }
}

export const sendSmsCode = (phoneNumber: string, captchaToken: string) =>
  apiFetch<SendCodeResponse>('/api/employer/sendVerifySms', {
    method: 'POST',
    body: { phoneNumber, deviceId: deviceId(), reqHost: typeof window !== 'undefined' ? window.location.hostname : undefined, token: captchaToken },
  });
export const verifySmsCode = (phoneNumber: string, code: string, verificationId?: string) =>
  apiFetch<VerifyCodeResponse>('/api/individual/verifySms', { query: { code, phoneNumber, verificationId } });

export const getCaptcha = () => apiFetch<CaptchaChallenge>('/api/auth/captcha');
export const verifyCaptcha = (challengeId: string, answer: string) =>
  apiFetch<CaptchaVerifyResponse>('/api/auth/captcha/verify', { method: 'POST', body: { challengeId, answer } });

// social -------------------------------------------------------------------------------------

export const getProviders = (signal?: AbortSignal) => apiFetch<AuthProvidersResponse>('/api/auth/providers', { signal });
export const getSocialTicket = (ticket: string, signal?: AbortSignal) => apiFetch<SocialTicketResponse>('/api/auth/social/ticket', { query: { ticket }, signal });

// recovery -----------------------------------------------------------------------------------

export const findId = (body: FindIdRequest) => apiFetch<FindIdResponse>('/api/auth/findId', { method: 'POST', body });
export const findEmail = (body: FindEmailRequest) => apiFetch<FindEmailResponse>('/api/auth/findEmail', { method: 'POST', body });
export const forgotPassword = (body: ForgotPasswordRequest) => apiFetch<SendCodeResponse>('/api/auth/forgotPassword', { method: 'POST', body });
export const resetPassword = (verificationToken: string, password: string) =>
  apiFetch<void>('/api/auth/forgotPassword/reset', { method: 'POST', body: { verificationToken, password } });

// member -------------------------------------------------------------------------------------

export const verifyIdentity = (body: VerifyIdentityRequest) => apiFetch<VerifyIdentityResponse>('/api/auth/verifyIdentity', { method: 'POST', body });
export const changePassword = (certifyToken: string, password: string) => apiFetch<void>('/api/auth/password', { method: 'PUT', body: { certifyToken, password } });
export const withdraw = (certifyToken: string, reason?: string) => apiFetch<void>('/api/auth/withdraw', { method: 'POST', body: { certifyToken, reason } });

// individual my-page -------------------------------------------------------------------------

export const getMyPage = (signal?: AbortSignal) => apiFetch<IndividualMyPageResponse>('/api/individual/myPage', { withEmail: true, signal });
export const updateProfileImage = (photoKey: string) => apiFetch<ProfileImageResponse>('/api/individual/updateProfileImage', { method: 'PUT', body: { photoKey } });
export const deleteProfileImage = () => apiFetch<ProfileImageResponse>('/api/individual/deleteProfileImage', { method: 'DELETE' });
export const getUserInfo = (signal?: AbortSignal) => apiFetch<IndividualUserInfo>('/api/individual/myPage/userInfo', { withEmail: true, signal });
export const updateUserInfo = (body: UpdateIndividualUserInfoRequest) => apiFetch<IndividualUserInfo>('/api/individual/myPage/userInfo', { method: 'PUT', body });

export const getMyNews = (searchType: string, pageNo: number, signal?: AbortSignal) =>
  apiFetch<MyNewsResponse>('/api/individual/myNews', { query: { pageUnit: 10, pageNo, searchType }, withEmail: true, signal });
export const markNewsRead = (newsId: number) => apiFetch<NewsItem>(`/api/individual/myNews/${newsId}`, { method: 'PUT' });

// dev ----------------------------------------------------------------------------------------

export const getDevOutbox = (to: string, signal?: AbortSignal) => apiFetch<DevOutboxResponse>('/api/dev/outbox', { query: { to: to.trim() || undefined }, signal });
