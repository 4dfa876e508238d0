import { type AuthUser, type SignInProvider } from '@phjobs/contracts/auth';
import { AUTH_ERRORS } from '@phjobs/contracts/messages';
import type { UserType } from '@phjobs/contracts/codes';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { conflict } from '@phjobs/service-kit/errors';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { AccountDb } from '../data/db.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { hashPassword } from './password-hash.ts';
import { toDbUserType } from './user-type.ts';

export type NewMember = {
  email: string;
  /** null for members who log in with a social provider only. */
  password: string | null;
  provider?: SignInProvider;
  userType: UserType;
  fullName: string;
  phone: string | null;
  businessSignup?: Prisma.InputJsonObject;
  individualProfile?: Omit<Prisma.IndividualProfileUncheckedCreateInput, 'userId'>;
  /** The provider's subject, for a social sign-up. */
  socialIdentity?: { provider: string; subject: string };
  /**
   * Run in the same transaction: use up the proofs the sign-up presented (verified e-mail and
   * phone, a social ticket). When the sign-up fails (a taken e-mail), they stay usable.
   */
  consume?: ((tx: Prisma.TransactionClient) => Promise<unknown>)[];
};

/** Tells a write refused by the unique e-mail (data/db.ts `isUniqueViolation`: the database's word for it). */
export type IsUniqueViolation = (error: unknown) => boolean;

/**
 * Creates the user, its credential and (for individuals) its profile, and records
 * `account.user.registered` in the outbox, all in one transaction. A taken e-mail is a 409.
 */
export async function createMember(db: AccountDb, isUniqueViolation: IsUniqueViolation, member: NewMember): Promise<AuthUser> {
  const passwordHash = member.password === null ? null : await hashPassword(member.password);
  try {
    const user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email: member.email,
          userType: toDbUserType(member.userType),
          provider: member.provider ?? 'password',
          fullName: member.fullName,
          phone: member.phone,
          businessSignup: member.businessSignup,
          credential: passwordHash ? { create: { passwordHash } } : undefined,
          individualProfile: member.individualProfile ? { create: member.individualProfile } : undefined,
          socialIdentities: member.socialIdentity ? { create: { ...member.socialIdentity, email: member.email } } : undefined,
        },
        select: { id: true },
      });
      // After the insert, so that a taken e-mail answers 409 whatever the proofs.
      for (const use of member.consume ?? []) await use(tx);
      await writeOutbox(tx, EVENT_SUBJECTS.USER_REGISTERED, { userId: String(created.id), email: member.email, userType: member.userType });
      return created;
    });
    return { userId: Number(user.id), userType: member.userType, email: member.email, fullName: member.fullName };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_ERRORS.emailTaken.code, AUTH_ERRORS.emailTaken.message);
    throw error;
  }
}
