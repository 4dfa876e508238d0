import { ZLoginRequest, type MeResponse } from '@phjobs/contracts/auth';
import { requireUser } from '@phjobs/service-kit/auth';
import { unauthorized } from '@phjobs/service-kit/errors';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { AccountDb } from '../db.ts';
import { endSession } from '../domain/end-session.ts';
import { getMember } from '../domain/get-member.ts';
import { logIn } from '../domain/log-in.ts';
import { rotateSession } from '../domain/rotate-session.ts';
import { startSession } from '../domain/start-session.ts';
import { clearSessionCookie, readRefreshCookie, sendSession } from './session-cookie.ts';

type Deps = { db: AccountDb; privateKey: string };

export function authRoutes(router: Router, { db, privateKey }: Deps): void {
  router.post('/api/auth/login', async (req, res) => {
    const user = await logIn(db, parse(ZLoginRequest, req.body));
    sendSession(req, res, 200, await startSession(db, privateKey, user));
  });

  router.post('/api/auth/refresh', async (req, res) => {
    try {
      sendSession(req, res, 200, await rotateSession(db, privateKey, readRefreshCookie(req)));
    } catch (error) {
      clearSessionCookie(req, res);
      throw error;
    }
  });

  router.post('/api/auth/logout', async (req, res) => {
    await endSession(db, readRefreshCookie(req));
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  router.get('/api/auth/me', async (_req, res) => {
    const principal = requireUser(res);
    const user = await getMember(db, Number(principal.userId));
    if (!user) throw unauthorized();
    const body: MeResponse = user;
    res.json(body);
  });
}
