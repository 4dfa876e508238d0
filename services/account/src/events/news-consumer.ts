import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import type { AccountDb } from '../data/db.ts';
import { NEWS_SUBJECTS, newsFromEvent } from '../domain/news/news-from-event.ts';

export const NEWS_CONSUMER = 'account.news';

/**
 * Durable consumer 'account.news': each event becomes one news item for the member it concerns.
 * Idempotent twice over: processed_event (service-kit) and news.source_event_id UNIQUE. An event for
 * a member who is unknown here or has withdrawn is acknowledged without a news item. Seed data
 * needs no exception: the start command runs this service's seed before the seeds whose events
 * concern its members (the seed order in infra/README.md).
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
      await tx.$executeRawUnsafe(
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
    },
  });
}
