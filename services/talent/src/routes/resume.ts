/** `/api/resume/*` (account-community.md section 7): the member's own resumes and who looked at them. Individuals only. */
import {
  ZChangeResumeStatusRequest,
  ZEmailQuery,
  ZPageQuery,
  ZResumeCreateRequest,
  ZResumeIdParam,
  ZResumeUpdateRequest,
  type IndividualInfo,
} from '@phjobs/contracts/talent';
import { notFound } from '@phjobs/service-kit/errors';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { TalentDb } from '../db.ts';
import { changeResumeStatus, deleteResume } from '../domain/change-resume.ts';
import { listResumeAudience } from '../domain/list-resume-audience.ts';
import { getMyResume, listMyResumes } from '../domain/read-resumes.ts';
import { isoDay } from '../domain/resume-views.ts';
import { createResume, ownerCopies, updateResume } from '../domain/save-resume.ts';
import type { Upstreams } from '../upstreams.ts';
import { callerOf } from './member.ts';

const noSuchResume = () => notFound('No such resume.');

export function resumeRoutes(router: Router, { db, upstreams }: { db: TalentDb; upstreams: Upstreams }): void {
  router.get('/api/resume/myResumes', async (req, res) => {
    const { userId } = callerOf(req, res, 'individual');
    const { pageUnit, pageNo } = parse(ZPageQuery, req.query);
    res.json(await listMyResumes(db, { userId, pageUnit, pageNo }));
  });

  /** The member's profile as the resume shows it: services/account's, else the copies of their latest resume. */
  router.get('/api/resume/individualInfo', async (req, res) => {
    const { principal, userId } = callerOf(req, res, 'individual');
    parse(ZEmailQuery, req.query);
    const profile = await upstreams.individualInfo(Number(userId), req.header('authorization'));
    const latest = await db.resume.findFirst({ where: { userId }, orderBy: { updatedAt: 'desc' } });
    if (!profile && !latest) throw notFound('No such member.');
    const copies = ownerCopies(profile, latest, principal.email);
    const body: IndividualInfo = {
      userId: Number(userId),
      fullName: copies.fullName,
      email: copies.email,
      genderCode: copies.genderCode,
      birthDate: isoDay(copies.birthDate),
      address: copies.address,
      phoneNumber: copies.phoneNumber,
      photoKey: copies.photoKey,
    };
    res.json(body);
  });

  router.get('/api/resume/viewed', async (req, res) => {
    const { userId } = callerOf(req, res, 'individual');
    const { pageUnit, pageNo } = parse(ZPageQuery, req.query);
    res.json(await listResumeAudience(db, { userId, audience: 'viewed', pageUnit, pageNo }));
  });

  router.get('/api/resume/scrapped', async (req, res) => {
    const { userId } = callerOf(req, res, 'individual');
    const { pageUnit, pageNo } = parse(ZPageQuery, req.query);
    res.json(await listResumeAudience(db, { userId, audience: 'scrapped', pageUnit, pageNo }));
  });

  router.post('/api/resume/setResume', async (req, res) => {
    const { principal, userId } = callerOf(req, res, 'individual');
    const input = parse(ZResumeCreateRequest, req.body);
    const profile = await upstreams.individualInfo(Number(userId), req.header('authorization'));
    res.status(201).json(await createResume(db, { userId, input, profile, tokenEmail: principal.email }));
  });

  router.put('/api/resume/changeStatus/:id', async (req, res) => {
    const { userId } = callerOf(req, res, 'individual');
    const { id } = parse(ZResumeIdParam, req.params);
    const { statusCode } = parse(ZChangeResumeStatusRequest, req.body);
    const changed = await changeResumeStatus(db, { userId, resumeId: id, statusCode });
    if (!changed) throw noSuchResume();
    res.json(changed);
  });

  router.get('/api/resume/:id', async (req, res) => {
    const { userId } = callerOf(req, res, 'individual');
    const { id } = parse(ZResumeIdParam, req.params);
    const resume = await getMyResume(db, { userId, resumeId: id });
    if (!resume) throw noSuchResume();
    res.json(resume);
  });

  router.put('/api/resume/:id', async (req, res) => {
    const { principal, userId } = callerOf(req, res, 'individual');
    const { id } = parse(ZResumeIdParam, req.params);
    const input = parse(ZResumeUpdateRequest, req.body);
    if (!(await db.resume.count({ where: { id: BigInt(id), userId } }))) throw noSuchResume();
    const profile = await upstreams.individualInfo(Number(userId), req.header('authorization'));
    const saved = await updateResume(db, { userId, resumeId: id, input, profile, tokenEmail: principal.email });
    if (!saved) throw noSuchResume();
    res.json(saved);
  });

  router.delete('/api/resume/:id', async (req, res) => {
    const { userId } = callerOf(req, res, 'individual');
    const { id } = parse(ZResumeIdParam, req.params);
    if (!(await deleteResume(db, { userId, resumeId: id }))) throw noSuchResume();
    res.json({ resumeId: id });
  });
}
