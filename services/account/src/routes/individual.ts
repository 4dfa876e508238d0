import {
  ZEmailQuery,
  ZUpdateIndividualUserInfoRequest,
  ZUpdateProfileImageRequest,
  type IndividualMyPageResponse,
  type IndividualUserInfo,
  type ProfileImageResponse,
} from '@phjobs/contracts/account';
import { checkEmailParam, requireUser } from '@phjobs/service-kit/auth';
import { parse } from '@phjobs/service-kit/validate';
import type { Request, Response, Router } from 'express';
import type { AccountDb } from '../db.ts';
import { getMyPage } from '../domain/individual/get-my-page.ts';
import { loadIndividual, toUserInfo } from '../domain/individual/individual-record.ts';
import { setProfilePhoto } from '../domain/individual/set-profile-photo.ts';
import { updateUserInfo } from '../domain/individual/update-user-info.ts';
import type { SeekerCounts } from '../providers/seeker-counts.ts';

type Deps = { db: AccountDb; counts: SeekerCounts };

/** The signed-in individual; the spec's `email` query, when given, must be theirs (403 otherwise). */
function individual(req: Request, res: Response): number {
  const principal = requireUser(res, 'individual');
  parse(ZEmailQuery, req.query);
  checkEmailParam(req, res);
  return Number(principal.userId);
}

/** Individual my-page: profile with counts, profile photo, member info. */
export function individualRoutes(router: Router, { db, counts }: Deps): void {
  router.get('/api/individual/myPage', async (req, res) => {
    const answer: IndividualMyPageResponse = await getMyPage(db, counts, individual(req, res));
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  });

  router.put('/api/individual/updateProfileImage', async (req, res) => {
    const userId = individual(req, res);
    const body = parse(ZUpdateProfileImageRequest, req.body);
    const answer: ProfileImageResponse = await setProfilePhoto(db, userId, body.photoKey);
    res.json(answer);
  });

  router.delete('/api/individual/deleteProfileImage', async (req, res) => {
    const answer: ProfileImageResponse = await setProfilePhoto(db, individual(req, res), null);
    res.json(answer);
  });

  router.get('/api/individual/myPage/userInfo', async (req, res) => {
    const answer: IndividualUserInfo = toUserInfo(await loadIndividual(db, individual(req, res)));
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  });

  router.put('/api/individual/myPage/userInfo', async (req, res) => {
    const userId = individual(req, res);
    const answer: IndividualUserInfo = await updateUserInfo(db, userId, parse(ZUpdateIndividualUserInfoRequest, req.body));
    res.json(answer);
  });
}
