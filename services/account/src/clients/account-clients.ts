/** The outside providers the account service talks to, each behind its interface; start.ts chooses them from the config. */
import type { Captcha } from './captcha.ts';
import type { DevOutbox } from './dev-outbox.ts';
import type { InvitationCodes } from './invitation-codes.ts';
import type { MailSender } from './mail.ts';
import type { SocialAuth } from './oidc.ts';
import type { SeekerCounts } from './seeker-counts.ts';
import type { SmsSender } from './sms.ts';

export type AccountClients = {
  sms: SmsSender;
  mail: MailSender;
  captcha: Captcha;
  social: SocialAuth;
  counts: SeekerCounts;
  /** services/employer's invitation codes (a business sign-up with a company code). */
  invitationCodes: InvitationCodes;
  /** Only outside production. */
  devOutbox?: DevOutbox;
};
