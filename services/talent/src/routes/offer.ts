/** `/api/offer/*`: companies send offers (to published resumes, for their own ongoing ads); talents answer them. */
import type { TALENT_API } from '@phjobs/contracts/api/talent';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { JobsClient } from '../clients/jobs.ts';
import type { TalentDb } from '../data/db.ts';
import { isUniqueViolation } from '../data/errors.ts';
import { companyOffersToResume, findCompanyOffer, findTalentOffer, receivedOffers, sentOffers } from '../data/offers.ts';
import { answerOffer } from '../domain/answer-offer.ts';
import { checkOfferJob, createOffer, offerableResume } from '../domain/create-offer.ts';
import { applicantOffersAnswer, applicationOffersAnswer, companyResumeOffersAnswer, toAnswered, toEmployerDetail, toTalentView } from '../domain/offer-views.ts';
import { callerOf } from './member.ts';

const noSuchOffer = () => notFound('No such offer.');

/** `db` wakes the outbox relay after a transaction that wrote an event (releaseAfterCommit in start.ts). */
export type OfferRouteDeps = { db: TalentDb; jobs: JobsClient };

type OfferRoute = 'createOffer' | 'applicationOffers' | 'applicantOffers' | 'offerDetail' | 'companyResumeOffers' | 'offerAnswered' | 'offer' | 'answerOffer';

export function offerHandlers({ db, jobs }: OfferRouteDeps): Handlers<typeof TALENT_API, OfferRoute> {
  return {
    createOffer: async ({ principal, body: input, req }) => {
      callerOf(principal);
      // The cheap checks first: the resume is published, then the ad is the company's and ongoing.
      await offerableResume(db, input.resumeId);
      const job = checkOfferJob(await jobs.companyJob(input.jobId, req.header('authorization')), principal);
      return createOffer({ db, isUniqueViolation }, { company: principal, input, job });
    },

    applicationOffers: async ({ principal, query: { pageUnit, pageNo } }) => applicationOffersAnswer(await receivedOffers(db, { userId: callerOf(principal).userId, pageUnit, pageNo })),

    applicantOffers: async ({ principal, query: { pageUnit, pageNo } }) => applicantOffersAnswer(await sentOffers(db, { companyId: callerOf(principal).userId, pageUnit, pageNo })),

    offerDetail: async ({ principal, params: { offerId } }) => {
      const offer = await findCompanyOffer(db, { companyId: callerOf(principal).userId, offerId });
      if (!offer) throw noSuchOffer();
      return toEmployerDetail(offer);
    },

    /** Only the company's own rows are read: another company's offers, a private or unknown resume give an empty list. */
    companyResumeOffers: async ({ principal, params: { resumeId } }) =>
      companyResumeOffersAnswer(resumeId, await companyOffersToResume(db, { companyId: callerOf(principal).userId, resumeId })),

    offerAnswered: async ({ principal, params: { offerId } }) => {
      const offer = await findTalentOffer(db, { userId: callerOf(principal).userId, offerId });
      if (!offer) throw noSuchOffer();
      return toAnswered(offer);
    },

    offer: async ({ principal, params: { offerId } }) => {
      const offer = await findTalentOffer(db, { userId: callerOf(principal).userId, offerId });
      if (!offer) throw noSuchOffer();
      return toTalentView(offer);
    },

    answerOffer: ({ principal, params: { offerId }, body: input }) => answerOffer(db, { userId: callerOf(principal).userId, offerId, input }),
  };
}
