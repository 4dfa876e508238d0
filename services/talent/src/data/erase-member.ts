/**
 * account.user.withdrawn: what talent keeps about a member who left.
 * - an individual: their resumes are deleted (views and scraps with them); the offers they received
 *   stay for the companies' records but lose everything personal (name, gender, birth date, photo,
 *   contact, their answer text) and the link to the resume.
 * - a company or master: its views and scraps of resumes are deleted; the offers it sent keep the
 *   company name but lose its logo and contact.
 * Runs in the consumer's transaction; running it twice changes nothing more.
 */
import type { EventPayloads } from '@phjobs/contracts/events';
import type { Prisma } from '../generated/prisma/client.ts';

export const WITHDRAWN_MEMBER_NAME = 'Withdrawn member';

export async function eraseMember(tx: Prisma.TransactionClient, payload: EventPayloads['account.user.withdrawn']): Promise<void> {
  if (!/^\d{1,18}$/.test(payload.userId)) return;
  const userId = BigInt(payload.userId);
  if (payload.userType === 'individual') {
    await tx.offer.updateMany({
      where: { talentUserId: userId },
      data: {
        talentFullName: WITHDRAWN_MEMBER_NAME,
        talentGenderCode: null,
        talentBirthDate: null,
        talentPhotoKey: null,
        talentEmail: null,
        talentPhone: null,
        talentAddress: null,
        answerIndex: null,
      },
    });
    await tx.resume.deleteMany({ where: { userId } });
    return;
  }
  await tx.resumeView.deleteMany({ where: { companyUserId: userId } });
  await tx.talentScrap.deleteMany({ where: { companyUserId: userId } });
  await tx.offer.updateMany({ where: { employerUserId: userId }, data: { companyLogoKey: null, companyPhone: null, companyEmail: null } });
}
