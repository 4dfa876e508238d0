/**
 * PUT /api/offer/{offerId}: the talent answers, once, while the offer waits (032A). 033A
 * (interested) accepts it (032B) and copies the talent's contact from the resume into the offer,
 * where the company may now read it; 033B and 033C decline it (032C). talent.offer.answered goes
 * into the outbox in the same transaction.
 */
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { OFFER_ACCEPTED, OFFER_STATUS_FOR_ANSWER, OFFER_WAITING, type OfferAnswerRequest } from '@phjobs/contracts/talent';
import { conflict, notFound } from '@phjobs/service-kit/errors';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { TalentDb } from '../data/db.ts';
import { OFFER_ERRORS } from './create-offer.ts';

export async function answerOffer(
  db: TalentDb,
  { userId, offerId, input, now = new Date() }: { userId: bigint; offerId: number; input: OfferAnswerRequest; now?: Date },
): Promise<{ offerId: number; statusCode: string; answerCode: OfferAnswerRequest['answerCode'] }> {
  const statusCode = OFFER_STATUS_FOR_ANSWER[input.answerCode];
  return db.$transaction(async (tx) => {
    const offer = await tx.offer.findFirst({ where: { id: BigInt(offerId), talentUserId: userId } });
    if (!offer) throw notFound('No such offer.');
    // The resume the offer went to (or, once deleted, the member's latest one): the contact it keeps.
    const select = { email: true, phoneNumber: true, address: true } as const;
    const resume =
      (offer.resumeId === null ? null : await tx.resume.findUnique({ where: { id: offer.resumeId }, select })) ??
      (await tx.resume.findFirst({ where: { userId }, orderBy: { updatedAt: 'desc' }, select }));
    const contact = statusCode === OFFER_ACCEPTED ? resume : null;
    // Conditional on 032A: of two answers at once, one wins and the other finds the offer answered.
    const { count } = await tx.offer.updateMany({
      where: { id: offer.id, statusCode: OFFER_WAITING },
      data: {
        statusCode,
        answerCode: input.answerCode,
        answerIndex: input.answerIndex,
        answeredAt: now,
        updatedAt: now,
        ...(contact ? { talentEmail: contact.email || null, talentPhone: contact.phoneNumber, talentAddress: contact.address } : {}),
      },
    });
    if (count === 0) throw conflict(OFFER_ERRORS.alreadyAnswered.code, OFFER_ERRORS.alreadyAnswered.message);
    await writeOutbox(tx, EVENT_SUBJECTS.OFFER_ANSWERED, {
      offerId: offer.id.toString(),
      // '0' once the resume was deleted (the payload's ids are non-empty strings).
      resumeId: (offer.resumeId ?? 0n).toString(),
      jobId: offer.jobId.toString(),
      jobTitle: offer.jobTitle,
      employerUserId: offer.employerUserId.toString(),
      companyName: offer.companyName,
      talentUserId: offer.talentUserId.toString(),
      talentEmail: resume?.email ?? '',
      talentFullName: offer.talentFullName,
      resumeTitle: offer.resumeTitle,
      statusCode,
      answerCode: input.answerCode,
    });
    return { offerId, statusCode, answerCode: input.answerCode };
  });
}
