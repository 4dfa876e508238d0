import type { SOCIAL_ERROR_REASONS } from '@phjobs/contracts/account';
import type { AuthUser, SocialProvider } from '@phjobs/contracts/auth';
import type { AccountDb } from '../../data/db.ts';
import type { SocialAuth } from '../../clients/oidc.ts';
import { sameHex, sha256 } from '../secrets.ts';
import { toUserType } from '../user-type.ts';
import { issueSocialTicket } from './signup-ticket.ts';

export type SocialOutcome =
  | { kind: 'login'; user: AuthUser; returnTo: string }
  | { kind: 'signup'; ticket: string; provider: SocialProvider }
  | { kind: 'error'; reason: (typeof SOCIAL_ERROR_REASONS)[number] };

/**
 * Finishes a social login at the callback: the state must be live, unused, of this provider and
 * started by this browser; openid-client then checks the code with PKCE, the ID token and its nonce.
 * A known (provider, subject) logs its member in; someone new gets a sign-up ticket when the
 * provider vouches for the e-mail and no member has it (no silent linking to a password account).
 */
export async function completeSocialLogin(
  db: AccountDb,
  social: SocialAuth,
  input: { provider: SocialProvider; params: URLSearchParams; browserSecret: string | undefined; redirectUri: string },
  now = new Date(),
): Promise<SocialOutcome> {
  const { provider, params } = input;
  const state = params.get('state');
  if (!state) return { kind: 'error', reason: 'invalid' };
  const claimed = await db.socialLogin.updateMany({ where: { state, provider, completedAt: null, expiresAt: { gt: now } }, data: { completedAt: now } });
  if (claimed.count !== 1) return { kind: 'error', reason: 'expired' };
  const login = await db.socialLogin.findUniqueOrThrow({ where: { state } });
  if (!input.browserSecret || !sameHex(login.browserHash, sha256(input.browserSecret))) return { kind: 'error', reason: 'invalid' };
  if (params.get('error')) return { kind: 'error', reason: 'denied' };

  let claims;
  try {
    claims = await social.complete(provider, params, { redirectUri: input.redirectUri, state, nonce: login.nonce, codeVerifier: login.codeVerifier });
  } catch {
    return { kind: 'error', reason: 'provider' };
  }

  const identity = await db.socialIdentity.findUnique({
    where: { provider_subject: { provider, subject: claims.subject } },
    select: { user: { select: { id: true, email: true, userType: true, fullName: true, withdrawnAt: true } } },
  });
  if (identity) {
    const { user } = identity;
    if (user.withdrawnAt) return { kind: 'error', reason: 'withdrawn' };
    return { kind: 'login', user: { userId: Number(user.id), userType: toUserType(user.userType), email: user.email, fullName: user.fullName }, returnTo: login.returnTo };
  }
  if (!claims.email || !claims.emailVerified) return { kind: 'error', reason: 'no-email' };
  const taken = await db.user.findUnique({ where: { email: claims.email }, select: { id: true } });
  if (taken) return { kind: 'error', reason: 'email-taken' };
  const ticket = await issueSocialTicket(db, { provider, subject: claims.subject, email: claims.email, fullName: claims.name }, now);
  return { kind: 'signup', ticket, provider };
}
