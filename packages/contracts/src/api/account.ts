/** The schemas of services/account's routes (../routes/account.ts), under the same names. */
import { ZContactChangeRequest } from '../company-info.ts';
import {
  ZBusinessSignupDetails,
  ZEmployerSignupRequest,
  ZIndividualSignupRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
} from '../auth.ts';
import {
  ZAuthProvidersResponse,
  ZCaptchaChallenge,
  ZCaptchaVerifyRequest,
  ZCaptchaVerifyResponse,
  ZChangePasswordRequest,
  ZDevOutboxQuery,
  ZDevOutboxResponse,
  ZEmailQuery,
  ZFindEmailRequest,
  ZFindEmailResponse,
  ZFindIdRequest,
  ZFindIdResponse,
  ZForgotPasswordRequest,
  ZIndividualMyPageResponse,
  ZIndividualUserInfo,
  ZInternalMemberProfile,
  ZMyNewsQuery,
  ZMyNewsResponse,
  ZNewsIdParam,
  ZNewsItem,
  ZProfileImageResponse,
  ZResetPasswordRequest,
  ZSendCodeResponse,
  ZSendEmailCodeRequest,
  ZSendVerifySmsRequest,
  ZSocialStartQuery,
  ZSocialTicketQuery,
  ZSocialTicketResponse,
  ZUpdateIndividualUserInfoRequest,
  ZUpdateProfileImageRequest,
  ZVerifyCodeResponse,
  ZVerifyEmailCodeRequest,
  ZVerifyIdentityRequest,
  ZVerifyIdentityResponse,
  ZVerifySmsQuery,
  ZWithdrawRequest,
  ZEndedSessions,
  ZEndedSessionsQuery,
} from '../account.ts';
import { withSchemas } from '../route-schemas.ts';
import { ACCOUNT_ROUTES } from '../routes/account.ts';

const LOGIN_FAILED = { 401: 'The e-mail or password is wrong (or the account is withdrawn).', 429: 'Five failed logins in a row lock the e-mail for a while, known or not (Retry-After says how long).' } as const;
const NO_MEMBER = { 404: 'No member matches the information entered.' } as const;
const CODE_ERRORS = { 409: 'The daily limit of codes is reached.', 429: 'A code was sent moments ago (Retry-After says when to resend).' } as const;
const CHECK_ERRORS = { 400: 'The code is wrong or expired (verification/*).' } as const;

export const ACCOUNT_API = withSchemas(ACCOUNT_ROUTES, {
  login: { body: ZLoginRequest, response: ZLoginResponse, errors: LOGIN_FAILED },
  refresh: { response: ZLoginResponse, errors: { 401: 'No refresh cookie, or it is expired, used or revoked (the cookie is cleared).' } },
  logout: { response: null },
  me: { response: ZMeResponse },

  individualSignup: { body: ZIndividualSignupRequest, response: ZLoginResponse, errors: { 409: 'The e-mail is already used.' } },
  employerSignup: { body: ZEmployerSignupRequest, response: ZLoginResponse, errors: { 409: 'The e-mail is already used.' } },
  masterSignup: { body: ZEmployerSignupRequest, response: ZLoginResponse, errors: { 409: 'The e-mail is already used.' } },

  sendEmailCode: { body: ZSendEmailCodeRequest, response: ZSendCodeResponse, errors: { ...CODE_ERRORS, 409: 'Sign-up: the e-mail is already used; or the daily limit is reached.' } },
  verifyEmailCode: { body: ZVerifyEmailCodeRequest, response: ZVerifyCodeResponse, errors: CHECK_ERRORS },
  sendVerifySms: { body: ZSendVerifySmsRequest, response: ZSendCodeResponse, errors: { ...CODE_ERRORS, 400: 'The captcha token is missing or not valid.' } },
  individualVerifySms: { query: ZVerifySmsQuery, response: ZVerifyCodeResponse, errors: CHECK_ERRORS },
  individualVerifySmsByBody: { body: ZVerifySmsQuery, response: ZVerifyCodeResponse, errors: CHECK_ERRORS },
  employerVerifySms: { query: ZVerifySmsQuery, response: ZVerifyCodeResponse, errors: CHECK_ERRORS },
  employerVerifySmsByBody: { body: ZVerifySmsQuery, response: ZVerifyCodeResponse, errors: CHECK_ERRORS },
  captcha: { response: ZCaptchaChallenge },
  captchaVerify: { body: ZCaptchaVerifyRequest, response: ZCaptchaVerifyResponse, errors: { 404: 'The built-in captcha is not in use.' } },

  findId: { body: ZFindIdRequest, response: ZFindIdResponse, errors: NO_MEMBER },
  findEmail: { body: ZFindEmailRequest, response: ZFindEmailResponse, errors: NO_MEMBER },
  forgotPassword: { body: ZForgotPasswordRequest, response: ZSendCodeResponse, errors: { ...NO_MEMBER, ...CODE_ERRORS } },
  resetPassword: { body: ZResetPasswordRequest, response: null, errors: CHECK_ERRORS },

  verifyIdentity: { body: ZVerifyIdentityRequest, response: ZVerifyIdentityResponse },
  changePassword: { body: ZChangePasswordRequest, response: null },
  withdraw: { body: ZWithdrawRequest, response: null },

  providers: { response: ZAuthProvidersResponse },
  socialStart: { query: ZSocialStartQuery, response: null, errors: { 404: 'No such login provider.' } },
  socialCallback: { response: null, errors: { 404: 'No such login provider.' } },
  socialCallbackByForm: { response: null, bodyContentType: 'application/x-www-form-urlencoded', errors: { 404: 'No such login provider.' } },
  socialTicket: { query: ZSocialTicketQuery, response: ZSocialTicketResponse, errors: { 404: 'The sign-up ticket is not valid.' } },

  individualMyPage: { query: ZEmailQuery, response: ZIndividualMyPageResponse },
  updateProfileImage: { query: ZEmailQuery, body: ZUpdateProfileImageRequest, response: ZProfileImageResponse },
  deleteProfileImage: { query: ZEmailQuery, response: ZProfileImageResponse },
  individualUserInfo: { query: ZEmailQuery, response: ZIndividualUserInfo },
  updateIndividualUserInfo: { query: ZEmailQuery, body: ZUpdateIndividualUserInfoRequest, response: ZIndividualUserInfo },

  individualNews: { query: ZMyNewsQuery, response: ZMyNewsResponse },
  readIndividualNews: { params: ZNewsIdParam, response: ZNewsItem, errors: { 404: 'No such news item.' } },
  employerNews: { query: ZMyNewsQuery, response: ZMyNewsResponse },
  readEmployerNews: { params: ZNewsIdParam, response: ZNewsItem, errors: { 404: 'No such news item.' } },

  devOutbox: { query: ZDevOutboxQuery, response: ZDevOutboxResponse },

  businessSignup: { response: ZBusinessSignupDetails, errors: { 404: 'No such business member.' } },
  memberProfile: { response: ZInternalMemberProfile, errors: { 404: 'No such member (or withdrawn).' } },
  endedSessions: { query: ZEndedSessionsQuery, response: ZEndedSessions },
  contactChange: { body: ZContactChangeRequest, response: null, errors: { 400: 'a proof is missing, expired or used (fields.certifyToken / fields.phoneVerificationToken)', 404: 'No such member.' } },
});
