import { USER_TYPE_OF_LOGIN, type AuthUser, type LoginType } from '@phjobs/contracts/auth';
import { AUTH_ERRORS } from '@phjobs/contracts/messages';
import { HttpError } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../data/db.ts';
import { clearLoginFailures, countLoginAttempt } from './login-throttle.ts';
import { verifyPassword } from './password-hash.ts';
import { toUserType } from './user-type.ts';

export const invalidLogin = () => new HttpError(401, AUTH_ERRORS.invalidLogin.code, AUTH_ERRORS.invalidLogin.message);

/**
 * Checks e-mail, password and login type. Every failure (unknown e-mail, wrong password, the wrong
 * tab for the account, a withdrawn account) is the same 401, and the password is always hashed.
 * Each attempt is counted first (login-throttle.ts): a locked e-mail answers 429, known or not.
 */
export async function logIn(db: AccountDb, login: { email: string; password: string; userType: LoginType }): Promise<AuthUser> {
  await countLoginAttempt(db, login.email);
  const user = await db.user.findUnique({
    where: { email: login.email },
    select: { id: true, email: true, userType: true, fullName: true, withdrawnAt: true, credential: { select: { passwordHash: true } } },
  });
  const passwordOk = await verifyPassword(user?.credential?.passwordHash, login.password);
  if (!user || !passwordOk || user.withdrawnAt) throw invalidLogin();
  const userType = toUserType(user.userType);
  if (userType !== USER_TYPE_OF_LOGIN[login.userType]) throw invalidLogin();
  await clearLoginFailures(db, login.email);
  return { userId: Number(user.id), userType, email: user.email, fullName: user.fullName };
}
