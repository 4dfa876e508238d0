import type { COMMUNITY_API } from '@phjobs/contracts/api/community';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { CommunityDb } from '../data/db.ts';
import { listEventBanners } from '../data/events.ts';
import { listBanners, listPopups } from '../data/home.ts';

/** The home page's calls: banners, popups, event banners (its job talk block is routes/job-talk.ts's list). */
export function homeHandlers({ db, now }: { db: CommunityDb; now: () => Date }): Handlers<typeof COMMUNITY_API, 'banners' | 'popups' | 'eventBanners'> {
  return {
    banners: async ({ query }) => ({ list: await listBanners(db, query.locationCode, now()) }),
    popups: ({ res }) => {
      res.set('cache-control', 'no-store');
      return listPopups(db, now());
    },
    eventBanners: async () => ({ list: await listEventBanners(db, now()) }),
  };
}
