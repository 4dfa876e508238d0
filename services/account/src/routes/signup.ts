import { ZEmployerSignupRequest, ZIndividualSignupRequest } from '@phjobs/contracts/auth';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { AccountDb } from '../db.ts';
import { registerBusiness } from '../domain/register-business.ts';
import { registerIndividual } from '../domain/register-individual.ts';
import { startSession } from '../domain/start-session.ts';
import { sendSession } from './session-cookie.ts';

type Deps = { db: AccountDb; privateKey: string; onRegistered: () => void };

/** Sign-up calls of the spec. A 201 answers like a login, so the client is logged in at once. */
export function signupRoutes(router: Router, { db, privateKey, onRegistered }: Deps): void {
  router.post('/api/individual/signup', async (req, res) => {
    const user = await registerIndividual(db, parse(ZIndividualSignupRequest, req.body));
    onRegistered();
    sendSession(req, res, 201, await startSession(db, privateKey, user));
  });

  router.post('/api/employer/signup', async (req, res) => {
    const user = await registerBusiness(db, parse(ZEmployerSignupRequest, req.body), 'company');
    onRegistered();
    sendSession(req, res, 201, await startSession(db, privateKey, user));
  });

  router.post('/api/employer/signup/master', async (req, res) => {
    const user = await registerBusiness(db, parse(ZEmployerSignupRequest, req.body), 'master.company');
    onRegistered();
    sendSession(req, res, 201, await startSession(db, privateKey, user));
  });
}
