import type { COMMUNITY_POSTS_API } from '@phjobs/contracts/api/community-posts';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { CommunityDb } from '../data/db.ts';
import { listMyTalk } from '../data/my-talk.ts';
import { myTalkItem } from './post-answers.ts';

/** My talk (the individual my-page): the caller's own posts of a tab, any review status. */
export function myTalkHandlers({ db, now }: { db: CommunityDb; now: () => Date }): Handlers<typeof COMMUNITY_POSTS_API, 'myTalks'> {
  return {
    myTalks: async ({ params, query, principal }) => {
      const { rows, count } = await listMyTalk(db, Number(principal.userId), params.kind, query);
      const at = now();
      return { list: rows.map((row) => myTalkItem(row, at)), count };
    },
  };
}
