/** `/api/offer/*`: companies send offers (to published resumes, for their own ongoing ads); talents answer them. */
import { ZOfferAnswerRequest, ZOfferCreateRequest, ZOfferIdParam, ZPageQuery } from '@phjobs/contracts/talent';
import { notFound } from '@phjobs/service-kit/errors';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { TalentDb } from '../db.ts';
import { answerOffer } from '../domain/answer-offer.ts';
import { checkOfferJob, createOffer, offerableResume } from '../domain/create-offer.ts';
import { findTalentOffer, getEmployerOffer, listApplicantOffers, listApplicationOffers, toAnswered, toTalentView } from '../domain/read-offers.ts';
import type { Upstreams } from '../upstreams.ts';
import { callerOf, COMPANY_TYPES } from './member.ts';

const noSuchOffer = () => notFound('No such offer.');

export type OfferRouteDeps = { db: TalentDb; upstreams: Upstreams; onOutbox?: () => void };

export function offerRoutes(router: Router, { db, upstreams, onOutbox }: OfferRouteDeps): void {
  router.post('/api/offer', async (req, res) => {
    const { principal } = callerOf(req, res, ...COMPANY_TYPES);
    const input = parse(ZOfferCreateRequest, req.body);
    // The cheap checks first: the resume is published, then the ad is the company's and ongoing.
    await offerableResume(db, input.resumeId);
    const job = checkOfferJob(await upstreams.companyJob(input.jobId, req.header('authorization')), principal);
    const created = await createOffer(db, { company: principal, input, job });
    onOutbox?.();
    res.status(201).json(created);
  });

  router.get('/api/offer/applicationOffers', async (req, res) => {
    const { userId } = callerOf(req, res, 'individual');
    const { pageUnit, pageNo } = parse(ZPageQuery, req.query);
    res.json(await listApplicationOffers(db, { userId, pageUnit, pageNo }));
  });

  router.get('/api/offer/applicantOffers', async (req, res) => {
    const { userId } = callerOf(req, res, ...COMPANY_TYPES);
    const { pageUnit, pageNo } = parse(ZPageQuery, req.query);
    res.json(await listApplicantOffers(db, { companyId: userId, pageUnit, pageNo }));
  });

  router.get('/api/offer/detail/:offerId', async (req, res) => {
    const { userId } = callerOf(req, res, ...COMPANY_TYPES);
    const { offerId } = parse(ZOfferIdParam, req.params);
    const detail = await getEmployerOffer(db, { companyId: userId, offerId });
    if (!detail) throw noSuchOffer();
    res.json(detail);
  });

  router.get('/api/offer/:offerId/answered', async (req, res) => {
    const { userId } = callerOf(req, res, 'individual');
    const { offerId } = parse(ZOfferIdParam, req.params);
    const offer = await findTalentOffer(db, { userId, offerId });
    if (!offer) throw noSuchOffer();
    res.json(toAnswered(offer));
  });

  router.get('/api/offer/:offerId', async (req, res) => {
    const { userId } = callerOf(req, res, 'individual');
    const { offerId } = parse(ZOfferIdParam, req.params);
    const offer = await findTalentOffer(db, { userId, offerId });
    if (!offer) throw noSuchOffer();
    res.json(toTalentView(offer));
  });

  router.put('/api/offer/:offerId', async (req, res) => {
    const { userId } = callerOf(req, res, 'individual');
    const { offerId } = parse(ZOfferIdParam, req.params);
    const input = parse(ZOfferAnswerRequest, req.body);
    const answered = await answerOffer(db, { userId, offerId, input });
    onOutbox?.();
    res.json(answered);
  });
}
