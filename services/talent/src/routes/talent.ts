import type { TALENT_API } from '@phjobs/contracts/api/talent';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountClient } from '../clients/account.ts';
import { countTalents } from '../data/count-talents.ts';
import type { TalentDb } from '../data/db.ts';
import { talentResumeData } from '../data/talent-resume.ts';
import { viewTalentResume } from '../domain/view-talent-resume.ts';

export function talentHandlers({ db, account }: { db: TalentDb; account: AccountClient }): Handlers<typeof TALENT_API, 'talentCount' | 'talentResume'> {
  const resumes = talentResumeData(db);
  return {
    /** Public: the talent home counters (links to /talent/all and /talent/today). */
    talentCount: () => countTalents(db),

    /** A published resume as a talent (see view-talent-resume.ts for who sees what). Other /api/talent/* words fall through (the route's `match`). */
    talentResume: async ({ principal, params: { id } }) => {
      const view = await viewTalentResume(resumes, account, { resumeId: id, viewer: principal });
      if (!view) throw notFound('No such talent.');
      return view;
    },
  };
}
