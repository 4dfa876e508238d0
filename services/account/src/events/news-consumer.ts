import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import { MAX_SEED_SEEKERS, seedSeekerId } from '@phjobs/seed-data/ids';
import type { AccountDb } from '../db.ts';
import { NEWS_SUBJECTS, newsFromEvent } from '../domain/news/news-from-event.ts';

export const NEWS_CONSUMER = 'account.news';

/** The highest user id of the seed data (docs/CONVENTIONS.md 'Ids and seed data'); sign-ups start above it. */
const LAST_SEED_USER_ID = seedSeekerId(MAX_SEED_SEEKERS);

/** Thrown for an event about a seed member this database does not hold yet: the delivery is retried. */
export class SeedMemberNotYetHere extends Error {}

/**
 * Durable consumer 'account.news': each event becomes one news item for the member it concerns.
 * Idempotent twice over: processed_event (service-kit) and news.source_event_id UNIQUE. An event for
 * a member who is unknown here or has withdrawn is acknowledged without a news item, except one
 * with a seed id (up to 99999) that is not here yet: the seeds of jobs and talent write the events of
 * their seeded changes while this service may still be seeding its members (they run side by side),
 * so such an event fails and is redelivered after a back-off until the member is here.
 */
export function startNewsConsumer({ db, transport, logger, maxDeliver }: { db: AccountDb; transport: Transport; logger?: TransportLogger; maxDeliver?: number }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    ...(maxDeliver === undefined ? {} : { maxDeliver }),
    consumer: NEWS_CONSUMER,
    subjects: NEWS_SUBJECTS,
    handle: async (tx, event) => {
      const news = newsFromEvent(event);
      if (!/^\d{1,18}$/.test(news.userId)) return;
      const inserted = await tx.$executeRawUnsafe(
        `INSERT INTO news (user_id, news_type, title, content, link, created_at, source_event_id)
         SELECT u.id, $2::news_type, $3, $4, $5, $6::timestamptz, $7::uuid
           FROM "user" u
          WHERE u.id = $1::bigint AND u.withdrawn_at IS NULL
         ON CONFLICT (source_event_id) DO NOTHING`,
        news.userId,
        news.newsType,
        news.title,
        news.content,
        news.link,
        event.occurredAt,
        event.id,
      );
      if (inserted > 0 || Number(news.userId) > LAST_SEED_USER_ID) return;
      const known = await tx.$queryRawUnsafe<{ found: boolean }[]>('SELECT EXISTS (SELECT 1 FROM "user" WHERE id = $1::bigint) AS found', news.userId);
      if (!known[0]?.found) throw new SeedMemberNotYetHere(`user ${news.userId} of the seed data is not here yet: the event is redelivered`);
    },
  });
}
