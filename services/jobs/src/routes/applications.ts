/**
 * `/api/application/*` and the employer's applicant calls (jobs-seeker.md 'Apply',
 * account-community.md 'Application status', employer.md 'Applicant management'): parse, check
 * who calls, call the domain, answer. Individuals apply, read and cancel their own applications;
 * the company that owns an ad reads its applicants and changes their status.
 */
import {
  ZApplicantsQuery,
  ZApplicationIdParam,
  ZCancelApplicationBody,
  ZChangeApplicationStatusBody,
  ZMyApplicationsQuery,
  type ApplicantsResponse,
  type ApplyResponse,
  type CancelApplicationResponse,
  type ChangeApplicationStatusResponse,
  type JobApplicantCounts,
  type MyApplicationsResponse,
} from '@phjobs/contracts/applications';
import { ZApplicationDataQuery, ZApplyEtcBody, ZApplyOnlineBody, ZJobAdIdParam, type ApplicationData } from '@phjobs/contracts/jobs';
import { checkEmailParam, requireUser } from '@phjobs/service-kit/auth';
import { notFound } from '@phjobs/service-kit/errors';
import type { Db } from '@phjobs/service-kit/events/sql';
import { parse } from '@phjobs/service-kit/validate';
import type { Request, Response, Router } from 'express';
import type { MemberDirectory } from '../clients/members.ts';
import type { ResumeDirectory } from '../clients/resumes.ts';
import { applyToJob } from '../domain/applications/apply-to-job.ts';
import { changeApplicationStatus, countJobApplicants, listCompanyApplicants } from '../domain/applications/employer-applicants.ts';
import { getApplicationData } from '../domain/applications/get-application-data.ts';
import { cancelApplication, listMyApplications } from '../domain/applications/my-applications.ts';

export type ApplicationDeps = {
  db: Db;
  members: MemberDirectory;
  resumes: ResumeDirectory;
  now: () => Date;
  /** Called after a transaction that wrote the outbox commits (wakes the relay). */
  onOutbox: () => void;
};

const numericId = (userId: string) => {
  if (!/^\d{1,18}$/.test(userId)) throw notFound('No such member.');
  return userId;
};

/** The signed-in individual (401 visitors, 403 company members); the email parameter must be theirs. */
function individual(req: Request, res: Response) {
  const principal = requireUser(res, 'individual');
  checkEmailParam(req, res);
  return { userId: numericId(principal.userId), email: principal.email };
}

/** The signed-in company (401 visitors, 403 individuals): its user id is its company id. */
function company(req: Request, res: Response): string {
  const principal = requireUser(res, 'company', 'master.company');
  checkEmailParam(req, res);
  return numericId(principal.userId);
}

export function applicationRoutes(router: Router, { db, members, resumes, now, onOutbox }: ApplicationDeps): void {
  // Paths with a fixed second segment first: '/api/application/:id' must not take them.

  router.get('/api/application/myApplications', async (req, res) => {
    const query = parse(ZMyApplicationsQuery, req.query);
    const { userId } = individual(req, res);
    const answer: MyApplicationsResponse = await listMyApplications(db, userId, query, now());
    res.json(answer);
  });

  router.get('/api/application/applicants', async (req, res) => {
    const query = parse(ZApplicantsQuery, req.query);
    const companyId = company(req, res);
    const answer: ApplicantsResponse = await listCompanyApplicants(db, companyId, query);
    res.json(answer);
  });

  router.get('/api/application/applicants/job/:id', async (req, res) => {
    const companyId = company(req, res);
    const { id } = parse(ZJobAdIdParam, req.params);
    const answer: JobApplicantCounts = await countJobApplicants(db, companyId, id);
    res.json(answer);
  });

  /** The apply screen's data; {id} is the job ad. */
  router.get('/api/application/:id', async (req, res) => {
    const applicant = individual(req, res);
    const { id } = parse(ZJobAdIdParam, req.params);
    const { applyType } = parse(ZApplicationDataQuery, req.query);
    const answer: ApplicationData = await getApplicationData({ db, members, resumes, now }, { jobId: id, userId: applicant.userId, applyType });
    res.json(answer);
  });

  /** Direct (also the chat apply), Email, Telephone, Onsite. */
  router.post('/api/application/etc/:id', async (req, res) => {
    const applicant = individual(req, res);
    const { id } = parse(ZJobAdIdParam, req.params);
    const body = parse(ZApplyEtcBody, req.body ?? {});
    const answer: ApplyResponse = await applyToJob(
      { db, members, resumes, now },
      {
        jobId: id,
        applicant,
        method: 'etc',
        howToApplyCode: body.howToApplyCode,
        selfIntroduction: body.selfIntroduction ?? null,
        companyOwnResumeKey: body.companyOwnResumeKey ?? null,
        companyOwnResumeFileName: body.companyOwnResumeFileName ?? null,
      },
    );
    onOutbox();
    res.status(201).json(answer);
  });

  /** Online, with one of the applicant's resumes. */
  router.post('/api/application/:id', async (req, res) => {
    const applicant = individual(req, res);
    const { id } = parse(ZJobAdIdParam, req.params);
    const { resumeId } = parse(ZApplyOnlineBody, req.body ?? {});
    const answer: ApplyResponse = await applyToJob({ db, members, resumes, now }, { jobId: id, applicant, method: 'online', resumeId });
    onOutbox();
    res.status(201).json(answer);
  });

  /** Cancel: {applicationId} is the application. */
  router.put('/api/application/:id', async (req, res) => {
    const { userId } = individual(req, res);
    const { id } = parse(ZApplicationIdParam, req.params);
    parse(ZCancelApplicationBody, req.body);
    const answer: CancelApplicationResponse = await cancelApplication(db, userId, id);
    onOutbox();
    res.json(answer);
  });

  /** The employer sets Pass, Non pass or Under review (body, or query, howToApply and statusCode). */
  router.put('/api/employer/myPage/applicant/changeStatus/:id', async (req, res) => {
    const companyId = company(req, res);
    const { id } = parse(ZApplicationIdParam, req.params);
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const { statusCode } = parse(ZChangeApplicationStatusBody, { howToApply: req.query.howToApply, statusCode: req.query.statusCode, ...body });
    const { changed, ...answer } = await changeApplicationStatus(db, companyId, id, statusCode);
    if (changed) onOutbox();
    const reply: ChangeApplicationStatusResponse = answer;
    res.json(reply);
  });

  /** One ad's live applications (employer.md: GET /api/employer/myPage/applicant/{id}?type=all|byJob). */
  router.get('/api/employer/myPage/applicant/:id', async (req, res) => {
    const companyId = company(req, res);
    const { id } = parse(ZJobAdIdParam, req.params);
    const query = parse(ZApplicantsQuery, req.query);
    const answer: ApplicantsResponse = await listCompanyApplicants(db, companyId, { ...query, jobId: id });
    res.json(answer);
  });
}
