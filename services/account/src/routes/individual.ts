import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountDb } from '../data/db.ts';
import { getMyPage } from '../domain/individual/get-my-page.ts';
import { loadIndividual, toUserInfo } from '../domain/individual/individual-record.ts';
import { setProfilePhoto } from '../domain/individual/set-profile-photo.ts';
import { updateUserInfo } from '../domain/individual/update-user-info.ts';
import type { SeekerCounts } from '../clients/seeker-counts.ts';

type Deps = { db: AccountDb; counts: SeekerCounts };

type IndividualRoute = 'individualMyPage' | 'updateProfileImage' | 'deleteProfileImage' | 'individualUserInfo' | 'updateIndividualUserInfo';

/** Individual my-page: profile with counts, profile photo, member info (the signed-in individual's; the `email` rule is the kit's). */
export function individualHandlers({ db, counts }: Deps): Handlers<typeof ACCOUNT_API, IndividualRoute> {
  return {
    individualMyPage: async ({ principal, res }) => {
      const answer = await getMyPage(db, counts, Number(principal.userId));
      res.setHeader('cache-control', 'no-store');
      return answer;
    },

    updateProfileImage: ({ principal, body }) => setProfilePhoto(db, Number(principal.userId), body.photoKey),

    deleteProfileImage: ({ principal }) => setProfilePhoto(db, Number(principal.userId), null),

    individualUserInfo: async ({ principal, res }) => {
      const answer = toUserInfo(await loadIndividual(db, Number(principal.userId)));
      res.setHeader('cache-control', 'no-store');
      return answer;
    },

    updateIndividualUserInfo: ({ principal, body }) => updateUserInfo(db, Number(principal.userId), body),
  };
}
