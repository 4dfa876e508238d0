import { ZChangePasswordRequest, ZVerifyIdentityRequest, ZWithdrawRequest, type VerifyIdentityResponse } from '@phjobs/contracts/account';
import { requireUser } from '@phjobs/service-kit/auth';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { AccountDb } from '../db.ts';
import { changePassword } from '../domain/member/change-password.ts';
import { verifyIdentity } from '../domain/member/verify-identity.ts';
import { withdrawMember } from '../domain/member/withdraw-member.ts';
import { clearSessionCookie } from './session-cookie.ts';

type Deps = { db: AccountDb; onOutbox: () => void };

/** Identity check, password change and withdrawal of the signed-in member (any member type). */
export function memberRoutes(router: Router, { db, onOutbox }: Deps): void {
  router.post('/api/auth/verifyIdentity', async (req, res) => {
    const principal = requireUser(res);
    const body = parse(ZVerifyIdentityRequest, req.body);
    const answer: VerifyIdentityResponse = await verifyIdentity(db, Number(principal.userId), body);
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  });

  router.put('/api/auth/password', async (req, res) => {
    const principal = requireUser(res);
    const body = parse(ZChangePasswordRequest, req.body);
    await changePassword(db, Number(principal.userId), body.certifyToken, body.password);
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  router.post('/api/auth/withdraw', async (req, res) => {
    const principal = requireUser(res);
    const body = parse(ZWithdrawRequest, req.body);
    await withdrawMember(db, Number(principal.userId), body.certifyToken);
    onOutbox();
    clearSessionCookie(req, res);
    res.status(204).end();
  });
}
