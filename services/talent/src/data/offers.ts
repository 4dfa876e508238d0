/** Offer reads: the talent's received offers and one offer; the company's sent offers and one offer (domain/offer-views.ts shapes them). */
import { OFFER_ACCEPTED, OFFER_DECLINED, OFFER_WAITING } from '@phjobs/contracts/talent';
import type { OfferStatics, ReceivedOffersPage, SentOffersPage } from '../domain/offer-views.ts';
import type { Offer } from '../generated/prisma/client.ts';
import type { TalentDb } from './db.ts';

const page = (pageUnit: number, pageNo: number) => ({ skip: (pageNo - 1) * pageUnit, take: pageUnit });
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** A page of the offers the member received, newest first, and how many there are. */
export async function receivedOffers(db: TalentDb, { userId, pageUnit, pageNo }: { userId: bigint; pageUnit: number; pageNo: number }): Promise<ReceivedOffersPage> {
  const where = { talentUserId: userId };
  const [rows, count] = await Promise.all([db.offer.findMany({ where, orderBy: NEWEST, ...page(pageUnit, pageNo) }), db.offer.count({ where })]);
  return { rows, count };
}

/** The member's offer, or null (someone else's offers are absent). */
export async function findTalentOffer(db: TalentDb, { userId, offerId }: { userId: bigint; offerId: number }): Promise<Offer | null> {
  return db.offer.findFirst({ where: { id: BigInt(offerId), talentUserId: userId } });
}

/** A page of the company's sent offers, newest first (with the live resume's career), and the counts over all of them. */
export async function sentOffers(db: TalentDb, { companyId, pageUnit, pageNo }: { companyId: bigint; pageUnit: number; pageNo: number }): Promise<SentOffersPage> {
  const where = { employerUserId: companyId };
  const [rows, statics] = await Promise.all([
    db.offer.findMany({ where, orderBy: NEWEST, ...page(pageUnit, pageNo), include: { resume: { select: { career: true } } } }),
    db.$queryRawUnsafe<OfferStatics[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status_code = $2)::int AS accept,
              count(*) FILTER (WHERE status_code = $3)::int AS reject,
              count(*) FILTER (WHERE status_code = $4)::int AS waiting
         FROM offer WHERE employer_user_id = $1::bigint`,
      companyId.toString(),
      OFFER_ACCEPTED,
      OFFER_DECLINED,
      OFFER_WAITING,
    ),
  ]);
  return { rows, statics: statics[0] ?? { total: 0, accept: 0, reject: 0, waiting: 0 } };
}

/** The company's own offer, or null. */
export async function findCompanyOffer(db: TalentDb, { companyId, offerId }: { companyId: bigint; offerId: number }): Promise<Offer | null> {
  return db.offer.findFirst({ where: { id: BigInt(offerId), employerUserId: companyId } });
}

/** The company's own offers to one resume, newest first (none: an empty list). */
export async function companyOffersToResume(db: TalentDb, { companyId, resumeId }: { companyId: bigint; resumeId: number }): Promise<Offer[]> {
  return db.offer.findMany({ where: { employerUserId: companyId, resumeId: BigInt(resumeId) }, orderBy: NEWEST });
}
