import type { TALENT_API } from '@phjobs/contracts/api/talent';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { TalentDb } from '../db.ts';
import { countTalents } from '../domain/count-talents.ts';
import { viewTalentResume } from '../domain/view-talent-resume.ts';
import type { Upstreams } from '../upstreams.ts';

export function talentHandlers({ db, upstreams }: { db: TalentDb; upstreams: Upstreams }): Handlers<typeof TALENT_API, 'talentCount' | 'talentResume'> {
  return {
    /** Public: the talent home counters (links to /talent/all and /talent/today). */
    talentCount: () => countTalents(db),

    /** A published resume as a talent (see view-talent-resume.ts for who sees what). Other /api/talent/* words fall through (the route's `match`). */
    talentResume: async ({ principal, params: { id } }) => {
      const view = await viewTalentResume(db, upstreams, { resumeId: id, viewer: principal });
      if (!view) throw notFound('No such talent.');
      return view;
    },
  };
}
