/**
 * The routes services/account serves (zod-free: remotes import it). Their schemas are in
 * ../api/account.ts under the same names.
 */
import { defineRoutes } from '../route.ts';

const INDIVIDUAL = ['individual'] as const;
const BUSINESS = ['company', 'master.company'] as const;

export const ACCOUNT_ROUTES = defineRoutes('account', {
  // Sessions (the refresh token travels in the httpOnly cookie `rt`, path /api/auth)
  login: { method: 'POST', path: '/api/auth/login', summary: 'Log in with e-mail and password', access: 'anyone', rateLimit: 'login' },
  refresh: { method: 'POST', path: '/api/auth/refresh', summary: 'A new access token from the refresh cookie (rotated)', access: 'anyone', rateLimit: 'refresh' },
  logout: { method: 'POST', path: '/api/auth/logout', summary: 'End the session of the refresh cookie', access: 'anyone', rateLimit: null, status: 204 },
  me: { method: 'GET', path: '/api/auth/me', summary: 'The signed-in member', access: 'member', rateLimit: null },

  // Sign-up: a 201 answers like a login
  individualSignup: { method: 'POST', path: '/api/individual/signup', summary: 'Sign up as an individual', access: 'anyone', rateLimit: 'signup', status: 201 },
  employerSignup: { method: 'POST', path: '/api/employer/signup', summary: 'Sign up as a company', access: 'anyone', rateLimit: 'signup', status: 201 },
  masterSignup: { method: 'POST', path: '/api/employer/signup/master', summary: 'Sign up as a master company', access: 'anyone', rateLimit: 'signup', status: 201 },

  // Verification codes and the captcha that guards the SMS send
  sendEmailCode: {
    method: 'POST',
    path: '/api/auth/email/sendCode',
    summary: 'Send an e-mail code (purpose signup: anyone; identity: the signed-in member)',
    access: 'anyone',
    rateLimit: 'verification',
    status: 201,
  },
  verifyEmailCode: { method: 'POST', path: '/api/auth/email/verifyCode', summary: 'Check an e-mail code', access: 'anyone', rateLimit: 'verification' },
  sendVerifySms: { method: 'POST', path: '/api/employer/sendVerifySms', summary: 'Send an SMS code (captcha token required)', access: 'anyone', rateLimit: 'verification', status: 201 },
  individualVerifySms: { method: 'GET', path: '/api/individual/verifySms', summary: 'Check an SMS code (query)', access: 'anyone', rateLimit: 'verification' },
  individualVerifySmsByBody: { method: 'POST', path: '/api/individual/verifySms', summary: 'Check an SMS code (body)', access: 'anyone', rateLimit: 'verification' },
  employerVerifySms: { method: 'GET', path: '/api/employer/verifySms', summary: 'Check an SMS code (query)', access: 'anyone', rateLimit: 'verification' },
  employerVerifySmsByBody: { method: 'POST', path: '/api/employer/verifySms', summary: 'Check an SMS code (body)', access: 'anyone', rateLimit: 'verification' },
  captcha: { method: 'GET', path: '/api/auth/captcha', summary: 'A captcha challenge (built-in question or reCAPTCHA site key)', access: 'anyone', rateLimit: null },
  captchaVerify: { method: 'POST', path: '/api/auth/captcha/verify', summary: "Answer the built-in captcha's question", access: 'anyone', rateLimit: 'verification' },

  // Recovery: Forgot ID, Forgot Email, Forgot password
  findId: { method: 'POST', path: '/api/auth/findId', summary: "An individual's e-mail from name and verified phone", access: 'anyone', rateLimit: 'recovery' },
  findEmail: { method: 'POST', path: '/api/auth/findEmail', summary: "A business member's e-mail from verified phone", access: 'anyone', rateLimit: 'recovery' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgotPassword', summary: 'Send a password-reset code by e-mail', access: 'anyone', rateLimit: 'recovery', status: 201 },
  resetPassword: { method: 'POST', path: '/api/auth/forgotPassword/reset', summary: 'Set a new password with a verified reset code', access: 'anyone', rateLimit: 'recovery', status: 204 },

  // The signed-in member's account
  verifyIdentity: { method: 'POST', path: '/api/auth/verifyIdentity', summary: 'Prove identity (password or e-mail code) for a certify token', access: 'member', rateLimit: 'verification' },
  changePassword: { method: 'PUT', path: '/api/auth/password', summary: 'Change the password (certify token)', access: 'member', rateLimit: null, status: 204 },
  withdraw: { method: 'POST', path: '/api/auth/withdraw', summary: 'Withdraw the membership (certify token)', access: 'member', rateLimit: null, status: 204 },

  // Social login over OpenID Connect: only configured providers exist
  providers: { method: 'GET', path: '/api/auth/providers', summary: 'The configured social login providers', access: 'anyone', rateLimit: null },
  socialStart: {
    method: 'GET',
    path: '/api/auth/social/:provider/start',
    summary: "Start a social login: a redirect to the provider's consent page",
    access: 'anyone',
    rateLimit: 'login',
    raw: 'a 302 redirect with a browser cookie',
  },
  socialCallback: {
    method: 'GET',
    path: '/api/auth/social/:provider/callback',
    summary: "The provider's answer: a redirect to the login or sign-up landing page",
    access: 'anyone',
    rateLimit: 'login',
    raw: 'a 302 redirect that sets the session cookie',
  },
  socialCallbackByForm: {
    method: 'POST',
    path: '/api/auth/social/:provider/callback',
    summary: "The provider's answer as a form POST (Apple)",
    access: 'anyone',
    rateLimit: 'login',
    raw: 'a urlencoded form in, a 302 redirect out',
  },
  socialTicket: { method: 'GET', path: '/api/auth/social/ticket', summary: 'What a social sign-up ticket holds', access: 'anyone', rateLimit: 'login' },

  // Individual my-page
  individualMyPage: { method: 'GET', path: '/api/individual/myPage', summary: 'Profile with counts', access: INDIVIDUAL, rateLimit: null, email: true },
  updateProfileImage: { method: 'PUT', path: '/api/individual/updateProfileImage', summary: 'Set the profile photo', access: INDIVIDUAL, rateLimit: null, email: true },
  deleteProfileImage: { method: 'DELETE', path: '/api/individual/deleteProfileImage', summary: 'Remove the profile photo', access: INDIVIDUAL, rateLimit: null, email: true },
  individualUserInfo: { method: 'GET', path: '/api/individual/myPage/userInfo', summary: 'Member info', access: INDIVIDUAL, rateLimit: null, email: true },
  updateIndividualUserInfo: { method: 'PUT', path: '/api/individual/myPage/userInfo', summary: 'Change member info', access: INDIVIDUAL, rateLimit: null, email: true },

  // My news
  individualNews: { method: 'GET', path: '/api/individual/myNews', summary: "An individual's news", access: INDIVIDUAL, rateLimit: null, email: true },
  readIndividualNews: { method: 'PUT', path: '/api/individual/myNews/:newsId', summary: 'Mark a news item read', access: INDIVIDUAL, rateLimit: null, email: true },
  employerNews: { method: 'GET', path: '/api/employer/myNews', summary: "A company's news", access: BUSINESS, rateLimit: null, email: true },
  readEmployerNews: { method: 'PUT', path: '/api/employer/myNews/:newsId', summary: 'Mark a news item read', access: BUSINESS, rateLimit: null, email: true },

  // The embedded mode's outbox of "sent" e-mails and SMS
  devOutbox: {
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'What the embedded mode "sent" (e-mails and SMS), newest first',
    access: 'anyone',
    rateLimit: null,
    optional: 'outside production only',
  },

  // Internal: other services (x-service-token)
  businessSignup: { method: 'GET', path: '/internal/users/:id/business-signup', summary: 'What a business member gave at sign-up (services/employer)', access: 'internal', rateLimit: null },
  memberProfile: { method: 'GET', path: '/internal/users/:id/profile', summary: "A member's profile (services/jobs, services/talent)", access: 'internal', rateLimit: null },
  endedSessions: { method: 'GET', path: '/internal/sessions/ended', summary: 'Sessions ended since a time, whose access tokens the gateway refuses (the gateway)', access: 'internal', rateLimit: null },
  contactChange: { method: 'POST', path: '/internal/users/:id/contact-change', summary: "Spend a member's identity check and new-phone proof; store the new phone (services/employer)", access: 'internal', rateLimit: null, status: 204 },
});
