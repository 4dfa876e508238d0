import type { SocialProvider } from '@phjobs/contracts/auth';
import type { AccountDb } from '../../data/db.ts';
import type { SocialAuth } from '../../clients/oidc.ts';
import { newOpaqueToken, sha256 } from '../secrets.ts';

export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000;

/** Only a path of this site: '/ad/all' yes; 'https://evil', '//evil', '/\\evil' no (then '/'). */
export function safeReturnTo(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- a return path with a control character is refused: matching them is the point
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return '/';
  return value;
}

/**
 * Starts an authorization-code flow: fresh state, nonce and PKCE verifier, stored with the hash of a
 * browser secret that goes into an httpOnly cookie, so that only the browser that started the login
 * can finish it (no login CSRF). Answers the provider's authorization URL and that browser secret.
 */
export async function startSocialLogin(
  db: AccountDb,
  social: SocialAuth,
  input: { provider: SocialProvider; redirectUri: string; returnTo?: string },
  now = new Date(),
): Promise<{ url: URL; browserSecret: string }> {
  const state = newOpaqueToken();
  const nonce = newOpaqueToken();
  const codeVerifier = newOpaqueToken();
  const browserSecret = newOpaqueToken();
  const url = await social.authorizationUrl(input.provider, { redirectUri: input.redirectUri, state, nonce, codeVerifier });
  await db.socialLogin.create({
    data: {
      state,
      provider: input.provider,
      nonce,
      codeVerifier,
      browserHash: sha256(browserSecret),
      returnTo: safeReturnTo(input.returnTo),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SOCIAL_LOGIN_TTL_MS),
    },
  });
  await db.socialLogin.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 86_400_000) } } });
  return { url, browserSecret };
}
