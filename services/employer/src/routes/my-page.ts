import { ZEmployerMyPageQuery } from '@phjobs/contracts/employer';
import { checkEmailParam, requireUser } from '@phjobs/service-kit/auth';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { EmployerDb } from '../db.ts';
import { getMyPage } from '../domain/get-my-page.ts';
import type { Upstreams } from '../upstreams.ts';

export function myPageRoutes(router: Router, { db, upstreams }: { db: EmployerDb; upstreams: Upstreams }): void {
  /** Company and master members only: 401 for visitors, 403 for individuals and for someone else's email. */
  router.get('/api/employer/myPage', async (req, res) => {
    const principal = requireUser(res, 'company', 'master.company');
    parse(ZEmployerMyPageQuery, req.query);
    checkEmailParam(req, res);
    res.json(await getMyPage(db, upstreams, principal));
  });
}
