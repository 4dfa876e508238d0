/** `/api/offer/*`: companies send offers (to published resumes, for their own ongoing ads); talents answer them. */
import type { TALENT_API } from '@phjobs/contracts/api/talent';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { TalentDb } from '../db.ts';
import { answerOffer } from '../domain/answer-offer.ts';
import { checkOfferJob, createOffer, offerableResume } from '../domain/create-offer.ts';
import { findTalentOffer, getEmployerOffer, listApplicantOffers, listApplicationOffers, toAnswered, toTalentView } from '../domain/read-offers.ts';
import type { Upstreams } from '../upstreams.ts';
import { callerOf } from './member.ts';

const noSuchOffer = () => notFound('No such offer.');

export type OfferRouteDeps = { db: TalentDb; upstreams: Upstreams; onOutbox?: () => void };

type OfferRoute = 'createOffer' | 'applicationOffers' | 'applicantOffers' | 'offerDetail' | 'offerAnswered' | 'offer' | 'answerOffer';

export function offerHandlers({ db, upstreams, onOutbox }: OfferRouteDeps): Handlers<typeof TALENT_API, OfferRoute> {
  return {
    createOffer: async ({ principal, body: input, req }) => {
      callerOf(principal);
      // The cheap checks first: the resume is published, then the ad is the company's and ongoing.
      await offerableResume(db, input.resumeId);
      const job = checkOfferJob(await upstreams.companyJob(input.jobId, req.header('authorization')), principal);
      const created = await createOffer(db, { company: principal, input, job });
      onOutbox?.();
      return created;
    },

    applicationOffers: ({ principal, query: { pageUnit, pageNo } }) => listApplicationOffers(db, { userId: callerOf(principal).userId, pageUnit, pageNo }),

    applicantOffers: ({ principal, query: { pageUnit, pageNo } }) => listApplicantOffers(db, { companyId: callerOf(principal).userId, pageUnit, pageNo }),

    offerDetail: async ({ principal, params: { offerId } }) => {
      const detail = await getEmployerOffer(db, { companyId: callerOf(principal).userId, offerId });
      if (!detail) throw noSuchOffer();
      return detail;
    },

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

    answerOffer: async ({ principal, params: { offerId }, body: input }) => {
      const answered = await answerOffer(db, { userId: callerOf(principal).userId, offerId, input });
      onOutbox?.();
      return answered;
    },
  };
}
