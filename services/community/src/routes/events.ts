import type { COMMUNITY_API } from '@phjobs/contracts/api/community';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { CommunityDb } from '../data/db.ts';
import { getEvent, listEvents } from '../data/events.ts';
import { listFaq } from '../data/faq.ts';

/** Events and notices (anyone), and the FAQ. */
export function eventHandlers({ db, now }: { db: CommunityDb; now: () => Date }): Handlers<typeof COMMUNITY_API, 'events' | 'event' | 'faq'> {
  return {
    events: ({ query }) => listEvents(db, query, now()),
    event: async ({ params }) => {
      const found = await getEvent(db, params.id, now());
      if (!found) throw notFound('No such event or notice.');
      return found;
    },
    faq: ({ query }) => listFaq(db, query),
  };
}
